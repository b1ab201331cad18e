import type { Page } from '@playwright/test';
import { betslip } from './betslip';
import { makeEligibleToWithdraw } from './eligibility';
import { expect, expectNoA11yViolations, test } from './fixtures';
import { depositViaApi, openTab, signedInOn, TRC20_ADDRESS, withdrawViaApi } from './money';
import { isMobile, PASSWORD, walletButton } from './players';

/** The window of one limit kind in the Responsible Gaming tab ('Deposit limit', 'Per 24 hours'). */
const limitWindow = (page: Page, kind: string, period: string) =>
  page.getByRole('group', { name: kind }).getByRole('form', { name: `${kind}: ${period}` });

/** Tries a deposit from the Deposit tab; answers the amount box. */
async function tryDeposit(page: Page, amount: string) {
  await openTab(page, 'Deposit');
  const box = page.getByRole('textbox', { name: 'Amount' });
  await box.fill(amount);
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  return box;
}

/** Spins once in the first slot with real money; answers the game's frame. */
async function spinFirstSlot(page: Page) {
  await page.goto('/casino?tab=slots');
  await page
    .getByRole('link', { name: /^Play / })
    .first()
    .click();
  const game = page.frameLocator('iframe');
  await game.getByRole('button', { name: 'Spin' }).click();
  return game;
}

/**
 * A player who may not play (time-out, self-exclusion) opens a slot and the sportsbook: the game page
 * says real-money play is paused and why, with the way to the settings; the sportsbook says betting
 * is paused and why, its odds still there, and the betslip says it where the bet button was.
 */
async function expectPlayPaused(page: Page, why: RegExp) {
  await page.goto('/casino?tab=slots');
  await page
    .getByRole('link', { name: /^Play / })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Real-money play is paused' })).toBeVisible();
  await expect(page.getByText(why)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Responsible Gaming', exact: true })).toHaveAttribute(
    'href',
    '/profile/responsible-gaming',
  );
  await expect(page.locator('iframe')).toHaveCount(0);
  await expectNoA11yViolations(page);

  await page.goto('/sport-betting');
  const paused = page.getByRole('status', { name: 'Betting is paused' });
  await expect(paused).toContainText(why);
  await expect(paused).toContainText('You can still browse events and odds.');
  await expect(page.locator('html')).toHaveAttribute('data-interactive', '');
  // A pick not already on the slip (the slip of an earlier visit is kept for the tab), and open: a
  // live match's goal suspends its prices for half a minute.
  await page
    .getByRole('group', { name: /, 1x2$/ })
    .getByRole('button', { pressed: false, disabled: false })
    .first()
    .click();
  const slip = await betslip(page);
  await expect(slip.getByRole('status').filter({ hasText: /^Betting is paused\. / })).toBeVisible();
  await expect(slip.getByRole('button', { name: /^(Place bet|Sign In & Bet)$/ })).toHaveCount(0);
  await expectNoA11yViolations(page);
  // On a phone the betslip is a dialog over the page: closed again.
  if (isMobile(page)) await page.keyboard.press('Escape');
}

/** Confirms a time-out or self-exclusion in its dialog. */
async function confirmStep(page: Page, trigger: string, period: string, confirm: string) {
  await page.getByRole('button', { name: trigger, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: trigger === 'Self-exclude' ? 'Self-exclusion' : trigger });
  await dialog.getByRole('radio', { name: period }).check();
  await dialog.getByLabel('Your password').fill(PASSWORD);
  await dialog.getByRole('checkbox', { name: /cannot be shortened/ }).click();
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: confirm }).click();
  await expect(dialog).toBeHidden();
}

// Each journey signs a fresh player up and walks several screens and a game.
test.describe.configure({ timeout: 120_000 });

