import type { APIRequestContext } from '@playwright/test';
import { betslip } from './betslip';
import { expect, expectNoA11yViolations, test } from './fixtures';
import { fundedPlayer, quietPrematchEvents, type FeedEvent } from './feed';
import { isMobile, walletButton } from './players';

const OPERATOR = { authorization: 'Bearer local-operator-token' };

/** A soccer event that starts well after the journey, shown once (its row is found by its teams). */
async function soccerEvent(request: APIRequestContext, skip: number): Promise<FeedEvent> {
  const candidates = await quietPrematchEvents(request, 'soccer');
  expect(candidates.length).toBeGreaterThan(skip);
  return candidates[skip]!;
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
