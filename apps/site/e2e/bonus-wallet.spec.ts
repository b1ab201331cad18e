import type { APIRequestContext } from '@playwright/test';
import { makeEligibleToWithdraw, verificationLink } from './eligibility';
import { expect, expectNoA11yViolations, test } from './fixtures';
import { euros, openTab, openWalletMenu, playRoundsViaApi, signedInOn, TRC20_ADDRESS } from './money';
import { walletButton } from './players';

// Each journey walks through many screens with axe checks: a longer budget than the default.
test.describe.configure({ timeout: 120_000 });

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const cents = (amount: string) => BigInt(amount.replace('.', ''));
const fromCents = (value: bigint) =>
  `${value < 0n ? '-' : ''}${(value < 0n ? -value : value) / 100n}.${String((value < 0n ? -value : value) % 100n).padStart(2, '0')}`;

/** What the player can withdraw now, as the platform says. */
async function withdrawalStatus(request: APIRequestContext, token: string) {
  const answer = await request.get('/api/payments/crypto-pay/withdraw/status', { headers: bearer(token) });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { result: { cash: string; bonus: string; activeBonus: { name: string } | null } })
    .result;
}

/** The sum of the player's casino wins minus stakes (Bet History), in cents. */
async function roundsNet(request: APIRequestContext, token: string): Promise<bigint> {
  const answer = await request.get('/api/gp/transactions?page=1&limit=100', { headers: bearer(token) });
  const rows = ((await answer.json()) as { result: { transactions: { amount: string; type: { name: string } }[] } })
    .result.transactions;
  return rows.reduce((sum, row) => {
    if (row.type.name === 'win') return sum + cents(row.amount);
    if (row.type.name === 'bet') return sum - cents(row.amount);
    return sum;
  }, 0n);
}

