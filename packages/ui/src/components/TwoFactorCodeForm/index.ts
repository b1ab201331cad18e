export { defaultTwoFactorCodeFormMessages, TwoFactorCodeForm } from './TwoFactorCodeForm';
export type { TwoFactorCodeFormMessages, TwoFactorCodeFormProps } from './TwoFactorCodeForm';
