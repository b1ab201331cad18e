import { expect, expectNoA11yViolations, test } from './fixtures';

test('the site shell loads on / and lands on sports betting', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/sport-betting$/);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sports Betting' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('contentinfo')).toContainText('2023');
  await expectNoA11yViolations(page);
});

test('the main menu moves between sections and marks the active one', async ({ page }) => {
  await page.goto('/sport-betting');
  await page.getByRole('link', { name: 'Casino', exact: true }).click();
  await expect(page).toHaveURL(/\/casino$/);
  await expect(page.getByRole('link', { name: 'Casino', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 1, name: 'Casino' })).toBeVisible();
});

test('an unknown address shows a real not-found page with a way home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('button', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/sport-betting$/);
  await expectNoA11yViolations(page);
});
