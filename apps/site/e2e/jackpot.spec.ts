import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from './fixtures';
import { depositViaApi } from './money';
import { signInViaApi, signUpViaApi } from './players';

const JACKPOT_GAME_ID = 'nova-gaming-mega-pot-jackpot';

interface CatalogueGame {
  id: number;
  gameId: string;
  name: string;
  gameProvider: { id: number };
}

async function jackpotGame(request: APIRequestContext): Promise<CatalogueGame> {
  const answer = await request.get('/api/gp/games?tag=jackpot');
  const games = ((await answer.json()) as { result: CatalogueGame[] }).result;
  const game = games.find((entry) => entry.gameId === JACKPOT_GAME_ID);
  expect(game).toBeTruthy();
  return game!;
}

/** Cents of a decimal text ('10000.25' -> 1000025n): exact, no float. */
const cents = (amount: string) => {
  const [whole, fraction = ''] = amount.split('.');
  return BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
};
const decimal = (value: bigint) => `${value / 100n}.${(value % 100n).toString().padStart(2, '0')}`;

/** Another player, on their own, stakes `count` rounds of `stake` on the jackpot game for real money. */
async function anotherPlayerStakes(request: APIRequestContext, count: number, stake: string) {
  const { email, password } = await signUpViaApi(request);
  const signIn = await request.post('/api/players/signin', { data: { email, password } });
  const { token, user } = ((await signIn.json()) as { result: { token: string; user: { uuid: string } } }).result;
  await depositViaApi(request, token, '100');
  const game = await jackpotGame(request);
  const launched = await request.post('/api/gp/games/play', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      extra: { exit_url: '/casino' },
      playerId: user.uuid,
      id: game.id,
      gameId: game.gameId,
      demo: false,
      gameProviderId: game.gameProvider.id,
    },
  });
  expect(launched.status(), await launched.text()).toBe(200);
  const link = ((await launched.json()) as { result: { gameUrl: { link: string } } }).result.gameUrl.link;
  const session = decodeURIComponent(new URL(link).pathname.split('/').pop()!);
  for (let i = 0; i < count; i += 1) {
    const round = await request.post('/api/gp/demo/rounds', {
      headers: { 'x-game-session': session },
      data: { roundId: randomUUID(), stake },
    });
    expect(round.status(), await round.text()).toBe(200);
  }
}

test('the jackpot amount rises while another player stakes', async ({ page, request }) => {
  const game = await jackpotGame(request);
  await page.goto('/live-casino?tab=jackpots');
  const amount = page.getByTestId(`jackpot-amount-${game.id}`);
  await expect(amount).toBeVisible();
  await expect(amount).toContainText('Jackpot');
  await expect(amount).toContainText(/€[\d,]+\.\d{2}/);
  const before = (await amount.getAttribute('data-amount'))!;
  // 4 stakes of 10.00: 1% of each, 0.10, goes to the pool; the page hears it over the socket.
  await anotherPlayerStakes(request, 4, '10.00');
  await expect(amount).toHaveAttribute('data-amount', decimal(cents(before) + 40n), { timeout: 10_000 });
  await expect(amount).toContainText(decimal(cents(before) + 40n).replace(/\B(?=(\d{3})+(?!\d))/g, ','));
});

test('the Live Casino page shows the live tables first, each with its dealer, players and stakes', async ({ page }) => {
  await page.goto('/live-casino');
  const heading = page.getByRole('heading', { level: 2, name: 'Live tables' });
  await expect(heading).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Game categories' });
  // Live-first: the live tables come before the rest of the lobby.
  const headingBox = (await heading.boundingBox())!;
  const tabsBox = (await tabs.boundingBox())!;
  expect(headingBox.y).toBeLessThan(tabsBox.y);
  const tables = page.getByTestId('live-table');
  expect(await tables.count()).toBeGreaterThan(10);
  const first = tables.first();
  await expect(first.getByTestId('live-table-dealer')).toHaveText(/^Dealer: \p{L}+$/u);
  await expect(first.getByTestId('live-table-occupancy')).toHaveText(/^\d+ players$/);
  await expect(first.getByTestId('live-table-stakes')).toHaveText(/^Stakes €\d+\.\d{2} – €[\d,]+\.\d{2}$/);
  await expect(first.getByRole('link', { name: /^Play .*Roulette/ })).toBeVisible();
  await expectNoA11yViolations(page);
  // A table opens its game.
  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/play-game\?id=\d+/);
});

test('the Real / Fun switch launches a fun game for a signed-in player', async ({ page, request }) => {
  const { email, password } = await signUpViaApi(request);
  await signInViaApi(page, email, password);
  const game = await jackpotGame(request);
  await page.goto(`/play-game?id=${game.id}&gameId=${game.gameId}&gameProviderId=${game.gameProvider.id}`);
  const mode = page.getByRole('radiogroup', { name: 'Play mode' });
  await expect(mode.getByRole('radio', { name: 'Real' })).toHaveAttribute('aria-checked', 'true');
  const frame = page.frameLocator('iframe');
  await expect(frame.locator('.badge.real')).toHaveText('Real money');
  await expect(frame.locator('#jackpot-amount')).toHaveText(/^[\d,]+\.\d{2}$/);
  await mode.getByRole('radio', { name: 'Fun' }).click();
  await expect(mode.getByRole('radio', { name: 'Fun' })).toHaveAttribute('aria-checked', 'true');
  await expect(frame.locator('.badge.demo')).toHaveText('Demo play');
  await expect(frame.getByText('Fun play neither feeds nor wins the jackpot')).toBeVisible();
  await expect(frame.locator('#balance')).toHaveText('1,000.00');
  await frame.getByRole('button', { name: 'Spin' }).click();
  await expect(frame.locator('#message')).toContainText('FUN');
  // Back to Real: the real-money game again.
  await mode.getByRole('radio', { name: 'Real' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(mode.getByRole('radio', { name: 'Real' })).toHaveAttribute('aria-checked', 'true');
  await expect(frame.locator('.badge.real')).toHaveText('Real money');
});
