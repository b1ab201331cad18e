// Account security (issue 17): two-factor sign-in, sessions a player can end, e-mail change.
import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { generate } from 'otplib';
import { expect, expectNoA11yViolations, test } from './fixtures';
import {
  dashboardLink,
  isMobile,
  openAuth,
  openDrawer,
  signInViaUi,
  signUpViaApi,
  storedToken,
  uniqueEmail,
  walletButton,
} from './players';

async function openAccountSettings(page: Page) {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Dashboard' })).toBeVisible();
  // A phone opens on the overview of the sections; a wide screen on Account Settings.
  if (isMobile(page)) await (await dashboardLink(page, 'Account Settings')).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Account Settings' })).toBeVisible();
}

/** A section of Account Settings, named by its heading. */
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/**
 * How far the platform's clock is from this machine's (journeys may have moved it on with TEST_CLOCK):
 * the start of a fresh session is the platform's time of its sign-in.
 */
async function platformClockOffset(
  request: APIRequestContext,
  email: string,
  password: string,
  twoFactorCode?: string,
) {
  const before = Date.now();
  const signIn = await request.post('/api/players/signin', { data: { email, password, twoFactorCode } });
  const after = Date.now();
  expect(signIn.status(), await signIn.text()).toBe(200);
  const { token } = (await signIn.json()).result as { token: string };
  const sessions = await request.get('/api/players/sessions', { headers: { authorization: `Bearer ${token}` } });
  const current = ((await sessions.json()).result as { startedAt: string; current: boolean }[]).find((s) => s.current)!;
  return Date.parse(current.startedAt) - (before + after) / 2;
}

/** The authenticator app's code `stepsAhead` 30-second steps after the platform's now. */
const totp = (secret: string, offsetMs: number, stepsAhead = 0) =>
  generate({ secret, epoch: Math.floor((Date.now() + offsetMs) / 1000) + stepsAhead * 30 });

