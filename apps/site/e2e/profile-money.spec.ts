import { makeEligibleToWithdraw } from './eligibility';
import { expect, expectNoA11yViolations, test } from './fixtures';
import {
  depositViaApi,
  openTab,
  playRoundsViaApi,
  rejectWithdrawal,
  signedInOn,
  TRC20_ADDRESS,
  withdrawViaApi,
} from './money';
import { walletButton } from './players';

// Each journey walks through several screens with axe checks: a longer budget than the default.
test.describe.configure({ timeout: 90_000 });

test('a player deposits 50 with a reload code through the sandbox checkout and sees the bonus and the balance', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signedInOn(page, 'deposit');
  await expect(page.getByRole('heading', { level: 2, name: 'Deposit' })).toBeVisible();
  await expect(page.getByText('CRYPTOPAY')).toBeVisible();
  const amount = page.getByRole('textbox', { name: 'Amount' });
  await expect(amount).toHaveValue('20');
  await expect(page.getByRole('button', { name: '€20' })).toHaveAttribute('aria-pressed', 'true');

  // Bad input is refused with the spec's message and kept as typed.
  await amount.fill('abc');
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(amount).toHaveAccessibleDescription('* must be a valid number');
  await expect(amount).toHaveValue('abc');
  await amount.fill('0');
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(amount).toHaveAccessibleDescription('* Minimum deposit is 1');
  await expect(amount).toHaveValue('0');

  await page.getByRole('button', { name: '€50' }).click();
  await expect(amount).toHaveValue('50');
  await page.getByRole('checkbox', { name: 'I have a promo code' }).click();
  const code = page.getByRole('textbox', { name: 'Promo Code' });
  await code.fill('RELOAD50');
  // Looked up 1 second after typing: 50% of 50, capped at 200.
  await expect(page.getByRole('textbox', { name: 'Bonus Amount' })).toHaveValue('€25.00');
  await expect(page.getByRole('textbox', { name: 'Bonus Amount' })).toHaveAttribute('readonly', '');
  await expectNoA11yViolations(page);

  // Unticking the box clears the code.
  await page.getByRole('checkbox', { name: 'I have a promo code' }).click();
  await expect(code).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'I have a promo code' }).click();
  await expect(page.getByRole('textbox', { name: 'Promo Code' })).toHaveValue('');
  await page.getByRole('textbox', { name: 'Promo Code' }).fill('NOSUCHCODE');
  await expect(page.getByRole('textbox', { name: 'Promo Code' })).toHaveAccessibleDescription(/^\* ./);
  await page.getByRole('textbox', { name: 'Promo Code' }).fill('RELOAD50');
  await expect(page.getByRole('textbox', { name: 'Bonus Amount' })).toHaveValue('€25.00');

  await expect(walletButton(page)).toHaveAccessibleName('Wallet, balance €0.00');
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  const payment = page.getByRole('dialog', { name: 'Payment' });
  await expect(payment).toBeVisible();
  await expect(payment.getByRole('button', { name: 'Cancel Transaction' })).toBeVisible();
  const checkout = page.frameLocator('iframe[title="CryptoPay checkout"]');
  await expect(checkout.getByText('€50.00')).toBeVisible();
  await expectNoA11yViolations(page);
  await checkout.getByRole('button', { name: 'Confirm payment' }).click();

  // The checkout tells the site; the modal closes and the header balance changes live.
  await expect(payment).toBeHidden();
  await expect(page.getByText('Your deposit was credited.')).toBeVisible();
  await expect(walletButton(page)).not.toHaveAccessibleName('Wallet, balance €0.00');
  await expect(walletButton(page)).toHaveAccessibleName(/Wallet, balance €(50|75)\.00/);

  // The bonus is in progress under My Promo.
  await openTab(page, 'My Promo');
  await page.getByRole('tab', { name: 'In Progress' }).click();
  const bonus = page.getByRole('article');
  await expect(bonus).toHaveCount(1);
  await expect(bonus).toContainText('Active');
  await expect(bonus).toContainText('RELOAD50');
  await expect(bonus).toContainText('Reload');
  await expect(bonus.getByRole('progressbar', { name: 'Cleared' })).toHaveAttribute('aria-valuetext', '0.00%');
  await expectNoA11yViolations(page);

  await page.getByRole('tab', { name: 'Used' }).click();
  await expect(page.getByText('No History Available')).toBeVisible();
  await page.getByRole('tab', { name: 'Offers' }).click();
  const offer = page.getByRole('article').filter({ hasText: 'RELOAD50' });
  await expect(offer).toContainText('Use code at deposit');
  await offer.getByRole('button', { name: 'Copy code' }).click();
  await expect(page.getByText('Promo Code copied to clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('RELOAD50');

  await openTab(page, 'Bonuses');
  await expect(page.getByRole('article').filter({ hasText: 'RELOAD50' })).toContainText('Use code at deposit');
  await expectNoA11yViolations(page);
});

