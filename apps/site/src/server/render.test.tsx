// @vitest-environment node
import type { Game } from '@casino/contract';
import { describe, expect, it, vi } from 'vitest';
import { MAX_RENDERED_ANSWER_CHARS } from '../app/loaders';
import type * as bonuses from '../data/bonuses';
import { pageNeeds, renderPage as render, warmUpPaths, type RenderRequest, type RenderResult } from './render';

/** A loader that breaks (a bug, not a refused call: those give the page's empty state). */
const broken = vi.hoisted(() => ({ promotions: false }));
vi.mock('../data/bonuses', async (importOriginal) => {
  const original = await importOriginal<typeof bonuses>();
  return {
    ...original,
    activeBonusesData: (...args: Parameters<typeof original.activeBonusesData>) => {
      if (broken.promotions) throw new TypeError('The promotions loader broke');
      return original.activeBonusesData(...args);
    },
  };
});

const NONCE = '__NONCE__';
const renderPage = (request: Omit<RenderRequest, 'nonce'>) => render({ ...request, nonce: NONCE });

/** The loader data the page carries for the browser's router (StaticRouterProvider's script). */
function hydrationData(html: string): { loaderData: Record<string, { fallback: Record<string, unknown> }> } {
  const match = /<script nonce="__NONCE__">window.__staticRouterHydrationData = JSON.parse\((".*?")\);<\/script>/.exec(
    html,
  );
  if (!match?.[1]) throw new Error('The page carries no hydration data');
  return JSON.parse(JSON.parse(match[1]) as string) as never;
}

const renderedAnswers = (html: string) =>
  Object.values(hydrationData(html).loaderData).flatMap((data) => Object.values(data?.fallback ?? {}));

const game = (id: number, name: string): Game => ({
  id,
  gameId: `g-${id}`,
  name,
  gameType: { id: 1, name: 'Slots' },
  gameProvider: { id: 1, name: 'Blue Ocean Play' },
  images: [{ link: `/api/gp/images/${id}/1.webp` }, { link: `/api/gp/images/${id}/2.webp` }],
  isFavourite: false,
  tags: [],
  isLive: false,
});

/** The platform's answers, by path: what the renderer would get from the real API. */
const answers: Record<string, unknown> = {
  '/api/auth/localization/get-languages': [
    { id: 1, lanCode: 'en_GB', language: 'English', status: true, enable: true },
    { id: 2, lanCode: 'de_DE', language: 'Deutsch', status: true, enable: true },
  ],
  '/api/gp/game/types': [{ id: 1, name: 'Slots', gameCount: 2 }],
  '/api/gp/get-all-gp': [{ id: 1, name: 'Blue Ocean Play' }],
  '/api/gp/games': [game(1, 'Ancient Dragon <Legends>'), game(2, 'Fruit Fiesta')],
  '/api/auth/localization/get-all-page-description': [],
  '/api/auth/bonuses/get-all': [],
  '/api/sportsbook/feed': {
    sports: [{ id: 1, slug: 'soccer', name: 'Soccer', liveCount: 0, prematchCount: 1 }],
    tournaments: [{ id: 1, sportId: 1, name: 'Premier Division', country: 'England', featured: true }],
    events: [
      {
        id: 7,
        sportId: 1,
        tournamentId: 1,
        name: 'Harbour City vs Northgate',
        home: 'Harbour City',
        away: 'Northgate',
        status: 'prematch',
        startsAt: '2026-11-25T19:45:00.000Z',
        score: null,
        minute: null,
        markets: [
          {
            id: 70,
            kind: '1x2',
            name: '1x2',
            status: 'open',
            selections: [
              { id: 701, name: 'Harbour City', odds: '2.15', result: null },
              { id: 702, name: 'Draw', odds: '3.40', result: null },
              { id: 703, name: 'Northgate', odds: '3.05', result: null },
            ],
          },
        ],
      },
    ],
    updatedAt: '2026-11-25T10:00:00.000Z',
  },
};

/** An offer as the platform answers it to a German page: its German name and terms. */
const germanOffer = {
  id: 1,
  uuid: '6eed949c-a820-448c-86c8-34cfe94215d8',
  name: 'Wochenend-Aufladung',
  image: '/api/auth/bonuses/images/6eed949c-a820-448c-86c8-34cfe94215d8.svg',
  code: 'WEEKEND',
  percentage: '50',
  maxAmount: '100.00',
  currency: { code: 'EUR', symbol: '€' },
  condition: { name: 'reload' },
  description: '<p>Die Hälfte Ihrer Einzahlung.</p>',
  textLanguage: 'de_DE',
  duration: 7,
  wageringMultiplier: 20,
  maxConversionLimit: '200.00',
  endDate: null,
  status: 'active',
  product: 'casino',
};

