import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

export const PASSWORD = 'Secret-Password-1';

/** A fresh address per journey, so journeys never share a player. */
export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.com`;
}

/**
 * Creates a player straight through the platform (for journeys about something other than sign-up),
 * with spec point 7's payload (no password confirmation: that is the form's check).
 */
export async function signUpViaApi(
  request: APIRequestContext,
  email = uniqueEmail('player'),
  password = PASSWORD,
  /** Other details than the Irish player's (country, currency, date of birth…). */
  details: Record<string, string> = {},
) {
  const response = await request.post('/api/players/new', {
    data: {
      email,
      username: email,
      password,
      firstName: 'Ada',
      lastName: 'Lovelace',
      sex: 'female',
      dob: '1990-05-17',
      phoneNumber: '+353861234567',
      address: '1 Main Street',
      city: 'Dublin',
      country: 'Ireland',
      currency: 'EUR',
      locale: 'en_GB',
      consent: true,
      ...details,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return { email, password };
}

/** A box ('Day', 'Month' or 'Year') of the date of birth inside `scope` (a dialog or form). */
export const dateOfBirthBox = (scope: Locator, name: 'Day' | 'Month' | 'Year') =>
  scope.getByRole('group', { name: 'Date of Birth' }).getByRole('textbox', { name, exact: true });

/** Fills the date of birth's day, month and year boxes from a 'dd-MM-yyyy' text. */
export async function fillDateOfBirth(scope: Locator, text: string) {
  const [day = '', month = '', year = ''] = text.split('-');
  await dateOfBirthBox(scope, 'Day').fill(day);
  await dateOfBirthBox(scope, 'Month').fill(month);
  await dateOfBirthBox(scope, 'Year').fill(year);
}

/** Checks the date of birth's boxes read as the 'dd-MM-yyyy' text. */
export async function expectDateOfBirth(scope: Locator, text: string) {
  const [day = '', month = '', year = ''] = text.split('-');
  await expect(dateOfBirthBox(scope, 'Day')).toHaveValue(day);
  await expect(dateOfBirthBox(scope, 'Month')).toHaveValue(month);
  await expect(dateOfBirthBox(scope, 'Year')).toHaveValue(year);
}

/** Whether the page is laid out for phones (the header's menu lives in the drawer). */
export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1440) <= 991;

/** Opens the mobile drawer. */
export async function openDrawer(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-interactive', '');
  await page.getByRole('button', { name: 'Open menu' }).click();
  return page.getByRole('dialog', { name: 'Menu' });
}

/** Opens the auth modal from the header (or the drawer on phones) on the given tab. */
export async function openAuth(page: Page, tab: 'Sign In' | 'Sign Up') {
  // A page the server rendered answers once the application has taken it over.
  await expect(page.locator('html')).toHaveAttribute('data-interactive', '');
  // On phones the drawer carries Sign In and Sign Up; on wide screens the header does.
  if (isMobile(page)) await (await openDrawer(page)).getByRole('button', { name: tab, exact: true }).click();
  else await page.getByRole('banner').getByRole('button', { name: tab, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: tab });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Signs in through the modal and waits for the wallet in the header. */
export async function signInViaUi(page: Page, email: string, password: string) {
  const dialog = await openAuth(page, 'Sign In');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(walletButton(page)).toBeVisible();
}

/**
 * Signs the player in straight through the platform (for journeys about something other than
 * signing in, which auth.spec.ts and account-security.spec.ts walk through the modal): the session
 * the site would store after the modal's sign-in (src/api/session.ts), written before this page's
 * first document loads, once (a reload or a sign-out later is the site's own), and the cookie that
 * says a player is signed in on this browser. The next `goto` opens the site signed in.
 */
export async function signInViaApi(page: Page, email: string, password: string) {
  const answer = await page.request.post('/api/players/signin', { data: { email, password } });
  expect(answer.status(), await answer.text()).toBe(200);
  const { result } = (await answer.json()) as {
    result: { token: string; refreshToken: string; user: { uuid: string; email: string } };
  };
  const session = {
    playerId: result.user.uuid,
    token: result.token,
    refreshToken: result.refreshToken,
    email: result.user.email,
  };
  const origin = new URL(answer.url()).origin;
  await page.addInitScript(
    ({ session, origin }) => {
      if (window !== window.top || window.location.origin !== origin) return;
      if (window.sessionStorage.getItem('e2e-signed-in')) return;
      window.sessionStorage.setItem('e2e-signed-in', '1');
      for (const [key, value] of Object.entries(session)) window.localStorage.setItem(key, value);
    },
    { session, origin },
  );
  // The cookie that tells the server a player is signed in on this browser (SIGNED_IN_COOKIE).
  await page.context().addCookies([{ name: 'signed-in', value: '1', url: origin, sameSite: 'Lax' }]);
}

/** The wallet dropdown's trigger in the header. */
export const walletButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Wallet/ });

/** The access token the site stored for the signed-in player. */
export const storedToken = (page: Page) => page.evaluate(() => window.localStorage.getItem('token'));

/**
 * The dashboard's link to a section. On a phone a section is a page alone: its Back link leads
 * to the overview, where every section's link is.
 */
export async function dashboardLink(page: Page, name: string): Promise<Locator> {
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Dashboard' })).toBeAttached();
  const back = page.getByRole('link', { name: 'Back', exact: true });
  if (await back.isVisible()) await back.click();
  return page.getByRole('navigation', { name: 'Profile Dashboard' }).getByRole('link', { name, exact: true });
}
