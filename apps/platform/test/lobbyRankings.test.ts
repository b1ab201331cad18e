import { randomUUID } from 'node:crypto';
import { buildPath, type Game, gpApi, type LobbyRankings } from '@casino/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds, games as gamesTable } from '../src/db/schema';
import { NEW_RELEASE_DAYS } from '../src/services/games';
import { signUpPlayer, startIsolatedPlatform, type SignedUpPlayer } from './fixtures';
import { catalogue } from './gamesFixtures';
import { databaseKinds, type TestPlatform } from './harness';

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

describe.each(databaseKinds)("the lobby's computed categories on %s", (kind) => {
  let t: TestPlatform;
  let alice: SignedUpPlayer;
  let bob: SignedUpPlayer;
  let carol: SignedUpPlayer;
  let all: Game[];
  /** Slots without a curated tag: only their rounds can put them in Top or Popular. */
  let plain: Game[];

  beforeAll(async () => {
    t = await startIsolatedPlatform(kind, { MARKETS: 'uk,de,mt' });
    [alice, bob, carol] = await Promise.all([signUpPlayer(t), signUpPlayer(t), signUpPlayer(t)]);
    all = await catalogue(t);
    plain = all.filter((game) => game.gameType.name === 'Slots' && game.tags.length === 0);
  });
  afterAll(() => t?.close());

  const rankings = async (token?: string) => {
    const { status, body } = await t.call<{ result: LobbyRankings }>(
      'GET',
      buildPath(gpApi.lobbyRankings),
      token ? { token } : {},
    );
    expect(status).toBe(200);
    return body.result;
  };
  /** `count` settled rounds of `game` at `at`, by a player or (null) a visitor's demo session. */
  const rounds = async (game: Game, count: number, at: Date, player: SignedUpPlayer | null) => {
    await t.platform.context.db.insert(gameRounds).values(
      Array.from({ length: count }, () => ({
        uuid: randomUUID(),
        playerId: player?.playerId ?? null,
        gameId: game.id,
        demo: player === null,
        stake: 100n,
        outcome: {},
        createdAt: at,
        settledAt: at,
      })),
    );
  };

  it('ranks Top by rounds of the last 7 days and Popular by players of the last 30, recomputed only when due', async () => {
    const [a, b, c, d] = plain;
    if (!a || !b || !c || !d) throw new Error('too few untagged slots');
    const before = await rankings();
    // a: 5 rounds by one player; b: 3 rounds by three players; c: played 10 days ago; d: 40 days ago.
    await rounds(a, 5, daysAgo(2), alice);
    await rounds(b, 1, daysAgo(1), alice);
    await rounds(b, 1, daysAgo(1), bob);
    await rounds(b, 1, daysAgo(1), carol);
    await rounds(c, 9, daysAgo(10), bob);
    await rounds(d, 20, daysAgo(40), carol);

    // Computed at most every few minutes, not per request: the new rounds are not counted yet.
    expect(await rankings()).toEqual(before);
    t.platform.context.services.games.invalidateRankings();
    const now = await rankings();
    expect(now.top.slice(0, 2)).toEqual([a.id, b.id]);
    expect(now.top).not.toContain(c.id);
    expect(now.top).not.toContain(d.id);
    expect(now.popular.slice(0, 3)).toEqual([b.id, a.id, c.id]);
    expect(now.popular).not.toContain(d.id);
    // Fewer games were played than a row holds: the games the catalogue tags top follow.
    const taggedTop = new Set(all.filter((game) => game.tags.includes('top')).map((game) => game.id));
    expect(now.top.slice(2).every((id) => taggedTop.has(id))).toBe(true);
    expect(now.top.length).toBe(Math.min(48, 2 + taggedTop.size));
    expect(Date.parse(now.computedAt)).toBeGreaterThan(Date.parse(before.computedAt) - 1);

    // Demo rounds are plays too: four more rounds of c in the window put it ahead of b.
    await rounds(c, 4, daysAgo(3), null);
    t.platform.context.services.games.invalidateRankings();
    expect((await rankings()).top.slice(0, 3)).toEqual([a.id, c.id, b.id]);
  });

  it('lists as New the games released in the last 90 days, newest first', async () => {
    const [x, y, z] = plain.slice(10);
    if (!x || !y || !z) throw new Error('too few untagged slots');
    const db = t.platform.context.db;
    await db
      .update(gamesTable)
      .set({ releasedOn: isoDay(new Date()) })
      .where(eq(gamesTable.id, x.id));
    await db
      .update(gamesTable)
      .set({ releasedOn: isoDay(daysAgo(3)) })
      .where(eq(gamesTable.id, y.id));
    await db
      .update(gamesTable)
      .set({ releasedOn: isoDay(daysAgo(200)) })
      .where(eq(gamesTable.id, z.id));
    t.platform.context.services.games.invalidate();

    const list = (await rankings()).new;
    expect(list[0]).toBe(x.id);
    expect(list.indexOf(y.id)).toBeGreaterThan(0);
    expect(list).not.toContain(z.id);
    const dates = await db
      .select({ id: gamesTable.id, releasedOn: gamesTable.releasedOn })
      .from(gamesTable)
      .where(inArray(gamesTable.id, list));
    const dateOf = new Map(dates.map((row) => [row.id, row.releasedOn ?? '']));
    const shown = list.map((id) => dateOf.get(id) ?? '');
    expect(shown).toEqual([...shown].sort().reverse());
    expect(shown.every((day) => day >= isoDay(daysAgo(NEW_RELEASE_DAYS)))).toBe(true);
    // The seeded catalogue has release dates: its games tagged new came out in the last weeks.
    expect(list.length).toBeGreaterThan(10);
  });

  it("answers each player's own Recently played, latest first, and none to a visitor", async () => {
    const [p, q, r] = plain.slice(20);
    if (!p || !q || !r) throw new Error('too few untagged slots');
    const dave = await signUpPlayer(t);
    const erin = await signUpPlayer(t);
    expect((await rankings(dave.token)).recentlyPlayed).toEqual([]);
    await rounds(p, 2, daysAgo(0.02), dave);
    await rounds(q, 1, daysAgo(0.01), dave);
    await rounds(p, 1, daysAgo(0.03), erin);
    await rounds(r, 1, daysAgo(0.001), null);
    // Not cached: a round shows at once.
    expect((await rankings(dave.token)).recentlyPlayed).toEqual([q.id, p.id]);
    expect((await rankings(erin.token)).recentlyPlayed).toEqual([p.id]);
    expect((await rankings()).recentlyPlayed).toEqual([]);
  });

  it('leaves out of every list what a German player is not offered (jackpots, table games)', async () => {
    const jackpot = all.find((game) => game.tags.includes('jackpot') && game.tags.length === 1);
    const table = all.find((game) => game.gameType.name === 'Table Games' && !game.isLive);
    if (!jackpot || !table) throw new Error('no jackpot or table game');
    const german = await signUpPlayer(t, { country: 'Deutschland', currency: 'EUR' });
    const db = t.platform.context.db;
    await db
      .update(gamesTable)
      .set({ releasedOn: isoDay(new Date()) })
      .where(inArray(gamesTable.id, [jackpot.id, table.id]));
    t.platform.context.services.games.invalidate();
    for (const player of [german, alice]) {
      await rounds(jackpot, 30, daysAgo(0.5), player);
      await rounds(table, 30, daysAgo(0.5), player);
    }
    t.platform.context.services.games.invalidateRankings();

    const everyone = await rankings(alice.token);
    // Both games lead every list of a player whose market offers them (New: with another game released today).
    const both = expect.arrayContaining([jackpot.id, table.id]);
    expect(everyone.top.slice(0, 2)).toEqual(both);
    expect(everyone.new.slice(0, 3)).toEqual(both);
    expect(everyone.recentlyPlayed.slice(0, 2)).toEqual(both);

    const germanLists = await rankings(german.token);
    const refused = new Set(
      all
        .filter((game) => game.tags.includes('jackpot') || game.gameType.name === 'Table Games')
        .map((game) => game.id),
    );
    for (const [name, ids] of Object.entries(germanLists)) {
      if (Array.isArray(ids))
        expect(
          ids.filter((id) => refused.has(id)),
          name,
        ).toEqual([]);
    }
    expect(germanLists.top.length).toBeGreaterThan(0);
  });
});
