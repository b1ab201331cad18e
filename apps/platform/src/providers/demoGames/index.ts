import { allowFramingBySite } from '../../http/securityHeaders';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fromMinorUnits } from '@casino/rules';
import { bcp47Of, textIn, textLanguageOf, type TextLanguage } from '@casino/contract/texts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PlatformContext } from '../../context';
import { notFound, unauthorized } from '../../http/errors';
import { buildPath, gpApi } from '@casino/contract';
import type { GamesService } from '../../services/games';
import { JACKPOT_DEFAULT_CURRENCY, type JackpotService } from '../../services/jackpots';
import { GAME_SESSION_EXPIRED_MESSAGE, type GameRoundService, MIN_STAKE } from '../../services/gameRounds';
import { platformPath } from '../../paths';
import { gameImageSvg } from './images';
import { GameImageRaster } from './raster';
import { renderEndedPage, renderGamePage } from './page';
import { english } from '../../services/errors';

/** Paths of the demo game provider (pages and calls of the game frame, not of the site). */
export const DEMO_GAMES_PATHS = {
  page: '/api/gp/demo/play/:token',
  rounds: '/api/gp/demo/rounds',
  asset: '/api/gp/demo/assets/:file',
  image: '/api/gp/images/:id/:file',
} as const;

/** The header that carries the game page's session token on round calls. */
export const GAME_SESSION_HEADER = 'x-game-session';

export const gamePagePath = (token: string) => DEMO_GAMES_PATHS.page.replace(':token', encodeURIComponent(token));

function asset(file: string, type: string) {
  const body = readFileSync(platformPath('src/providers/demoGames', file), 'utf8');
  return { body, type, version: createHash('sha256').update(body).digest('hex').slice(0, 12) };
}

const ASSETS = {
  'game.js': asset('./client.js', 'text/javascript; charset=utf-8'),
  'game.css': asset('./styles.css', 'text/css; charset=utf-8'),
} as const;

const assetUrl = (name: keyof typeof ASSETS) => `/api/gp/demo/assets/${name}?v=${ASSETS[name].version}`;

/**
 * Headers of the game pages. No frame-ancestors: the site that frames the game may live on
 * another origin (a CDN), and a page is useless without its unguessable session token, which
 * only the launching player gets.
 */
function pageHeaders(reply: FastifyReply) {
  // The site frames the game (same origin); nobody else may.
  allowFramingBySite(
    reply,
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'",
  )
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-content-type-options', 'nosniff')
    .type('text/html; charset=utf-8');
}

/**
 * The local demo game provider: game pages (one engine per game type), their assets, the
 * round call the pages make, and the generated tile images of the catalogue. Registered on the
 * app directly: these are the provider's URLs, not calls of the site's contract.
 */
/** The market's two refusals of a slot round, in a language, with its number format. */
function marketMessages(
  language: TextLanguage,
  symbol: string,
  rules: { maxStake: bigint; minRoundMs: number },
): { stakeCap: string; roundTooSoon: string } {
  const seconds = new Intl.NumberFormat(bcp47Of(language)).format(rules.minRoundMs / 1000);
  return {
    stakeCap: textIn(language, 'market.slotStakeMax', { max: `${symbol}${fromMinorUnits(rules.maxStake, 2)}` }),
    roundTooSoon: textIn(language, 'market.roundTooSoon', { seconds }),
  };
}

