import * as yup from 'yup';
import { emailField } from './fields';

/** Forgot password: the e-mail, required and valid. */
export const forgotPasswordSchema = yup.object({
  email: emailField(),
});

export type ForgotPasswordValues = yup.InferType<typeof forgotPasswordSchema>;
