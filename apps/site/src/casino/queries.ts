/** The catalogue query of the lobby: types, images and providers; personalised for a player. */
export const gamesQuery = (playerUUID?: string) => ({
  includeGameType: true,
  includeImages: true,
  includeGameProvider: true,
  playerUUID,
});

/** The active offers, for a player in their currency, their names and terms in a language. */
export const activeBonusesQuery = (playerUUID?: string, currency?: string | null, lanCode?: string) => ({
  status: 'active' as const,
  ...(playerUUID ? { playerUUID } : {}),
  ...(currency ? { currency } : {}),
  ...(lanCode ? { lanCode } : {}),
});
