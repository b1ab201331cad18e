import { fromMinorUnits, toMinorUnits } from '@casino/rules';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import { badRequest, unauthorized } from '../../http/errors';
import { bearerToken, sameSecret } from '../../http/routing';
import { LUGAS_MONEY, LUGAS_PATHS, LUGAS_PAUSE_MINUTES, LUGAS_SANDBOX_PREFIX, type LimitFile } from './api';

/** The word that gives a player 900.00 EUR deposited at other operators this month (last name, any case). */
export const SANDBOX_SPENT_ELSEWHERE_WORD = 'spentelsewhere';
/** What such a player has deposited elsewhere this month, in cents. */
export const SANDBOX_SPENT_ELSEWHERE = 90_000n;
/** The word that gives a player an active session at another operator (last name, any case). */
export const SANDBOX_PLAYING_ELSEWHERE_WORD = 'playingelsewhere';
/** The word that gives a player a session at another operator that ended when the sandbox first heard of them (last name, any case). */
export const SANDBOX_LEFT_ELSEWHERE_WORD = 'leftelsewhere';
/** The sandbox's cross-operator monthly limit: GlüStV 2021 § 6c (1), in cents. */
export const SANDBOX_LIMIT = 100_000n;
/** How long a session at this operator lasts unless started again or ended. */
export const SANDBOX_SESSION_MINUTES = 30;
/** LUGAS keeps its months in German time. */
const LUGAS_TIME_ZONE = 'Europe/Berlin';

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const MAX_FIELD = 200;

const objectOf = (body: unknown) =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
const has = (value: string, word: string) => value.toLowerCase().replace(/[\s-]/g, '').includes(word);

function text(input: Record<string, unknown>, name: string, pattern?: RegExp): string {
  const value = input[name];
  if (typeof value !== 'string' || !value.trim() || value.length > MAX_FIELD || (pattern && !pattern.test(value))) {
    throw badRequest(`${name} is required`, { [name]: 'required' });
  }
  return value;
}

/** The player of a request, validated as the API says; answers the key the sandbox files them under. */
function playerOf(body: unknown): { key: string; lastName: string } {
  const player = objectOf(objectOf(body).player);
  const firstName = text(player, 'firstName');
  const lastName = text(player, 'lastName');
  const dateOfBirth = text(player, 'dateOfBirth', DATE_PATTERN);
  const address = objectOf(player.address);
  text(address, 'street');
  text(address, 'city');
  text(address, 'country');
  return { key: [firstName, lastName, dateOfBirth].map((part) => part.trim().toLowerCase()).join('|'), lastName };
}

/** The calendar month of a time in German time, YYYY-MM. */
export function lugasMonth(now: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: LUGAS_TIME_ZONE, year: 'numeric', month: '2-digit' })
    .formatToParts(now)
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  return `${parts.year}-${parts.month}`;
}

/**
 * The LUGAS sandbox (SANDBOX_PROVIDERS=true), speaking the API of api.ts at LUGAS_SANDBOX_PREFIX:
 * every player's limit is 1,000.00 EUR a month; a player whose last name contains
 * "spentelsewhere" has deposited 900.00 EUR at other operators this month; one whose last name
 * contains "playingelsewhere" has an active session at another operator; one whose last name
 * contains "leftelsewhere" ended a session at another operator when the sandbox first heard of
 * them, so must wait 5 minutes (§ 6h (4)). A session started within 5 minutes of the player's
 * last session ending (ended or expired) is refused with the time it can start. The deposits reported
 * and the sessions started are kept in memory (by name and date of birth) and count like LUGAS's
 * own; the month is the platform clock's, in German time.
 */
