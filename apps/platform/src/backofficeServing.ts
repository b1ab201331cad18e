// The back office (apps/backoffice, issue 30) as the platform serves it: its built files under
// /backoffice with index.html for the app's own routes, a Content-Security-Policy of its own, never
// indexed (X-Robots-Tag on every /backoffice and /api/backoffice answer, robots.txt), and reachable
// only from BACKOFFICE_ALLOWED_IPS when that is set (404 to anybody else).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from './config';
import { sendNoSuchCall } from './http/errorHandler';

/** Where the app is served (its Vite `base`). */
export const BACKOFFICE_PREFIX = '/backoffice';
/** Where its API is (the contract's back-office endpoints). */
export const BACKOFFICE_API_PREFIX = '/api/backoffice';

/**
 * The back office's policy: its own scripts only (the built index.html has no inline script),
 * calls to its own origin, images of its own and the data: URL of the two-factor QR code, never
 * framed. Styles as the site's: React style attributes and Radix's injected styles are inline.
 */
export const BACKOFFICE_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Search engines keep out of the back office, whatever links to it. */
export const NO_INDEX = 'noindex, nofollow';

/** The site's robots.txt: crawlers keep away from the back office and its API. */
export const ROBOTS_TXT = `User-agent: *\nDisallow: ${BACKOFFICE_PREFIX}\nDisallow: ${BACKOFFICE_API_PREFIX}\n`;

/** What /backoffice answers when the app has not been built. */
export const NOT_BUILT_TEXT =
  'The back office is not built. Build it with `pnpm --filter @casino/backoffice build` (pnpm start builds it), then reload.';

/** True for /backoffice, /backoffice/… (not /backoffice-something). */
const under = (url: string, prefix: string) => {
  const pathname = url.split('?')[0] ?? '';
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
};

/** An IPv4 address written as IPv6 (`::ffff:10.0.0.1`, what a dual-stack socket reports) as IPv4. */
const plainAddress = (address: string) => {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
};

/**
 * Whether a client address is one of `entries` (addresses and CIDR ranges, as config.ts checked
 * them); an IPv4 client matches IPv4 entries whether its socket wrote it as IPv4 or IPv6.
 */
export function addressMatcher(entries: readonly string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const type = isIPv4(address) ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (raw) => {
    const address = plainAddress(raw);
    if (isIPv4(address)) return list.check(address, 'ipv4');
    return isIPv6(address) && list.check(address, 'ipv6');
  };
}

/**
 * Every answer under /backoffice and /api/backoffice: 404 to a client outside
 * BACKOFFICE_ALLOWED_IPS (before anything else runs: no sign-in attempt, no rate-limit count),
 * else marked noindex, and the app's pages get the back office's policy instead of the site's.
 * The client address is request.ip: the connection's, or the one the proxies of TRUST_PROXY
 * forward (app.ts), never a header anybody could send.
 */
export function installBackofficeGuard(app: FastifyInstance, config: Config): void {
  const allowed = config.backofficeAllowedIps ? addressMatcher(config.backofficeAllowedIps) : undefined;
  // A callback hook (no promise per request): most answers are neither under /backoffice nor
  // under /api/backoffice, and are let through on the first character comparisons.
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const url = request.url;
    const page = url.startsWith(BACKOFFICE_PREFIX) && under(url, BACKOFFICE_PREFIX);
    const api = !page && url.startsWith(BACKOFFICE_API_PREFIX) && under(url, BACKOFFICE_API_PREFIX);
    if (!page && !api) return done();
    if (allowed && !allowed(request.ip)) {
      // As for a path that does not exist: nothing tells an outsider there is a back office here.
      // The answer is sent here: the request goes no further (done is not called).
      if (api) return void sendNoSuchCall(request, reply);
      return void reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    void reply.header('x-robots-tag', NO_INDEX);
    if (page) void reply.header('content-security-policy', BACKOFFICE_POLICY);
    done();
  });
}

/** Serves /robots.txt: the site is open to crawlers, the back office is not. */
export function serveRobotsTxt(app: FastifyInstance): void {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(ROBOTS_TXT),
  );
}

/** A page of the app (a route of its router), not a file: no extension in its last segment. */
const isAppRoute = (url: string) => !/\.[a-z0-9]+$/i.test(url.split('?')[0] ?? '');

/**
 * Serves the built back office under /backoffice: its files (hashed assets cached for good, the
 * rest checked each time, the .br and .gz the build wrote sent to browsers that take them) and
 * index.html for any other path of the app (its router shows the page). A missing file is a 404.
 * Without a build, /backoffice answers 404 with a text that says how to build it; the rest of the
 * platform runs as ever.
 */
export async function serveBackoffice(app: FastifyInstance, config: Config): Promise<void> {
  const root = config.backofficeDistDir;
  const index = path.join(root, 'index.html');
  if (!existsSync(index)) {
    app.log.warn(`No built back office at ${root}: ${BACKOFFICE_PREFIX} answers 404 until it is built`);
    const notBuilt = async (_request: FastifyRequest, reply: FastifyReply) =>
      reply.code(404).type('text/plain; charset=utf-8').send(NOT_BUILT_TEXT);
    // Pages, not API calls: left out of the OpenAPI document (and so of the API's fuzzing).
    app.get(BACKOFFICE_PREFIX, { schema: { hide: true } }, notBuilt);
    app.get(`${BACKOFFICE_PREFIX}/*`, { schema: { hide: true } }, notBuilt);
    return;
  }
  const assets = path.join(root, 'assets') + path.sep;
  await app.register(
    async (scope) => {
      // Read per request: a rebuild while the platform runs replaces it (and the assets it names).
      const sendIndex = async (reply: FastifyReply) =>
        reply
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(await readFile(index));
      await scope.register(fastifyStatic, {
        root,
        prefix: '/',
        decorateReply: false,
        index: false,
        preCompressed: true,
        setHeaders(reply: FastifyReply, filePath: string) {
          void reply.header(
            'cache-control',
            filePath.startsWith(assets) ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
      scope.get('/', { schema: { hide: true } }, async (_request, reply) => sendIndex(reply));
      scope.setNotFoundHandler(async (request, reply) => {
        if (request.method === 'GET' && isAppRoute(request.url)) return sendIndex(reply);
        return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      });
    },
    { prefix: BACKOFFICE_PREFIX },
  );
}
