// Issue 15: the embedded database (PGlite on disk, the default start) loses nothing a player or
// the payment provider was told had happened when the platform process is killed outright
// (kill -9: no shutdown, no flush) in the middle of money traffic. The platform runs as its own
// process on a DATA_DIR of this test, is killed twice under load and started again on the same
// folder; afterwards every operation answered 2xx is in the ledger once, on its player's
// account, and every balance is the sum of its ledger entries.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import {
  buildPath,
  CRYPTOPAY_SIGNATURE_HEADER,
  type PaymentLink,
  paymentsApi,
  playersApi,
  type SignInResult,
} from '@casino/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { signPayload } from '../src/providers/cryptoPay/signature';
import { GAME_SESSION_HEADER } from '../src/providers/demoGames';
import { startChildPlatform, type ChildPlatform } from './childPlatform';
import { accountsByPlayer, expectBooksHold } from './books';
import { signUpBody } from './fixtures';
import { gameOfType, launch } from './gamesFixtures';
import { httpCaller } from './harness';
import { AnswerLog, type Confirmed, startMoneyLoad, type LoadPlayer } from './moneyLoad';

const WEBHOOK_SECRET = 'embedded-crash-webhook-secret';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the embedded database when the platform is killed (kill -9)', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'casino-embedded-crash-'));
  const env = { DATA_DIR: dataDir, CRYPTOPAY_WEBHOOK_SECRET: WEBHOOK_SECRET };
  let platform: ChildPlatform | undefined;

  beforeAll(async () => {
    platform = await startChildPlatform(env); // creates, migrates and seeds the database
  }, 240_000);

  afterAll(async () => {
    try {
      if (platform?.alive()) platform.child.kill('SIGKILL');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('keeps every acknowledged deposit and round, once, through two kills under load', async () => {
    const call = httpCaller(platform!.baseUrl);
    // Players with money and a launched dice game, made through the API like real ones.
    const loadPlayers: (LoadPlayer & { uuid: string })[] = [];
    const dice = await gameOfType({ call }, 'Instant');
    for (let i = 0; i < 3; i += 1) {
      const body = signUpBody();
      expect((await call('POST', buildPath(playersApi.signUp), { body })).status).toBe(200);
      const signIn = await call<{ result: SignInResult }>('POST', buildPath(playersApi.signIn), {
        body: { email: body.email, password: body.password },
      });
      expect(signIn.status).toBe(200);
      const { token, user } = signIn.body.result;
      const link = await call<{ result: PaymentLink }>('POST', buildPath(paymentsApi.createPaymentLink), {
        token,
        body: { amount: '500.00' },
      });
      expect(link.status).toBe(200);
      const raw = JSON.stringify({
        event: 'payment.confirmed',
        eventId: randomUUID(),
        paymentUuid: link.body.result.uuid,
        amount: '500.00',
        currency: body.currency,
      });
      const webhook = await fetch(platform!.baseUrl + buildPath(paymentsApi.webhook), {
        method: 'POST',
        headers: { 'content-type': 'application/json', [CRYPTOPAY_SIGNATURE_HEADER]: signPayload(raw, WEBHOOK_SECRET) },
        body: raw,
      });
      expect(webhook.status).toBe(200);
      const launched = await launch({ call }, dice, { player: { token, uuid: user.uuid }, demo: false });
      expect(launched.status).toBe(200);
      // The account id is looked up in the database at the end; the index stands for it meanwhile.
      loadPlayers.push({ token, accountId: i, currency: body.currency, gameToken: launched.token!, uuid: user.uuid });
    }

    const log = new AnswerLog();
    const confirmed: Confirmed[] = [];
    for (let crash = 0; crash < 2; crash += 1) {
      const load = startMoneyLoad({
        log,
        baseUrls: [platform!.baseUrl],
        players: loadPlayers,
        webhookSecret: WEBHOOK_SECRET,
        pauseMs: 10,
      });
      // Long enough for many acknowledged writes, then the process dies mid-traffic.
      await sleep(2_500);
      platform!.child.kill('SIGKILL');
      await load.stop();
      confirmed.push(...load.confirmed);
      expect(load.confirmed.filter((operation) => operation.kind === 'round').length).toBeGreaterThan(5);
      // Same folder, same port: the players' tokens and game pages work on the new process.
      const port = Number(new URL(platform!.baseUrl).port);
      platform = await startChildPlatform(env, { port });
    }
    expect(confirmed.filter((operation) => operation.kind === 'deposit').length).toBeGreaterThan(0);

    // The restarted platform serves money calls again.
    const after = await log.send(platform!.baseUrl, 'POST', '/api/gp/demo/rounds', {
      body: { roundId: randomUUID(), stake: '1.00', choice: { target: 50 } },
      headers: { [GAME_SESSION_HEADER]: loadPlayers[0]!.gameToken },
    });
    expect(after.status, JSON.stringify(after.body)).toBe(200);

    // A clean stop, then the books are read straight from the folder.
    expect(await platform!.stop(), platform!.output.join('\n')).toBe(0);
    const database = await openDatabase({ dataDir });
    try {
      const { db } = database;
      const accountOf = await accountsByPlayer(db, loadPlayers);
      await expectBooksHold(db, {
        confirmed,
        accountOf: (operation) => accountOf.get(loadPlayers[operation.accountId]!.uuid),
      });
    } finally {
      await database.close();
    }
  }, 600_000);
});
