import { adminApi, sportsbookApi } from '@casino/contract';
import type { PlatformContext } from '../context';
import { badRequest, unauthorized } from '../http/errors';
import { bearerToken } from '../http/routing';
import { parseOdds } from '../providers/sportsbook/odds';
import { stakeProblem } from '../services/sportsbook/bets';

export const SPORTSBOOK_TOKEN_MESSAGE = 'Your sportsbook session has ended. Please sign in again.';
export const OPERATOR_ODDS_MESSAGE = 'Odds must be a decimal price above 1.00 with at most 2 decimals';

/** The sportsbook feed, the widget's bet calls (sportsbook token) and the operator's actions. */
export async function registerSportsbookRoutes(context: PlatformContext): Promise<void> {
  const { sportsbook, sportsbookTokens } = context.services;

  const widgetPlayer = async (request: Parameters<typeof bearerToken>[0]) => {
    const verified = await sportsbookTokens.verify(bearerToken(request));
    if (!verified) throw unauthorized(SPORTSBOOK_TOKEN_MESSAGE);
    return verified;
  };

  context.route(sportsbookApi.feed, () => sportsbook.feed());

  context.route(sportsbookApi.placeBet, {
    // The stake is judged as sent: the schema's coercion would read ["1"] as "1".
    validate: (request) => {
      const body = request.body;
      const stake =
        typeof body === 'object' && body !== null && !Array.isArray(body)
          ? (body as { stake?: unknown }).stake
          : undefined;
      const problem = stakeProblem(stake);
      if (problem) throw badRequest(problem, { stake: problem });
    },
    handler: async ({ body, request }) => {
      const player = await widgetPlayer(request);
      const key = request.headers['idempotency-key'];
      return sportsbook.bets.place(player.playerDbId, body, typeof key === 'string' ? key : undefined);
    },
  });

  context.route(sportsbookApi.listBets, async ({ query, request }) => {
    const player = await widgetPlayer(request);
    return sportsbook.bets.list(player.playerDbId, query);
  });

  context.route(sportsbookApi.cashOutBet, async ({ params, body, request }) => {
    const player = await widgetPlayer(request);
    const key = request.headers['idempotency-key'];
    return sportsbook.bets.cashOut(player.playerDbId, params.id, body, typeof key === 'string' ? key : undefined);
  });

  context.route(adminApi.settleSportsbookEvent, ({ params, body }) =>
    sportsbook.settleEvent(params.eventId, { home: body.home, away: body.away }),
  );

  context.route(adminApi.setSportsbookOdds, ({ params, body }) => {
    const odds = parseOdds(body.odds);
    if (odds === null) throw badRequest(OPERATOR_ODDS_MESSAGE, { odds: OPERATOR_ODDS_MESSAGE });
    return sportsbook.setOdds(params.selectionId, odds);
  });
}
