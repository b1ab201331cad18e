import Type from 'typebox';
import { defineEndpoint } from '../endpoint';
import { SportsbookBet, SportsbookEvent, SportsbookFeed, SportsbookSelection } from '../entities/sportsbook';
import { AmountInput, CurrencyCode, DecimalString, Id } from '../scalars';

const WIDGET_TOKEN_NOTE =
  'Authorization: Bearer <sportsbook token> (the token of POST /api/players/data-bet/token, not an access token); 401 without a valid one.';

/**
 * The first-party sportsbook: a public feed and the player's bets. Bet calls authenticate with the
 * widget's sportsbook token, so a widget never holds the site's access token.
 */
export const sportsbookApi = {
  feed: defineEndpoint({
    method: 'GET',
    path: '/api/sportsbook/feed',
    tag: 'sportsbook',
    access: 'public',
    summary: 'The sportsbook feed: sports with live and prematch counts, tournaments, events, markets and odds.',
    description:
      'Changes are pushed on the socket namespace "/sportsbook" (event "feedUpdate"); read this again after a reconnect.',
    result: SportsbookFeed,
  }),

  placeBet: defineEndpoint({
    method: 'POST',
    path: '/api/sportsbook/bets',
    tag: 'sportsbook',
    access: 'public',
    summary: 'Place a single, multiple or system bet; the stake is debited from the wallet.',
    description: `${WIDGET_TOKEN_NOTE} Idempotency-Key header required: the same key answers the same bets and moves no money again. single: one bet per selection, each with the stake. multiple: one bet on all selections. system: one bet whose stake is split evenly over every combination of systemSize selections. odds are the odds the player saw; when the current odds differ the oddsChange policy decides: any accepts, higher accepts only increases, ask refuses every change (409 with the new odds in fields, key "selection:<id>").`,
    headers: Type.Object({ 'idempotency-key': Type.Optional(Type.String({ maxLength: 200 })) }),
    body: Type.Object({
      type: Type.String({ description: 'single, multiple or system.' }),
      systemSize: Type.Optional(Type.Integer({ description: 'Combination size of a system bet.' })),
      stake: AmountInput({ description: 'Stake of each bet, a decimal string such as "10.00" (or a JSON number).' }),
      oddsChange: Type.Optional(Type.String({ description: 'any, higher or ask (default).' })),
      selections: Type.Array(
        Type.Object({ selectionId: Id(), odds: Type.String({ description: 'The odds the player saw.' }) }),
        { maxItems: 30 },
      ),
    }),
    result: Type.Object({
      bets: Type.Array(SportsbookBet),
      balance: DecimalString({ description: 'The wallet balance after the stake.' }),
      currency: Type.Object({ code: CurrencyCode() }),
    }),
  }),

  listBets: defineEndpoint({
    method: 'GET',
    path: '/api/sportsbook/bets',
    tag: 'sportsbook',
    access: 'public',
    summary: "The player's sportsbook bets, newest first.",
    description: WIDGET_TOKEN_NOTE,
    query: Type.Object({
      status: Type.Optional(Type.String({ description: 'open or settled; all when left out.' })),
      limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 50 })),
    }),
    result: Type.Array(SportsbookBet),
  }),

  cashOutBet: defineEndpoint({
    method: 'POST',
    path: '/api/sportsbook/bets/:id/cash-out',
    tag: 'sportsbook',
    access: 'public',
    summary: 'Cash a bet out at its current cash-out value (all of it, or a part of a single).',
    description: `${WIDGET_TOKEN_NOTE} Idempotency-Key header required: the same key answers the same cash-out and moves no money again. value is the cash-out value the player saw (cashOut.value of the open bets); when the current value differs the answer is 409 with the new value in fields.value. 409 too when the bet cannot be cashed out now (reason: a market suspended, a leg lost, an event ended, the bet no longer open, a system bet). amount (singles only) cashes out a part of the value: the rest of the stake stays on the bet. 404 for a bet that is not the player's. See docs/cash-out.md for the formula.`,
    headers: Type.Object({ 'idempotency-key': Type.Optional(Type.String({ maxLength: 200 })) }),
    params: Type.Object({ id: Id() }),
    body: Type.Object({
      value: AmountInput({ description: 'The cash-out value the player saw, e.g. "12.34".' }),
      amount: Type.Optional(
        AmountInput({ description: 'A part of the value to cash out (singles); the whole value when left out.' }),
      ),
    }),
    result: Type.Object({
      bet: SportsbookBet,
      amount: DecimalString({ description: 'What this cash-out credited.' }),
      balance: DecimalString({ description: 'The wallet balance after the cash-out.' }),
      currency: Type.Object({ code: CurrencyCode() }),
    }),
  }),
} as const;

/** Operator actions on the sportsbook (journeys and support): settle an event, set odds. */
export const sportsbookAdminApi = {
  settleSportsbookEvent: defineEndpoint({
    method: 'POST',
    path: '/api/admin/players/sportsbook/events/:eventId/settle',
    tag: 'admin',
    access: 'operator',
    summary: 'End an event now with this final score and settle its markets and bets.',
    description: 'Answers 409 when the event has already ended.',
    params: Type.Object({ eventId: Id() }),
    body: Type.Object({
      home: Type.Integer({ minimum: 0, maximum: 999 }),
      away: Type.Integer({ minimum: 0, maximum: 999 }),
    }),
    result: SportsbookEvent,
  }),

  setSportsbookOdds: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/players/sportsbook/selections/:selectionId/odds',
    tag: 'admin',
    access: 'operator',
    summary: 'Set the odds of a selection (pushed to every widget at once).',
    params: Type.Object({ selectionId: Id() }),
    body: Type.Object({ odds: DecimalString({ description: 'Decimal odds from 1.01 to 1000.' }) }),
    result: SportsbookSelection,
  }),
} as const;
