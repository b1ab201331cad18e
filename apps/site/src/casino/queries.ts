/** The catalogue query of the lobby: types, images and providers; personalised for a player. */
export const gamesQuery = (playerUUID?: string) => ({
  includeGameType: true,
  includeImages: true,
  includeGameProvider: true,
  playerUUID,
});

/** The active offers, for a player in their currency. */
export const activeBonusesQuery = (playerUUID?: string, currency?: string | null) => ({
  status: 'active' as const,
  ...(playerUUID ? { playerUUID } : {}),
  ...(currency ? { currency } : {}),
});
