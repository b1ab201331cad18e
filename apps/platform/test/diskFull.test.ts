// Issue 28, point 4: the disk of the embedded database fills up while the platform runs. Writes
// answer 503 with Retry-After (they answered 500), reads go on, /api/ready says not ready until
// space is back, and nothing acknowledged is lost. PGlite that cannot make its next WAL segment
// spins for ever in the platform's thread, so the platform refuses writes while less than
// DISK_RESERVE_BYTES is free (src/db/diskSpace.ts) before PGlite is asked.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  buildPath,
  CRYPTOPAY_SIGNATURE_HEADER,
  type PaymentLink,
  paymentsApi,
  platformApi,
  playersApi,
  type SignInResult,
} from '@casino/contract';
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { DiskFullError, isDiskFull, refuseWritesWhenFull, writesToDisk } from '../src/db/diskSpace';
import { installErrorHandler } from '../src/http/errorHandler';
import { signPayload } from '../src/providers/cryptoPay/signature';
import { accountsByPlayer, expectBooksHold } from './books';
import { startChildPlatform, type ChildPlatform } from './childPlatform';
import { signUpBody } from './fixtures';
import { gameOfType, launch } from './gamesFixtures';
import { httpCaller } from './harness';
import { AnswerLog, startMoneyLoad, type LoadPlayer } from './moneyLoad';

const WEBHOOK_SECRET = 'disk-full-webhook-secret';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: insert into "players"'), { cause });

