/**
 * Fallback texts of spec point 8: what the site shows when a failed call carries no message of
 * its own (`error.message` of the envelope, else the exception's message, else these).
 */
export const ERROR_MESSAGES = {
  /** Most calls. */
  generic: 'Something went wrong!',
  /** Localization calls (languages, texts, pages). */
  localization: 'Something went wrong',
  /** List fetches (the list is cleared). */
  listFetch: 'Request failed',
  /** Bonus lookup by code or id. */
  bonusLookup: 'Something Went Wrong',
  /** Identity details update. */
  detailsUpdate: 'Error in update',
} as const;
export type ErrorMessageKey = keyof typeof ERROR_MESSAGES;

/** Success messages the platform answers in `result.message` where the spec fixes the text. */
export const RESULT_MESSAGES = {
  /** POST /api/auth/signout. */
  signedOut: 'Signed Out Successful',
  /** GET /api/players/request-reset-password/:email, whether or not the e-mail has an account. */
  resetLinkSent: 'If an account exists for this e-mail, a password reset link has been sent to it.',
  /** POST /api/auth/newsletter/subscribe, whether the address is new or already subscribed. */
  newsletterSubscribed: 'Thank you for subscribing to our newsletter.',
} as const;
