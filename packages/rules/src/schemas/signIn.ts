import * as yup from 'yup';
import { emailField, passwordField } from './fields';

/** Sign in: e-mail and password with the sign-up rules. */
export const signInSchema = yup.object({
  email: emailField(),
  password: passwordField(),
});

export type SignInValues = yup.InferType<typeof signInSchema>;
