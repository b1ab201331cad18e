#!/usr/bin/env node
// The back office's money queues in Chromium against a running platform, with real data made
// through the platform's own calls: players who sign up, deposit on the sandbox checkout, play
// and withdraw; a large withdrawal approved once by a first staff member (four eyes); deposits
// held over a deposit limit. The Withdrawals and Held deposits screens (and the review dialog and
// a release dialog) are photographed at 1440 and 1024 px wide into SCREENSHOT_DIR (default
// apps/backoffice/.screenshots) and checked with axe (WCAG 2.1 AA and best practice); the run fails
// on a violation, a console error or a page error. A support member's view (no buttons) too.
//
//   node apps/backoffice/scripts/moneyScreenshots.mjs     (BASE_URL, default http://127.0.0.1:4391)
//
// The platform: HELD_DEPOSITS=review WITHDRAWAL_FOUR_EYES_AMOUNT=500
// WITHDRAWAL_REQUIRES_VERIFIED_EMAIL=false WITHDRAWAL_REQUIRES_KYC=false, with the back office built
// (all.mjs starts one so).
import {
  api,
  confirmByWebhook,
  deposit,
  heading,
  launchBrowser,
  newPlayer,
  operatorToken,
  paymentLink,
  play,
  problems,
  runInBrowser,
  shoot,
  signedInStaff,
  staffCall,
  TRC20_ADDRESS,
  watchedPage,
  withdraw,
} from './kit.mjs';

const player = (firstName, lastName) => newPlayer({ firstName, lastName });
const stakes = (count, stake) => Array.from({ length: count }, () => stake);

console.log('Staff and players…');
const ana = await signedInStaff('Ana Payer', 'payments');
const ben = await signedInStaff('Ben Second', 'payments');
const sue = await signedInStaff('Sue Support', 'support');

const ola = await player('Ola', 'Nordmann');
await deposit(ola, '100');
await play(ola, stakes(3, '10.00'));
await withdraw(ola, '50');

const lena = await player('Lena', 'Berg');
await deposit(lena, '2000');
await play(lena, stakes(5, '100.00'));
const large = await withdraw(lena, '1200');
await staffCall(ana, 'POST', `/api/backoffice/withdrawals/${large}/approve`, { reason: 'Source of funds checked' });

const tom = await player('Tom', 'Hale');
await deposit(tom, '300');
await play(tom, stakes(10, '20.00'));
const earlier = await withdraw(tom, '20');
await api('POST', `/api/admin/players/withdrawals/${earlier}/approve`, { token: operatorToken });
await withdraw(tom, '45', TRC20_ADDRESS);

const mia = await player('Mia', 'Keller');
await api('PUT', '/api/players/responsible-gaming/limits', {
  token: mia.token,
  body: { kind: 'deposit', period: 'day', amount: '50' },
});
// Links opened before any is paid, then all paid: the first fits the limit, the others are held.
const amounts = ['50.00', '40.00', '25.00'];
const links = [];
for (const amount of amounts) links.push(await paymentLink(mia, amount));
for (const [index, link] of links.entries()) await confirmByWebhook(link, amounts[index]);

const browser = await launchBrowser();
await runInBrowser(browser, 'money-', 'No axe violations, console errors or page errors.', async () => {
  for (const width of [1440, 1024]) {
    console.log(`${width} px:`);
    const page = await watchedPage(browser, width, { staff: ben });
    await page.goto('/backoffice/withdrawals');
    await heading(page, 'Withdrawals');
    await page.getByRole('table').getByText('Lena Berg').first().waitFor();
    await shoot(page, width, '20-withdrawals');
    await page.getByRole('button', { name: /Review the withdrawal of 1200.00 EUR/ }).click();
    await page.getByRole('dialog').waitFor();
    await shoot(page, width, '21-withdrawal-review-second');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /Review the withdrawal of 50.00 EUR/ }).click();
    await page.getByRole('dialog').waitFor();
    await shoot(page, width, '22-withdrawal-review');
    // The decision at the dialog's end: scrolled into view with the keyboard's Tab order.
    await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).focus();
    await shoot(page, width, '22b-withdrawal-decision');
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: 'Held deposits' }).click();
    await heading(page, 'Held deposits');
    await page.getByRole('table').getByText('Mia Keller').first().waitFor();
    await shoot(page, width, '23-held-deposits');
    await page.getByRole('button', { name: /Return the deposit of 25.00 EUR/ }).click();
    await page.getByRole('dialog').waitFor();
    await shoot(page, width, '24-held-deposit-return');
    await page.keyboard.press('Escape');
    await page.context().close();

    const support = await watchedPage(browser, width, { staff: sue });
    await support.goto('/backoffice/withdrawals');
    await heading(support, 'Withdrawals');
    await support.getByRole('table').getByText('Lena Berg').first().waitFor();
    await support.getByRole('button', { name: /Review the withdrawal of 1200.00 EUR/ }).click();
    await support.getByRole('dialog').waitFor();
    if (await support.getByRole('button', { name: /Approve/ }).count()) problems.push('support sees an approve button');
    await shoot(support, width, '25-withdrawal-review-support');
    await support.context().close();
  }
  // The second approval, in the browser: Ben pays Lena's withdrawal out.
  const page = await watchedPage(browser, 1440, { staff: ben });
  await page.goto('/backoffice/withdrawals');
  await page.getByRole('button', { name: /Review the withdrawal of 1200.00 EUR/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('status').filter({ hasText: 'approved and paid out' }).waitFor();
  await shoot(page, 1440, '26-withdrawal-paid');
});
