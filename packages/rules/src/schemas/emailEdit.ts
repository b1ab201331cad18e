import * as yup from 'yup';
import { SAME_EMAIL_MESSAGE } from '../messages';
import { emailField } from './fields';

const normaliseEmail = (email: string | null | undefined): string => (email ?? '').trim().toLowerCase();

/** Whether two e-mail addresses are the same, ignoring case and surrounding spaces. */
export function isSameEmail(email: string | null | undefined, other: string | null | undefined): boolean {
  const normalised = normaliseEmail(email);
  return normalised !== '' && normalised === normaliseEmail(other);
}

/** 'Cannot update with same email' when the new address equals the current one, otherwise null. */
export function sameEmailError(
  email: string | null | undefined,
  currentEmail: string | null | undefined,
): string | null {
  return isSameEmail(email, currentEmail) ? SAME_EMAIL_MESSAGE : null;
}

/** E-mail edit: a valid, required address that differs from the player's current one. */
export const emailEditSchema = (currentEmail: string | null | undefined) =>
  yup.object({
    email: emailField().test(
      'differentEmail',
      SAME_EMAIL_MESSAGE,
      (email) => sameEmailError(email, currentEmail) === null,
    ),
  });

export type EmailEditValues = yup.InferType<ReturnType<typeof emailEditSchema>>;
