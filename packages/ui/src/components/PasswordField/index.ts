export { PasswordField, defaultPasswordFieldMessages } from './PasswordField';
export type { PasswordFieldMessages, PasswordFieldProps } from './PasswordField';
