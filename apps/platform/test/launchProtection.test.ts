import { randomUUID } from 'node:crypto';
import { buildPath, type Game, playersApi, type ResponsibleGaming } from '@casino/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/clock';
import { gameSessions } from '../src/db/schema';
import { startIsolatedPlatform } from './fixtures';
import { fund, gameOfType, launch, playRound } from './gamesFixtures';
import { databaseKinds, type TestPlatform } from './harness';
import { newPlayer, type Player } from './paymentsFixtures';

type Failure = { error: { code: number; message: string; reason?: string } };
type Answer<T> = { result: T } & Failure;

const TIME_OUT = buildPath(playersApi.takeTimeOut);
const SELF_EXCLUDE = buildPath(playersApi.selfExclude);
const CLOSE = buildPath(playersApi.closeAccount);
const REALITY = buildPath(playersApi.setRealityCheck);
const ANSWER = buildPath(playersApi.answerRealityCheck);
const LIMITS = buildPath(playersApi.setLimit);

/**
 * Issue 28, point 5: a player whom every stake would refuse is refused the real-money game launch and
 * the sportsbook token too, with the stake's own 403 and `error.reason`; demo play stays open.
 */
describe.each(databaseKinds)('protection at launch on %s', (kind) => {
  let t: TestPlatform;
  const clock = new ManualClock();
  let dice: Game;

  beforeAll(async () => {
    t = await startIsolatedPlatform(kind, { SPORTSBOOK_TICK_MS: '0' }, { clock });
    dice = await gameOfType(t, 'Instant');
  });
  afterAll(() => t?.close());

  /** A funded player with a real-money dice page opened while play was allowed. */
  async function player(): Promise<Player & { page: string }> {
    const p = await newPlayer(t);
    await fund(t, p.playerId, '50.00');
    const page = await launch(t, dice, { player: p });
    expect(page.status).toBe(200);
    return { ...p, page: page.token! };
  }
  const post = (p: Player, path: string, body: unknown, method = 'POST') =>
    t.call<Answer<ResponsibleGaming>>(method, path, { token: p.token, body });
  const stake = (p: { page: string }) =>
    playRound(t, p.page, { stake: '1.00', choice: { target: 50 }, roundId: randomUUID() }) as unknown as Promise<{
      status: number;
      body: Failure;
    }>;
  const realLaunch = (p: Player) =>
    launch(t, dice, { player: p }) as unknown as Promise<{ status: number; body: Failure }>;
  const token = (p: Player) =>
    t.call<Answer<{ token: string }>>('POST', buildPath(playersApi.dataBetToken), {
      token: p.token,
      body: { playerId: p.uuid, currency: 'EUR', locale: 'en' },
    });
  const gameSessionsOf = async (p: Player) =>
    (await t.platform.context.db.select().from(gameSessions).where(eq(gameSessions.playerId, p.playerId))).length;

  /** The launch and the token are refused exactly as a stake is; a demo launch still opens a game. */
  async function expectRefusedLikeAStake(p: Player & { page: string }, reason: string) {
    const refusedStake = await stake(p);
    expect(refusedStake.status).toBe(403);
    expect(refusedStake.body.error.reason).toBe(reason);
    const sessionsBefore = await gameSessionsOf(p);

    const launched = await realLaunch(p);
    expect(launched.status).toBe(403);
    expect(launched.body.error).toEqual(refusedStake.body.error);
    const widget = await token(p);
    expect(widget.status).toBe(403);
    expect(widget.body.error).toEqual(refusedStake.body.error);
    // Nothing was opened for the refused launch.
    expect(await gameSessionsOf(p)).toBe(sessionsBefore);

    // Demo play stays possible, signed in (demo true) and as a visitor.
    const demo = await launch(t, dice, { player: p, demo: true });
    expect(demo.status).toBe(200);
    const demoRound = await playRound(t, demo.token, { stake: '1.00', choice: { target: 50 }, roundId: randomUUID() });
    expect(demoRound.status).toBe(200);
    expect(demoRound.body.result.currency.code).toBe('FUN');
    expect((await launch(t, dice)).status).toBe(200);
  }

  it('launches and issues a token for a player in good standing', async () => {
    const p = await player();
    expect((await realLaunch(p)).status).toBe(200);
    expect((await token(p)).status).toBe(200);
    expect((await stake(p)).status).toBe(200);
  });

  it('refuses the launch and the token during a time-out, with the time-out’s reason and end', async () => {
    const p = await player();
    expect((await post(p, TIME_OUT, { period: '24h', password: p.password })).status).toBe(200);
    await expectRefusedLikeAStake(p, 'time_out');
    expect((await realLaunch(p)).body.error.message).toMatch(/^You are taking a time-out until /);
    // When it ends, play is back.
    clock.advanceHours(24);
    expect((await realLaunch(p)).status).toBe(200);
    expect((await token(p)).status).toBe(200);
  });

  it('refuses them during a self-exclusion, and after it ends until play resumes', async () => {
    const p = await player();
    expect((await post(p, SELF_EXCLUDE, { period: '6m', password: p.password })).status).toBe(200);
    await expectRefusedLikeAStake(p, 'self_excluded');
    clock.advanceHours(24 * 185);
    // Ended, but play resumes only 24 hours after the player asks.
    await expectRefusedLikeAStake(p, 'self_excluded');
    expect((await realLaunch(p)).body.error.message).toMatch(/^Your self-exclusion has ended/);
  });

  it('refuses them for a closed account', async () => {
    const p = await player();
    expect((await post(p, CLOSE, { password: p.password })).status).toBe(200);
    await expectRefusedLikeAStake(p, 'account_closed');
  });

  it('refuses them while a reality check is due, and launches again once it is answered', async () => {
    const p = await player();
    expect((await post(p, REALITY, { minutes: 15 }, 'PUT')).status).toBe(200);
    expect((await stake(p)).status).toBe(200);
    clock.advanceMinutes(15);
    await expectRefusedLikeAStake(p, 'reality_check_due');
    expect((await post(p, ANSWER, { action: 'continue' })).status).toBe(200);
    expect((await realLaunch(p)).status).toBe(200);
    expect((await token(p)).status).toBe(200);
  });

  it('refuses them once the play-time limit is reached', async () => {
    const p = await player();
    expect((await post(p, LIMITS, { kind: 'time', period: 'day', amount: '10' }, 'PUT')).status).toBe(200);
    expect((await stake(p)).status).toBe(200);
    clock.advanceMinutes(10);
    await expectRefusedLikeAStake(p, 'time_limit');
  });

  it('leaves wager and loss limits to the stake: a used-up wager limit still launches, the stake is refused', async () => {
    const p = await player();
    expect((await post(p, LIMITS, { kind: 'wager', period: 'day', amount: '1.00' }, 'PUT')).status).toBe(200);
    expect((await stake(p)).status).toBe(200);
    expect((await stake(p)).body.error.reason).toBe('wager_limit');
    expect((await realLaunch(p)).status).toBe(200);
    expect((await token(p)).status).toBe(200);
  });
});