/** A picture of the screen (or of one part of it) for review, beside the test's other output. */
async function screenshot(target: Page | Locator, testInfo: TestInfo, name: string) {
  await target.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`) });
}

async function signOut(page: Page) {
  if (isMobile(page)) await (await openDrawer(page)).getByRole('button', { name: 'Logout' }).click();
  else await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
  await expect(walletButton(page)).toBeHidden();
}

test('a player turns on two-factor sign-in, signs out and signs in again with a code', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const { email, password } = await signUpViaApi(page.request, uniqueEmail('twofa'));
  const offset = await platformClockOffset(page.request, email, password);
  await page.goto('/');
  await signInViaUi(page, email, password);
  await openAccountSettings(page);

  const twoFactor = section(page, 'Two-factor sign-in');
  await expect(twoFactor.getByText('Off', { exact: true })).toBeVisible();
  await twoFactor.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Two-factor sign-in' });
  await dialog.getByLabel('Password', { exact: true }).fill('Not-The-Password-1');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('* The password is not correct')).toBeVisible();
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Continue' }).click();

  await expect(dialog.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await dialog.getByTestId('two-factor-key').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await expectNoA11yViolations(page);
  await screenshot(page, testInfo, 'two-factor-scan');
  await dialog.getByLabel('Authentication code').fill(await totp(secret, offset));
  await dialog.getByRole('button', { name: 'Turn on' }).click();

  const codesDialog = page.getByRole('dialog', { name: 'Save your recovery codes' });
  const codes = codesDialog.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await expectNoA11yViolations(page);
  await screenshot(page, testInfo, 'two-factor-recovery-codes');
  const download = page.waitForEvent('download');
  await codesDialog.getByRole('button', { name: 'Download codes' }).click();
  expect((await download).suggestedFilename()).toBe('recovery-codes.txt');
  await codesDialog.getByRole('button', { name: 'I have saved them' }).click();
  await expect(codesDialog).toBeHidden();
  await expect(twoFactor.getByText('On', { exact: true })).toBeVisible();
  await expect(twoFactor.getByText('Recovery codes left: 10')).toBeVisible();
  await screenshot(twoFactor, testInfo, 'two-factor-on');

  await signOut(page);

  // The password alone is not enough: the dialog asks for the code as its second step.
  const signIn = await openAuth(page, 'Sign In');
  await signIn.getByLabel('Email').fill(email);
  await signIn.getByLabel('Password', { exact: true }).fill(password);
  await signIn.getByRole('button', { name: 'Sign In', exact: true }).click();
  const code = signIn.getByLabel('Authentication code');
  await expect(code).toBeFocused();
  await expectNoA11yViolations(page);
  await code.fill('000000');
  await signIn.getByRole('button', { name: 'Verify' }).click();
  await expect(signIn.getByText('* This code is not correct or has already been used.')).toBeVisible();
  await expect(walletButton(page)).toBeHidden();
  // The code of enrolment is spent: the next step's code is the one to use (the platform takes one step either side).
  await code.fill(await totp(secret, offset, 1));
  await signIn.getByRole('button', { name: 'Verify' }).click();
  await expect(signIn).toBeHidden();
  await expect(walletButton(page)).toBeVisible();

  // The history shows the attempts.
  await openAccountSettings(page);
  const history = section(page, 'Recent sign-ins');
  await expect(history.getByText('Wrong code').first()).toBeVisible();
  await expect(history.getByText('Code asked for').first()).toBeVisible();
});

test('a player ends a session on another browser, which is signed out at once @same-on-phones', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const { email, password } = await signUpViaApi(page.request, uniqueEmail('sessions'));
  const elsewhere = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15',
    viewport: { width: 1280, height: 800 },
  });
  try {
    const other = await elsewhere.newPage();
    await other.goto('/casino');
    await signInViaUi(other, email, password);

    await page.goto('/');
    await signInViaUi(page, email, password);
    await openAccountSettings(page);
    const sessions = section(page, 'Where you are signed in');
    const table = sessions.getByRole('table', { name: 'Open sessions' });
    await expect(table.getByText('This device')).toBeVisible();
    await expect(table.getByText(/Safari 17 on macOS/)).toBeVisible();
    await expectNoA11yViolations(page);
    await screenshot(section(page, 'Two-factor sign-in'), testInfo, 'two-factor-off');
    await screenshot(sessions, testInfo, 'sessions');
    await screenshot(section(page, 'Recent sign-ins'), testInfo, 'sign-ins');

    await sessions.getByRole('button', { name: /^End session: Safari 17 on macOS/ }).click();
    await expect(page.getByText('The session has been ended')).toBeVisible();
    await expect(table.getByText(/Safari 17 on macOS/)).toHaveCount(0);
    await expect(sessions.getByText('You are signed in on this device only.')).toBeVisible();

    // The other browser is signed out at once, without doing anything: the platform closes its
    // wallet socket, and its tokens are refused from now on (spec point 8: a refused session goes home).
    await expect(walletButton(other)).toBeHidden({ timeout: 15_000 });
    await expect(other).toHaveURL(/\/sport-betting$/);
    expect(await storedToken(other)).toBeNull();
    // Home is where it went: no forced load follows 2 seconds later (it once reloaded the page).
    const loads: string[] = [];
    other.on('load', () => loads.push(other.url()));
    await other.waitForTimeout(2_500);
    expect(loads).toEqual([]);
    // Opening a page again finds no session to renew.
    await other.reload();
    await expect(walletButton(other)).toBeHidden();
    // This one is still signed in.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Where you are signed in' })).toBeVisible({ timeout: 15_000 });
    await expect(walletButton(page)).toBeVisible();
  } finally {
    await elsewhere.close();
  }
});

test('a player who leaves a page while its session renewal is answered stays signed in', async ({ page, viewport }) => {
  test.skip((viewport?.width ?? 1440) < 992, 'page loads do not depend on the screen');
  const { email, password } = await signUpViaApi(page.request, uniqueEmail('renewal'));
  await page.goto('/casino');
  await signInViaUi(page, email, password);
  const signedInWith = await page.evaluate(() => window.localStorage.getItem('refreshToken'));

  // Every page load renews the session (spec point 4). The platform renews it, and the answer is
  // lost: the player followed a link before it arrived.
  let renewed = false;
  await page.route('**/api/players/refresh', async (route) => {
    const answer = await route.fetch();
    renewed = answer.ok();
    await route.abort('aborted');
  });
  await page.reload();
  await expect.poll(() => renewed).toBe(true);
  await expect(page.locator('html[data-interactive]')).toBeAttached();
  await expect(walletButton(page)).toBeVisible();
  // The site keeps the session it has (the renewal was not refused, only not heard) ...
  expect(await page.evaluate(() => window.localStorage.getItem('refreshToken'))).toBe(signedInWith);

  // ... and the next page renews with it: the platform still takes a token it has just replaced.
  await page.unroute('**/api/players/refresh');
  const renewal = page.waitForResponse('**/api/players/refresh');
  await page.goto('/profile');
  expect((await renewal).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Dashboard' })).toBeVisible();
  await expect(walletButton(page)).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('refreshToken'))).not.toBe(signedInWith);
});

test('a player changes the e-mail with the password and confirms it by the link sent to the new address @same-on-phones', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { email, password } = await signUpViaApi(page.request, uniqueEmail('change'));
  await page.goto('/');
  await signInViaUi(page, email, password);
  await openAccountSettings(page);

  const newEmail = uniqueEmail('changed');
  const form = page.getByRole('form', { name: 'Account e-mail' });
  await form.getByRole('button', { name: 'Edit email' }).click();
  await form.getByLabel('Account e-mail').fill(newEmail);
  await form.getByRole('button', { name: 'Update email' }).click();
  await expect(form.getByText('* required')).toBeVisible();
  await form.getByLabel('Password', { exact: true }).fill('Wrong-Password-1');
  await form.getByRole('button', { name: 'Update email' }).click();
  await expect(form.getByText('* The password is not correct')).toBeVisible();
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Update email' }).click();
  await expect(form.getByText(`Waiting for confirmation: ${newEmail}.`, { exact: false })).toBeVisible();
  await expect(form.getByLabel('Account e-mail')).toHaveValue(email);
  await expectNoA11yViolations(page);

  // The old address is told, with a link that would cancel the change.
  await page.goto(`/mailbox?to=${encodeURIComponent(email)}`);
  await expect(page.getByText('A change of your e-mail address was requested').first()).toBeVisible();

  // The new address confirms it: from now on it is the sign-in.
  await page.goto(`/mailbox?to=${encodeURIComponent(newEmail)}`);
  await page
    .getByRole('link', { name: /verify-email/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/email-verification\?emailVerified=true/);
  await expect(page.getByText('Your new e-mail address is verified and is now your sign-in.')).toBeVisible();
  const oldSignIn = await page.request.post('/api/players/signin', { data: { email, password } });
  expect(oldSignIn.status()).toBe(401);
  await openAccountSettings(page);
  await expect(page.getByRole('form', { name: 'Account e-mail' }).getByLabel('Account e-mail')).toHaveValue(newEmail);
});
