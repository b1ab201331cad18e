import Type, { type Static } from 'typebox';
import { CurrencyCode, DecimalString, Id, IsoDateTime, Nullable, StringEnum } from '../scalars';
import { SportsbookEventStatus, SportsbookMarketKind, SportsbookSelectionResult } from './sportsbook';

/*
 * The sportsbook trading desk (issue 36, docs/trading-desk.md): what a trader sees of events,
 * markets and the bets on them, and the payout preview of a result.
 */

/** A market's state on the desk: open, suspended (by a goal, the price, or a trader), settled. */
export const TradingMarketStatus = StringEnum(['open', 'suspended', 'settled']);

/** Money figures of the bets on a market or event, in the book's currency (minor units as decimal text). */
export const TradingBetFigures = Type.Object({
  bets: Type.Integer({ minimum: 0, description: 'How many bets.' }),
  stake: DecimalString({ description: 'Their stakes summed.' }),
});
export type TradingBetFigures = Static<typeof TradingBetFigures>;

export const TradingSelection = Type.Object({
  id: Id(),
  name: Type.String(),
  odds: DecimalString(),
  result: Nullable(SportsbookSelectionResult),
});

export const TradingMarket = Type.Object({
  id: Id(),
  kind: SportsbookMarketKind,
  name: Type.String({ description: 'The market as the betslip names it ("1x2", "Total 2.5").' }),
  status: TradingMarketStatus,
  traderSuspended: Type.Boolean({ description: 'A trader suspended it (it stays so until a trader resumes it).' }),
  voidReason: Nullable(Type.String(), { description: 'Why a trader voided it; null: not voided by a trader.' }),
  selections: Type.Array(TradingSelection),
  open: TradingBetFigures,
});
export type TradingMarket = Static<typeof TradingMarket>;

/** One event on the desk: live state, and (on the event's own page) its markets. */
export const TradingEvent = Type.Object({
  id: Id(),
  name: Type.String({ description: '"Home vs Away".' }),
  home: Type.String(),
  away: Type.String(),
  sport: Type.String(),
  competition: Type.String({ description: 'The tournament.' }),
  status: SportsbookEventStatus,
  startsAt: IsoDateTime(),
  score: Nullable(Type.Object({ home: Type.Integer(), away: Type.Integer() })),
  minute: Nullable(Type.Integer({ description: 'The match clock of a live event (minutes), null otherwise.' })),
  periods: Type.Array(Type.Object({ home: Type.Integer(), away: Type.Integer() }), {
    description: 'The periods (quarters) played so far; empty in sports without periods.',
  }),
  traderSuspended: Type.Boolean(),
  currency: CurrencyCode(),
  open: TradingBetFigures,
  markets: Type.Array(TradingMarket, { description: 'Empty in the events list; filled on the event page.' }),
});
export type TradingEvent = Static<typeof TradingEvent>;

export const TradingEventList = Type.Object({ events: Type.Array(TradingEvent) });
export type TradingEventList = Static<typeof TradingEventList>;

/** What settling (or resettling) with a result would pay, per market and in all. */
export const TradingPayoutLine = Type.Object({
  marketId: Nullable(Id(), { description: 'null: bets of more than one market of the event (multiples, systems).' }),
  name: Type.String(),
  bets: Type.Integer({ minimum: 0 }),
  stake: DecimalString(),
  payout: DecimalString(),
});
export type TradingPayoutLine = Static<typeof TradingPayoutLine>;

export const TradingPayoutPreview = Type.Object({
  eventId: Id(),
  result: Type.Object({ home: Type.Integer(), away: Type.Integer() }),
  currency: CurrencyCode(),
  markets: Type.Array(TradingPayoutLine),
  total: Type.Object({
    bets: Type.Integer({ minimum: 0 }),
    stake: DecimalString(),
    payout: DecimalString(),
    /** Resettlement: what the bets had been paid (0 on a first settlement). */
    paidBefore: DecimalString(),
  }),
  waiting: Type.Integer({
    minimum: 0,
    description: 'Multiples with a leg in another event still open: they settle when that event does.',
  }),
});
export type TradingPayoutPreview = Static<typeof TradingPayoutPreview>;