export function registerDemoGameProvider(
  context: PlatformContext,
  services: { games: GamesService; rounds: GameRoundService; jackpots: JackpotService },
): void {
  const { app } = context;

  const raster = new GameImageRaster();
  app.get<{ Params: { id: string; file: string } }>(
    DEMO_GAMES_PATHS.image,
    { schema: { hide: true } },
    async (request, reply) => {
      const [, position, format] = /^([12])\.(svg|webp)$/.exec(request.params.file) ?? [];
      const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : NaN;
      const game = position && id > 0 ? await services.games.game(id) : null;
      if (!game || !position) throw notFound('Image not found');
      const svg = gameImageSvg({
        name: game.view.name,
        provider: game.view.gameProvider.name,
        engine: game.engine,
        isLive: game.view.isLive,
        position: Number(position),
      });
      const hash = createHash('sha1').update(svg).digest('base64url');
      let picture: { type: string; body: string | Buffer } = { type: 'image/svg+xml; charset=utf-8', body: svg };
      if (format === 'webp') {
        try {
          picture = { type: 'image/webp', body: await raster.webp(hash, svg) };
        } catch (error) {
          // Without the renderer (a platform sharp has no build for), the lobby still gets its art.
          request.log.error({ err: error }, 'game image: WebP rendering failed, answering the SVG');
        }
      }
      const etag = `"${picture.type === 'image/webp' ? 'w' : 's'}-${hash}"`;
      reply
        .header('cache-control', 'public, max-age=86400')
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type(picture.type).send(picture.body);
    },
  );

  app.get<{ Params: { file: string }; Querystring: { v?: string } }>(
    DEMO_GAMES_PATHS.asset,
    { schema: { hide: true } },
    async (request, reply) => {
      const file = ASSETS[request.params.file as keyof typeof ASSETS] as
        (typeof ASSETS)[keyof typeof ASSETS] | undefined;
      if (!Object.hasOwn(ASSETS, request.params.file) || !file) throw notFound('No such file');
      reply
        .header(
          'cache-control',
          request.query.v === file.version ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        )
        .header('x-content-type-options', 'nosniff');
      return reply.type(file.type).send(file.body);
    },
  );

  app.get<{ Params: { token: string } }>(DEMO_GAMES_PATHS.page, { schema: { hide: true } }, async (request, reply) => {
    pageHeaders(reply);
    const session = await services.rounds.sessionByToken(request.params.token);
    if (!session) {
      return reply
        .status(404)
        .send(renderEndedPage(english(GAME_SESSION_EXPIRED_MESSAGE), { style: assetUrl('game.css') }));
    }
    const { balance, currency } = await services.rounds.balanceOf(session);
    const rules = await services.rounds.pageRules(session);
    // The jackpot game shows its pool: the player's currency's, or the default one in fun play.
    const jackpot = services.jackpots.isJackpotGame(session.game.gameId)
      ? await services.jackpots.amount(session.demo ? JACKPOT_DEFAULT_CURRENCY : currency.code)
      : null;
    return reply.send(
      renderGamePage(
        {
          token: request.params.token,
          engine: session.game.engine,
          demo: session.demo,
          game: {
            name: session.game.name,
            provider: session.game.provider,
            typeName: session.game.typeName,
            isLive: session.game.isLive,
          },
          balance,
          currency: { code: currency.code, symbol: currency.symbol },
          exitUrl: session.exitUrl,
          minStake: fromMinorUnits(MIN_STAKE, 2),
          maxStake: fromMinorUnits(rules.maxStake, 2),
          minRoundMs: rules.minRoundMs,
          celebrateReturnAtOrBelowStake: rules.celebrateReturnAtOrBelowStake,
          // The market's refusals in the player's language (the page is the provider's, in English).
          messages: marketMessages(textLanguageOf(rules.locale), currency.symbol, rules),
          sessionPosition: rules.sessionPosition,
          roundsUrl: DEMO_GAMES_PATHS.rounds,
          jackpot: jackpot ? { ...jackpot, url: buildPath(gpApi.listJackpots) } : undefined,
        },
        { script: assetUrl('game.js'), style: assetUrl('game.css') },
      ),
    );
  });

  const sessionToken = (request: FastifyRequest) => {
    const value = request.headers[GAME_SESSION_HEADER];
    return typeof value === 'string' ? value : undefined;
  };

  app.post(
    DEMO_GAMES_PATHS.rounds,
    {
      schema: { hide: true },
      config: {
        rateLimit: {
          max: 600,
          timeWindow: '1 minute',
          keyGenerator: (request: FastifyRequest) => sessionToken(request) ?? request.ip,
        },
      },
    },
    async (request) => {
      const session = await services.rounds.sessionByToken(sessionToken(request));
      if (!session) throw unauthorized(english(GAME_SESSION_EXPIRED_MESSAGE));
      return { result: await services.rounds.playRound(session, request.body) };
    },
  );
}
