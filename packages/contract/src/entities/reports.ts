import Type, { type Static } from 'typebox';
import { AmountString, IsoDate } from '../scalars';

/*
 * The back office's reports (issue 36): the business by day, computed by the platform from the
 * ledger and the payments in SQL, exact to the cent. Days are UTC days.
 *
 * - GGR: real-money stakes less real-money wins (the cash part of bet and win entries); bonus money
 *   staked or won is not revenue until it becomes cash.
 * - Bonus cost: bonus money that became cash (a completed bonus's conversion).
 * - NGR: GGR less bonus cost. A casino bonus's cost is the casino's, a sports bonus's the
 *   sportsbook's; a bonus for both products counts only in the total.
 */

const Money = (description: string) => AmountString({ description });

/** One UTC day of the business in one currency. */
export const BusinessDay = Type.Object(
  {
    day: IsoDate(),
    casinoGgr: Money('Casino: real-money stakes less real-money wins; may be negative.'),
    sportsGgr: Money('Sportsbook: real-money stakes less real-money wins (settled and cashed-out bets).'),
    ggr: Money('Casino and sportsbook.'),
    casinoBonusCost: Money('Casino bonuses turned into cash.'),
    sportsBonusCost: Money('Sports bonuses turned into cash.'),
    bonusCost: Money('Every bonus turned into cash, including bonuses for both products.'),
    casinoNgr: Money('Casino GGR less casino bonus cost.'),
    sportsNgr: Money('Sportsbook GGR less sports bonus cost.'),
    ngr: Money('GGR less every bonus cost.'),
    deposits: Money('Deposits credited (completed) that day.'),
    withdrawals: Money('Withdrawals paid out (completed) that day.'),
    activePlayers: Type.Integer({ minimum: 0, description: 'Players with a real-money or bonus stake that day.' }),
    newPlayers: Type.Integer({ minimum: 0, description: 'Players who signed up that day.' }),
  },
  { title: 'BusinessDay' },
);
export type BusinessDay = Static<typeof BusinessDay>;

/** The business by day over a range, in one currency, with the range's totals. */
export const BusinessReport = Type.Object(
  {
    currency: Type.String(),
    from: IsoDate(),
    to: IsoDate({ description: 'The last day included.' }),
    days: Type.Array(BusinessDay, { description: 'Every day of the range, in order, days without activity as zeros.' }),
    totals: Type.Omit(BusinessDay, ['day', 'activePlayers'], {
      description: 'The sums over the range (active players are counted per day, not summed).',
    }),
  },
  { title: 'BusinessReport' },
);
export type BusinessReport = Static<typeof BusinessReport>;