test('an unfinished deposit is retrieved on return and can be cancelled', async ({ page }) => {
  await signedInOn(page, 'deposit');
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  const payment = page.getByRole('dialog', { name: 'Payment' });
  await expect(payment).toBeVisible();
  // Closing the modal keeps the payment open, to be found again.
  await payment.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(payment).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open payment' })).toBeVisible();

  await page.reload();
  await expect(page.getByText('Previous transaction retrieved!')).toBeVisible();
  await expect(payment).toBeVisible();
  await payment.getByRole('button', { name: 'Cancel Transaction' }).click();
  await expect(
    page
      .getByText('Cancelling previous transaction')
      .or(page.getByText(/cancelled/i))
      .first(),
  ).toBeVisible();
  await expect(payment).toBeHidden({ timeout: 5_000 });
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Deposit' })).toBeVisible();
  await expect(payment).toBeHidden();
});

test('a player requests a withdrawal, cancels it, and sees why another was rejected', async ({ page }) => {
  const { email, token } = await signedInOn(page, 'withdraw');
  // Withdrawals need a verified e-mail and approved KYC: the player has both before the tab is read again.
  await makeEligibleToWithdraw(page.request, email, token);
  await depositViaApi(page.request, token, '100');
  await expect(walletButton(page)).toHaveAccessibleName('Wallet, balance €100.00');
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Withdraw' })).toBeVisible();
  await expect(page.getByRole('region', { name: /e-mail|identity|Bonus money/ })).toHaveCount(0);
  await expect(page.getByText('Cash (withdrawable)')).toBeVisible();

  // Everything missing: the spec's messages, and the amount kept.
  const address = page.getByRole('textbox', { name: 'Wallet address' });
  await page.getByRole('textbox', { name: 'Amount' }).fill('0.5');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveAccessibleDescription('* Minimum withdrawal is 1');
  await expect(address).toHaveAccessibleDescription('* Wallet address is required');
  await expect(page.getByRole('combobox', { name: 'Network' })).toHaveAccessibleDescription('* Network is required');
  await expect(page.getByRole('combobox', { name: 'Fee level' })).toHaveAccessibleDescription(
    '* Fee level is required',
  );
  await expect(page.getByRole('combobox', { name: 'Coin' })).toHaveAccessibleDescription(
    '* Received currency is required',
  );
  await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveValue('0.5');
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: '€30' }).click();
  const coin = page.getByRole('combobox', { name: 'Coin' });
  const network = page.getByRole('combobox', { name: 'Network' });
  const fee = page.getByRole('combobox', { name: 'Fee level' });
  await coin.selectOption('USDT');
  await network.selectOption('TRC20');
  await fee.selectOption('low');
  // A new coin clears network and fee level; a new network clears the fee level.
  await coin.selectOption('ETH');
  await expect(network).toHaveValue('');
  await expect(fee).toHaveValue('');
  await coin.selectOption('USDT');
  await network.selectOption('TRC20');
  await fee.selectOption('low');
  await network.selectOption('ERC20');
  await expect(fee).toHaveValue('');
  await network.selectOption('TRC20');
  await fee.selectOption('low');

  // The fee and the total taken from the balance show before the submit.
  const summary = page.getByRole('form', { name: 'Withdraw' }).locator('dl');
  await expect(summary.getByText('Network fee')).toBeVisible();
  await expect(summary.getByText('€1.00', { exact: true })).toBeVisible();
  await expect(summary.getByText('Total taken from your balance')).toBeVisible();
  await expect(summary.getByText('€31.00', { exact: true })).toBeVisible();

  // A wrong address is refused by the platform; 1 second after the attempt coin, network, fee
  // level and address reset (spec point 4), the amount and the message stay.
  await address.fill('not-an-address');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(address).toHaveAccessibleDescription(/^\* ./);
  await expect(address).toHaveValue('', { timeout: 3_000 });
  await expect(coin).toHaveValue('');
  await expect(network).toHaveValue('');
  await expect(fee).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveValue('30');
  await expect(address).toHaveAccessibleDescription(/^\* ./);

  await coin.selectOption('USDT');
  await network.selectOption('TRC20');
  await fee.selectOption('low');
  await address.fill(TRC20_ADDRESS);
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  const details = page.getByRole('dialog', { name: 'Withdraw Request Details' });
  await expect(details).toBeVisible();
  await expect(details).toContainText(TRC20_ADDRESS);
  await expect(details).toContainText('Requested');
  await expectNoA11yViolations(page);
  // Coin, network, fee level and address reset 1 second after the request (the checks below wait for it).
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(address).toHaveValue('');
  await expect(coin).toHaveValue('');
  await expect(network).toHaveValue('');
  await expect(fee).toHaveValue('');
  // 30 plus the 1.00 fee are held.
  await expect(walletButton(page)).toHaveAccessibleName('Wallet, balance €69.00');

  await openTab(page, 'Transaction History');
  const table = page.getByRole('table', { name: 'Transaction History' });
  const requested = table.getByRole('row').filter({ hasText: 'Requested' });
  await expect(requested).toHaveCount(1);
  await expect(requested).toContainText('Withdrawal');
  await expect(requested).toContainText('CRYPTOPAY');
  await expect(table.getByRole('row').filter({ hasText: 'Deposit' })).toContainText('Completed');
  await expectNoA11yViolations(page);
  await requested.getByRole('button', { name: /^Cancel/ }).click();
  await expect(page.getByText('Withdraw transaction successfully cancelled')).toBeVisible();
  const cancelled = page.getByRole('dialog', { name: 'Cancelled Transaction Details' });
  await expect(cancelled).toContainText('Cancelled');
  await cancelled.getByRole('button', { name: 'Close' }).click();
  await expect(table.getByRole('row').filter({ hasText: 'Cancelled' })).toHaveCount(1);
  await expect(table.getByRole('button', { name: /^Cancel/ })).toHaveCount(0);
  await expect(walletButton(page)).toHaveAccessibleName('Wallet, balance €100.00');

  // Another request, rejected by the operator: the reason shows in the tooltip.
  const uuid = await withdrawViaApi(page.request, token, '10');
  await rejectWithdrawal(page.request, uuid, 'Address belongs to a blocked wallet');
  await page.getByRole('button', { name: 'Reload' }).click();
  const rejected = table.getByRole('button', { name: 'Rejected' });
  await expect(rejected).toBeVisible();
  await expectNoA11yViolations(page);
  // A balance push revalidates the list and draws its rows anew (closing an open tooltip): the
  // push of the rejection may land after the reload, so the reason is read once the list is settled.
  await expect(async () => {
    await expect(table).not.toHaveAttribute('aria-busy', 'true');
    await rejected.blur();
    await rejected.focus();
    await expect(page.getByRole('tooltip')).toHaveText('Rejection Reason: Address belongs to a blocked wallet', {
      timeout: 1_000,
    });
    await expect(rejected).toHaveAccessibleDescription('Rejection Reason: Address belongs to a blocked wallet', {
      timeout: 1_000,
    });
  }).toPass({ timeout: 10_000 });
});

