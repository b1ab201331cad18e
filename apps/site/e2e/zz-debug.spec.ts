import { test } from './fixtures';
test('debug', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/casino', { waitUntil: 'commit' });
  await page.waitForSelector('ul[aria-label="Top Games"]');
  const ssr = await page.locator('ul[aria-label="Top Games"] li').allInnerTexts();
  await page.locator('html[data-interactive]').waitFor();
  await page.waitForTimeout(2000);
  const live = await page.locator('ul[aria-label="Top Games"] li').allInnerTexts();
  console.log('SSR ' + ssr.slice(0, 3).map((s) => s.split('\n')[0]).join('|') + ' ' + ssr.length);
  console.log('LIVE ' + live.slice(0, 3).map((s) => s.split('\n')[0]).join('|') + ' ' + live.length);
  console.log('scroll', await page.locator('ul[aria-label="Top Games"]').evaluate((e) => [e.scrollLeft, e.scrollWidth, e.clientWidth]));
});
