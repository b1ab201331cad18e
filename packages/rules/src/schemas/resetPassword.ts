import * as yup from 'yup';
import { confirmPasswordField, passwordField } from './fields';

/** Reset password (modal and page): the new password twice. */
export const resetPasswordSchema = yup.object({
  newPassword: passwordField(),
  confirmPassword: confirmPasswordField('newPassword'),
});

export type ResetPasswordValues = yup.InferType<typeof resetPasswordSchema>;
