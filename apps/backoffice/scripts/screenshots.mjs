#!/usr/bin/env node
// The back office in Chromium against a running platform: the first admin made with the operator
// token (as `pnpm admin staff create` does), the set-up link, the first sign-in with TOTP
// enrolment, an invitation, the colleague's page (role change, deactivation and reactivation, each
// with a reason, and the member's audit), the audit log and the sessions; then a second sign-in with the code
// at a narrower width. Every screen is photographed at 1440 and 1024 px wide (into
// SCREENSHOT_DIR, default apps/backoffice/.screenshots) and checked with axe (WCAG 2.1 AA and best
// practice); the run fails on a violation, a console error or a Content-Security-Policy report.
//
//   node apps/backoffice/scripts/screenshots.mjs          (BASE_URL, default http://127.0.0.1:4391)
//
// The platform: `PORT=4391 HOST=127.0.0.1 DATA_DIR=memory:// PUBLIC_URL=http://127.0.0.1:4391
// LOG_LEVEL=warn node apps/platform/dist/main.js` after building it and the back office (or all.mjs).
import {
  browserSignIn,
  createStaff,
  fail,
  heading,
  launchBrowser,
  outDir,
  runInBrowser,
  settled,
  shoot,
  stamp,
  staffMember,
  watchedPage,
} from './kit.mjs';

const admin = staffMember('Ada Admin', `admin-${stamp}@casino.example`);
const colleague = staffMember('Cleo Compliance', `cleo-${stamp}@casino.example`);

