import type { APIRequestContext } from '@playwright/test';
import { betslip } from './betslip';
import { expect, expectNoA11yViolations, test } from './fixtures';
import { firstPick, fundedPlayer, quietPrematchEvents } from './feed';
import { isMobile, walletButton } from './players';

const OPERATOR = { authorization: 'Bearer local-operator-token' };
/** The platform's default cash-out margin (SPORTSBOOK_CASH_OUT_MARGIN, docs/cash-out.md), in basis points. */
const MARGIN = 500n;

/** A prematch event that starts well after the journey and whose pairing is shown once, with its first pick. */
async function prematchPick(request: APIRequestContext) {
  const [event] = await quietPrematchEvents(request);
  expect(event).toBeDefined();
  return firstPick(event!);
}

const euros = (cents: bigint) => `€${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
const hundredths = (odds: string) => BigInt(odds.replace('.', ''));

test('a bet is cashed out at the shown value and the wallet and bet history agree', async ({ page }) => {
  test.setTimeout(90_000);
  await fundedPlayer(page, '50', '/sport-betting/prematch');
  const pick = await prematchPick(page.request);

  // A single of 10.00.
  await expect(page.locator('html')).toHaveAttribute('data-interactive', '');
  const odds = page
    .getByRole('group', { name: `${pick.event.home} - ${pick.event.away}, ${pick.market.name}` })
    .getByRole('button')
    .first();
  await odds.click();
  await expect(odds).toHaveAttribute('aria-pressed', 'true');
  const slip = await betslip(page);
  await slip.getByRole('textbox', { name: 'Stake' }).fill('10');
  await slip.getByRole('button', { name: 'Place bet' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your bet is placed.' }).first()).toBeVisible();
  if (isMobile(page)) await page.keyboard.press('Escape');
  await expect(walletButton(page)).toHaveAccessibleName('Wallet, balance €40.00');

  // My bets offers the stake less the margin while the price stands still.
  const bet = page
    .getByRole('region', { name: 'My bets' })
    .getByRole('listitem')
    .filter({ hasText: `Sportsbook: ${pick.event.name}` });
  await expect(bet.getByRole('button', { name: 'Cash out €9.50' })).toBeVisible();

  // The price drifts out: the value follows it live (no reload).
  const drifted = hundredths(pick.selection.odds) + 40n;
  const moved = await page.request.put(`/api/admin/players/sportsbook/selections/${pick.selection.id}/odds`, {
    headers: OPERATOR,
    data: { odds: `${drifted / 100n}.${String(drifted % 100n).padStart(2, '0')}` },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  const value = (1000n * hundredths(pick.selection.odds) * (10_000n - MARGIN)) / (drifted * 10_000n);
  const button = bet.getByRole('button', { name: `Cash out ${euros(value)}` });
  await expect(button).toBeVisible();

  // Cash out: a confirmation, then the money is in the wallet and the bet is closed.
  await button.click();
  await expect(bet.getByText(`You receive ${euros(value)} now and the bet is closed.`)).toBeVisible();
  await expectNoA11yViolations(page);
  await bet.getByRole('button', { name: 'Confirm cash out' }).click();
  await expect(bet.getByRole('status')).toHaveText(`You cashed out ${euros(value)}.`);
  await expect(bet).toContainText('Cashed out');
  await expect(walletButton(page)).toHaveAccessibleName(`Wallet, balance ${euros(4000n + value)}`);

  // The wallet and Bet History agree: the stake and "Cashed out" with the amount.
  await page.goto('/profile/bet-history');
  const rows = page
    .getByRole('table', { name: 'Bet History' })
    .getByRole('row')
    .filter({ hasText: `Sportsbook: ${pick.event.name}` });
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Cashed out' })).toContainText(euros(value).slice(1));
  await expect(rows.filter({ hasText: 'Bet' })).toContainText('10.00');
  await expect(walletButton(page)).toHaveAccessibleName(`Wallet, balance ${euros(4000n + value)}`);
  await expectNoA11yViolations(page);
});
