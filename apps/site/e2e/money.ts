import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { dashboardLink, signInViaApi, signUpViaApi, storedToken } from './players';

/** The operator token of a local platform (apps/platform config). */
export const OPERATOR_TOKEN = 'local-operator-token';

/** A plausible Tron (TRC20) address: T and 33 base58 characters. */
export const TRC20_ADDRESS = 'TQ7xg3bq8Xq4R8pDUZ5Z2xkFv6qE1d9Hkz';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The signed-in player's access token, as the site stored it. */
export async function tokenOf(page: Page): Promise<string> {
  const token = await storedToken(page);
  expect(token).toBeTruthy();
  return token!;
}

/** A deposit paid through the sandbox checkout, as the provider's page would (POST confirm). */
export async function depositViaApi(request: APIRequestContext, token: string, amount: string) {
  const link = await request.post('/api/payments/crypto-pay/payment-link', {
    headers: bearer(token),
    data: { amount },
  });
  expect(link.status(), await link.text()).toBe(200);
  const checkout = ((await link.json()) as { result: { link: string } }).result.link;
  const paid = await request.post(`${checkout}/confirm`, { form: { coin: 'USDT' } });
  expect(paid.ok()).toBe(true);
}

/** A withdrawal request straight through the platform; answers its uuid. */
export async function withdrawViaApi(request: APIRequestContext, token: string, amount: string): Promise<string> {
  const answer = await request.post('/api/payments/crypto-pay/withdraw', {
    headers: { ...bearer(token), 'idempotency-key': randomUUID() },
    data: { amount, address: TRC20_ADDRESS, network: 'TRC20', networkFeeLevel: 'low', receivedCurrency: 'USDT' },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { result: { uuid: string } }).result.uuid;
}

/** The operator rejects a requested withdrawal with a reason (admin API). */
export async function rejectWithdrawal(request: APIRequestContext, uuid: string, reason: string) {
  const answer = await request.post(`/api/admin/players/withdrawals/${uuid}/reject`, {
    headers: bearer(OPERATOR_TOKEN),
    data: { reason },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** The operator records a personal contact with the player (a Dutch player's deposits past €350 a month open). */
export async function recordContactViaApi(request: APIRequestContext, token: string) {
  const details = await request.get('/api/players/details', { headers: bearer(token) });
  const { uuid } = ((await details.json()) as { result: { uuid: string } }).result;
  const answer = await request.post(`/api/admin/players/${uuid}/contact-moment`, {
    headers: bearer(OPERATOR_TOKEN),
    data: { note: 'Phone call: risks and CRUKS explained' },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** Plays `count` real-money slot rounds of one game through the game provider's rounds call. */
export async function playRoundsViaApi(request: APIRequestContext, token: string, count: number, stake = '1.00') {
  const details = await request.get('/api/players/details', { headers: bearer(token) });
  const { uuid } = ((await details.json()) as { result: { uuid: string } }).result;
  const games = await request.get('/api/gp/games?gameType=Slots');
  const game = (
    (await games.json()) as { result: { id: number; gameId: string; name: string; gameProvider: { id: number } }[] }
  ).result[0]!;
  const launched = await request.post('/api/gp/games/play', {
    headers: bearer(token),
    data: {
      extra: { exit_url: '/casino' },
      playerId: uuid,
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
  return game.name;
}

/** Opens a tab of the dashboard from the sidebar (on a phone, from the overview). */
export async function openTab(page: Page, name: string) {
  await (await dashboardLink(page, name)).click();
  await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
}

/** Signs a fresh player in (through the platform: signing in is auth.spec.ts's journey) and opens the dashboard on a tab; answers the player's e-mail and token. */
export async function signedInOn(page: Page, tab: string): Promise<{ email: string; token: string }> {
  const { email, password } = await signUpViaApi(page.request);
  await signInViaApi(page, email, password);
  await page.goto(`/profile/${tab}`);
  return { email, token: await tokenOf(page) };
}

/** '€1,234.50' from a decimal string, as the site writes euros in English (exact, no float). */
export function euros(amount: string): string {
  const negative = amount.startsWith('-');
  const [whole = '0', fraction = '00'] = amount.replace('-', '').split('.');
  return `${negative ? '-' : ''}€${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction.padEnd(2, '0')}`;
}

/**
 * Opens the header wallet menu and answers it. On phones the toasts sit over the header: the
 * pointer leaves them (a hovered toast stays) and they close first.
 */
export async function openWalletMenu(page: Page) {
  const viewport = page.viewportSize() ?? { width: 1440, height: 900 };
  await page.mouse.move(viewport.width / 2, viewport.height / 2);
  await expect(page.locator('.Toastify__toast')).toHaveCount(0, { timeout: 6_000 });
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Wallet/ })
    .click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}