export async function registerLugasSandbox(
  app: FastifyInstance,
  options: { apiKey: string | undefined; clock: Clock },
): Promise<void> {
  const deposits = new Map<string, Map<string, { month: string; amount: bigint }>>();
  const sessions = new Map<string, Date>();
  /** When each player's last session ended (at sign-out, or when it expired, or elsewhere). */
  const ended = new Map<string, Date>();
  const route = (path: string) => `${LUGAS_SANDBOX_PREFIX}${path}`;

  const limitFileOf = (player: { key: string; lastName: string }): LimitFile => {
    const month = lugasMonth(options.clock.now());
    let deposited = has(player.lastName, SANDBOX_SPENT_ELSEWHERE_WORD) ? SANDBOX_SPENT_ELSEWHERE : 0n;
    for (const entry of deposits.get(player.key)?.values() ?? []) {
      if (entry.month === month) deposited += entry.amount;
    }
    return { limit: fromMinorUnits(SANDBOX_LIMIT, 2), deposited: fromMinorUnits(deposited, 2), currency: 'EUR', month };
  };

  await app.register(async (sandbox) => {
    sandbox.addHook('onRequest', async (request) => {
      if (options.apiKey !== undefined && !sameSecret(bearerToken(request), options.apiKey)) {
        throw unauthorized('Invalid API key');
      }
    });

    sandbox.post(route(LUGAS_PATHS.limitQuery), { schema: { hide: true } }, (request) =>
      limitFileOf(playerOf(request.body)),
    );

    sandbox.post(route(LUGAS_PATHS.deposit), { schema: { hide: true } }, (request) => {
      const player = playerOf(request.body);
      const input = objectOf(request.body);
      const depositId = text(input, 'depositId');
      const amount = text(input, 'amount', LUGAS_MONEY);
      if (input.currency !== 'EUR') throw badRequest('currency must be EUR', { currency: 'must be EUR' });
      const own = deposits.get(player.key) ?? new Map<string, { month: string; amount: bigint }>();
      deposits.set(player.key, own);
      if (!own.has(depositId))
        own.set(depositId, { month: lugasMonth(options.clock.now()), amount: toMinorUnits(amount, 2) });
      return limitFileOf(player);
    });

    sandbox.post(route(LUGAS_PATHS.startSession), { schema: { hide: true } }, (request) => {
      const player = playerOf(request.body);
      const kind = objectOf(request.body).kind;
      if (kind !== 'casino' && kind !== 'sportsbook') {
        throw badRequest('kind must be casino or sportsbook', { kind: 'must be casino or sportsbook' });
      }
      if (has(player.lastName, SANDBOX_PLAYING_ELSEWHERE_WORD)) return { started: false, reason: 'parallel' };
      const now = options.clock.now();
      if (has(player.lastName, SANDBOX_LEFT_ELSEWHERE_WORD) && !ended.has(player.key) && !sessions.has(player.key)) {
        ended.set(player.key, now);
      }
      // A session still active is renewed; otherwise the last one ended (or expired) 5 minutes ago at least.
      const active = sessions.get(player.key);
      if (active && active <= now) {
        sessions.delete(player.key);
        ended.set(player.key, active);
      }
      const lastEnded = sessions.has(player.key) ? undefined : ended.get(player.key);
      const startableAt = lastEnded && new Date(lastEnded.getTime() + LUGAS_PAUSE_MINUTES * 60_000);
      if (startableAt && startableAt > now) {
        return { started: false, reason: 'pause', startableAt: startableAt.toISOString() };
      }
      const expiresAt = new Date(now.getTime() + SANDBOX_SESSION_MINUTES * 60_000);
      sessions.set(player.key, expiresAt);
      return { started: true, expiresAt: expiresAt.toISOString() };
    });

    sandbox.post(route(LUGAS_PATHS.endSession), { schema: { hide: true } }, (request) => {
      const player = playerOf(request.body);
      const expiresAt = sessions.get(player.key);
      sessions.delete(player.key);
      const now = options.clock.now();
      if (expiresAt !== undefined) ended.set(player.key, expiresAt > now ? now : expiresAt);
      return { ended: expiresAt !== undefined && expiresAt > now };
    });
  });
}
