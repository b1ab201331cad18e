export { AccountStrength, defaultAccountStrengthMessages } from './AccountStrength';
export type { AccountStrengthItem, AccountStrengthMessages, AccountStrengthProps } from './AccountStrength';