function platform(calls: string[] = []): typeof fetch {
  return (input) => {
    const url = new URL(String(input), 'http://platform.invalid');
    calls.push(url.pathname);
    if (url.pathname === '/api/auth/localization/get-locale-text') {
      const lanCode = url.searchParams.get('lanCode') ?? '';
      const texts: Record<string, Record<string, string>> = {
        en_GB: { 'menu.casino': 'Casino', 'common.pageNotFound': 'Page not found' },
        de_DE: { 'menu.casino': 'Kasino' },
      };
      const result = texts[lanCode] ? { [lanCode]: texts[lanCode] } : {};
      return Promise.resolve(Response.json({ result }));
    }
    if (url.pathname === '/api/auth/bonuses/get-all' && url.searchParams.get('lanCode') === 'de_DE') {
      // The platform answers the offers' names in the page's language where they have one.
      return Promise.resolve(Response.json({ result: [germanOffer] }));
    }
    if (url.pathname in answers) return Promise.resolve(Response.json({ result: answers[url.pathname] }));
    return Promise.resolve(Response.json({ error: { code: 404, message: 'Not found' } }, { status: 404 }));
  };
}

const asPage = (result: RenderResult) => {
  if (result.kind !== 'page') throw new Error(`expected a rendered page, got ${result.kind}`);
  return result;
};

