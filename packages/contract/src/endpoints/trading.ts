import Type from 'typebox';
import { defineEndpoint } from '../endpoint';
import { AuditReason } from '../entities/staff';
import { TradingEvent, TradingEventList, TradingPayoutPreview } from '../entities/trading';
import { SportsbookEventStatus } from '../entities/sportsbook';
import { Id } from '../scalars';

/*
 * The sportsbook trading desk (issue 36, docs/trading-desk.md): `staff` endpoints; reading needs
 * `sportsbook.read`, every change `sportsbook.trade` and is an audit entry (sportsbook.*) in the
 * change's own transaction.
 */

const EventParams = Type.Object({ eventId: Id() });
const MarketParams = Type.Object({ eventId: Id(), marketId: Id() });
const Result = Type.Object({
  home: Type.Integer({ minimum: 0, maximum: 999 }),
  away: Type.Integer({ minimum: 0, maximum: 999 }),
});

/** Part of `backofficeApi`. */
export const tradingEndpoints = {
  tradingEvents: defineEndpoint({
    method: 'GET',
    path: '/api/backoffice/sportsbook/events',
    tag: 'backoffice',
    access: 'staff',
    permission: 'sportsbook.read',
    summary: 'Sportsbook events with their live state and open bets: live first, then prematch by start.',
    description: 'Default: live and prematch events. `status=ended` the last 100 ended ones (newest first).',
    query: Type.Object({ status: Type.Optional(SportsbookEventStatus) }),
    result: TradingEventList,
  }),

  tradingEvent: defineEndpoint({
    method: 'GET',
    path: '/api/backoffice/sportsbook/events/:eventId',
    tag: 'backoffice',
    access: 'staff',
    permission: 'sportsbook.read',
    summary: 'One event with its markets, selections, odds, suspension and each market’s open bets.',
    params: EventParams,
    result: TradingEvent,
  }),

  suspendTradingEvent: defineEndpoint({
    method: 'POST',
    path: '/api/backoffice/sportsbook/events/:eventId/suspend',
    tag: 'backoffice',
    access: 'staff',
    permission: 'sportsbook.trade',
    summary: 'Suspend every market of the event until a trader resumes it (pushed to the site at once).',
    description: 'Ended event: 409.',
    params: EventParams,
    body: Type.Object({}),
    result: TradingEvent,
  }),

  resumeTradingEvent: defineEndpoint({
    method: 'POST',
    path: '/api/backoffice/sportsbook/events/:eventId/resume',
    tag: 'backoffice',
    access: 'staff',
    permission: 'sportsbook.trade',
    summary: 'End the trader’s suspension of the event (markets a trader suspended one by one stay suspended).',
    description: 'Ended event: 409.',
    params: EventParams,
    body: Type.Object({}),
    result: TradingEvent,
  }),

  suspendTradingMarket: defineEndpoint({
    method: 'POST',
    path: '/api/backoffice/sportsbook/events/:eventId/markets/:marketId/suspend',
    tag: 'backoffice',
    access: 'staff',
    permission: 'sportsbook.trade',
    summary: 'Suspend one market until a trader resumes it (pushed to the site at once).',
    description: 'Settled market or ended event: 409.',
    params: MarketParams,
    body: Type.Object({}),
    result: TradingEvent,
  }),

  resumeTradingMarket: defineEndpoint({
    method: 'POST',
    path: '/api/backoffice/sportsbook/events/:eventId/markets/:marketId/resume',
    tag: 'backoffice',
    access: 'staff',
    permission: 'sportsbook.trade',
    summary: 'End the trader’s suspension of one market.',
    description: 'Settled market or ended event: 409.',
    params: MarketParams,
    body: Type.Object({}),
    result: TradingEvent,
  }),

  previewTradingSettlement: defineEndpoint({
    method: 'POST',
    path: '/api/backoffice/sportsbook/events/:eventId/preview',
    tag: 'backoffice',
    access: 'staff',
    permission: 'sportsbook.read',
    summary:
      'What settling (or, for an ended event, resettling) with this result would pay: bets, stake and payout per market and in all. Changes nothing.',
    params: EventParams,
    body: Result,
    result: TradingPayoutPreview,
  }),

  settleTradingEvent: defineEndpoint({
    method: 'POST',
    path: '/api/backoffice/sportsbook/events/:eventId/settle',
    tag: 'backoffice',
    access: 'staff',
    permission: 'sportsbook.trade',
    summary:
      'End the event with this final score: its markets settle from it and the bets are paid through the ledger.',
    description: 'Already ended: 409 (resettle instead).',
    params: EventParams,
    body: Result,
    result: TradingPayoutPreview,
  }),

  resettleTradingEvent: defineEndpoint({
    method: 'POST',
    path: '/api/backoffice/sportsbook/events/:eventId/resettle',
    tag: 'backoffice',
    access: 'staff',
    permission: 'sportsbook.trade',
    summary:
      'Correct the result of an ended event: each settled bet whose payout changes gets reversing ledger entries for what it was paid and a new payout.',
    description:
      'Not ended: 409. A correction that would take back more than a player’s balance holds (the money was staked or withdrawn): 409, nothing changes. Cashed-out bets keep their cash-out.',
    params: EventParams,
    body: Type.Object({
      home: Result.properties.home,
      away: Result.properties.away,
      reason: AuditReason,
    }),
    result: TradingPayoutPreview,
  }),

  voidTradingEvent: defineEndpoint({
    method: 'POST',
    path: '/api/backoffice/sportsbook/events/:eventId/void',
    tag: 'backoffice',
    access: 'staff',
    permission: 'sportsbook.trade',
    summary: 'Void every market of the event not yet settled and end it: the stakes of its bets are returned.',
    description: 'Already ended: 409.',
    params: EventParams,
    body: Type.Object({ reason: AuditReason }),
    result: TradingEvent,
  }),

  voidTradingMarket: defineEndpoint({
    method: 'POST',
    path: '/api/backoffice/sportsbook/events/:eventId/markets/:marketId/void',
    tag: 'backoffice',
    access: 'staff',
    permission: 'sportsbook.trade',
    summary: 'Void one market not yet settled: every selection is void, the stakes of its single bets are returned.',
    description: 'Settled market: 409 (resettle the event instead).',
    params: MarketParams,
    body: Type.Object({ reason: AuditReason }),
    result: TradingEvent,
  }),
} as const;
