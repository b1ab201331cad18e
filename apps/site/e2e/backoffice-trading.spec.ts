// The sportsbook trading desk (issue 36, docs/trading-desk.md) as a trader and a player see it: the
// player bets on the site; a trader (made with the operator token as the CLI makes one, set up and
// signed in with TOTP) suspends the market in the back office and the site shows it suspended at
// once (no reload); the trader resumes it, settles the event with a payout preview first, and the
// player's Bet History shows the win.
import type { APIRequestContext } from '@playwright/test';
import { betslip } from './betslip';
import { expect, test } from './fixtures';
import { signedInStaff } from './staff';
import { firstPick, fundedPlayer, quietPrematchEvents } from './feed';
import { isMobile, walletButton } from './players';

/**
 * A prematch event starting well after the journey whose pairing is shown once, with its first
 * pick: the last such event (the other journeys take the first).
 */
async function prematchPick(request: APIRequestContext) {
  const event = (await quietPrematchEvents(request)).at(-1);
  expect(event).toBeDefined();
  return firstPick(event!);
}

test('a trader suspends, resumes and settles an event the player bet on; the site follows live @same-on-phones', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const pick = await prematchPick(page.request);

  await test.step('the player bets 10.00 on the first pick', async () => {
    await fundedPlayer(page, '50', '/sport-betting/prematch');
    await expect(page.locator('html')).toHaveAttribute('data-interactive', '');
    const odds = page
      .getByRole('group', { name: `${pick.event.home} - ${pick.event.away}, ${pick.market.name}` })
      .getByRole('button')
      .first();
    await odds.click();
    const slip = await betslip(page);
    await slip.getByRole('textbox', { name: 'Stake' }).fill('10');
    await slip.getByRole('button', { name: 'Place bet' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your bet is placed.' }).first()).toBeVisible();
    if (isMobile(page)) await page.keyboard.press('Escape');
    await expect(walletButton(page)).toHaveAccessibleName('Wallet, balance €40.00');
  });

  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const desk = await context.newPage();
  const odds = page
    .getByRole('group', { name: `${pick.event.home} - ${pick.event.away}, ${pick.market.name}` })
    .getByRole('button')
    .first();

  await test.step('the trader suspends the market: the site shows it suspended without a reload', async () => {
    await signedInStaff(
      desk,
      { role: 'trader', name: 'Theo Trader' },
      `/backoffice/trading/${pick.event.id}`,
      pick.event.name,
    );
    await expect(desk.getByRole('row', { name: new RegExp(`^${pick.market.name}`) })).toContainText(
      /[1-9]\d*\.\d\d EUR/,
    );
    await desk.getByRole('button', { name: `Suspend ${pick.market.name}` }).click();
    await expect(desk.getByText('Suspended. The site shows it at once.')).toBeVisible();
    await expect(odds).toBeDisabled();
  });

  await test.step('the trader resumes it: the site reopens it', async () => {
    await desk.getByRole('button', { name: `Resume ${pick.market.name}` }).click();
    await expect(desk.getByText('Resumed.')).toBeVisible();
    await expect(odds).toBeEnabled();
  });

  const payout = (BigInt(pick.selection.odds.replace('.', '')) * 10n).toString();
  const amount = `${payout.slice(0, -2)}.${payout.slice(-2)}`;
  await test.step('the trader settles 2–0 after seeing the payout preview', async () => {
    await desk.getByRole('button', { name: 'Settle', exact: true }).click();
    const dialog = desk.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /Home score/ }).fill('2');
    await dialog.getByRole('textbox', { name: /Away score/ }).fill('0');
    await dialog.getByRole('button', { name: 'Preview payouts' }).click();
    await expect(dialog.getByRole('heading', { name: 'What settling 2–0 pays' })).toBeVisible();
    await expect(dialog.getByRole('row', { name: /In all/ })).toBeVisible();
    await dialog.getByRole('button', { name: 'Confirm the settlement' }).click();
    await expect(desk.getByText(/Settled: \d+ bets, [\d.]+ EUR paid\./)).toBeVisible();
  });

  await test.step('the player’s Bet History shows the stake and the win', async () => {
    await page.goto('/profile/bet-history');
    const rows = page
      .getByRole('table', { name: 'Bet History' })
      .getByRole('row')
      .filter({ hasText: `Sportsbook: ${pick.event.name}` });
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: 'Win' })).toContainText(amount);
  });
  await context.close();
});
