import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { platformApi, STAFF_SESSION_COOKIE } from '@casino/contract';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { installBackofficeGuard, serveBackoffice, serveRobotsTxt } from './backofficeServing';
import { OffsetClock, systemClock, type Clock } from './clock';
import type { Config } from './config';
import type { PlatformContext } from './context';
import { openDatabase, type DatabaseHandle } from './db/client';
import { seedDatabase } from './db/seed';
import { installErrorHandler } from './http/errorHandler';
import { serviceUnavailable } from './http/errors';
import { installInputGuards, readsNoBody } from './http/inputGuards';
import { installSecurityHeaders, withNonce } from './http/securityHeaders';
import { createLimitStore } from './http/limits';
import { createEndpointRegistrar } from './http/routing';
import { createRealtime, type Realtime } from './realtime/socket';
import { registerRoutes } from './routes';
import { registerTestClockRoute } from './routes/testClock';
import { ownOrigin } from './providers/cryptoPay/sandbox';
import { createServices } from './services';
import { checkRedis } from './startup';
import { loadSiteRenderer, type SiteRenderer } from './siteRenderer';
import { sql } from 'drizzle-orm';
import { awaitStep } from './slowStep';

export interface Platform {
  app: FastifyInstance;
  context: PlatformContext;
  database: DatabaseHandle;
  realtime: Realtime;
  /** Milliseconds each part of the start took, in order. */
  startup: Record<string, number>;
  /** Starts listening; resolves with the address. */
  listen(): Promise<string>;
  close(): Promise<void>;
}

export interface PlatformOptions {
  /** Where the rules read the time (default: real time); tests move a ManualClock. */
  clock?: Clock;
  /** For an in-memory database: the migrated dump to start from (see `openDatabase`). */
  memoryTemplate?: Blob;
}