test('a welcome bonus from deposit to cash withdrawal: cash and bonus apart, wagering, forfeit with consent, every row in Transaction History', async ({
  page,
}) => {
  const { email, token } = await signedInOn(page, 'deposit');
  await makeEligibleToWithdraw(page.request, email, token);

  // Deposit 100 with WELCOME100 (100% up to 500) through the deposit form and the sandbox checkout.
  await page.getByRole('button', { name: '€100' }).click();
  await page.getByRole('checkbox', { name: 'I have a promo code' }).click();
  await page.getByRole('textbox', { name: 'Promo Code' }).fill('WELCOME100');
  await expect(page.getByRole('textbox', { name: 'Bonus Amount' })).toHaveValue('€100.00');
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  const payment = page.getByRole('dialog', { name: 'Payment' });
  await page
    .frameLocator('iframe[title="CryptoPay checkout"]')
    .getByRole('button', { name: 'Confirm payment' })
    .click();
  await expect(payment).toBeHidden();
  await expect(walletButton(page)).toHaveAccessibleName('Wallet, balance €200.00');

  // The header menu: the total on the button, cash and bonus money apart, and the wagering left (30 x 100).
  let menu = await openWalletMenu(page);
  await expect(menu.getByRole('menuitem')).toHaveText(['Cash €100.00', 'Bonus €100.00', 'Wagering left €3,000.00']);
  await expect(menu.getByRole('menuitemradio')).toHaveCount(0);
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  // Five rounds of 10: stakes take cash first, every stake counts towards the wagering.
  await playRoundsViaApi(page.request, token, 5, '10.00');
  const net = await roundsNet(page.request, token);
  const total = 20_000n + net;
  const cash = total - 10_000n;
  await expect(walletButton(page)).toHaveAccessibleName(`Wallet, balance ${euros(fromCents(total))}`);
  // The header reads the bonus again on balance changes (at most every 5 seconds).
  menu = await openWalletMenu(page);
  await expect(menu.getByRole('menuitem', { name: 'Wagering left €2,950.00' })).toBeVisible({ timeout: 10_000 });
  await expect(menu.getByRole('menuitem', { name: `Cash ${euros(fromCents(cash))}` })).toBeVisible();
  await page.keyboard.press('Escape');

  // My Promo: cash and bonus money apart, the wagering progress (50 of 3,000, cut to 2 decimals) and what is left.
  await openTab(page, 'My Promo');
  await expect(page.getByText('Cash (withdrawable)')).toBeVisible();
  await page.getByRole('tab', { name: 'In Progress' }).click();
  const bonus = page.getByRole('article', { name: 'Welcome Bonus' });
  await expect(bonus).toContainText('Active');
  await expect(bonus.getByRole('progressbar', { name: 'Cleared' })).toHaveAttribute('aria-valuetext', '1.66%');
  await expect(bonus).toContainText('Amount wagered€50.00');
  await expect(bonus).toContainText('Wagering left€2,950.00');
  await expect(bonus).toContainText('Bonus money€100.00');
  await expectNoA11yViolations(page);

  // Withdraw: told why before any submit, with the forfeit at hand.
  await openTab(page, 'Withdraw');
  const refusal = page.getByRole('region', { name: 'Bonus money cannot be withdrawn' });
  await expect(refusal).toContainText('You have a bonus in progress: Welcome Bonus, with €2,950.00 still to wager.');
  await expect(page.getByRole('region', { name: 'Verify your e-mail address' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Withdraw', exact: true })).toHaveCount(0);
  await expectNoA11yViolations(page);

  // Forfeiting asks first and says what goes and what stays; keeping the bonus changes nothing.
  await refusal.getByRole('button', { name: 'Forfeit bonus' }).click();
  const consent = page.getByRole('dialog', { name: 'Forfeit Welcome Bonus?' });
  await expect(consent).toHaveAccessibleDescription(
    `Your bonus money of €100.00 is removed from your balance: the bonus and everything won with it. Your cash of ${euros(fromCents(cash))} stays yours and can be withdrawn.`,
  );
  await expectNoA11yViolations(page);
  await consent.getByRole('button', { name: 'Keep the bonus' }).click();
  await expect(consent).toBeHidden();
  expect((await withdrawalStatus(page.request, token)).activeBonus?.name).toBe('Welcome Bonus');
  await refusal.getByRole('button', { name: 'Forfeit bonus' }).click();
  await consent.getByRole('button', { name: 'Yes, forfeit the bonus' }).click();
  await expect(page.getByText('Welcome Bonus forfeited: its bonus money was removed.')).toBeVisible();
  await expect(refusal).toBeHidden();
  await expect(walletButton(page)).toHaveAccessibleName(`Wallet, balance ${euros(fromCents(cash))}`);
  menu = await openWalletMenu(page);
  await expect(menu.getByRole('menuitem', { name: 'Bonus €0.00' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: /Wagering left/ })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Withdraw 20 of the cash: the fee and the total show before the submit.
  await page.getByRole('textbox', { name: 'Amount' }).fill('20');
  await page.getByRole('combobox', { name: 'Coin' }).selectOption('USDT');
  await page.getByRole('combobox', { name: 'Network' }).selectOption('TRC20');
  await page.getByRole('combobox', { name: 'Fee level' }).selectOption('low');
  await expect(page.getByRole('form', { name: 'Withdraw' }).getByText('€21.00', { exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: 'Wallet address' }).fill(TRC20_ADDRESS);
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  const requested = page.getByRole('dialog', { name: 'Withdraw Request Details' });
  await expect(requested).toContainText('Requested');
  await requested.getByRole('button', { name: 'Close' }).click();
  const final = cash - 2_100n;
  await expect(walletButton(page)).toHaveAccessibleName(`Wallet, balance ${euros(fromCents(final))}`);

  // Transaction History: every row, bonus rows signed and named; with the rounds they add up to the balance.
  await openTab(page, 'Transaction History');
  const table = page.getByRole('table', { name: 'Transaction History' });
  const row = (type: string) => table.getByRole('row').filter({ hasText: type });
  await expect(row('Deposit')).toContainText('100.00');
  await expect(row('Deposit')).toContainText('Completed');
  await expect(row('Bonus credit')).toContainText('Welcome Bonus');
  await expect(row('Bonus credit')).toContainText('+100.00');
  await expect(row('Bonus forfeited')).toContainText('Welcome Bonus');
  await expect(row('Bonus forfeited')).toContainText('-100.00');
  await expect(row('Withdrawal')).toContainText('Requested');
  await expect(row('Withdrawal')).toContainText('20.00');
  await expect(row('Withdrawal')).toContainText('1.00');
  // 100 deposited + 100 bonus - 100 forfeited - (20 + 1 fee) withdrawn + the rounds' net = the balance.
  expect(10_000n + 10_000n - 10_000n - 2_100n + net).toBe(final);
  await expectNoA11yViolations(page);
  await row('Bonus forfeited')
    .getByRole('button', { name: /^Details of transaction/ })
    .click();
  const details = page.getByRole('dialog', { name: 'Transaction Details' });
  await expect(details).toContainText('Welcome Bonus');
  await expect(details).toContainText('Change of bonus money');
  await expect(details).toContainText('-100.00 EUR');
  await expectNoA11yViolations(page);
  await details.getByRole('button', { name: 'Close' }).click();
});

test('a player without a verified e-mail and approved KYC is told on the Withdraw tab what is missing, with working links @same-on-phones', async ({
  page,
}) => {
  const { email } = await signedInOn(page, 'withdraw');
  const emailStep = page.getByRole('region', { name: 'Verify your e-mail address' });
  const kycStep = page.getByRole('region', { name: 'Your identity documents must be approved' });
  await expect(emailStep).toBeVisible();
  await expect(kycStep).toContainText('Upload them under Kyc Verification');
  await expect(page.getByRole('region', { name: 'Bonus money cannot be withdrawn' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Withdraw', exact: true })).toHaveCount(0);
  await expect(page.getByText('Cash (withdrawable)')).toBeVisible();
  await expectNoA11yViolations(page);

  // The verification e-mail again, once.
  const resend = emailStep.getByRole('button', { name: 'Send the e-mail again' });
  await resend.click();
  await expect(page.getByText('A new verification link has been sent to your e-mail address.')).toBeVisible();
  await expect(resend).toBeDisabled();

  // The links lead to the tabs where the player acts.
  await kycStep.getByRole('link', { name: 'Go to Kyc Verification' }).click();
  await expect(page).toHaveURL(/\/profile\/verification$/);
  // The section is open (on a phone on a page of its own, where the dashboard's menu is not shown).
  await expect(page.getByRole('group', { name: 'Kyc Verification', exact: true })).toBeVisible();
  await expect(page.getByText('Additional information')).toBeVisible();
  await openTab(page, 'Withdraw');
  await emailStep.getByRole('link', { name: 'Go to Account Settings' }).click();
  // The section is open (on a phone on a page of its own, where the dashboard's menu is not shown).
  await expect(page.getByRole('group', { name: 'Account Settings', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Verify email' })).toBeVisible();

  // The newest e-mailed link verifies the address: only the documents are missing then.
  await page.goto(await verificationLink(page.request, email));
  await expect(page.getByText('Your e-mail address is verified.')).toBeVisible();
  await page.goto('/profile/withdraw');
  await expect(kycStep).toBeVisible();
  await expect(emailStep).toHaveCount(0);
  await expectNoA11yViolations(page);
});
