import { randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { and, eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../src/clock';
import { loadConfig } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { bonusOffers, games, gameTypes, ledgerEntries, payments, playerBonuses } from '../src/db/schema';
import { seedDatabase } from '../src/db/seed';
import { createRealtime, type Realtime } from '../src/realtime/socket';
import { createServices, type Services } from '../src/services';
import { createScratchDatabase, databaseKinds } from './databases';
import { signUpBody } from './fixtures';
import { OPERATOR_TOKEN, pgliteTemplate } from './harness';

/**
 * The composition root alone: the services built by `createServices`, without Fastify's routes.
 * Every listener the money paths rely on is wired there, so none depends on a route module.
 */
describe.each(databaseKinds)('the services without the routes on %s', (kind) => {
  let database: DatabaseHandle;
  let realtime: Realtime;
  let services: Services;
  let drop: (() => Promise<void>) | undefined;
  const logger = Fastify({ logger: false });

  beforeAll(async () => {
    const scratch = kind === 'postgres' ? await createScratchDatabase() : undefined;
    drop = scratch?.drop;
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: 'memory://',
      OPERATOR_TOKEN,
      REDIS_PREFIX: `casino-test-${randomBytes(4).toString('hex')}`,
      SITE_DIST_DIR: '/nonexistent',
      ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    });
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      ...(scratch ? {} : { memoryTemplate: await pgliteTemplate() }),
    });
    await seedDatabase(database.db, config);
    realtime = await createRealtime(createServer(), { redisPrefix: config.redisPrefix, log: logger.log });
    services = createServices({
      config,
      db: database.db,
      realtime,
      clock: systemClock,
      log: logger.log,
      ownOrigin: () => null,
    });
  }, 60_000);

  afterAll(async () => {
    await services?.stop();
    await realtime?.close();
    await database?.close();
    await drop?.();
    await logger.close();
  });

  /** A new player signed in: its ids, its combined account and its sign-in session. */
  async function signedInPlayer() {
    const body = signUpBody();
    await services.players.signIn.signUp(body);
    const signedIn = await services.players.signIn.signIn({ email: body.email, password: body.password });
    const identity = await services.sessions.verify(signedIn.token);
    const account = await services.wallet.combinedAccount(identity.playerId);
    if (!account) throw new Error('no account');
    return { ...identity, accountId: account.id };
  }

  /** A confirmed 20.00 EUR deposit with the WELCOME100 offer: cash 20, bonus 20 (as the webhook credits it). */
  async function depositWithBonus(player: { playerId: number; accountId: number }) {
    const [offer] = await database.db
      .select({ id: bonusOffers.id })
      .from(bonusOffers)
      .where(and(eq(bonusOffers.code, 'WELCOME100'), eq(bonusOffers.currencyCode, 'EUR')));
    const [deposit] = await database.db
      .insert(payments)
      .values({
        playerId: player.playerId,
        accountId: player.accountId,
        type: 'deposit',
        status: 'completed',
        amount: 2000n,
        currencyCode: 'EUR',
        bonusOfferId: offer!.id,
      })
      .returning();
    await services.wallet.transact(async (tx, ledger) => {
      await ledger.post({
        accountId: deposit!.accountId,
        type: 'deposit',
        balanceDelta: deposit!.amount,
        referenceType: 'payment',
        referenceId: deposit!.uuid,
        idempotencyKey: deposit!.uuid,
      });
      await services.bonuses.grantForDeposit(tx, ledger, deposit!, offer!.id);
    });
  }

  /** Opens a real-money slot session for the player, as a game launch does. */
  async function slotSession(player: { playerId: number; sessionId: string }) {
    const [slot] = await database.db
      .select({ id: games.id })
      .from(games)
      .innerJoin(gameTypes, eq(gameTypes.id, games.typeId))
      .where(eq(gameTypes.engine, 'slot'))
      .limit(1);
    const { token } = await services.gameRounds.startSession({
      gameId: slot!.id,
      playerId: player.playerId,
      authSessionId: player.sessionId,
      demo: false,
      exitUrl: '/',
    });
    const session = await services.gameRounds.sessionByToken(token);
    if (!session) throw new Error('no game session');
    return session;
  }

  it('counts a casino stake towards the active bonus’s wagering', async () => {
    const player = await signedInPlayer();
    await depositWithBonus(player);
    const before = await services.bonuses.selfBonuses(player.playerId, false);
    expect(before).toMatchObject({ wageringLeft: '600.00' });

    await services.gameRounds.playRound(await slotSession(player), { stake: '2.50', roundId: randomUUID() });

    const [bonus] = await database.db
      .select({ amountWagered: playerBonuses.amountWagered })
      .from(playerBonuses)
      .where(eq(playerBonuses.playerId, player.playerId));
    expect(bonus!.amountWagered).toBe(250n);
    expect(await services.bonuses.selfBonuses(player.playerId, false)).toMatchObject({ wageringLeft: '597.50' });
  });

  it('refuses the stake of a player on a time-out before it reaches the ledger (player protection)', async () => {
    const player = await signedInPlayer();
    await depositWithBonus(player);
    const session = await slotSession(player);
    await services.protection.exclusions.exclude(player.playerId, 'operator', { type: 'time_out', period: '24h' });

    // A protection refusal is a `refused` domain error (403 over HTTP).
    await expect(services.gameRounds.playRound(session, { stake: '1.00' })).rejects.toMatchObject({
      kind: 'refused',
      reason: 'time_out',
    });
    const [row] = await database.db
      .select({ bets: sql<number>`count(*)::int` })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.accountId, player.accountId), eq(ledgerEntries.type, 'bet')));
    expect(row!.bets).toBe(0);
  });

  it('gives the game launch and the sportsbook token the protection gate: a player on a time-out gets neither', async () => {
    const player = await signedInPlayer();
    await services.protection.exclusions.exclude(player.playerId, 'operator', { type: 'time_out', period: '24h' });

    await expect(slotSession(player)).rejects.toMatchObject({ kind: 'refused', reason: 'time_out' });
    await expect(services.sportsbookTokens.issue(player, { currency: 'EUR', locale: 'en' })).rejects.toMatchObject({
      kind: 'refused',
      reason: 'time_out',
    });
  });
});
