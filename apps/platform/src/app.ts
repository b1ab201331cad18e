import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { platformApi } from '@casino/contract';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { Config } from './config';
import type { PlatformContext } from './context';
import { openDatabase, type DatabaseHandle } from './db/client';
import { seedDatabase } from './db/seed';
import { installErrorHandler } from './http/errorHandler';
import { ApiError } from './http/errors';
import { createEndpointRegistrar } from './http/routing';
import { createRealtime, type Realtime } from './realtime/socket';
import { registerRoutes } from './routes';
import { SessionService } from './services/sessions';
import { loadSiteRenderer, type SiteRenderer } from './siteRenderer';
import { SportsbookService } from './services/sportsbook';
import { WalletService } from './services/wallet';
import { players } from './db/schema';
import { eq, sql } from 'drizzle-orm';

export interface Platform {
  app: FastifyInstance;
  context: PlatformContext;
  database: DatabaseHandle;
  realtime: Realtime;
  /** Starts listening; resolves with the address. */
  listen(): Promise<string>;
  close(): Promise<void>;
}

export async function createPlatform(config: Config): Promise<Platform> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  if (config.seed) await seedDatabase(database.db, config);

  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: true,
    bodyLimit: 1_048_576,
    // The spec's resend-email call carries an access token as a path segment.
    routerOptions: { maxParamLength: 2048 },
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: true, useDefaults: true, allErrors: true } },
  });
  installErrorHandler(app);

  // API answers of 1 KB or more go out compressed; the site's files are compressed at build time.
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifyRateLimit, { global: false });
  await app.register(fastifyMultipart, { limits: { fileSize: 10 * 1024 * 1024, files: 3, fields: 20 } });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Casino player platform', version: '1.0.0', description: 'Every call of the player site.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  const sessions = new SessionService(database.db, config);
  const wallet = new WalletService(database.db);
  const realtime = await createRealtime(app.server, {
    sessions,
    accountsOf: (identity) => wallet.accountsOf(identity.playerId),
    redisUrl: config.redisUrl,
    redisPrefix: config.redisPrefix,
  });
  wallet.onBalanceChange(async (playerId) => {
    const [player] = await database.db.select({ uuid: players.uuid }).from(players).where(eq(players.id, playerId));
    if (player) realtime.pushBalances(player.uuid, await wallet.accountsOf(playerId));
  });
  const sportsbook = new SportsbookService(database.db, wallet, realtime, config);
  const context: PlatformContext = {
    app,
    config,
    db: database.db,
    sessions,
    wallet,
    route: createEndpointRegistrar(app, { sessions, operatorToken: config.operatorToken }),
    realtime,
    sportsbook,
  };

  context.route(platformApi.health, () => ({ status: 'ok' as const }));
  context.route(platformApi.ready, async () => {
    try {
      await database.db.execute(sql`select 1`);
    } catch {
      throw new ApiError(503, 'The database does not answer');
    }
    if (config.redisUrl && !realtime.redisReady()) throw new ApiError(503, 'Redis does not answer');
    return {
      status: 'ready' as const,
      checks: { database: 'ok' as const, ...(config.redisUrl ? { redis: 'ok' as const } : {}) },
    };
  });
  await registerRoutes(context);
  await serveSportsbookWidget(app, config);
  const renderer = await serveSite(app, config);

  await app.ready();
  await sportsbook.start();

  return {
    app,
    context,
    database,
    realtime,
    async listen() {
      const address = await app.listen({ port: config.port, host: config.host });
      // The first visitors need not wait for the renderer's first, slow (unoptimised) renders.
      void renderer?.warmUp();
      return address;
    },
    async close() {
      await sportsbook.stop();
      await realtime.close();
      await app.close();
      await database.close();
    },
  };
}

/** Path of the first-party sportsbook widget's files (the site's default SPORTSBOOK_SCRIPT_URL is the script in it). */
export const SPORTSBOOK_WIDGET_PREFIX = '/sportsbook-widget/';

/** Serves the built sportsbook widget (one script and its style sheet) to any page that embeds it. */
async function serveSportsbookWidget(app: FastifyInstance, config: Config) {
  if (!existsSync(path.join(config.sportsbookWidgetDistDir, 'sportsbook-widget.js'))) {
    app.log.warn(
      `No built sportsbook widget at ${config.sportsbookWidgetDistDir}: the sport-betting page will show its load error`,
    );
    return;
  }
  await app.register(fastifyStatic, {
    root: config.sportsbookWidgetDistDir,
    prefix: SPORTSBOOK_WIDGET_PREFIX,
    decorateReply: false,
    index: false,
    setHeaders(reply: FastifyReply) {
      // The names are not hashed: browsers check for a new build on each load.
      void reply.header('cache-control', 'no-cache');
      // Brands may embed the first-party widget from another origin.
      void reply.header('access-control-allow-origin', '*');
      void reply.header('cross-origin-resource-policy', 'cross-origin');
    },
  });
}

/** Serves the built site with a fallback to index.html for its client-side routes. */
async function serveSite(app: FastifyInstance, config: Config): Promise<SiteRenderer | null> {
  const index = path.join(config.siteDistDir, 'index.html');
  if (!existsSync(index)) {
    app.log.warn(`No built site at ${config.siteDistDir}: serving the API only`);
    return null;
  }
  await app.register(fastifyStatic, {
    root: config.siteDistDir,
    wildcard: false,
    index: false,
    // The build writes .br and .gz next to each file; the smallest the browser accepts is sent.
    preCompressed: true,
    setHeaders(reply: FastifyReply, filePath: string) {
      // Hashed build assets never change under their name; everything else is checked each time.
      const hashed = filePath.startsWith(path.join(config.siteDistDir, 'assets') + path.sep);
      void reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // A visitor's first screen of the public pages comes rendered (siteRenderer.ts).
  const renderer = await loadSiteRenderer(app, config.siteDistDir);
  app.get('/*', async (request, reply) => {
    // Unknown API paths get the API's own not-found answer, not the site.
    if (request.url.startsWith('/api/')) return reply.callNotFound();
    // A missing file (a script, an image) is not a page: a 404, not the site's HTML.
    if (/\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '')) return reply.callNotFound();
    const page = await renderer?.page(request);
    if (page && 'redirect' in page) return reply.redirect(page.redirect, 302);
    void reply.header('cache-control', 'no-cache');
    if (page) return reply.status(page.status).type('text/html; charset=utf-8').send(page.html);
    return reply.sendFile('index.html');
  });
  return renderer;
}
