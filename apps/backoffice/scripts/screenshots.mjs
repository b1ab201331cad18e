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
// LOG_LEVEL=warn TEST_CLOCK=true node apps/platform/dist/main.js` after building it and the back office.
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from 'otplib';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.mjs';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const baseUrl = (process.env.BASE_URL ?? 'http://127.0.0.1:4391').replace(/\/$/, '');
const operatorToken = process.env.OPERATOR_TOKEN ?? 'local-operator-token';
const outDir = path.resolve(process.env.SCREENSHOT_DIR ?? path.join(here, '../.screenshots'));
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const stamp = Date.now().toString(36);
const admin = { email: `admin-${stamp}@casino.example`, name: 'Ada Admin', password: 'Correct-Horse-Battery-9' };
const colleague = { email: `cleo-${stamp}@casino.example`, name: 'Cleo Compliance' };

const problems = [];
const CLIENT_ERROR_LOG = /^Failed to load resource: the server responded with a status of 40[13] /;
const fail = (message) => {
  throw new Error(message);
};

/** The first admin, as the CLI makes it: the operator token's createStaff; answers the set-up link. */
async function createFirstAdmin() {
  const response = await fetch(`${baseUrl}/api/admin/players/staff`, {
    method: 'POST',
    headers: { authorization: `Bearer ${operatorToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.email, role: 'admin', name: admin.name }),
  });
  const body = await response.json();
  if (!response.ok) fail(`createStaff answered ${response.status}: ${JSON.stringify(body)}`);
  return body.result.setUpLink.replace(/^https?:\/\/[^/]+/, baseUrl);
}

let lastStep = -1;
/** A TOTP code of a time step not used before (the platform refuses a code twice). */
async function freshCode(secret) {
  let step = Math.floor(Date.now() / 30_000);
  while (step <= lastStep) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    step = Math.floor(Date.now() / 30_000);
  }
  lastStep = step;
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) });
}

async function checkAxe(page, name) {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const result = await globalThis.axe.run(globalThis.document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    });
    return result.violations.map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  });
  if (violations.length) problems.push(`axe on ${name}: ${JSON.stringify(violations, null, 2)}`);
}

/**
 * Photographs the page (full height; a dialog: the window, as resizing the page for a full-height
 * photograph replays the dialog's opening animation) and checks it with axe.
 */
async function shoot(page, width, name, { fullPage = true } = {}) {
  await page.waitForLoadState('networkidle');
  const file = path.join(outDir, `${width}-${name}.png`);
  await page.screenshot({ path: file, fullPage });
  await checkAxe(page, `${name} at ${width}`);
  console.log(`  ${path.relative(process.cwd(), file)}`);
}

async function newPage(browser, width) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL: baseUrl });
  const page = await context.newPage();
  pages.push(page);
  page.on('console', (message) => {
    // A refused call shows as a 4xx in the console: the app's own probe of `me` while signed out,
    // a call of an ended session. The app's handling of them is what the run checks.
    if (message.type() === 'error' && !CLIENT_ERROR_LOG.test(message.text()))
      problems.push(`console at ${width}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error at ${width}: ${error.message}`));
  return page;
}

const heading = (page, name) => page.getByRole('heading', { level: 1, name }).waitFor();

/** Waits until a dialog has finished opening (its animations), so the photograph shows it whole. */
async function settled(dialog) {
  await dialog.waitFor();
  await dialog.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
}

/** Opens an action of the staff member's page, lets `fill` fill its dialog, and sends it (the dialog closes). */
async function memberAction(page, label, fill) {
  await page.getByRole('group', { name: 'Actions on this account' }).getByRole('button', { name: label }).click();
  const dialog = page.getByRole('dialog');
  await settled(dialog);
  await fill(dialog);
  await dialog.getByRole('button', { name: label }).click();
  await dialog.waitFor({ state: 'detached' });
}

async function signIn(page, secretRef, width) {
  await page.goto('/backoffice/audit');
  await heading(page, 'Sign in to the back office');
  await page.getByLabel('E-mail').fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await shoot(page, width, '02-sign-in');
  await page.getByRole('button', { name: 'Continue' }).click();
  const enrol = page.getByRole('heading', { level: 1, name: 'Set up two-factor sign-in' });
  const code = page.getByRole('heading', { level: 1, name: 'Enter your two-factor code' });
  await enrol.or(code).waitFor();
  if (await enrol.isVisible()) {
    secretRef.secret = (await page.getByTestId('totp-secret').textContent()).trim();
    const qr = page.getByRole('img', { name: 'QR code for your authenticator app' });
    if (!(await qr.getAttribute('src')).startsWith('data:image/png;base64,')) fail('The QR code is not a PNG data URL');
    await shoot(page, width, '03-enrolment');
    await page.getByLabel('Authentication code').fill(await freshCode(secretRef.secret));
    await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  } else {
    await shoot(page, width, '03-code');
    await page.getByLabel('Authentication code').fill(await freshCode(secretRef.secret));
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
  // Back to the page asked for before signing in.
  await heading(page, 'Audit log');
}

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const pages = [];
try {
  const setUpLink = await createFirstAdmin();
  const secretRef = { secret: '' };

  console.log('1440 px:');
  const page = await newPage(browser, 1440);
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

  await signIn(page, secretRef, 1440);
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
  const narrow = await newPage(browser, 1024);
  await signIn(narrow, secretRef, 1024);
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
} catch (error) {
  // What the failing page showed, beside the screenshots.
  for (const [index, page] of pages.entries()) {
    await page.screenshot({ path: path.join(outDir, `failure-${index}.png`), fullPage: true }).catch(() => undefined);
  }
  throw error;
} finally {
  await browser.close();
}
if (problems.length) {
  console.error(problems.join('\n\n'));
  process.exit(1);
}
console.log(`Every screen photographed in ${outDir}, axe clean, no console error.`);
