import { buildPath, type Game, type GameProvider, type GameType, gpApi } from '@casino/contract';
import { filterGames } from '@casino/rules';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_GAME_COUNT } from '../src/db/seed/games';
import { artworkFor, THEMES } from '../src/providers/demoGames/themes';
import { signUpPlayer, startIsolatedPlatform, type SignedUpPlayer } from './fixtures';
import { catalogue, gameOfType, gamePage, launch } from './gamesFixtures';
import { databaseKinds, type TestPlatform } from './harness';

type Envelope<T> = { result: T; error?: { code: number; message: string; fields?: Record<string, string> } };

describe.each(databaseKinds)('game provider service on %s', (kind) => {
  let t: TestPlatform;
  let alice: SignedUpPlayer;
  let bob: SignedUpPlayer;
  let games: Game[];

  beforeAll(async () => {
    t = await startIsolatedPlatform(kind);
    [alice, bob] = await Promise.all([signUpPlayer(t), signUpPlayer(t)]);
    games = await catalogue(t);
  });
  afterAll(() => t?.close());

  const get = <T>(path: string, token?: string) => t.call<Envelope<T>>('GET', path, token ? { token } : {});
  const post = <T>(path: string, body: unknown, token?: string) =>
    t.call<Envelope<T>>('POST', path, { body, ...(token ? { token } : {}) });
  const listGames = (query: Parameters<typeof buildPath<typeof gpApi.listGames>>[2], token?: string) =>
    get<Game[]>(buildPath(gpApi.listGames, undefined, query), token);

  describe('catalogue', () => {
    it('lists the whole catalogue by default, sorted by name, every game in the contract shape', async () => {
      expect(games.length).toBeGreaterThanOrEqual(BASE_GAME_COUNT);
      expect(BASE_GAME_COUNT).toBeGreaterThanOrEqual(300);
      const names = games.map((game) => game.name.toLowerCase());
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      expect(new Set(games.map((game) => game.id)).size).toBe(games.length);
      for (const game of games) {
        expect(game).toEqual({
          id: expect.any(Number),
          gameId: expect.any(String),
          name: expect.any(String),
          gameType: { id: expect.any(Number), name: expect.any(String) },
          gameProvider: { id: expect.any(Number), name: expect.any(String) },
          images: [{ link: `/api/gp/images/${game.id}/1.webp` }, { link: `/api/gp/images/${game.id}/2.webp` }],
          isFavourite: false,
          tags: expect.any(Array),
          isLive: game.tags.includes('live'),
        });
      }
      const types = new Set(games.map((game) => game.gameType.name));
      expect(types).toEqual(new Set(['Slots', 'Table Games', 'Instant']));
      for (const tag of ['top', 'new', 'popular', 'jackpot', 'live']) {
        expect(games.filter((game) => game.tags.includes(tag as never)).length, tag).toBeGreaterThanOrEqual(10);
      }
      const live = games.filter((game) => game.isLive);
      expect(live.every((game) => game.gameType.name === 'Table Games')).toBe(true);
    });

    it('accepts the include flags and the spec client query, and answers the same list', async () => {
      const { status, body } = await listGames({
        includeGameType: true,
        includeImages: true,
        includeGameProvider: false,
      });
      expect(status).toBe(200);
      expect(body.result).toEqual(games);
    });

    it('sends the whole catalogue gzipped when accepted, and revalidates it by ETag', async () => {
      const path = buildPath(gpApi.listGames);
      const plain = await fetch(t.baseUrl + path, { headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers.get('content-encoding')).toBeNull();
      const etag = plain.headers.get('etag');
      expect(etag).toMatch(/^"catalogue-/);
      expect(((await plain.json()) as { result: Game[] }).result).toEqual(games);
      const zipped = await fetch(t.baseUrl + path, { headers: { 'accept-encoding': 'gzip' } });
      expect(zipped.headers.get('content-encoding')).toBe('gzip');
      expect(((await zipped.json()) as { result: Game[] }).result).toEqual(games);
      const again = await fetch(t.baseUrl + path, { headers: { 'if-none-match': etag! } });
      expect(again.status).toBe(304);
      // A filtered list is built per request and has no ETag.
      const filtered = await fetch(`${t.baseUrl}${buildPath(gpApi.listGames, undefined, { search: 'dragon' })}`);
      expect(filtered.headers.get('etag')).toBeNull();
    });

    it('answers the game types with counts that match the catalogue', async () => {
      const { status, body } = await get<GameType[]>(buildPath(gpApi.listGameTypes));
      expect(status).toBe(200);
      expect(body.result.map((type) => type.name)).toEqual(['Slots', 'Table Games', 'Instant']);
      for (const type of body.result) {
        expect(type.gameCount).toBe(games.filter((game) => game.gameType.id === type.id).length);
      }
      expect(body.result.reduce((sum, type) => sum + type.gameCount, 0)).toBe(games.length);
    });

    it('answers the providers, databet among them, and every game names one of them', async () => {
      const { status, body } = await get<GameProvider[]>(buildPath(gpApi.listProviders));
      expect(status).toBe(200);
      const names = body.result.map((provider) => provider.name);
      expect(names).toContain('databet');
      expect(body.result.length).toBeGreaterThanOrEqual(7);
      expect(names.filter((name) => name !== 'databet').length).toBeGreaterThanOrEqual(6);
      const ids = new Set(body.result.map((provider) => provider.id));
      expect(games.every((game) => ids.has(game.gameProvider.id))).toBe(true);
    });

    it('searches names case-insensitively with the text trimmed, as the lobby does', async () => {
      const { body } = await listGames({ search: '  DRAGON ' });
      expect(body.result.length).toBeGreaterThan(0);
      expect(body.result).toEqual(filterGames(games, { text: 'dragon' }));
      expect((await listGames({ search: '   ' })).body.result).toEqual(games);
      for (const odd of ['%', '_', "'; drop table games; --", '.*', 'x'.repeat(5000)]) {
        const answer = await listGames({ search: odd });
        expect(answer.status, odd.slice(0, 10)).toBe(200);
        expect(answer.body.result).toEqual(filterGames(games, { text: odd }));
      }
    });

    it('filters by provider, game type and tag, and combines filters', async () => {
      const provider = games[0]!.gameProvider.name;
      expect((await listGames({ provider })).body.result).toEqual(
        games.filter((g) => g.gameProvider.name === provider),
      );
      expect((await listGames({ provider: provider.toUpperCase() })).body.result).toEqual([]);
      expect((await listGames({ provider: 'databet' })).body.result).toEqual([]);
      expect((await listGames({ gameType: 'Instant' })).body.result).toEqual(
        games.filter((g) => g.gameType.name === 'Instant'),
      );
      expect((await listGames({ tag: 'live' })).body.result).toEqual(games.filter((g) => g.isLive));
      const combined = await listGames({ gameType: 'Slots', tag: 'jackpot', search: 'gold' });
      expect(combined.body.result).toEqual(
        games.filter(
          (g) => g.gameType.name === 'Slots' && g.tags.includes('jackpot') && g.name.toLowerCase().includes('gold'),
        ),
      );
    });

    it('pages the list when page or limit is given', async () => {
      expect((await listGames({ page: 2, limit: 5 })).body.result).toEqual(games.slice(5, 10));
      expect((await listGames({ page: 1 })).body.result).toEqual(games.slice(0, 20));
      expect((await listGames({ limit: 3 })).body.result).toEqual(games.slice(0, 3));
      expect((await listGames({ page: 1000, limit: 100 })).body.result).toEqual([]);
    });

    it('refuses bad list queries with 400 and field messages', async () => {
      for (const query of [
        'limit=0',
        'limit=101',
        'page=0',
        'page=abc',
        'tag=hot',
        'playerUUID=not-a-uuid',
        'gameType=',
      ]) {
        const { status, body } = await get(`${buildPath(gpApi.listGames)}?${query}`);
        expect(status, query).toBe(400);
        expect(body.error?.fields, query).toBeDefined();
      }
    });
  });

  describe('favourites', () => {
    it('adds, lists and removes favourites, idempotently, with isFavourite for the bearer only', async () => {
      const [first, second] = [games[3]!, games[42]!];
      const add = await post<{ gameId: number; isFavourite: boolean }>(
        buildPath(gpApi.addFavourite),
        { gameId: first.id },
        alice.token,
      );
      expect(add).toEqual({ status: 200, body: { result: { gameId: first.id, isFavourite: true } } });
      expect((await post(buildPath(gpApi.addFavourite), { gameId: first.id }, alice.token)).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect((await post(buildPath(gpApi.addFavourite), { gameId: second.id }, alice.token)).status).toBe(200);

      const list = await get<Game[]>(buildPath(gpApi.listFavourites), alice.token);
      expect(list.status).toBe(200);
      expect(list.body.result.map((game) => game.id)).toEqual([second.id, first.id]);
      expect(list.body.result.every((game) => game.isFavourite)).toBe(true);

      const mine = (await listGames({}, alice.token)).body.result;
      expect(
        mine
          .filter((game) => game.isFavourite)
          .map((game) => game.id)
          .sort(),
      ).toEqual([first.id, second.id].sort());
      const paged = (await listGames({ search: first.name }, alice.token)).body.result;
      expect(paged.find((game) => game.id === first.id)?.isFavourite).toBe(true);

      // Another player and a visitor see no flags, and the query's playerUUID never replaces the bearer.
      expect((await listGames({}, bob.token)).body.result.some((game) => game.isFavourite)).toBe(false);
      expect(
        (await listGames({ playerUUID: alice.uuid }, bob.token)).body.result.some((game) => game.isFavourite),
      ).toBe(false);
      expect((await listGames({ playerUUID: alice.uuid })).body.result.some((game) => game.isFavourite)).toBe(false);
      expect((await get<Game[]>(buildPath(gpApi.listFavourites), bob.token)).body.result).toEqual([]);

      const remove = await post(buildPath(gpApi.removeFavourite), { gameId: first.id }, alice.token);
      expect(remove).toEqual({ status: 200, body: { result: { gameId: first.id, isFavourite: false } } });
      expect((await post(buildPath(gpApi.removeFavourite), { gameId: first.id }, alice.token)).status).toBe(200);
      // Bob removing Alice's favourite game from his own list changes nothing for Alice.
      expect((await post(buildPath(gpApi.removeFavourite), { gameId: second.id }, bob.token)).status).toBe(200);
      const after = await get<Game[]>(buildPath(gpApi.listFavourites), alice.token);
      expect(after.body.result.map((game) => game.id)).toEqual([second.id]);
    });

    it('answers 404 for an unknown game and 400 for a bad body', async () => {
      for (const path of [buildPath(gpApi.addFavourite), buildPath(gpApi.removeFavourite)]) {
        const unknown = await post(path, { gameId: 99_999_999 }, alice.token);
        expect(unknown.status).toBe(404);
        expect(unknown.body.error?.message).toBe('Game not found');
        for (const body of [{}, { gameId: 'abc' }, { gameId: 0 }, { gameId: -3 }, { gameId: 1.5 }, []]) {
          const bad = await post(path, body, alice.token);
          expect(bad.status, JSON.stringify(body)).toBe(400);
          expect(bad.body.error?.fields).toBeDefined();
        }
      }
    });

    it('answers 401 without a token or with a bad one', async () => {
      expect((await get(buildPath(gpApi.listFavourites))).status).toBe(401);
      expect((await get(buildPath(gpApi.listFavourites), 'not-a-token')).status).toBe(401);
      expect((await post(buildPath(gpApi.addFavourite), { gameId: games[0]!.id })).status).toBe(401);
      expect((await post(buildPath(gpApi.removeFavourite), { gameId: games[0]!.id }, 'x.y.z')).status).toBe(401);
      // A stale bearer on the lobby list makes the caller a visitor, never a 401.
      expect((await listGames({ limit: 1 }, 'x.y.z')).status).toBe(200);
    });
  });

  describe('images', () => {
    /** The drawing a catalogue image is rendered from: the same path with `.svg`. */
    const svgLink = (link: string) => link.replace(/\.webp$/, '.svg');

    it("links WebP pictures drawn from the game's SVG: 400 x 300, small, cacheable, the same every time", async () => {
      const game = games.find((entry) => entry.isLive)!;
      const response = await fetch(t.baseUrl + game.images[1]!.link);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const picture = Buffer.from(await response.arrayBuffer());
      expect(await sharp(picture).metadata()).toMatchObject({ format: 'webp', width: 400, height: 300 });
      // Drawn from the SVG: rendered here, the two match but for compression.
      const drawn = await sharp(Buffer.from(await (await fetch(t.baseUrl + svgLink(game.images[1]!.link))).text()))
        .raw()
        .toBuffer();
      const served = await sharp(picture).removeAlpha().ensureAlpha().raw().toBuffer();
      let difference = 0;
      for (let i = 0; i < drawn.length; i += 1) difference += Math.abs(drawn[i]! - served[i]!);
      expect(difference / drawn.length).toBeLessThan(6);

      const again = await fetch(t.baseUrl + game.images[1]!.link, {
        headers: { 'if-none-match': response.headers.get('etag')! },
      });
      expect(again.status).toBe(304);
      const other = Buffer.from(await (await fetch(t.baseUrl + game.images[0]!.link)).arrayBuffer());
      expect(other.equals(picture)).toBe(false);
      expect(Buffer.from(await (await fetch(t.baseUrl + game.images[1]!.link)).arrayBuffer()).equals(picture)).toBe(
        true,
      );
    });

    it('keeps the WebP pictures of a lobby screen within 12 KB each', async () => {
      const sizes = await Promise.all(
        games.slice(0, 12).flatMap((game) =>
          game.images.map(async ({ link }) => ({
            link,
            bytes: (await (await fetch(t.baseUrl + link)).arrayBuffer()).byteLength,
          })),
        ),
      );
      const largest = sizes.reduce((max, entry) => (entry.bytes > max.bytes ? entry : max));
      expect(largest.bytes, largest.link).toBeLessThanOrEqual(12 * 1024);
    });

    it('serves each game image as a cacheable SVG with the game name', async () => {
      const game = games.find((entry) => entry.isLive)!;
      const response = await fetch(t.baseUrl + svgLink(game.images[1]!.link));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/);
      const svg = await response.text();
      expect(svg).toMatch(/^<svg [^>]*width="400" height="300"/);
      expect(svg).toContain(`<title>${game.name} by ${game.gameProvider.name}</title>`);
      expect(svg).toContain('LIVE');
      const again = await fetch(t.baseUrl + svgLink(game.images[1]!.link), {
        headers: { 'if-none-match': response.headers.get('etag')! },
      });
      expect(again.status).toBe(304);
      const first = await (await fetch(t.baseUrl + svgLink(game.images[0]!.link))).text();
      expect(first).not.toBe(svg);
      expect(await (await fetch(t.baseUrl + svgLink(game.images[0]!.link))).text()).toBe(first);
    });

    it('draws each game from the theme of its name: other themes, other artwork; the same game, the same artwork', async () => {
      const named = (word: string, type: string) =>
        games.find((game) => game.gameType.name === type && game.name.split(' ').includes(word))!;
      const svgOf = async (game: Game) => (await fetch(t.baseUrl + svgLink(game.images[1]!.link))).text();
      /** The picture without the texts (name, provider, label): what differs between themes. */
      const drawing = (svg: string) =>
        svg
          .replace(/<title>[^<]*<\/title>/, '')
          .replace(/<text[^>]*>[^<]*<\/text>/g, '')
          .replace(/aria-label="[^"]*"/, '');
      const pictures = [
        named('Dragon', 'Slots'),
        named('Fruits', 'Slots'),
        named('Pharaoh', 'Slots'),
        named('Gems', 'Slots'),
        named('Lightning', 'Table Games'),
        named('Crystal', 'Instant'),
      ];
      const drawings = await Promise.all(pictures.map(async (game) => drawing(await svgOf(game))));
      expect(new Set(drawings).size, pictures.map((game) => game.name).join(', ')).toBe(pictures.length);
      for (const [index, game] of pictures.entries()) {
        expect(drawing(await svgOf(game))).toBe(drawings[index]);
      }
    });

    it('keeps every drawing of the catalogue within 5 KB', async () => {
      const sizes = await Promise.all(
        games.flatMap((game) =>
          game.images.map(async ({ link: picture }) => {
            const link = svgLink(picture);
            const response = await fetch(t.baseUrl + link, { headers: { 'accept-encoding': 'identity' } });
            expect(response.headers.get('content-type'), link).toMatch(/^image\/svg\+xml/);
            return { link, bytes: (await response.arrayBuffer()).byteLength };
          }),
        ),
      );
      expect(sizes).toHaveLength(games.length * 2);
      const largest = sizes.reduce((max, entry) => (entry.bytes > max.bytes ? entry : max));
      expect(largest.bytes, largest.link).toBeLessThanOrEqual(5 * 1024);
    });

    it('answers 404 for unknown images', async () => {
      for (const path of [
        '/api/gp/images/99999999/1.svg',
        `/api/gp/images/${games[0]!.id}/3.svg`,
        '/api/gp/images/abc/1.svg',
        `/api/gp/images/${games[0]!.id}/1.png`,
        '/api/gp/images/99999999/1.webp',
        `/api/gp/images/${games[0]!.id}/0.webp`,
        `/api/gp/images/${games[0]!.id}/1.webp.svg`,
      ]) {
        expect((await fetch(t.baseUrl + path)).status, path).toBe(404);
      }
    });
  });

  describe('game launch', () => {
    it('launches a demo game for a visitor: a page with play credits', async () => {
      const slot = await gameOfType(t, 'Slots');
      const launched = await launch(t, slot);
      expect(launched.status).toBe(200);
      expect(launched.link).toMatch(new RegExp(`^${t.config.publicUrl}/api/gp/demo/play/[A-Za-z0-9_-]{30,}$`));
      const page = await gamePage(t, launched.path!);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(page.html).toContain(slot.name.replace(/&/g, '&amp;').replace(/'/g, '&#39;'));
      expect(page.html).toContain('Demo play');
      expect(page.html).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
      expect(page.config).toMatchObject({ demo: true, engine: 'slot', balance: '1000.00', exitUrl: '/casino' });
    });

    it("launches a visitor's demo game when playerId is left out, as the spec's client sends it", async () => {
      const game = await gameOfType(t, 'Slots');
      const launched = await t.call<{ result: { gameUrl: { link: string } } }>('POST', buildPath(gpApi.playGame), {
        body: {
          extra: { exit_url: '/casino' },
          id: game.id,
          gameId: game.gameId,
          demo: true,
          gameProviderId: game.gameProvider.id,
        },
      });
      expect(launched.status).toBe(200);
      const page = await gamePage(t, new URL(launched.body.result.gameUrl.link).pathname);
      expect(page.config).toMatchObject({ demo: true, balance: '1000.00' });
      // Real play still needs a player.
      const real = await t.call('POST', buildPath(gpApi.playGame), {
        body: {
          extra: { exit_url: '/' },
          id: game.id,
          gameId: game.gameId,
          demo: false,
          gameProviderId: game.gameProvider.id,
        },
      });
      expect(real.status).toBe(401);
    });

    it('launches every game type with its engine', async () => {
      for (const [type, engine, live] of [
        ['Slots', 'slot', false],
        ['Table Games', 'roulette', false],
        ['Table Games', 'roulette', true],
        ['Instant', 'dice', false],
      ] as const) {
        const game = await gameOfType(t, type, live);
        const page = await gamePage(t, (await launch(t, game, { demo: true })).path!);
        expect(page.config?.engine, type).toBe(engine);
        if (live) expect(page.html).toContain('badge live');
      }
    });

    it('launches a real-money game for the bearer: the page shows the wallet balance', async () => {
      const game = await gameOfType(t, 'Instant');
      const launched = await launch(t, game, { player: alice, demo: false });
      expect(launched.status).toBe(200);
      const page = await gamePage(t, launched.path!);
      expect(page.html).toContain('Real money');
      expect(page.config).toMatchObject({ demo: false, engine: 'dice', balance: '0.00', currency: { code: 'EUR' } });
      // A signed-in player may still choose demo play.
      const demo = await gamePage(t, (await launch(t, game, { player: alice, demo: true })).path!);
      expect(demo.config).toMatchObject({ demo: true, balance: '1000.00' });
    });

    it('refuses real play without a player (401), for another player (403), and unknown games (404)', async () => {
      const game = await gameOfType(t, 'Slots');
      expect((await launch(t, game, { demo: false, playerId: alice.uuid })).status).toBe(401);
      const expired = await t.call('POST', buildPath(gpApi.playGame), {
        token: 'x.y.z',
        body: {
          extra: { exit_url: '/' },
          playerId: alice.uuid,
          id: game.id,
          gameId: game.gameId,
          demo: false,
          gameProviderId: game.gameProvider.id,
        },
      });
      expect(expired.status).toBe(401);
      expect((await launch(t, game, { player: alice, demo: false, playerId: bob.uuid })).status).toBe(403);
      expect((await launch(t, game, { player: alice, demo: false, playerId: null })).status).toBe(403);
      const other = games.find((entry) => entry.id !== game.id)!;
      expect((await launch(t, { ...game, gameId: other.gameId })).status).toBe(404);
      expect((await launch(t, { ...game, id: 99_999_999 })).status).toBe(404);
      const wrongProvider = games.find((entry) => entry.gameProvider.id !== game.gameProvider.id)!;
      expect((await launch(t, { ...game, gameProvider: wrongProvider.gameProvider })).status).toBe(404);
    });

    it('refuses bad launch bodies with 400 and field messages', async () => {
      const game = games[0]!;
      const valid = {
        extra: { exit_url: '/' },
        playerId: null,
        id: game.id,
        gameId: game.gameId,
        demo: true,
        gameProviderId: game.gameProvider.id,
      };
      for (const body of [
        {},
        { ...valid, id: 'x' },
        { ...valid, gameId: '' },
        { ...valid, demo: 'maybe' },
        { ...valid, extra: {} },
        { ...valid, extra: { exit_url: 'x'.repeat(3000) } },
        { ...valid, playerId: 'nope' },
      ]) {
        const answer = await post(buildPath(gpApi.playGame), body);
        expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
        expect(answer.body.error?.fields).toBeDefined();
      }
    });

    it('keeps only exit URLs of this site', async () => {
      const game = games[0]!;
      const exitOf = async (exitUrl: string) => {
        const launched = await launch(t, game, { exitUrl });
        // Text that is not a URI reference at all is refused by the schema.
        return launched.status === 400 ? 'refused' : (await gamePage(t, launched.path!)).config?.exitUrl;
      };
      expect(await exitOf('/casino?tab=slots')).toBe('/casino?tab=slots');
      expect(await exitOf(`${t.config.publicUrl}/casino`)).toBe(`${t.config.publicUrl}/casino`);
      for (const bad of [
        'https://evil.example/casino',
        '//evil.example/x',
        'javascript:alert(1)',
        'casino',
        'data:text/html,hi',
        'http://localhost.evil/',
      ]) {
        expect(await exitOf(bad), bad).toBe('/');
      }
      for (const bad of ['/\\evil.example', ' /casino', '/ca sino']) {
        expect(await exitOf(bad), bad).toMatch(/^(\/|refused)$/);
      }
    });

    it('shows an ended page for an unknown game session', async () => {
      const page = await gamePage(t, '/api/gp/demo/play/no-such-token');
      expect(page.status).toBe(404);
      expect(page.html).toContain('Game session ended');
    });

    it('serves the page script and style from the platform', async () => {
      const page = await gamePage(t, (await launch(t, games[0]!)).path!);
      const assets = [...page.html.matchAll(/(?:src|href)="(\/api\/gp\/demo\/assets\/[^"]+)"/g)].map((m) =>
        m[1]!.replace(/&amp;/g, '&'),
      );
      expect(assets).toHaveLength(2);
      for (const asset of assets) {
        const response = await fetch(t.baseUrl + asset);
        expect(response.status).toBe(200);
        expect(response.headers.get('cache-control')).toContain('immutable');
      }
      expect((await fetch(`${t.baseUrl}/api/gp/demo/assets/../../package.json`)).status).toBe(404);
      expect((await fetch(`${t.baseUrl}/api/gp/demo/assets/constructor`)).status).toBe(404);
    });
  });
});

describe('game artwork', () => {
  it("takes the emblem and colours from the name's noun and the texture from its other theme word", () => {
    expect(artworkFor('Golden Dragon Fortune', 'slot')).toMatchObject({
      motif: 'dragon',
      palette: { name: 'dragons' },
      backdrop: 'rays',
    });
    expect(artworkFor('Frozen Pharaoh', 'slot')).toMatchObject({ motif: 'pyramid', backdrop: 'dots' });
    expect(artworkFor('Sunken Fruits Spins', 'slot')).toMatchObject({ motif: 'cherries', backdrop: 'waves' });
    // Without a noun, the theme word chooses both.
    expect(artworkFor('Turbo Megaways', 'slot')).toMatchObject({ motif: 'bolt', palette: { name: 'storm' } });
  });

  it('shows a table or instant game with its wheel, dice or cards, and the theme of its name beside it', () => {
    expect(artworkFor('Lightning Roulette', 'roulette')).toMatchObject({
      motif: 'wheel',
      badge: 'bolt',
      palette: { name: 'storm' },
    });
    expect(artworkFor('Crystal Dice', 'dice')).toMatchObject({ motif: 'dice', badge: 'gem' });
    expect(artworkFor('Royal Blackjack', 'roulette')).toMatchObject({ motif: 'cards', badge: 'crown' });
    expect(artworkFor('European Roulette', 'roulette').badge).toBeUndefined();
  });

  it('gives a name without theme words a theme from its hash, the same every time', () => {
    const names = ['Aurora Borealis', 'Kittens and Yarn', 'Tuesday', 'Zebra Crossing', 'Quiet Library', 'Orbital'];
    const themes = names.map((name) => artworkFor(name, 'slot'));
    expect(names.map((name) => artworkFor(name, 'slot'))).toEqual(themes);
    expect(new Set(themes.map((art) => art.palette.name)).size).toBeGreaterThan(1);
    for (const art of themes) expect(THEMES).toContain(art.palette);
  });
});
