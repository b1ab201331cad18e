import { gpApi } from '@casino/contract';
import type { PlatformContext } from '../context';
import { conflict, forbidden, notFound, unauthorized } from '../http/errors';
import { gamePagePath, registerDemoGameProvider } from '../providers/demoGames';
import { safeExitUrl } from '../services/gameRounds';
import { GAME_NOT_FOUND_MESSAGE } from '../services/games';
import { JACKPOT_DEFAULT_CURRENCY, JACKPOT_GAME_ID } from '../services/jackpots';
import type { Identity } from '../services/sessions';

function playerOf(identity: Identity | null): number {
  if (!identity) throw unauthorized();
  return identity.playerId;
}

/** The game provider service (gp): catalogue, favourites, game launch, Bet History. */
export async function registerGamesRoutes(context: PlatformContext): Promise<void> {
  const { games, gameRounds: rounds, wallet, markets, registers, jackpots, liveTables } = context.services;

  // The catalogue is answered as pre-serialised JSON (10,000 games without a per-request
  // serialisation); the shape is the contract's Game, built in GamesService. The whole catalogue
  // is revalidated by ETag and sent gzipped to clients that accept it.
  context.route(gpApi.listGames, async ({ query, identity, request, reply }) => {
    const playerId = identity?.playerId ?? null;
    const list = await games.listGamesBody(query, playerId, await markets.gameOffer(context.db, playerId));
    reply.type('application/json; charset=utf-8').header('cache-control', 'private, no-cache');
    if (list.etag) {
      reply.header('etag', list.etag).header('vary', 'accept-encoding, authorization');
      if (request.headers['if-none-match'] === list.etag) {
        reply.status(304).send();
        return reply as never;
      }
    }
    if (list.gzip && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      reply.header('content-encoding', 'gzip').send(list.gzip);
    } else {
      reply.send(list.body);
    }
    return reply as never;
  });

  context.route(gpApi.lobbyRankings, async ({ identity }) => {
    const playerId = identity?.playerId ?? null;
    return games.lobbyRankings(playerId, await markets.gameOffer(context.db, playerId));
  });

  context.route(gpApi.listGameTypes, async ({ identity }) =>
    games.listGameTypes(await markets.gameOffer(context.db, identity?.playerId ?? null)),
  );
  context.route(gpApi.listProviders, () => games.listProviders());
  context.route(gpApi.listFavourites, ({ identity }) => games.listFavourites(playerOf(identity)));
  context.route(gpApi.addFavourite, ({ identity, body }) => games.addFavourite(playerOf(identity), body.gameId));
  context.route(gpApi.removeFavourite, ({ identity, body }) => games.removeFavourite(playerOf(identity), body.gameId));

  context.route(gpApi.listJackpots, async ({ identity }) => {
    const playerId = identity?.playerId ?? null;
    if (!(await markets.gameOffer(context.db, playerId)).jackpots) return [];
    const game = await games.gameByProviderGameId(JACKPOT_GAME_ID);
    if (!game) return [];
    const pools = await jackpots.amounts();
    return pools.map((pool) => ({ gameId: game.view.id, ...pool }));
  });

  context.route(gpApi.listLiveTables, async ({ identity }) => {
    const account = identity ? await wallet.combinedAccount(identity.playerId) : null;
    return liveTables.list(account?.currencyCode ?? JACKPOT_DEFAULT_CURRENCY);
  });

  context.route(gpApi.playGame, async ({ identity, body }) => {
    // A missing playerId is a visitor's, as null is.
    const playerId = body.playerId ?? null;
    if (!body.demo && !identity) throw unauthorized();
    if (identity && playerId !== null && playerId.toLowerCase() !== identity.playerUuid.toLowerCase()) {
      throw forbidden();
    }
    if (!body.demo && playerId === null) throw forbidden();
    const game = await games.game(body.id);
    if (!game || game.view.gameId !== body.gameId || game.view.gameProvider.id !== body.gameProviderId) {
      throw notFound(GAME_NOT_FOUND_MESSAGE);
    }
    // A game the player's market does not offer (Germany: table games, jackpots) is not launched at all.
    await markets.assertGameOffered(context.db, identity?.playerId ?? null, {
      engine: game.engine,
      tags: game.view.tags,
    });
    const real = !body.demo && identity !== null;
    // A signed-in player's fun play follows the market (the UK: only once the age is verified).
    if (!real && identity) await markets.assertFreePlayAllowed(context.db, identity.playerId);
    if (real && !(await wallet.combinedAccount(identity.playerId))) throw conflict('The player has no wallet account');
    // A real-money session starts only after the player's national register (OASIS every time,
    // GAMSTOP when the last check is older than 24 hours) found the player not registered.
    if (real) await registers.assertBeforeSession(identity.playerId);
    // A German player's session is filed in LUGAS's activity file: refused while playing elsewhere.
    if (real) await context.services.lugas.assertSessionAllowed(identity.playerId, 'casino');
    const { token } = await rounds.startSession({
      gameId: game.view.id,
      playerId: real ? identity.playerId : null,
      authSessionId: real ? identity.sessionId : null,
      demo: !real,
      exitUrl: safeExitUrl(body.extra.exit_url, context.config.publicUrl),
    });
    return { gameUrl: { link: `${context.config.publicUrl}${gamePagePath(token)}` } };
  });

  context.route(gpApi.listBets, ({ identity, query }) => rounds.listBets(playerOf(identity), query));

  context.route(gpApi.listRounds, ({ identity, query }) => rounds.listRounds(playerOf(identity), query));

  registerDemoGameProvider(context, { games, rounds, jackpots });
}
