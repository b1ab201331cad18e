/*
 * The contract's vocabulary: every list, reason and name a client compares with or offers
 * (protection reasons, limit kinds and periods, statuses, the socket protocol), written once as
 * `as const` arrays and objects. The entities build their TypeBox enums from these lists, so a
 * value added here is in the schemas, the platform and every client at once.
 *
 * Schema-free: nothing here loads TypeBox, so the browser bundles (site, sportsbook widget) take
 * the lists from `@casino/contract/routes`, which re-exports this module.
 */

export * from './bets';
export * from './bonuses';
export * from './desk';
export * from './heldDeposits';
export * from './kyc';
export * from './markets';
export * from './payments';
export * from './players';
export * from './responsibleGaming';
export * from './socket';
export * from './staff';
export * from './harm';
