/*
 * The back office's daily work: its lists, schema-free (see vocabulary/index.ts).
 */

/** Which of a player's details a back-office search text matched, best first. */
export const PLAYER_SEARCH_MATCHES = ['uuid', 'email', 'gamertag', 'name', 'payoutAddress'] as const;
export type PlayerSearchMatch = (typeof PLAYER_SEARCH_MATCHES)[number];
