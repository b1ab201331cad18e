import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from './fixtures';
import { signInViaApi, signUpViaApi } from './players';

/**
 * A 390 px phone packed as the leading sites pack theirs: the dashboard opens on an overview of
 * its sections by group, each section a page of its own with a Back link; an event of the sports
 * list is one row with its main market's prices.
 */
test.skip(({ viewport }) => (viewport?.width ?? 1440) > 480, 'phones only');

/** Every section of the overview, by group, as the phone shows them. */
const GROUPS: [string, [string, string][]][] = [
  [
    'Account',
    [
      ['Account Settings', 'account-settings'],
      ['Contact Preferences', 'contact-preferences'],
      ['Identity Details', 'identity-details'],
      ['Kyc Verification', 'verification'],
      ['Notification', 'notification'],
    ],
  ],
  [
    'Money',
    [
      ['My Promo', 'my-promo'],
      ['Deposit', 'deposit'],
      ['Withdraw', 'withdraw'],
      ['Bonuses', 'bonuses'],
    ],
  ],
  [
    'History',
    [
      ['Casino Bets', 'casino-bets'],
      ['Transaction History', 'transaction-history'],
      ['Bet History', 'bet-history'],
    ],
  ],
  ['Safety', [['Responsible Gaming', 'responsible-gaming']]],
];

const overview = (page: Page) => page.getByRole('navigation', { name: 'Profile Dashboard' });

test('the phone dashboard overview reaches every section', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const { email, password } = await signUpViaApi(page.request);
  await signInViaApi(page, email, password);

  // /profile on a phone is the overview: the groups' headings in order, no section open.
  await page.goto('/profile');
  await expect(overview(page)).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(overview(page).getByRole('heading', { level: 2 })).toHaveText(GROUPS.map(([group]) => group));
  await expect(page.getByRole('link', { name: 'Back', exact: true })).toHaveCount(0);

  // Logout ends the list, apart from the last section: no slip of the thumb reaches it.
  const logout = page.getByRole('main').getByRole('button', { name: 'Logout' });
  const lastSection = await overview(page).getByRole('link').last().boundingBox();
  const logoutBox = await logout.boundingBox();
  expect(logoutBox!.y).toBeGreaterThanOrEqual(lastSection!.y + lastSection!.height + 16);
  await expectNoA11yViolations(page);
  await testInfo.attach('dashboard-overview-390', {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });

  for (const [, sections] of GROUPS) {
    for (const [name, slug] of sections) {
      await overview(page).getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/profile/${slug}$`));
      // The section alone: its heading has the focus, the overview is out of the way.
      const panel = page.getByRole('group', { name, exact: true });
      await expect(panel.getByRole('heading').first()).toBeFocused();
      await expect(overview(page)).toBeHidden();
      await expect(logout).toBeHidden();
      // Back leads to the overview, the focus on the section just left.
      await page.getByRole('link', { name: 'Back', exact: true }).click();
      await expect(page).toHaveURL(/\/profile$/);
      await expect(overview(page).getByRole('link', { name, exact: true })).toBeFocused();
    }
  }

  // A section's own address opens it (a reload, a link mailed), and Back still leads to the overview.
  await page.goto('/profile/withdraw');
  const withdraw = page.getByRole('group', { name: 'Withdraw', exact: true });
  await expect(withdraw.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expectNoA11yViolations(page);
  await testInfo.attach('dashboard-section-390', { body: await page.screenshot(), contentType: 'image/png' });
  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await expect(overview(page)).toBeVisible();
  // An old ?tab= link still opens its section.
  await page.goto('/profile?tab=deposit');
  await expect(page).toHaveURL(/\/profile\/deposit$/);
  await expect(page.getByRole('group', { name: 'Deposit', exact: true })).toBeVisible();
});

test('a sportsbook event on a phone is one row of at most 72 px with its three prices', async ({ page }, testInfo) => {
  await page.goto('/sport-betting');
  // The first event whose main market has three prices (1, X, 2: a tennis match has two).
  const row = page
    .locator('article')
    .filter({ has: page.locator('[role="group"]:first-child button:nth-of-type(3)') })
    .first();
  await expect(row).toBeVisible();
  const box = (await row.boundingBox())!;
  expect(box.height).toBeLessThanOrEqual(72);
  // The main market's prices: all three within the row, side by side on one line.
  const prices = row.getByRole('group').first().getByRole('button');
  await expect(prices).toHaveCount(3);
  const boxes = await Promise.all((await prices.all()).map(async (price) => (await price.boundingBox())!));
  const first = boxes[0]!;
  for (const price of boxes) {
    expect(price.y).toBeGreaterThanOrEqual(box.y);
    expect(price.y + price.height).toBeLessThanOrEqual(box.y + box.height);
    expect(price.x + price.width).toBeLessThanOrEqual(box.x + box.width);
    expect(Math.abs(price.y - first.y)).toBeLessThan(2);
  }
  // The competitors' names are in the same row, to the left of the prices.
  const names = (await row.locator('p').first().boundingBox())!;
  expect(names.x + names.width).toBeLessThanOrEqual(first.x);
  await testInfo.attach('event-list-390', { body: await page.screenshot(), contentType: 'image/png' });
});
