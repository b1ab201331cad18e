import type { APIRequestContext, Page } from '@playwright/test';
import { betslip } from './betslip';
import { expect, expectNoA11yViolations, test } from './fixtures';
import { isMobile, signInViaApi, signUpViaApi, walletButton } from './players';

const OPERATOR = { authorization: 'Bearer local-operator-token' };
/** The platform's default cash-out margin (SPORTSBOOK_CASH_OUT_MARGIN, docs/cash-out.md), in basis points. */
const MARGIN = 500n;

interface FeedEvent {
  id: number;
  name: string;
  home: string;
  away: string;
  status: 'live' | 'prematch' | 'ended';
  startsAt: string;
  markets: { id: number; name: string; selections: { id: number; name: string; odds: string }[] }[];
}

/** A prematch event that starts well after the journey and whose pairing is shown once, with its first pick. */
async function prematchPick(request: APIRequestContext) {
  const answer = await request.get('/api/sportsbook/feed');
  expect(answer.status()).toBe(200);
  const { events } = ((await answer.json()) as { result: { events: FeedEvent[] } }).result;
  const pairing = (event: FeedEvent) => `${event.home} - ${event.away}`;
  const shown = new Map<string, number>();
  for (const event of events) shown.set(pairing(event), (shown.get(pairing(event)) ?? 0) + 1);
  const event = events.find(
    (candidate) =>
      candidate.status === 'prematch' &&
      Date.parse(candidate.startsAt) - Date.now() > 30 * 60_000 &&
      shown.get(pairing(candidate)) === 1,
  );
  expect(event).toBeDefined();
  return { event: event!, market: event!.markets[0]!, selection: event!.markets[0]!.selections[0]! };
}

/** A player with a funded wallet (sandbox deposit), signed in on the sportsbook. */
async function fundedPlayer(page: Page, amount: string) {
  const { email, password } = await signUpViaApi(page.request);
  const signIn = await page.request.post('/api/players/signin', { data: { email, password } });
  const token = ((await signIn.json()) as { result: { token: string } }).result.token;
  const link = await page.request.post('/api/payments/crypto-pay/payment-link', {
    headers: { authorization: `Bearer ${token}` },
    data: { amount },
  });
  expect(link.status(), await link.text()).toBe(200);
  const checkout = ((await link.json()) as { result: { link: string } }).result.link;
  expect((await page.request.post(`${checkout}/confirm`, { form: { coin: 'USDT' } })).status()).toBeLessThan(400);
  await signInViaApi(page, email, password);
  await page.goto('/sport-betting/prematch');
  await expect(walletButton(page)).toHaveAccessibleName(`Wallet, balance €${amount}.00`);
}

const euros = (cents: bigint) => `€${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
const hundredths = (odds: string) => BigInt(odds.replace('.', ''));

test('a bet is cashed out at the shown value and the wallet and bet history agree', async ({ page }) => {
  test.setTimeout(90_000);
  await fundedPlayer(page, '50');
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
