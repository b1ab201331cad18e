export { ResetPasswordForm, defaultResetPasswordFormMessages } from './ResetPasswordForm';
export type { ResetPasswordFormMessages, ResetPasswordFormProps, ResetPasswordFormValues } from './ResetPasswordForm';
