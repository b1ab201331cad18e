/**
 * The markets a brand can be licensed in (docs/markets.md): the United Kingdom, Germany, the
 * Netherlands and Malta. Their rules are @casino/rules' market profiles (the same codes; a
 * platform test keeps the two lists equal).
 */
export const MARKETS = ['uk', 'de', 'nl', 'mt'] as const;
export type Market = (typeof MARKETS)[number];

/**
 * `error.reason` of a 403 caused by a market's rule; `market_register_unavailable` is the 503 of a
 * national exclusion register that could not be asked (docs/registers.md: the action is refused).
 */
export const MARKET_REASONS = [
  'market_stake_cap',
  'market_round_too_soon',
  'market_withdrawal_final',
  'market_game_not_offered',
  'market_register_excluded',
  'market_register_unavailable',
  'market_deposit_cap',
  // The Netherlands: deposits past the first amount a month wait for a personal contact.
  'market_deposit_contact',
  // LUGAS (Germany, docs/lugas.md): the cross-operator monthly deposit limit, parallel play at
  // another operator, and LUGAS out of reach (503: the deposit or session is refused).
  'market_lugas_limit',
  'market_lugas_parallel_play',
  // GlüStV 2021 § 6h (4): 5 minutes after a session ended before the next, at any operator.
  'market_lugas_pause',
  'market_lugas_unavailable',
  // UKGC LCCP SR 3.2.11: free-to-play versions only after age verification.
  'market_free_play_unverified',
] as const;
export type MarketReason = (typeof MARKET_REASONS)[number];
