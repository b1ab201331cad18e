import type { APIRequestContext, Page } from '@playwright/test';
import { betslip } from './betslip';
import { expect, expectNoA11yViolations, test } from './fixtures';
import { isMobile, signInViaApi, signUpViaApi, walletButton } from './players';

const OPERATOR = { authorization: 'Bearer local-operator-token' };

interface FeedEvent {
  id: number;
  sportId: number;
  name: string;
  home: string;
  away: string;
  status: 'live' | 'prematch' | 'ended';
  startsAt: string;
  markets: { id: number; kind: string; name: string; selections: { id: number; name: string; odds: string }[] }[];
}

/** A soccer event that starts well after the journey, shown once (its row is found by its teams). */
async function soccerEvent(request: APIRequestContext, skip: number): Promise<FeedEvent> {
  const answer = await request.get('/api/sportsbook/feed');
  expect(answer.status()).toBe(200);
  const { events, sports } = (
    (await answer.json()) as { result: { events: FeedEvent[]; sports: { id: number; slug: string }[] } }
  ).result;
  const soccer = sports.find((sport) => sport.slug === 'soccer')!.id;
  const pairing = (event: FeedEvent) => `${event.home} - ${event.away}`;
  const shown = new Map<string, number>();
  for (const event of events) shown.set(pairing(event), (shown.get(pairing(event)) ?? 0) + 1);
  const candidates = events.filter(
    (event) =>
      event.sportId === soccer &&
      event.status === 'prematch' &&
      Date.parse(event.startsAt) - Date.now() > 30 * 60_000 &&
      shown.get(pairing(event)) === 1,
  );
  expect(candidates.length).toBeGreaterThan(skip);
  return candidates[skip]!;
}

/** A player with a funded wallet (sandbox deposit), signed in. */
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
}

test('a player opens an event page from its row, backs a correct score, sees it in open bets and is paid when it lands', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await fundedPlayer(page, '50');
  const event = await soccerEvent(page.request, isMobile(page) ? 1 : 0);
  await page.goto('/sport-betting/prematch/soccer');
  await expect(walletButton(page)).toHaveAccessibleName('Wallet, balance €50.00');
  await expect(page.locator('html')).toHaveAttribute('data-interactive', '');

  // The row shows the result and the main total, and links to every other market.
  const row = page.getByRole('article', { name: `${event.home} - ${event.away}` });
  await row.getByRole('link', { name: `+${event.markets.length - 2} markets: ${event.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/sport-betting/event/${event.id}$`));
  await expect(page.getByRole('heading', { name: event.name, exact: true, level: 2 })).toBeVisible();
  for (const name of ['Double chance', 'Both teams to score', 'Handicap -1.5', 'Correct score'])
    await expect(page.getByRole('button', { name: new RegExp(`^${name}`) })).toHaveAttribute('aria-expanded', 'true');
  await expectNoA11yViolations(page);

  // Correct score 2-1 for 5.00.
  const correct = event.markets.find((market) => market.kind === 'correct-score')!;
  const twoOne = correct.selections.find((selection) => selection.name === '2-1')!;
  const button = page
    .getByRole('group', { name: `${event.name}, Correct score` })
    .getByRole('button', { name: /^2-1/ });
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  const slip = await betslip(page);
  await expect(slip).toContainText('Correct score');
  await expect(slip).toContainText('2-1');
  const stake = slip.getByRole('textbox', { name: 'Stake' });
  // The payout follows every keystroke of the stake.
  const payout = (euros: number) => `€${((euros * Number(twoOne.odds.replace('.', ''))) / 100).toFixed(2)}`;
  await stake.pressSequentially('5');
  await expect(slip).toContainText(payout(5));
  await slip.getByRole('button', { name: 'Place bet' }).click();
  await expect(page.getByText('Your bet is placed.').filter({ visible: true })).toBeVisible();
  if (isMobile(page)) {
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Betslip' })).toBeHidden();
  }
  await expect(walletButton(page)).toHaveAccessibleName('Wallet, balance €45.00');

  // Open bets: the correct score, open.
  const myBets = page.getByRole('region', { name: 'My bets' }).filter({ visible: true });
  const bet = myBets.getByRole('listitem').filter({ hasText: `Sportsbook: ${event.name}` });
  await expect(bet).toContainText('Open');
  await expect(bet).toContainText(payout(5));

  // The match ends 2-1: the bet is won and paid.
  const settled = await page.request.post(`/api/admin/players/sportsbook/events/${event.id}/settle`, {
    headers: OPERATOR,
    data: { home: 2, away: 1 },
  });
  expect(settled.status(), await settled.text()).toBe(200);
  await page.reload();
  const expected = 4500 + 5 * Number(twoOne.odds.replace('.', ''));
  await expect(walletButton(page)).toHaveAccessibleName(`Wallet, balance €${(expected / 100).toFixed(2)}`);
  await expect(
    page
      .getByRole('region', { name: 'My bets' })
      .filter({ visible: true })
      .getByRole('listitem')
      .filter({ hasText: event.name }),
  ).toContainText('Won');
});
