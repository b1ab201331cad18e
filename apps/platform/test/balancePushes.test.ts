// Issue 28, point 4: a balance push is never skipped for a committed change. The push used to
// read the balance with a connection of its own after the commit; when a burst of money calls
// had exhausted the pool that read timed out, the log said "balance push skipped", and the
// player's wallet went on showing a balance from before the last commits.
import { randomUUID } from 'node:crypto';
import { fromMinorUnits } from '@casino/rules';
import { SOCKET_PATH } from '@casino/contract';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECT_TIMEOUT_MS } from '../src/db/client';
import { GAME_SESSION_HEADER } from '../src/providers/demoGames';
import { databaseKinds, startTestPlatform, type TestPlatform } from './harness';
import { gameOfType, launch } from './gamesFixtures';
import { credit, figures, newPlayer, type Player } from './paymentsFixtures';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Only PostgreSQL has a pool to exhaust (PGlite is one connection in the process).
describe.skipIf(!databaseKinds.includes('postgres'))('balance pushes when the pool is exhausted', () => {
  let t: TestPlatform;
  const sockets: Socket[] = [];
  const locks: pg.Client[] = [];

  beforeAll(async () => {
    // Each round in a transaction of its own (a player's rounds played together would hold one
    // connection): the rounds below are what exhausts the pool.
    t = await startTestPlatform('postgres', { ROUND_BATCH_ROUNDS: '1' });
  }, 60_000);

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    for (const lock of locks) await lock.end().catch(() => undefined);
    await t?.close();
  });

  /** A player with 100.00 and a launched real-money dice game. */
  async function playing(): Promise<Player & { gameToken: string }> {
    const player = await newPlayer(t);
    await credit(t, player, 10_000n);
    const dice = await gameOfType(t, 'Instant');
    const launched = await launch(t, dice, { player, demo: false });
    expect(launched.status).toBe(200);
    return { ...player, gameToken: launched.token! };
  }

  const round = (player: { gameToken: string }) =>
    fetch(`${t.baseUrl}/api/gp/demo/rounds`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [GAME_SESSION_HEADER]: player.gameToken },
      body: JSON.stringify({ roundId: randomUUID(), stake: '1.00', choice: { target: 50 } }),
    }).then(
      (response) => response.status,
      () => 0,
    );

  /** Holds the account's row lock in a transaction of the test's own until `release`. */
  async function lockAccount(accountId: number) {
    const client = new pg.Client({ connectionString: t.config.databaseUrl });
    locks.push(client);
    await client.connect();
    await client.query('begin');
    await client.query('select id from accounts where id = $1 for update', [accountId]);
    return { release: () => client.query('commit') };
  }

  /** Transactions waiting for a row lock, as PostgreSQL sees them. */
  async function waitingForLocks(): Promise<number> {
    const client = new pg.Client({ connectionString: t.config.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ count: string }>(
        "select count(*) from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
      );
      return Number(rows[0]?.count ?? 0);
    } finally {
      await client.end();
    }
  }

  it('pushes the final balance of every committed round, though the pool was exhausted when they committed', async () => {
    const player = await playing();
    const other = await playing();
    const socket = io(t.baseUrl, { path: SOCKET_PATH, auth: { token: player.token }, transports: ['websocket'] });
    sockets.push(socket);
    const shown: string[] = [];
    socket.on('balanceUpdate', (accounts: { value: string }[]) => shown.push(accounts[0]!.value));
    await new Promise<void>((resolve, reject) => {
      socket.once('login', () => resolve());
      socket.once('connect_error', reject);
    });

    // The player's rounds take every connection of the pool (10) and wait for the player's row.
    const playerLock = await lockAccount(player.accountId);
    const otherLock = await lockAccount(other.accountId);
    const rounds = Array.from({ length: 10 }, () => round(player));
    for (let waited = 0; (await waitingForLocks()) < 10; waited += 1) {
      if (waited > 100) throw new Error('the rounds did not reach the row lock');
      await sleep(50);
    }
    // A burst of another player's money calls waits for the pool behind them.
    const burst = Array.from({ length: 150 }, () => round(other));
    await sleep(300);
    // The player's rounds commit; each connection they free goes to a call of the burst, which
    // waits for the other row, so no connection is left for a read after the commits.
    await playerLock.release();
    await sleep(CONNECT_TIMEOUT_MS + 1_000);
    await otherLock.release();
    const statuses = await Promise.all(rounds);
    const burstStatuses = await Promise.all(burst);
    // The pool was exhausted indeed: calls of the burst were refused as unavailable.
    expect(burstStatuses.filter((status) => status === 503).length).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);

    const { balance, entries } = await figures(t, player);
    const final = fromMinorUnits(balance, 2);
    // The credit, and a stake (and maybe a payout) of each of the 10 rounds.
    expect(entries).toBeGreaterThanOrEqual(11);
    // Before: the last push shown was from before the last commits (or none came at all).
    for (let waited = 0; shown.at(-1) !== final; waited += 1) {
      if (waited > 150) throw new Error(`the socket shows ${shown.at(-1) ?? 'nothing'}, the balance is ${final}`);
      await sleep(100);
    }
    expect(shown.at(-1)).toBe(final);
  }, 60_000);
});