test('a player filters both histories by date and pages through them; casino bets list real rounds', async ({
  page,
}) => {
  const { token } = await signedInOn(page, 'transaction-history');
  for (let i = 0; i < 11; i += 1) await depositViaApi(page.request, token, String(10 + i));
  const gameName = await playRoundsViaApi(page.request, token, 12);

  await page.reload();
  const transactions = page.getByRole('table', { name: 'Transaction History' });
  await expect(transactions.getByRole('row')).toHaveCount(11);
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await expect(transactions.getByRole('row')).toHaveCount(2);
  await page.getByRole('button', { name: 'First' }).click();
  await expect(page.getByText('Page 1 of 2')).toBeVisible();

  // The filter's rules, each with the spec's message.
  const from = page.getByRole('textbox', { name: 'From' });
  const until = page.getByRole('textbox', { name: 'Until' });
  await from.fill('01-01-2021');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(until).toHaveAccessibleDescription('* cannot be empty');
  await expect(page.getByText('Both from date and until date are required together').first()).toBeVisible();
  await expect(from).toHaveValue('01-01-2021');
  await until.fill('01-01-2020');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(from).toHaveAccessibleDescription('* From date must be earlier than or equal to until date');
  // Submitting the same wrong range again does not pile up toasts: the message shows once.
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.locator('.Toastify').getByText('From date must be earlier')).toHaveCount(1);
  const tomorrow = new Date(Date.now() + 86_400_000);
  const ddMMy = (date: Date) =>
    `${String(date.getDate()).padStart(2, '0')}-${String(date.getMonth() + 1).padStart(2, '0')}-${date.getFullYear()}`;
  await until.fill(ddMMy(tomorrow));
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(until).toHaveAccessibleDescription('* must be a past or present date');
  // The range toasts close after 2 seconds; then the page is checked.
  await expect(page.locator('.Toastify').getByText('From date must be earlier')).toHaveCount(0, { timeout: 6_000 });
  await expectNoA11yViolations(page);

  // A range with no rows, then today's range with all of them, then Reset.
  await from.fill('01-01-2021');
  await until.fill('31-12-2021');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(transactions).toContainText('No Data Found');
  await expect(page.getByText(/Page \d+ of/)).toHaveCount(0);
  const today = ddMMy(new Date());
  await from.fill(today);
  await until.fill(today);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(from).toHaveValue('');
  await expect(page.getByText('Page 1 of 2')).toBeVisible();

  await openTab(page, 'Bet History');
  const bets = page.getByRole('table', { name: 'Bet History' });
  await expect(bets.getByRole('row')).toHaveCount(11);
  await expect(bets.getByRole('row').nth(1)).toContainText(gameName);
  await expect(bets.getByRole('row').filter({ hasText: 'Bet' }).first()).toContainText('EUR');
  await page.getByRole('button', { name: 'Last' }).click();
  await expect(page.getByText(/^Page (\d) of \1$/)).toBeVisible();
  await page.getByRole('textbox', { name: 'From' }).fill('01-01-2021');
  await page.getByRole('textbox', { name: 'Until' }).fill('31-12-2021');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(bets).toContainText('No Data Found');
  await expectNoA11yViolations(page);

  await openTab(page, 'Casino Bets');
  const rounds = page.getByRole('table', { name: 'Casino Bets' });
  await expect(rounds.getByRole('row')).toHaveCount(11);
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  const first = rounds.getByRole('row').nth(1);
  await expect(first).toContainText(gameName);
  await expect(first).toContainText('Combined wallet');
  await expect(first).toContainText('1.00 EUR');
  await expect(first).toContainText(/Won|Lost/);
  await first.getByRole('button', { name: /^More/ }).click();
  const round = page.getByRole('dialog', { name: 'Round Details' });
  await expect(round).toContainText('Payout');
  await expectNoA11yViolations(page);
  await round.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(rounds.getByRole('row')).toHaveCount(3);
});