describe('a full disk', () => {
  it.each([
    ['PostgreSQL and PGlite (53100)', wrapped(Object.assign(new Error('could not extend file'), { code: '53100' }))],
    ['a file write (ENOSPC)', Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' })],
    ["PGlite's file system (WASI errno 51)", wrapped(Object.assign(new Error(), { name: 'ErrnoError', errno: 51 }))],
    ['the platform refusing a write', wrapped(new DiskFullError('/var/lib/casino/db', 1024))],
  ])('is told from %s', (_name, error) => {
    expect(isDiskFull(error)).toBe(true);
  });

  it('is not told from other failures', () => {
    expect(isDiskFull(wrapped(Object.assign(new Error('duplicate key'), { code: '23505' })))).toBe(false);
    expect(isDiskFull(new TypeError('x is undefined'))).toBe(false);
  });

  it('stops the statements that write, not the reads', () => {
    for (const sql of ['select * from accounts', '  SELECT 1', 'begin', 'commit', 'rollback', 'savepoint a']) {
      expect(writesToDisk(sql), sql).toBe(false);
    }
    for (const sql of [
      'insert into players values (1)',
      'update accounts set balance = 1',
      'delete from sessions',
      'select * from accounts where id = 1 for update',
      'select * from accounts for no key update',
      'with moved as (update accounts set balance = 1 returning id) select * from moved',
      'create table t (id int)',
    ]) {
      expect(writesToDisk(sql), sql).toBe(true);
    }
  });

  it('stops writes before PGlite while the disk is short, reads and later writes go on', async () => {
    const client = new PGlite();
    let full = false;
    refuseWritesWhenFull(client, { dir: '/var/lib/casino/db', free: () => (full ? 1024 : 1 << 30), full: () => full });
    try {
      await client.exec('create table t (id int primary key)');
      await client.query('insert into t values (1)');
      full = true;
      await expect(client.query('insert into t values (2)')).rejects.toBeInstanceOf(DiskFullError);
      await expect(client.exec('delete from t')).rejects.toBeInstanceOf(DiskFullError);
      await expect(
        client.transaction(async (tx) => {
          expect((await tx.query('select count(*)::int as n from t')).rows).toEqual([{ n: 1 }]);
          await tx.query('update t set id = 3');
        }),
      ).rejects.toThrow('is full: 0.0 MiB free, it keeps 32.0 MiB in hand');
      expect((await client.query('select id from t')).rows).toEqual([{ id: 1 }]);
      full = false;
      await client.transaction((tx) => tx.query('insert into t values (2)'));
      expect((await client.query('select id from t order by id')).rows).toEqual([{ id: 1 }, { id: 2 }]);
    } finally {
      await client.close();
    }
  });

  it('is answered 503 with Retry-After, as a database that went away', async () => {
    const app = Fastify();
    installErrorHandler(app);
    app.post('/write', () => {
      throw wrapped(
        Object.assign(new Error('could not extend file "base/5/16887": No space left on device'), { code: '53100' }),
      );
    });
    const response = await app.inject({ method: 'POST', url: '/write' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({
      error: { code: 503, message: 'The service is briefly unavailable, please try again' },
    });
  });
});

/** Mounts a tmpfs of `size` at `dir`; false when this machine does not let us (not root, a container). */
function mountTmpfs(dir: string, size: string): boolean {
  if (process.getuid?.() !== 0) return false;
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Writes `file` until the disk says ENOSPC. */
function fillDisk(file: string): void {
  const chunk = Buffer.alloc(1024 * 1024, 1);
  const fd = openSync(file, 'w');
  try {
    for (;;) writeSync(fd, chunk);
  } catch (error) {
    if ((error as { code?: string }).code !== 'ENOSPC') throw error;
  } finally {
    closeSync(fd);
  }
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'casino-disk-full-'));
const mounted = mountTmpfs(dataDir, '160m');
if (!mounted) rmSync(dataDir, { recursive: true, force: true });

describe.skipIf(!mounted)(
  'the embedded database when its disk fills up under traffic (needs root to mount a tmpfs)',
  () => {
    const env = { DATA_DIR: dataDir, CRYPTOPAY_WEBHOOK_SECRET: WEBHOOK_SECRET };
    const filler = path.join(dataDir, 'filler');
    let platform: ChildPlatform | undefined;

    beforeAll(async () => {
      platform = await startChildPlatform(env); // creates, migrates and seeds the database
    }, 240_000);

    afterAll(async () => {
      try {
        if (platform?.alive()) platform.child.kill('SIGKILL');
        await sleep(200);
      } finally {
        if (mounted) execFileSync('umount', [dataDir]);
        rmSync(dataDir, { recursive: true, force: true });
      }
    });

    it('answers writes 503 with Retry-After and is not ready until space is back; nothing acknowledged is lost', async () => {
      const call = httpCaller(platform!.baseUrl);
      const signIn = async () => {
        const body = signUpBody();
        expect((await call('POST', buildPath(playersApi.signUp), { body })).status).toBe(200);
        const answer = await call<{ result: SignInResult }>('POST', buildPath(playersApi.signIn), {
          body: { email: body.email, password: body.password },
        });
        expect(answer.status).toBe(200);
        return { ...answer.body.result, currency: body.currency };
      };
      const confirmedWebhook = (link: PaymentLink, currency: string) => {
        const raw = JSON.stringify({
          event: 'payment.confirmed',
          eventId: randomUUID(),
          paymentUuid: link.uuid,
          amount: '25.00',
          currency,
        });
        return () =>
          fetch(platform!.baseUrl + buildPath(paymentsApi.webhook), {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              [CRYPTOPAY_SIGNATURE_HEADER]: signPayload(raw, WEBHOOK_SECRET),
            },
            body: raw,
          });
      };
      const openLink = (token: string) =>
        call<{ result: PaymentLink }>('POST', buildPath(paymentsApi.createPaymentLink), {
          token,
          body: { amount: '25.00' },
        });

      // Players with money and a launched dice game, made through the API like real ones.
      const dice = await gameOfType({ call }, 'Instant');
      const loadPlayers: (LoadPlayer & { uuid: string })[] = [];
      for (let i = 0; i < 3; i += 1) {
        const { token, user, currency } = await signIn();
        const link = await openLink(token);
        expect(link.status).toBe(200);
        expect((await confirmedWebhook(link.body.result, currency)()).status).toBe(200);
        const launched = await launch({ call }, dice, { player: { token, uuid: user.uuid }, demo: false });
        expect(launched.status).toBe(200);
        loadPlayers.push({ token, accountId: i, currency, gameToken: launched.token!, uuid: user.uuid });
      }
      // A deposit whose payment the provider confirms while the disk is full.
      const payer = await signIn();
      const pending = await openLink(payer.token);
      expect(pending.status).toBe(200);
      const payment = confirmedWebhook(pending.body.result, payer.currency);

      const log = new AnswerLog();
      const load = startMoneyLoad({
        log,
        baseUrls: [platform!.baseUrl],
        players: loadPlayers,
        webhookSecret: WEBHOOK_SECRET,
        pauseMs: 20,
      });
      await sleep(1_500);
      fillDisk(filler);
      await sleep(1_500);

      // While the disk is full: not ready, writes refused for a while, reads answered.
      const ready = await call('GET', buildPath(platformApi.ready));
      expect(ready.status, JSON.stringify(ready.body)).toBe(503);
      const refusedSignUp = await fetch(platform!.baseUrl + buildPath(playersApi.signUp), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(signUpBody()),
      });
      expect(refusedSignUp.status).toBe(503);
      expect(refusedSignUp.headers.get('retry-after')).toBe('5');
      const refusedPayment = await payment();
      expect(refusedPayment.status).toBe(503);
      expect(refusedPayment.headers.get('retry-after')).toBe('5');
      expect((await call('GET', buildPath(playersApi.getDetails), { token: payer.token })).status).toBe(200);
      expect(platform!.alive()).toBe(true);

      rmSync(filler);
      const back = Date.now();
      while ((await call('GET', buildPath(platformApi.ready))).status !== 200) {
        expect(Date.now() - back, 'ready again after space is freed').toBeLessThan(10_000);
        await sleep(200);
      }
      await sleep(1_500);
      await load.stop();

      // Every answer was 2xx or 503 (retried with the same key until it went through).
      expect(load.refused, JSON.stringify(load.refused.slice(0, 3))).toEqual([]);
      expect(log.answers.filter((answer) => answer.status === 503).length).toBeGreaterThan(0);
      expect(log.answers.filter((answer) => answer.status === 503 && answer.retryAfter !== '5')).toEqual([]);
      expect(load.confirmed.filter((operation) => operation.kind === 'round').length).toBeGreaterThan(5);

      // The provider's retry of the refused payment is credited once; sign-ups work again.
      expect((await payment()).status).toBe(200);
      expect((await payment()).status).toBe(200);
      expect(
        (
          await fetch(platform!.baseUrl + buildPath(playersApi.signUp), {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(signUpBody()),
          })
        ).status,
      ).toBe(200);

      // A clean stop, then the books are read straight from the folder.
      expect(await platform!.stop(), platform!.output.join('\n')).toBe(0);
      const database = await openDatabase({ dataDir });
      try {
        const { db } = database;
        const owners = [...loadPlayers, { uuid: payer.user.uuid }];
        const accountOf = await accountsByPlayer(db, owners);
        const payerAccount = accountOf.get(payer.user.uuid)!;
        await expectBooksHold(db, {
          confirmed: [...load.confirmed, { kind: 'deposit', accountId: -1, idempotencyKey: pending.body.result.uuid }],
          accountOf: (operation) =>
            operation.accountId === -1 ? payerAccount : accountOf.get(loadPlayers[operation.accountId]!.uuid),
        });
      } finally {
        await database.close();
      }
    }, 300_000);
  },
);
