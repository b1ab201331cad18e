import { enGB } from './texts/en_GB';

/**
 * Fallback texts of spec point 8 (their English in the text catalogue): what the site shows when a failed call carries no message of
 * its own (`error.message` of the envelope, else the exception's message, else these).
 */
export const ERROR_MESSAGES = {
  /** Most calls. */
  generic: enGB['toast.somethingWentWrong'],
  /** Localization calls (languages, texts, pages). */
  localization: enGB['toast.localizationError'],
  /** List fetches (the list is cleared). */
  listFetch: enGB['toast.requestFailed'],
  /** Bonus lookup by code or id. */
  bonusLookup: enGB['toast.bonusLookupError'],
  /** Identity details update. */
  detailsUpdate: enGB['toast.detailsUpdateError'],
} as const;
export type ErrorMessageKey = keyof typeof ERROR_MESSAGES;

/** Success messages the platform answers in `result.message` where the spec fixes the text. */
export const RESULT_MESSAGES = {
  /** POST /api/auth/signout. */
  signedOut: enGB['toast.signedOut'],
  /** GET /api/players/request-reset-password/:email, whether or not the e-mail has an account. */
  resetLinkSent: enGB['player.resetLinkSent'],
  /** POST /api/auth/newsletter/subscribe, whether the address is new or already subscribed. */
  newsletterSubscribed: enGB['toast.newsletterSubscribed'],
} as const;
