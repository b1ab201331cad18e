// The back office (issue 30), as an operator's staff run a day with it: the first admin made by
// the CLI signs in with TOTP and invites a compliance member; a player's KYC documents are
// approved and rejected in the viewer and the player sees both on the site; a large withdrawal
// needs two different staff members; support cannot approve; the audit shows every step, and its
// chain checks whole until a row is altered in the database, when the CLI and the app both say where.
//
// On a platform of its own (ownPlatform.ts): the embedded database in a folder the journey opens
// while the platform is stopped, which the shared in-memory platform cannot offer.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { generate } from 'otplib';
import { makeEligibleToWithdraw } from './eligibility';
import { expect, expectNoA11yViolations, test, watchPage } from './fixtures';
import { depositViaApi, withdrawViaApi } from './money';
import { adminCli, openDatabase, startOwnPlatform, type OwnPlatform } from './ownPlatform';
import { signInViaApi, signUpViaApi, uniqueEmail } from './players';

const STAFF_PASSWORD = 'Correct-Horse-Battery-9';
const port = Number(process.env.E2E_BACKOFFICE_PORT ?? 4318);

// What is shown on a wide screen is what the back office is for (1440 and 1024 are its widths).
test.describe.configure({ mode: 'serial' });
test.use({ baseURL: `http://127.0.0.1:${port}` });

let platform: OwnPlatform;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  platform = await startOwnPlatform(port);
});
test.afterAll(async () => {
  await platform?.dispose();
});

interface Member {
  email: string;
  name: string;
  page: Page;
}
const contexts: BrowserContext[] = [];
const errors: string[] = [];
test.afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
});

/** A browser of a staff member's own (a context apart, watched as the journey's page is). */
async function browserOf(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: platform.baseUrl, viewport: { width: 1440, height: 900 } });
  contexts.push(context);
  const page = await context.newPage();
  await watchPage(page, errors);
  return page;
}

/** The authenticator app's code of a time step not used before by that member (a code works once). */
const usedSteps = new Map<string, number>();
async function freshCode(secret: string): Promise<string> {
  let step = Math.floor(Date.now() / 30_000);
  while (step <= (usedSteps.get(secret) ?? -1)) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    step = Math.floor(Date.now() / 30_000);
  }
  usedSteps.set(secret, step);
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) });
}

