import type { Game } from '@casino/contract';
import type { Page } from '@playwright/test';
import { freePort, startPlatform, type StartedPlatform } from '../../../scripts/bench/platform.mjs';
import { expect, expectNoA11yViolations, test } from './fixtures';

/**
 * The lobby with a large catalogue (issue: "a test platform seeded with 10,000 games renders the
 * lobby and filters on each keystroke"). The journeys' shared platform has the default seed, so
 * this file starts its own, seeded with 10,000 games, and uses absolute URLs. Nothing here is
 * timed: the bench (`node scripts/bench.mjs lobby`) prints the frame and keystroke figures.
 */
const GAMES = 10_000;
/** A virtualised grid renders the rows on screen: the page stays this small whatever the catalogue. */
const MAX_ELEMENTS = 4000;

let platform: StartedPlatform | undefined;
let catalogue: Game[] = [];

test.beforeAll(async () => {
  test.setTimeout(180_000);
  platform = startPlatform(await freePort(), { SEED_GAMES: String(GAMES) });
  await platform.ready(150_000);
  const response = await fetch(`${platform.baseURL}/api/gp/games`);
  catalogue = ((await response.json()) as { result: Game[] }).result;
});

test.afterAll(async () => {
  await platform?.stop();
});

const url = (path: string) => `${platform!.baseURL}${path}`;
const elementCount = (page: Page) => page.evaluate(() => document.getElementsByTagName('*').length);
const found = (count: number) => (count === 1 ? '1 game found' : `${count} games found`);

test('with 10,000 games the Slots tab stays light and its last game is reachable by scrolling', async ({ page }) => {
  expect(catalogue).toHaveLength(GAMES);
  // The API answers the catalogue sorted by name; the tab keeps that order.
  const slots = catalogue.filter((game) => game.gameType.name === 'Slots');
  const last = slots[slots.length - 1]!;
  expect(slots.length).toBeGreaterThan(1000);

  await page.goto(url('/casino'));
  // The server's markup answers once the application has taken it over (a click before is a link's, not a tab's).
  await expect(page.locator('html')).toHaveAttribute('data-interactive', '', { timeout: 30_000 });
  await page.getByRole('tablist', { name: 'Game categories' }).getByRole('tab', { name: 'Slots', exact: true }).click();
  const grid = page.getByRole('list', { name: 'Slots' });
  const items = grid.getByRole('listitem');
  await expect(items.first()).toBeVisible();
  await expect(items.first()).toContainText(slots[0]!.name);
  // Every game is in the list for assistive technology, though only the rows on screen are drawn.
  await expect(items.first()).toHaveAttribute('aria-setsize', String(slots.length));
  expect(await items.count()).toBeLessThan(200);
  expect(await elementCount(page)).toBeLessThan(MAX_ELEMENTS);

  // Scroll to the end of the page, as far as it goes, until the last game shows.
  const lastItem = grid.locator(`[role="listitem"][aria-posinset="${slots.length}"]`);
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(lastItem).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(lastItem).toContainText(last.name);
  await expect(lastItem.getByRole('link', { name: `Play ${last.name}` })).toBeVisible();
  await expect(items.first()).not.toContainText(slots[0]!.name);
  expect(await items.count()).toBeLessThan(200);
  expect(await elementCount(page)).toBeLessThan(MAX_ELEMENTS);
  await expectNoA11yViolations(page);
});

test('with 10,000 games typing in Search narrows the results key by key with the right count @same-on-phones', async ({
  page,
}) => {
  const matching = (text: string) =>
    catalogue.filter((game) => game.name.toLowerCase().includes(text.trim().toLowerCase()));

  await page.goto(url('/casino?tab=search'));
  const status = page.getByRole('search').getByRole('status');
  await expect(status).toHaveText(found(GAMES));
  const results = page.getByRole('list', { name: 'Search' }).getByRole('listitem');
  await expect(results.first()).toHaveAttribute('aria-setsize', String(GAMES));
  expect(await elementCount(page)).toBeLessThan(MAX_ELEMENTS);

  const search = page.getByRole('searchbox', { name: 'Search' });
  const typed = 'dragon gold';
  let previous = GAMES;
  for (const [index, key] of [...typed].entries()) {
    await search.press(key === ' ' ? 'Space' : key);
    const expected = matching(typed.slice(0, index + 1)).length;
    // Every key narrows the list (or keeps it when the text only gains a space).
    await expect(status).toHaveText(found(expected));
    expect(expected).toBeLessThanOrEqual(previous);
    previous = expected;
  }
  await expect(search).toHaveValue(typed);

  // Deleting widens the results again: 'dragon' finds what it found before.
  for (let i = 0; i < ' gold'.length; i += 1) await search.press('Backspace');
  await expect(status).toHaveText(found(matching('dragon').length));
  await search.pressSequentially(' gold');
  await expect(search).toHaveValue(typed);

  const final = matching(typed);
  expect(final.length).toBeGreaterThan(0);
  expect(final.length).toBeLessThan(60);
  // However short, the list stays virtual (typing never swaps in another grid): it tells its size,
  // shows the first results, reaches the last one by scrolling, and every result drawn matches.
  await expect(results.first()).toHaveAttribute('aria-setsize', String(final.length));
  for (const game of final.slice(0, 4)) await expect(results.filter({ hasText: game.name }).first()).toBeVisible();
  for (const text of await results.allTextContents()) expect(text.toLowerCase()).toContain(typed);
  await expectNoA11yViolations(page);
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(results.last()).toHaveAttribute('aria-posinset', String(final.length), { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(results.last()).toContainText(final.at(-1)!.name);
  for (const text of await results.allTextContents()) expect(text.toLowerCase()).toContain(typed);
  await page.evaluate(() => window.scrollTo(0, 0));

  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(status).toHaveText(found(GAMES));
  expect(await elementCount(page)).toBeLessThan(MAX_ELEMENTS);
});

test("with 10,000 games the page asks for the catalogue and the first tiles' images as it arrives @same-on-phones", async ({
  page,
}) => {
  // The catalogue is too large to go into the page: the page preloads it instead of waiting for its code.
  const html = await (await fetch(url('/casino'))).text();
  const firstSlot = catalogue.find((game) => game.gameType.name === 'Slots')!;
  // The lobby's first row is Top Games (the platform's ranking): its first tile's image is asked for at once.
  const rankings = (await (await fetch(url('/api/gp/games/lobby'))).json()) as { result: { top: number[] } };
  const firstTop = catalogue.find((game) => game.id === rankings.result.top[0])!;
  expect(html).toContain(`<link rel="preload" as="image" href="${firstTop.images[1]!.link}" fetchpriority="high">`);

  await page.goto(url('/casino'));
  const tiles = page.getByRole('list', { name: 'Slots' }).getByRole('listitem');
  // A 3 MB catalogue to read and a lobby to draw: on a busy machine this takes a few seconds.
  await expect(tiles.first()).toContainText(firstSlot.name, { timeout: 30_000 });
  const requests = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => ({ name: new URL(entry.name).pathname, by: (entry as PerformanceResourceTiming).initiatorType })),
  );
  // One request for the catalogue, started by the page's preload (a link), taken by the application.
  expect(requests.filter((entry) => entry.name === '/api/gp/games')).toEqual([{ name: '/api/gp/games', by: 'link' }]);
  expect(requests).toContainEqual({ name: firstTop.images[1]!.link, by: 'link' });
});