test('a deposit limit refuses a deposit past it; a raise waits its cooling-off; the header shows the session while playing; a reality check asks at its time', async ({
  page,
}) => {
  const { token } = await signedInOn(page, 'responsible-gaming');
  await expect(page.getByRole('heading', { level: 2, name: 'Responsible Gaming' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Your activity' })).toContainText('Since you joined');

  // A new limit is in force at once.
  const day = limitWindow(page, 'Deposit limit', 'Per 24 hours');
  await day.getByRole('textbox', { name: 'Per 24 hours' }).fill('20');
  await day.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your limit of €20.00 is in force now.')).toBeVisible();
  await expect(day.getByRole('textbox', { name: 'Per 24 hours' })).toHaveAccessibleDescription(
    'Used €0.00 · Left €20.00',
  );
  await expectNoA11yViolations(page);

  // Past it, the deposit is refused with how much is left and when.
  const amount = await tryDeposit(page, '30');
  await expect(amount).toHaveAccessibleDescription(/Your deposit limit allows €20\.00 more/);
  await expect(walletButton(page)).toHaveAccessibleName('Wallet, balance €0.00');

  // A raise waits 24 hours and a second confirmation; the old limit applies meanwhile.
  await openTab(page, 'Responsible Gaming');
  await day.getByRole('textbox', { name: 'Per 24 hours' }).fill('100');
  await day.getByRole('button', { name: 'Save' }).click();
  await expect(day.getByRole('status')).toContainText(/Change to €100\.00 waits until .+\./);
  await expect(day.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await page.reload();
  await expect(day.getByRole('status')).toContainText('Change to €100.00 waits until');
  await expect(day.getByRole('textbox', { name: 'Per 24 hours' })).toHaveValue('20.00');

  // Within the limit a deposit goes through; a round in a game starts a session the header shows.
  await depositViaApi(page.request, token, '20');
  await expect(walletButton(page)).toHaveAccessibleName('Wallet, balance €20.00');
  await spinFirstSlot(page);
  const meter = page.getByRole('banner').getByRole('region', { name: 'This session' });
  await expect(meter).toContainText('Time played: 0 min');
  await expect(meter).toContainText(/Net [+-]?€\d+\.\d\d/);

  // A reality check every 15 minutes: the platform's test clock moves 16 minutes on, and the game
  // page asks, with the session's time and net position; play goes on after Continue.
  const auth = { authorization: `Bearer ${token}` };
  const interval = await page.request.put('/api/players/responsible-gaming/reality-check', {
    headers: auth,
    data: { minutes: 15 },
  });
  expect(interval.status()).toBe(200);
  const moved = await page.request.post('/api/test/clock', {
    headers: { authorization: 'Bearer local-operator-token' },
    data: { advanceMinutes: 16 },
  });
  expect(moved.status()).toBe(200);
  await page.reload();
  const check = page.getByRole('alertdialog', { name: 'Reality check' });
  await expect(check).toBeVisible();
  await expect(check).toContainText('Time played this session');
  await expect(check).toContainText('16 min');
  await expect(check).toContainText(/Net position this session\s*[+-]?€\d+\.\d\d/);
  await expect(check.getByRole('button', { name: 'Continue' })).toBeFocused();
  await expectNoA11yViolations(page);
  await check.getByRole('button', { name: 'Continue' }).click();
  await expect(check).toBeHidden();
  // The reload's launch waited for the check (a due check refuses it): the game is back after Continue.
  await expect(page.frameLocator('iframe').getByRole('button', { name: 'Spin' })).toBeVisible();
  const state = await page.request.get('/api/players/responsible-gaming', { headers: auth });
  const { realityCheck } = ((await state.json()) as { result: { realityCheck: { due: boolean } } }).result;
  expect(realityCheck.due).toBe(false);
});

test('a reality check due while no game is open shows on the next page the player opens, and in the game @same-on-phones', async ({
  page,
}) => {
  const { token } = await signedInOn(page, 'responsible-gaming');
  await depositViaApi(page.request, token, '20');
  await expect(walletButton(page)).toHaveAccessibleName('Wallet, balance €20.00');
  // A round starts a session; a reality check every 15 minutes; the player leaves the game for the lobby.
  await spinFirstSlot(page);
  const interval = await page.request.put('/api/players/responsible-gaming/reality-check', {
    headers: { authorization: `Bearer ${token}` },
    data: { minutes: 15 },
  });
  expect(interval.status()).toBe(200);
  await page.goto('/casino');
  const moved = await page.request.post('/api/test/clock', {
    headers: { authorization: 'Bearer local-operator-token' },
    data: { advanceMinutes: 16 },
  });
  expect(moved.status()).toBe(200);

  // The next page the player opens (no game on it) asks.
  await page.goto('/promotion');
  const check = page.getByRole('alertdialog', { name: 'Reality check' });
  await expect(check).toBeVisible();
  await expect(check).toContainText('16 min');
  await expectNoA11yViolations(page);

  // Another tab opened meanwhile asks too; Continue answers it everywhere.
  const other = await page.context().newPage();
  await other.goto(page.url().replace('/promotion', '/casino'));
  await expect(other.getByRole('alertdialog', { name: 'Reality check' })).toBeVisible();
  await check.getByRole('button', { name: 'Continue' }).click();
  await expect(check).toBeHidden();
  await other.reload();
  await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(other.getByRole('alertdialog', { name: 'Reality check' })).toBeHidden();
  await other.close();
});

test('a time-out and then a self-exclusion stop deposits and play (the game page and the sportsbook say why), and withdrawals stay possible', async ({
  page,
}) => {
  const { email, token } = await signedInOn(page, 'responsible-gaming');
  await makeEligibleToWithdraw(page.request, email, token);
  await depositViaApi(page.request, token, '50');
  await expect(walletButton(page)).toHaveAccessibleName('Wallet, balance €50.00');

  await confirmStep(page, 'Take a time-out', '24 hours', 'Start my time-out');
  await expect(page.getByText('Your time-out has started. We have sent you an e-mail.')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Deposits, play and bets are stopped on your account.' }),
  ).toContainText(/You are on a time-out until /);

  // Deposits are refused with the platform's message; a game and the sportsbook say play is paused, and why.
  const amount = await tryDeposit(page, '20');
  await expect(amount).toHaveAccessibleDescription(/You are taking a time-out until/);
  await expectPlayPaused(page, /You are on a time-out until /);
  await expect(walletButton(page)).toHaveAccessibleName('Wallet, balance €50.00');

  // A withdrawal goes through.
  await page.goto('/profile/withdraw');
  await expect(page.getByRole('heading', { level: 2, name: 'Withdraw' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Amount' }).fill('10');
  await page.getByRole('combobox', { name: 'Coin' }).selectOption('USDT');
  await page.getByRole('combobox', { name: 'Network' }).selectOption('TRC20');
  await page.getByRole('combobox', { name: 'Fee level' }).selectOption('low');
  await page.getByRole('textbox', { name: 'Wallet address' }).fill(TRC20_ADDRESS);
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Withdraw Request Details' })).toContainText('Requested');

  // A self-exclusion on top: the same rules.
  await page.goto('/profile/responsible-gaming');
  await confirmStep(page, 'Self-exclude', '6 months', 'Exclude me');
  await expect(page.getByText('Your self-exclusion has started. We have sent you an e-mail.')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Deposits, play and bets are stopped on your account.' }),
  ).toContainText(/You are self-excluded until /);
  await expectNoA11yViolations(page);
  const again = await tryDeposit(page, '20');
  await expect(again).toHaveAccessibleDescription(/You are self-excluded until/);
  await expectPlayPaused(page, /You are self-excluded until /);
  await withdrawViaApi(page.request, token, '5');
});