/** The one-time set-up link: a password chosen on the page it opens. */
async function setUp(page: Page, link: string) {
  await page.goto(link.replace(/^https?:\/\/[^/]+/, platform.baseUrl));
  await expect(page.getByRole('heading', { level: 1, name: 'Set up your back-office account' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(STAFF_PASSWORD);
  await page.getByLabel('Confirm new password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Your password is set.')).toBeVisible();
}

/** The first sign-in: password, then the authenticator enrolled from the key shown; lands on `heading`. */
async function firstSignIn(page: Page, email: string, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the back office' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Set up two-factor sign-in' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel('Authentication code').fill(await freshCode(secret));
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  // Back on the page asked for before signing in.
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** A member made by the CLI (`pnpm admin staff create`), set up and signed in on a browser of their own. */
async function memberFromCli(browser: Browser, role: string, name: string, path: string, heading: string) {
  const email = uniqueEmail(role);
  const made = await adminCli(platform, ['staff', 'create', '--email', email, '--role', role, '--name', name]);
  expect(made.code, made.output).toBe(0);
  expect(made.output).toContain(`Staff member ${name} <${email}> made with the role ${role}.`);
  const link = made.output.match(/\S+\/backoffice\/set-up\?token=\S+/)?.[0];
  expect(link, made.output).toBeTruthy();
  const page = await browserOf(browser);
  await setUp(page, link!);
  await firstSignIn(page, email, path, heading);
  return { email, name, page } satisfies Member;
}

/** The review dialog of the withdrawal of `amount` in the queue. */
async function openWithdrawal(page: Page, amount: string) {
  await page.goto('/backoffice/withdrawals');
  await expect(page.getByRole('heading', { level: 1, name: 'Withdrawals' })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`Review the withdrawal of ${amount} EUR`) }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

test('staff run a day in the back office: roles, two-factor sign-in, KYC and four-eyes withdrawals, a tamper-evident audit @same-on-phones', async ({
  browser,
  page: playerPage,
}) => {
  test.setTimeout(300_000);
  let admin: Member;
  let compliance: Member;

  await test.step('the first admin is made by the CLI, sets a password and signs in with TOTP', async () => {
    admin = await memberFromCli(browser, 'admin', 'Ada Admin', '/backoffice/staff', 'Staff');
    await expectNoA11yViolations(admin.page);
  });

  await test.step('the admin invites a compliance member, who sets up and signs in', async () => {
    const email = uniqueEmail('compliance');
    await admin.page.getByLabel('Name', { exact: true }).fill('Cleo Compliance');
    await admin.page.getByLabel('E-mail', { exact: true }).fill(email);
    await admin.page.getByLabel('Role').selectOption('compliance');
    await admin.page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(admin.page.getByRole('heading', { name: 'Cleo Compliance is invited' })).toBeVisible();
    await expect(admin.page.getByRole('row', { name: new RegExp(email) })).toContainText('Compliance');
    const link = await admin.page.getByLabel('Set-up link').inputValue();
    const page = await browserOf(browser);
    await setUp(page, link);
    await firstSignIn(page, email, '/backoffice/kyc', 'KYC queue');
    compliance = { email, name: 'Cleo Compliance', page };
  });

  const kycPlayer = uniqueEmail('kyc');
  await test.step('a player uploads three documents on the site', async () => {
    await signUpViaApi(playerPage.request, kycPlayer);
    await signInViaApi(playerPage, kycPlayer, 'Secret-Password-1');
    await playerPage.goto('/profile/verification');
    // Files chosen before the page is interactive are not seen by its form (a busy CI machine was
    // that quick once: Submit then sent nothing).
    await expect(playerPage.locator('html')).toHaveAttribute('data-interactive', '', { timeout: 15_000 });
    const kyc = playerPage.getByRole('group', { name: 'Kyc Verification', exact: true });
    const png = (name: string) => ({
      name,
      mimeType: 'image/png',
      buffer: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        'base64',
      ),
    });
    await kyc.getByLabel('Choose file: Identification').setInputFiles(png('passport.png'));
    await kyc.getByLabel('Choose file: Address').setInputFiles(png('bill.png'));
    await kyc.getByLabel('Choose file: ID with Photo').setInputFiles(png('selfie.png'));
    // The page checks each file's bytes before it takes it: Submit once all three are shown.
    for (const name of ['passport.png', 'bill.png', 'selfie.png']) await expect(kyc.getByText(name)).toBeVisible();
    await kyc.getByRole('button', { name: 'Submit' }).click();
    await expect(kyc.getByText('Review Pending')).toHaveCount(3);
  });

  await test.step('compliance approves the identification and rejects the proof of address in the viewer', async () => {
    const page = compliance.page;
    await page.reload();
    const item = page.getByRole('row').filter({ hasText: kycPlayer });
    await item.getByRole('link', { name: 'Ada Lovelace' }).click();
    await expect(page.getByText('You are reviewing this player')).toBeVisible();
    // The file itself, shown inside the app.
    const image = page.getByRole('img', { name: 'Identification of Ada Lovelace' });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Identification approved.')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Proof of address', selected: true })).toBeVisible();
    await page.getByLabel(/Reason for the rejection/).fill('The bill is older than three months');
    await page.getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByText('Proof of address rejected: the player may upload it again.')).toBeVisible();
  });

  await test.step('the player sees both decisions on the site', async () => {
    await playerPage.reload();
    const kyc = playerPage.getByRole('group', { name: 'Kyc Verification', exact: true });
    await expect(kyc.getByRole('region', { name: 'Identification' })).toContainText('Approved');
    const address = kyc.getByRole('region', { name: 'Address' });
    await expect(address.getByText('rejected due to The bill is older than three months')).toBeVisible();
    await expect(address.getByLabel('Attach New File: Address')).toBeAttached();
    await expect(kyc.getByRole('region', { name: 'ID with Photo' })).toContainText('Review Pending');
  });

  // Another player with money to take out: verified by automation (the operator token).
  const payee = uniqueEmail('payee');
  await test.step('a player asks to withdraw 1200.00, over the four-eyes amount', async () => {
    const request = playerPage.request;
    await signUpViaApi(request, payee);
    const signIn = await request.post('/api/players/signin', { data: { email: payee, password: 'Secret-Password-1' } });
    const { token } = ((await signIn.json()) as { result: { token: string } }).result;
    await makeEligibleToWithdraw(request, payee, token);
    await depositViaApi(request, token, '1500');
    await withdrawViaApi(request, token, '1200');
  });

  const payments = await test.step('a payments member gives the first approval', async () => {
    const member = await memberFromCli(browser, 'payments', 'Paz Payments', '/backoffice/withdrawals', 'Withdrawals');
    const dialog = await openWithdrawal(member.page, '1200.00');
    await expect(dialog.getByText('This amount needs two approvals by different staff members.')).toBeVisible();
    await expectNoA11yViolations(member.page);
    await dialog.getByRole('button', { name: 'Give the first approval' }).click();
    await expect(
      member.page.getByText('Your approval is recorded. The withdrawal of 1200.00 EUR waits for a second approval.'),
    ).toBeVisible();
    // The same person cannot give the second one.
    const again = await openWithdrawal(member.page, '1200.00');
    await expect(
      again.getByText('You approved it first. Another staff member must give the second approval.'),
    ).toBeVisible();
    await expect(again.getByRole('button', { name: 'Approve' })).toBeDisabled();
    await again.getByRole('button', { name: 'Close' }).click();
    return member;
  });

  await test.step('support reads the queue but cannot approve: no button, and the platform refuses', async () => {
    const support = await memberFromCli(browser, 'support', 'Sam Support', '/backoffice/withdrawals', 'Withdrawals');
    const dialog = await openWithdrawal(support.page, '1200.00');
    await expect(dialog.getByText(/Paz Payments approved it first/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: /Approve|approval/ })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Reject' })).toHaveCount(0);
    // Asked directly, with the session's cookie and its CSRF token: refused for the role.
    const request = support.page.request;
    const me = (await (await request.get('/api/backoffice/me')).json()) as { result: { csrfToken: string } };
    const queue = (await (await request.get('/api/backoffice/withdrawals')).json()) as {
      result: { withdrawal: { uuid: string }; player: { email: string } }[];
    };
    const uuid = queue.result.find((item) => item.player.email === payee)!.withdrawal.uuid;
    const refused = await request.post(`/api/backoffice/withdrawals/${uuid}/approve`, {
      headers: { 'x-csrf-token': me.result.csrfToken },
      data: {},
    });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { error: { reason?: string } }).error.reason).toBe('permission');
    // Without the CSRF token, refused before the role is even looked at.
    const forged = await request.post(`/api/backoffice/withdrawals/${uuid}/approve`, { data: {} });
    expect(forged.status()).toBe(403);
    expect(((await forged.json()) as { error: { reason?: string } }).error.reason).toBe('csrf');
  });

  await test.step('a second payments member approves: it is paid out, and the player sees it', async () => {
    const second = await memberFromCli(browser, 'payments', 'Pia Payments', '/backoffice/withdrawals', 'Withdrawals');
    const dialog = await openWithdrawal(second.page, '1200.00');
    await expect(dialog.getByText(/Paz Payments approved it first/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(second.page.getByText('The withdrawal of 1200.00 EUR is approved and paid out.')).toBeVisible();
    // Gone from the queue of the first approver too.
    await payments.page.reload();
    await expect(payments.page.getByRole('button', { name: /Review the withdrawal of 1200.00 EUR/ })).toHaveCount(0);

    const fresh = await browserOf(browser);
    await signInViaApi(fresh, payee, 'Secret-Password-1');
    await fresh.goto('/profile/transaction-history');
    const table = fresh.getByRole('table', { name: 'Transaction History' });
    const withdrawal = table.getByRole('row').filter({ hasText: 'Withdrawal' });
    await expect(withdrawal).toHaveCount(1);
    await expect(withdrawal).toContainText('1,200.00');
    await expect(withdrawal).toContainText('Completed');
  });

  await test.step('the audit shows every step, and its chain is whole', async () => {
    const page = admin.page;
    await page.goto('/backoffice/audit');
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Entries: \d+$/ })).toBeVisible();
    const rows = page.getByRole('row');
    /** The log filtered by one action, as staff filter it. */
    const filterBy = async (action: string) => {
      await page.getByLabel('Action').selectOption(action);
      await page.getByRole('button', { name: 'Apply filters' }).click();
      await expect(page).toHaveURL(new RegExp(`action=${action.replace('.', '\\.')}`));
    };
    const by = (who: string) => rows.filter({ hasText: who });

    await filterBy('staff.create');
    await expect(by('Automation (operator token)')).toHaveCount(4);
    await filterBy('staff.invite');
    await expect(by('Ada Admin')).toHaveCount(1);
    await filterBy('kyc.viewDocument');
    await expect(by('Cleo Compliance').first()).toBeVisible();
    await filterBy('kyc.review');
    await expect(by('Cleo Compliance')).toHaveCount(2);
    await expect(by('Cleo Compliance').filter({ hasText: 'The bill is older than three months' })).toHaveCount(1);
    await expect(by('Automation (operator token)')).toHaveCount(3);
    await filterBy('withdrawal.approve');
    await expect(rows.filter({ hasText: 'Withdrawal approved' })).toHaveCount(2);
    await expect(by('Paz Payments')).toHaveCount(1);
    await expect(by('Pia Payments')).toHaveCount(1);
    await page.getByRole('button', { name: 'Check the chain' }).click();
    await expect(page.getByRole('status').filter({ hasText: /The chain is whole: \d+ entries checked/ })).toBeVisible();
    await expectNoA11yViolations(page);

    const verified = await adminCli(platform, ['audit', 'verify']);
    expect(verified.code, verified.output).toBe(0);
    expect(verified.output).toMatch(/^ok: \d+ entries checked, the chain is whole\./);
  });

  await test.step('a row altered in the database breaks the chain there, as the CLI and the app say', async () => {
    // Every browser but the admin's leaves first: a page left open would log the platform's absence.
    await playerPage.goto('about:blank');
    for (const context of contexts.splice(0)) {
      if (context !== admin.page.context()) await context.close();
    }
    contexts.push(admin.page.context());
    await platform.stop();
    const database = await openDatabase(platform);
    let alteredId: number;
    try {
      // The platform's own statements cannot: the append-only trigger refuses any update.
      await expect(
        database.query(`update audit_log set reason = 'nothing to see' where action = 'withdrawal.approve'`),
      ).rejects.toThrow(/append-only/);
      // Someone who owns the table can switch the trigger off first.
      const { rows } = await database.query<{ id: number }>(
        `select id from audit_log where action = 'withdrawal.approve' order by id limit 1`,
      );
      alteredId = Number(rows[0]!.id);
      await database.exec(`
        alter table audit_log disable trigger audit_log_append_only;
        update audit_log set after = jsonb_set(after, '{amount}', '"12.00"') where id = ${alteredId};
        alter table audit_log enable trigger audit_log_append_only;
      `);
    } finally {
      await database.close();
    }
    await platform.start();

    const verified = await adminCli(platform, ['audit', 'verify']);
    expect(verified.code, verified.output).toBe(4);
    expect(verified.output).toContain(`BROKEN: entry ${alteredId!} at`);
    expect(verified.output).toContain('(withdrawal.approve): its fields do not give its hash (altered)');

    // The admin's session outlived the restart: the app says the same.
    const page = admin.page;
    await page.reload();
    await page.getByRole('button', { name: 'Check the chain' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `The chain is broken at entry ${alteredId!} (Withdrawal approved` }),
    ).toBeVisible();
  });

  expect(errors, 'console errors in the staff browsers').toEqual([]);
});
