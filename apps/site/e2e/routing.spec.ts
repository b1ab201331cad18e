import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { dashboardLink, isMobile, signInViaUi, signUpViaApi, walletButton } from './players';

/**
 * The site's one route table (issue 19): protection and status are decided before anything
 * renders, on the server and in the browser, and no route logs a warning or an error.
 */

test.skip(({ viewport }) => (viewport?.width ?? 1440) < 992, 'routing does not depend on the screen');

/** Every route of spec point 2 a visitor can open. */
const VISITOR_ROUTES = [
  '/',
  '/sport-betting/live',
  '/casino',
  '/live-casino',
  '/promotion',
  '/bonus-details',
  '/play-game',
  '/pages?pageId=1',
  '/reset-password',
  '/email-verification',
  '/no-such-page',
];

/** Console warnings and errors of a page (the fixture fails any journey on errors already). */
function consoleWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'warning') return;
    // The browser's own notes on preloads it did not need yet are not the site's warnings.
    if (/was preloaded using link preload but not used/.test(message.text())) return;
    warnings.push(`${page.url()}: ${message.text()}`);
  });
  return warnings;
}

test('a visitor opening /profile is sent home and asked to sign in, every time, even on a slow device', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // The server answers before anything renders.
  const answer = await request.get('/profile?tab=deposit', { maxRedirects: 0 });
  expect(answer.status()).toBe(302);
  expect(answer.headers().location).toBe('/?sign-in');

  // A CPU four times slower: the way home used to race hydration and leave a blank /profile.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  for (let attempt = 1; attempt <= 10; attempt += 1) {
    await page.goto(attempt % 2 ? '/profile' : '/casino');
    if (attempt % 2 === 0) {
      // In the browser: the router is sent to /profile (as by the back button) by a visitor.
      await expect(page.locator('html')).toHaveAttribute('data-interactive', '', { timeout: 30_000 });
      await page.evaluate(() => {
        window.history.pushState({}, '', '/profile');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
    }
    await expect(page, `attempt ${attempt}`).toHaveURL(/\/sport-betting$/, { timeout: 30_000 });
    await expect(page.getByRole('dialog', { name: 'Sign In' }), `attempt ${attempt}`).toBeVisible({ timeout: 30_000 });
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
});

test('an old ?tab= link opens the tab at its own address, and Back returns to the tab before', async ({ page }) => {
  const { email, password } = await signUpViaApi(page.request);
  await page.goto('/casino');
  await signInViaUi(page, email, password);
  const before = page.url();
  const sidebar = page.getByRole('navigation', { name: 'Profile Dashboard' });
  const panel = (name: string) => page.getByRole('group', { name, exact: true });

  // A link of the old dashboard (an e-mail, a bookmark): the same tab, at its new address.
  await page.goto('/profile?tab=deposit');
  await expect(page).toHaveURL(/\/profile\/deposit$/);
  await expect(sidebar.getByRole('link', { name: 'Deposit', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(panel('Deposit').getByRole('heading', { level: 2 }).first()).toBeVisible();

  // (On a phone, through the overview: the section's Back link leads there.)
  await (await dashboardLink(page, 'Transaction History')).click();
  await expect(page).toHaveURL(/\/profile\/transaction-history$/);
  await expect(panel('Transaction History').getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Deposit', exact: true })).not.toHaveAttribute('aria-current');

  await page.goBack();
  if (isMobile(page)) {
    await expect(page).toHaveURL(/\/profile$/);
    await page.goBack();
  }
  await expect(page).toHaveURL(/\/profile\/deposit$/);
  await expect(sidebar.getByRole('link', { name: 'Deposit', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(panel('Deposit').getByRole('heading', { level: 2 }).first()).toBeVisible();
  // The old address was replaced, not kept: one more Back leaves the dashboard.
  await page.goBack();
  await expect(page).toHaveURL(before);
});

test('an unknown address answers 404 with the not-found page and its title', async ({ page }) => {
  const response = await page.goto('/no-such-page/deeper?x=1');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('Page not found | Casino & Sportsbook');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/sport-betting$/);
});

test('no route logs a warning or an error, for a visitor or a signed-in player', async ({ page }) => {
  test.setTimeout(180_000);
  const warnings = consoleWarnings(page);
  for (const route of VISITOR_ROUTES) {
    await page.goto(route);
    await expect(page.locator('html'), route).toHaveAttribute('data-interactive', '', { timeout: 15_000 });
    await expect(page.getByRole('main'), route).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  // A player's pages are rendered in the browser from the same table.
  const { email, password } = await signUpViaApi(page.request);
  await signInViaUi(page, email, password);
  for (const route of [
    '/casino',
    '/promotion',
    '/profile',
    '/profile/deposit',
    '/profile?tab=deposit',
    '/no-such-page',
  ]) {
    await page.goto(route);
    await expect(walletButton(page)).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(warnings).toEqual([]);
});

test('the landing page paints its events and odds from the server before any script runs, and hydrates in place', async ({
  browser,
  page,
}) => {
  // First paint, as a browser shows it before (or without) the site's JavaScript.
  const still = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });
  const firstPaint = await still.newPage();
  await firstPaint.goto('/');
  await expect(firstPaint.getByRole('heading', { name: 'Live and prematch events' })).toBeVisible();
  await expect(firstPaint.getByRole('heading', { name: 'Popular events' })).toBeVisible();
  const firstEvent = firstPaint.getByRole('article').first();
  await expect(firstEvent).toBeVisible();
  await expect(firstEvent.getByRole('button').first()).toHaveText(/\d+\.\d\d/);
  await still.close();

  // With JavaScript: the events' heading the server sent is the one the player keeps (hydrated,
  // not rendered again), and what needs the browser (start times in its time zone) comes in.
  await page.addInitScript(() => {
    const seen = new MutationObserver(() => {
      const heading = document.getElementById('casino-sportsbook-title');
      if (!heading) return;
      (window as unknown as { serverHeading: Element }).serverHeading = heading;
      seen.disconnect();
    });
    seen.observe(document, { childList: true, subtree: true });
  });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-interactive', '');
  await expect(page.locator('article time').first()).toBeVisible();
  const kept = await page.evaluate(
    () =>
      document.getElementById('casino-sportsbook-title') ===
      (window as unknown as { serverHeading?: Element }).serverHeading,
  );
  expect(kept).toBe(true);
});
