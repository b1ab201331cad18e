export { WalletMenu, defaultWalletMenuMessages } from './WalletMenu';
export type { WalletMenuProps, WalletMenuMessages, Wallet } from './WalletMenu';