describe("the server's first screen", () => {
  it('renders the casino lobby with its games, escaped, and hands over the data it used', async () => {
    const calls: string[] = [];
    const page = asPage(await renderPage({ url: '/casino', fetch: platform(calls) }));
    expect(page.status).toBe(200);
    expect(page.html).toContain('Ancient Dragon &lt;Legends&gt;');
    expect(page.html).toContain('Fruit Fiesta');
    expect(page.html).toContain('aria-current="page" href="/casino"');
    expect(page.title).toBe('Casino | Casino & Sportsbook');
    expect(page.modules).toEqual(['src/app/start.tsx', 'src/pages/CasinoPage.tsx']);
    // The browser starts from the same answers (the router's hydration data, under this response's nonce).
    expect(renderedAnswers(page.html)).toContainEqual(answers['/api/gp/games']);
    expect(calls.filter((path) => path === '/api/gp/games')).toHaveLength(1);
  });

  it('leaves a catalogue too large for the page to the browser: the lobby renders as loading', async () => {
    const many = Array.from({ length: 2_000 }, (_, index) => game(index + 1, `Game ${index + 1}`));
    const large: typeof fetch = (input) => {
      const { pathname } = new URL(String(input), 'http://platform.invalid');
      return pathname === '/api/gp/games' ? Promise.resolve(Response.json({ result: many })) : platform()(input);
    };
    expect(JSON.stringify(many).length).toBeGreaterThan(MAX_RENDERED_ANSWER_CHARS);
    const page = asPage(await renderPage({ url: '/casino', fetch: large }));
    expect(page.html).not.toContain('Game 1<');
    expect(page.html).toContain('aria-busy="true"');
    expect(renderedAnswers(page.html)).not.toContainEqual(many);
    // The page's head asks for the catalogue, and for the first tiles' images it will show, as it arrives.
    expect(page.preloads).toContainEqual({
      href: '/api/gp/games?includeGameType=true&includeImages=true&includeGameProvider=true',
      as: 'fetch',
    });
    expect(page.preloads).toContainEqual({ href: '/api/gp/images/1/2.webp', as: 'image' });
    expect(page.title).toBe('Casino | Casino & Sportsbook');
    // The rest of the page is rendered with its data as usual.
    expect(renderedAnswers(page.html)).toContainEqual(answers['/api/gp/game/types']);
  });

  it("renders the promotions with the offers' names in the page's language", async () => {
    const page = asPage(await renderPage({ url: '/promotion', language: 'de_DE', fetch: platform() }));
    expect(page.html).toContain('Wochenend-Aufladung');
    expect(page.html).toContain('lanCode=de_DE');
    const english = asPage(await renderPage({ url: '/promotion', language: 'en_GB', fetch: platform() }));
    expect(english.html).not.toContain('Wochenend-Aufladung');
  });

  it('renders in the language of the cookie, and in the default one for a language without texts', async () => {
    const german = asPage(await renderPage({ url: '/casino', language: 'de_DE', fetch: platform() }));
    expect(german.language).toBe('de_DE');
    expect(german.lang).toBe('de-DE');
    expect(german.html).toContain('Kasino');
    for (const language of ['xx_XX', '../../etc', '']) {
      const page = asPage(await renderPage({ url: '/casino', language, fetch: platform() }));
      expect(page.language).toBe('en_GB');
    }
  });

  it('renders / as the sportsbook with its first screen from the feed, and has the browser show /sport-betting', async () => {
    const page = asPage(await renderPage({ url: '/?promo=1', fetch: platform() }));
    expect(page.replaceUrl).toBe('/sport-betting?promo=1');
    expect(page.modules).toContain('src/pages/SportBettingPage.tsx');
    // Events, odds and popular events before any script runs; the feed travels with the page.
    expect(page.html).toContain('Live and prematch events');
    expect(page.html).toContain('Harbour City');
    expect(page.html).toContain('3.40');
    expect(page.html).toContain('Premier Division');
    expect(renderedAnswers(page.html)).toContainEqual(
      expect.objectContaining({ updatedAt: '2026-11-25T10:00:00.000Z' }),
    );
    // Start times are the browser's to write, in its time zone: none on the server.
    expect(page.html).not.toContain('<time');
    // The feed travels with the page: asked for with the page only where the browser renders it.
    expect(page.preloads).toEqual([]);
    expect(pageNeeds('/sport-betting/live').preloads).toEqual([{ href: '/api/sportsbook/feed', as: 'fetch' }]);
  });

  it('answers 500 with the error page and a way home when a loader fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    broken.promotions = true;
    try {
      const page = asPage(await renderPage({ url: '/promotion', fetch: platform() }));
      expect(page.status).toBe(500);
      expect(page.html).toContain('Unexpected Application Error!');
      expect(page.html).toContain('Go to the home page');
      // The site's frame stays around the error page.
      expect(page.html).toContain('href="/casino"');
    } finally {
      broken.promotions = false;
      logged.mockRestore();
    }
  });

  it("renders the sportsbook in the page's language", async () => {
    const page = asPage(await renderPage({ url: '/sport-betting/live', language: 'de_DE', fetch: platform() }));
    expect(page.lang).toBe('de-DE');
    expect(page.html).toContain('lang="de-DE"');
    // No German sportsbook texts in this platform: its own English stands in, never a key.
    expect(page.html).toContain('Live events');
    expect(page.html).not.toContain('sportsbook.liveEvents');
  });

  it('leaves pages that depend on the player or sanitise HTML to the browser, naming the code they need', async () => {
    for (const [url, module] of [
      ['/pages?pageId=1', 'src/pages/ContentPage.tsx'],
      ['/bonus-details', 'src/pages/BonusDetailsPage.tsx'],
      ['/play-game?id=1', 'src/pages/PlayGamePage.tsx'],
    ] as const) {
      expect(await renderPage({ url, fetch: platform() })).toEqual({
        kind: 'browser',
        modules: ['src/app/start.tsx', module],
        preloads: [],
      });
    }
  });

  it('sends a visitor asking for /profile home, asked to sign in, before anything renders', async () => {
    for (const url of ['/profile', '/profile/deposit', '/profile?tab=deposit', '/profile/nowhere']) {
      expect(await renderPage({ url, fetch: platform() })).toEqual({
        kind: 'redirect',
        status: 302,
        location: '/?sign-in',
      });
    }
  });

  it('names the dashboard’s code for a player’s tab, which the browser renders', () => {
    expect(pageNeeds('/profile/deposit')).toEqual({
      modules: ['src/app/start.tsx', 'src/pages/ProfilePage.tsx'],
      preloads: [],
    });
  });

  it('answers an unknown path with the not-found page, its title and 404', async () => {
    for (const url of ['/nowhere', '/constructor', '/casino/extra']) {
      const page = asPage(await renderPage({ url, fetch: platform() }));
      expect(page.status).toBe(404);
      expect(page.title).toBe('Page not found | Casino & Sportsbook');
      expect(page.modules).toContain('src/pages/NotFoundPage.tsx');
    }
  });

  it('renders each page with a fixed address once at start', () => {
    expect(warmUpPaths).toEqual(['/sport-betting', '/casino', '/live-casino', '/promotion']);
  });

  it('still renders when the platform refuses a call: the lists are empty, as in the browser', async () => {
    const failing: typeof fetch = (input) =>
      String(input).includes('/gp/games') ? Promise.reject(new TypeError('fetch failed')) : platform()(input);
    const page = asPage(await renderPage({ url: '/casino', fetch: failing }));
    expect(page.html).not.toContain('Fruit Fiesta');
  });
});
