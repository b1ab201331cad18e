import { test } from './fixtures';

test('shots', async ({ page, request }) => {
  const feed = (await (await request.get('/api/sportsbook/feed')).json()) as {
    result: { events: { id: number; status: string; sportId: number; markets: unknown[] }[] };
  };
  const live = feed.result.events.find((e) => e.status === 'live' && e.markets.length > 5)!;
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width > 1000 ? 1400 : 2400 });
    await page.goto(`/sport-betting/event/${live.id}`);
    await page.locator('html[data-interactive]').waitFor();
    await page.screenshot({ path: `/tmp/event-${width}.png`, fullPage: false });
    await page.goto('/sport-betting/live/soccer');
    await page.locator('html[data-interactive]').waitFor();
    await page.screenshot({ path: `/tmp/list-${width}.png`, fullPage: false });
  }
});