/** Opens an action of the staff member's page, lets `fill` fill its dialog, and sends it (the dialog closes). */
async function memberAction(page, label, fill) {
  await page.getByRole('group', { name: 'Actions on this account' }).getByRole('button', { name: label }).click();
  const dialog = page.getByRole('dialog');
  await settled(dialog);
  await fill(dialog);
  await dialog.getByRole('button', { name: label }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** The admin signs in asking for the audit log, each step photographed. */
const signIn = (page, width) =>
  browserSignIn(page, admin, {
    path: '/backoffice/audit',
    landing: 'Audit log',
    onStep: (step) => shoot(page, width, { 'sign-in': '02-sign-in', enrolment: '03-enrolment', code: '03-code' }[step]),
  });

const browser = await launchBrowser();
await runInBrowser(browser, '', `Every screen photographed in ${outDir}, axe clean, no console error.`, async () => {
  // The first admin, as the CLI makes it: the operator token's createStaff; the set-up link in the browser.
  const setUpLink = await createStaff(admin, 'admin');

  console.log('1440 px:');
  const page = await watchedPage(browser, 1440);
  const answer = await page.goto(setUpLink);
  const policy = answer.headers()['content-security-policy'] ?? '';
  if (!policy.includes("script-src 'self';")) fail(`The back office's policy is not its own: ${policy}`);
  if (answer.headers()['x-robots-tag'] !== 'noindex, nofollow') fail('The back office answer is not noindex');
  await heading(page, 'Set up your back-office account');
  await page.getByLabel('New password', { exact: true }).fill(admin.password);
  await page.getByLabel('Confirm new password').fill(admin.password);
  await shoot(page, 1440, '01-set-up');
  await page.getByRole('button', { name: 'Set password' }).click();
  await page.getByText('Your password is set.').waitFor();

  await signIn(page, 1440);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Staff' }).click();
  await heading(page, 'Staff');
  await page.getByLabel('Name', { exact: true }).fill(colleague.name);
  await page.getByLabel('E-mail', { exact: true }).fill(colleague.email);
  await page.getByLabel('Role').selectOption('compliance');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await page.getByRole('heading', { name: `${colleague.name} is invited` }).waitFor();
  await page.getByRole('row', { name: new RegExp(colleague.email) }).waitFor();
  await shoot(page, 1440, '04-staff');

  // The colleague's page: the account, the admin's actions on it and the member's audit.
  await page
    .getByRole('row', { name: new RegExp(colleague.email) })
    .getByRole('link', { name: colleague.name })
    .click();
  await heading(page, colleague.name);
  await page.getByRole('row', { name: /Staff member invited/ }).waitFor();
  await shoot(page, 1440, '04a-member');
  await memberAction(page, 'Change role', async (dialog) => {
    await dialog.getByLabel('New role').selectOption('support');
    await dialog.getByLabel('Reason').fill('Moved to the support desk');
    await shoot(page, 1440, '04b-member-role-dialog', { fullPage: false });
  });
  await page
    .getByRole('status')
    .filter({ hasText: `${colleague.name} now has the role Support.` })
    .waitFor();
  await page.getByRole('row', { name: /Role changed/ }).waitFor();
  await shoot(page, 1440, '04c-member-role-changed');
  await memberAction(page, 'Deactivate', async (dialog) => {
    await dialog.getByLabel('Reason').fill('Left the company');
    await shoot(page, 1440, '04d-member-deactivate-dialog', { fullPage: false });
  });
  await page
    .getByRole('status')
    .filter({ hasText: `${colleague.name} is deactivated` })
    .waitFor();
  await page.getByRole('row', { name: /Staff member deactivated/ }).waitFor();
  await shoot(page, 1440, '04e-member-deactivated');
  await memberAction(page, 'Reactivate', async (dialog) => {
    await dialog.getByLabel('Reason').fill('Came back');
  });
  await page
    .getByRole('status')
    .filter({ hasText: `${colleague.name} is active again` })
    .waitFor();
  await page.getByRole('row', { name: /Staff member reactivated/ }).waitFor();
  await shoot(page, 1440, '04f-member-reactivated');
  // Focus is back on the button that opened the dialog.
  if (
    !(await page
      .getByRole('button', { name: 'Deactivate' })
      .evaluate((button) => button === globalThis.document.activeElement))
  )
    fail('After reactivation the focus is not on the action button');
  await page.getByRole('link', { name: 'Back to the staff list' }).click();
  await heading(page, 'Staff');

  await page.getByRole('link', { name: 'Audit log' }).click();
  await heading(page, 'Audit log');
  await page
    .getByRole('row', { name: /Staff member invited/ })
    .first()
    .waitFor();
  await shoot(page, 1440, '05-audit');
  await page.getByLabel('Action').selectOption('staff.invite');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await page.waitForURL(/action=staff\.invite/);
  // Every entry shown is an invitation (this run's among them).
  await page.waitForFunction(() => {
    const rows = [...globalThis.document.querySelectorAll('tbody tr')];
    return rows.length > 0 && rows.every((row) => row.textContent.includes('Staff member invited'));
  });
  await page
    .getByRole('row', { name: /Staff member invited/ })
    .first()
    .getByText('Show')
    .click();
  await shoot(page, 1440, '06-audit-filtered');

  await page.getByRole('link', { name: 'My sessions' }).click();
  await heading(page, 'My sessions');
  await page.getByText('This browser').waitFor();
  await shoot(page, 1440, '07-sessions');

  console.log('1024 px:');
  const narrow = await watchedPage(browser, 1024);
  await signIn(narrow, 1024);
  await narrow.getByRole('row').nth(1).waitFor();
  await shoot(narrow, 1024, '05-audit');
  await narrow.getByRole('link', { name: 'Staff' }).click();
  await heading(narrow, 'Staff');
  await shoot(narrow, 1024, '04-staff');
  await narrow
    .getByRole('row', { name: new RegExp(colleague.email) })
    .getByRole('link', { name: colleague.name })
    .click();
  await heading(narrow, colleague.name);
  await narrow.getByRole('row', { name: /Staff member reactivated/ }).waitFor();
  await shoot(narrow, 1024, '04a-member');
  await narrow.getByRole('button', { name: 'Deactivate' }).click();
  const deactivate = narrow.getByRole('dialog', { name: `Deactivate ${colleague.name}` });
  await settled(deactivate);
  await deactivate.getByLabel('Reason').fill('Left');
  await shoot(narrow, 1024, '04d-member-deactivate-dialog', { fullPage: false });
  await narrow.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await narrow.getByRole('dialog').waitFor({ state: 'detached' });
  await narrow.getByRole('link', { name: 'My sessions' }).click();
  await heading(narrow, 'My sessions');
  // Two browsers signed in: end the other one's session from here.
  await narrow.getByRole('button', { name: 'End session' }).waitFor();
  await shoot(narrow, 1024, '07-sessions');
  await narrow.getByRole('button', { name: 'End session' }).click();
  await narrow.getByText('The session is ended.').waitFor();
  // The first browser's session is over: its next call takes it to sign-in, saying why.
  await page.getByRole('link', { name: 'Audit log' }).click();
  await heading(page, 'Sign in to the back office');
  await page.getByText('Your session has ended').waitFor();
  await narrow.getByRole('button', { name: 'Sign out' }).last().click();
  await narrow.getByText('You have signed out.').waitFor();
  await shoot(narrow, 1024, '08-signed-out');
});
