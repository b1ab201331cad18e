import { WalletMenu, type WalletMenuProps } from '@casino/ui/WalletMenu';

/** The wallet dropdown, in its own chunk: only signed-in players need it. */
export default function AccountMenu(props: WalletMenuProps) {
  return <WalletMenu {...props} />;
}
