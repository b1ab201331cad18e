import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildPath, platformApi, playersApi, type SignInResult, type SignUpBody, SITE_LINKS } from '@casino/contract';
import { marketOfCountry } from '@casino/rules';
import { eq } from 'drizzle-orm';
import type { PlatformOptions } from '../src/app';
import { loadConfig } from '../src/config';
import { players } from '../src/db/schema';
import { startTestPlatform, type TestPlatform } from './harness';

/** A signed-in player made through the real sign-up and sign-in calls. */
export interface SignedUpPlayer {
  email: string;
  password: string;
  /** Access token: send as `{ token }` to `t.call`. */
  token: string;
  refreshToken: string;
  /** The player's public uuid. */
  uuid: string;
  /** The database id (players.id), for services and direct queries. */
  playerId: number;
}

let counter = 0;

/** The place of birth a German sign-up gets unless a test gives its own (GlüStV 2021 § 6h (2)). */
export const GERMAN_PLACE_OF_BIRTH = 'Hamburg';

/**
 * A sign-up payload that passes every rule; each call gets a new e-mail address. A country of
 * Germany's market gets a place of birth (GERMAN_PLACE_OF_BIRTH), which a sign-up there needs;
 * `placeOfBirth: undefined` in the overrides leaves it out.
 */
export function signUpBody(overrides: Partial<SignUpBody> = {}): SignUpBody {
  counter += 1;
  const email = `player${counter}-${randomBytes(4).toString('hex')}@example.com`;
  const password = 'Secret-Password-1';
  const german = typeof overrides.country === 'string' && marketOfCountry(overrides.country) === 'de';
  return {
    ...(german ? { placeOfBirth: GERMAN_PLACE_OF_BIRTH } : {}),
    email,
    username: email,
    password,
    firstName: 'Ada',
    lastName: 'Lovelace',
    sex: 'female',
    dob: '1990-05-17',
    phoneNumber: '+353861234567',
    address: '1 Main Street',
    city: 'Dublin',
    country: 'Ireland',
    currency: 'EUR',
    locale: 'en_GB',
    marketingTag: 'test',
    consent: true,
    ...overrides,
  };
}

/**
 * Signs up a new player (POST /api/players/new) and signs in (POST /api/players/signin).
 * `overrides` changes sign-up fields, e.g. `{ currency: 'USD' }` or `{ email, password }`.
 * Throws when either call fails, with the answer in the message.
 */
export async function signUpPlayer(t: TestPlatform, overrides: Partial<SignUpBody> = {}): Promise<SignedUpPlayer> {
  const body = signUpBody(overrides);
  const signUp = await t.call('POST', buildPath(playersApi.signUp), { body });
  if (signUp.status !== 200) throw new Error(`sign-up answered ${signUp.status}: ${JSON.stringify(signUp.body)}`);
  const signIn = await t.call<{ result: SignInResult }>('POST', buildPath(playersApi.signIn), {
    body: { email: body.email, password: body.password },
  });
  if (signIn.status !== 200) throw new Error(`sign-in answered ${signIn.status}: ${JSON.stringify(signIn.body)}`);
  const { token, refreshToken, user } = signIn.body.result;
  const [row] = await t.platform.context.db.select({ id: players.id }).from(players).where(eq(players.uuid, user.uuid));
  if (!row) throw new Error(`no player row for ${user.uuid}`);
  return { email: user.email, password: body.password, token, refreshToken, uuid: user.uuid, playerId: row.id };
}

/**
 * startTestPlatform whose PGlite database is never shared with another suite: in memory (the
 * settings keep DATA_DIR=memory:// in memory), or, with settings that would turn memory:// into
 * a folder, in a fresh temporary folder removed on close. PostgreSQL runs use their own scratch
 * database anyway. Used by several suites: keep the signature.
 */
export async function startIsolatedPlatform(
  kind: 'pglite' | 'postgres',
  env: Record<string, string> = {},
  options: PlatformOptions = {},
): Promise<TestPlatform> {
  const memoryWorks = loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://' }).dataDir === 'memory://';
  if (memoryWorks || kind === 'postgres') return startTestPlatform(kind, env, options);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'casino-platform-test-'));
  const t = await startTestPlatform(kind, { DATA_DIR: dataDir, ...env }, options);
  const close = t.close.bind(t);
  return {
    ...t,
    async close() {
      await close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface MailboxEntry {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  createdAt: string;
}

/** The local mailbox (GET /api/mailbox), newest first, optionally only mail to one address. */
export async function mailTo(t: TestPlatform, to?: string): Promise<MailboxEntry[]> {
  const { status, body } = await t.call<{ result: MailboxEntry[] }>(
    'GET',
    buildPath(platformApi.mailbox, undefined, { to, limit: 100 }),
  );
  if (status !== 200) throw new Error(`mailbox answered ${status}: ${JSON.stringify(body)}`);
  return body.result;
}

/** The `token` of the newest link containing `marker` in mail to `to` (verification: '/verify-email/', reset: 'token='). */
export async function tokenFromMail(t: TestPlatform, to: string, kind: 'verify' | 'reset'): Promise<string> {
  for (const message of await mailTo(t, to)) {
    for (const link of message.links) {
      const url = new URL(link);
      if (kind === 'reset' && url.pathname === SITE_LINKS.resetPassword) return url.searchParams.get('token')!;
      if (kind === 'verify' && url.pathname.startsWith('/api/players/verify-email/')) {
        return decodeURIComponent(url.pathname.split('/').pop()!);
      }
    }
  }
  throw new Error(`no ${kind} link in mail to ${to}`);
}
