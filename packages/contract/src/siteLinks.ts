/**
 * Pages of the site the platform links to (e-mail links and redirects). The platform writes
 * them relative to the site's origin; the site's router serves them.
 */
export const SITE_LINKS = {
  /** Reset-password page; query `token` (the hash of PUT /api/players/reset-password/:hash). */
  resetPassword: '/reset-password',
  /**
   * E-mail verification result page; query `emailVerified` ('true' | 'false') and `message`.
   * GET /api/players/verify-email/:token redirects a browser here. The link that cancels an
   * e-mail change lands here too, with `emailChange` ('cancelled' | 'invalid') and `message`
   * instead: the page then speaks of the change, not of a verification.
   */
  emailVerification: '/email-verification',
} as const;