export async function createPlatform(config: Config, options: PlatformOptions = {}): Promise<Platform> {
  const clock = options.clock ?? (config.testClock ? new OffsetClock() : systemClock);
  const app = Fastify({
    logger: { level: config.logLevel },
    // Forwarding headers count only from the proxies TRUST_PROXY names: request.ip is the client.
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    // The spec's resend-email call carries an access token as a path segment.
    routerOptions: { maxParamLength: 2048 },
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: true, useDefaults: true, allErrors: true } },
  });
  installErrorHandler(app);
  // How long each part of the start took (main.ts prints them).
  const startup: Record<string, number> = {};
  let mark = Date.now();
  const phase = (name: string) => {
    startup[name] = Date.now() - mark;
    mark = Date.now();
  };
  // Once, without retries: the Redis clients (realtime, limits) retry an address nobody answers at for ever.
  if (config.redisUrl) await checkRedis(config.redisUrl);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
    log: app.log,
    memoryTemplate: options.memoryTemplate,
  });
  phase('database and migrations');
  const seeded = config.seed ? await seedDatabase(database.db, config) : 'off';
  phase(seeded === 'seeded' ? 'seed' : `seed (${seeded})`);
  installInputGuards(app);
  installSecurityHeaders(app, config);
  // After the site's headers: the back office's pages replace the site's policy with their own.
  installBackofficeGuard(app, config);

  // Fastify reads no body of a GET or HEAD: no request decompression hook on those routes.
  app.addHook('onRoute', (route) => {
    if (readsNoBody(route)) route.config = { ...route.config, decompress: false };
  });
  // API answers of 1 KB or more go out compressed; the site's files are compressed at build time.
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifyRateLimit, { global: false });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Casino player platform', version: '1.0.0', description: 'Every call of the player site.' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          staffSession: { type: 'apiKey', in: 'cookie', name: STAFF_SESSION_COOKIE },
        },
      },
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  const realtime = await createRealtime(app.server, {
    redisUrl: config.redisUrl,
    redisPrefix: config.redisPrefix,
    log: app.log,
  });
  const limits = await createLimitStore({ redisUrl: config.redisUrl, redisPrefix: config.redisPrefix, log: app.log });
  // Every service, built once, with its listeners (see services/index.ts).
  const services = createServices({
    config,
    db: database.db,
    realtime,
    clock,
    log: app.log,
    ownOrigin: () => ownOrigin(app),
    turns: limits.turns,
  });
  const context: PlatformContext = {
    app,
    config,
    db: database.db,
    services,
    route: createEndpointRegistrar(app, {
      // Multipart parsing (@fastify/multipart: its parser and two promise hooks on every request
      // of its scope) only in the scopes of the calls that take files: the KYC uploads, the
      // profile picture. Elsewhere a multipart body is a 415 like any type a call does not take.
      uploads: async (scope) => {
        await scope.register(fastifyMultipart, { limits: { fileSize: 10 * 1024 * 1024, files: 3, fields: 20 } });
      },
      sessions: services.sessions,
      operatorToken: config.operatorToken,
      staff: services.staff,
    }),
    realtime,
    clock,
    limits,
  };

  const staging = config.env === 'production' && config.sandboxProviders;
  context.route(platformApi.health, () => ({
    status: 'ok' as const,
    ...(staging ? { mode: 'staging' as const } : {}),
  }));
  context.route(platformApi.ready, async () => {
    if (!(await answersWithin(database.db.execute(sql`select 1`), READY_TIMEOUT_MS))) {
      throw serviceUnavailable('The database does not answer');
    }
    // Writes answer 503 until space is back (db/diskSpace.ts).
    if (database.disk?.full()) throw serviceUnavailable('The disk of the database is full');
    if (config.redisUrl && !realtime.redisReady()) throw serviceUnavailable('Redis does not answer');
    return {
      status: 'ready' as const,
      checks: { database: 'ok' as const, ...(config.redisUrl ? { redis: 'ok' as const } : {}) },
    };
  });
  await registerRoutes(context);
  phase('routes');
  if (clock instanceof OffsetClock) registerTestClockRoute(app, clock, config.operatorToken);
  await serveSportsbookWidget(app, config);
  serveRobotsTxt(app);
  await serveBackoffice(app, config);
  const renderer = await serveSite(app, config);
  phase('site renderer');

  await app.ready();
  await services.start();
  phase('sportsbook');

  return {
    app,
    context,
    database,
    realtime,
    startup,
    async listen() {
      const address = await app.listen({ port: config.port, host: config.host });
      // The first visitors need not wait for the renderer's first, slow (unoptimised) renders.
      void renderer?.warmUp();
      return address;
    },
    async close() {
      await awaitStep('the services', services.stop());
      await awaitStep('the sockets', realtime.close());
      // Answers under way get a few seconds to finish; then every connection still open is cut, so a
      // client that never finishes its request or never reads its answer cannot hold a stop for ever.
      const cut = setTimeout(() => app.server.closeAllConnections(), CLOSE_GRACE_MS);
      cut.unref();
      await awaitStep('the HTTP server', app.close());
      clearTimeout(cut);
      await awaitStep('the limits store', limits.close());
      await awaitStep('the database', database.close());
    },
  };
}

/** How long answers under way may take to finish when the platform stops. */
const CLOSE_GRACE_MS = 5_000;

/** A load balancer's probe gets its answer in this time even when every pooled connection is stuck. */
const READY_TIMEOUT_MS = 2_000;

/**
 * True when `work` succeeds within `ms`. It is subscribed to once only: drizzle's queries are
 * lazy and would run again for each `then`. A failure after the time-out stays handled (race).
 */
async function answersWithin(work: PromiseLike<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([work.then(() => true as const), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
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
    if (page && 'redirect' in page) return reply.redirect(page.redirect, page.status);
    void reply.header('cache-control', 'no-cache');
    // The rendered page's inline script carries this response's nonce (the policy allows no other).
    if (page) return reply.status(page.status).type('text/html; charset=utf-8').send(withNonce(page.html, reply));
    return reply.sendFile('index.html');
  });
  return renderer;
}
