import { expect, expectNoA11yViolations, test } from './fixtures';
import {
  dateOfBirthBox,
  fillDateOfBirth,
  isMobile,
  openAuth,
  openDrawer,
  PASSWORD,
  signInViaUi,
  signUpViaApi,
  storedToken,
  uniqueEmail,
  walletButton,
} from './players';

test('a visitor signs up, sees the wallet in the header, signs out and signs in again', async ({ page }) => {
  // A whole account's life in one journey: about 30 s on a busy machine.
  test.setTimeout(60_000);
  const email = uniqueEmail('signup');
  await page.goto('/casino');
  const dialog = await openAuth(page, 'Sign Up');
  await expectNoA11yViolations(page);

  await dialog.getByLabel('First Name').fill('Grace');
  await dialog.getByLabel('Last Name').fill('Hopper');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Gender').selectOption('female');
  await dialog.getByLabel('Country').fill('Ireland');
  await dialog.getByLabel('City').fill('Dublin');
  await dialog.getByLabel('Address').fill('1 Main Street');
  await dialog.getByLabel('Phone Number').fill('+353861234567');
  await dialog.getByLabel('Language').selectOption('en_GB');
  await dialog.getByLabel('Currency').selectOption('EUR');
  await fillDateOfBirth(dialog, '09-12-1990');
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('Confirm Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign Up', exact: true }).click();

  await expect(page.getByText('Sign up successfully!')).toBeVisible();
  await expect(page.getByText('Logged in successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(walletButton(page)).toHaveAccessibleName('Wallet, balance €0.00');
  await expect(page).toHaveURL(/\/casino$/);

  // The wallet lists the player's account with its balance and symbol.
  await walletButton(page).click();
  await expect(page.getByRole('menu')).toContainText('€');
  await page.keyboard.press('Escape');
  // The menu fades out before it leaves the page.
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expectNoA11yViolations(page);

  // Sign out: from the drawer on phones, from the dashboard on wide screens.
  if (isMobile(page)) {
    await (await openDrawer(page)).getByRole('button', { name: 'Logout' }).click();
  } else {
    await page.getByRole('button', { name: 'Profile Dashboard' }).click();
    await expect(page).toHaveURL(/\/profile\/account-settings$/);
    await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
  }
  await expect(page.getByText('Signed Out Successful')).toBeVisible();
  await expect(page).toHaveURL(/\/sport-betting$/);
  await expect(walletButton(page)).toBeHidden();
  expect(await storedToken(page)).toBeNull();
  // Signing out from the dashboard does not ask to sign in again.
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toHaveCount(0);

  // The same player signs in again.
  await page.goto('/promotion');
  await signInViaUi(page, email, PASSWORD);
  await expect(page.getByText('Logged in successfully!')).toBeVisible();
  await page.reload();
  await expect(walletButton(page)).toBeVisible();
});

test('a visitor reading German signs up in German and gets the e-mails in German', async ({ page }) => {
  test.skip(isMobile(page), 'the header carries Sign Up on wide screens; the form is the same on phones');
  const email = uniqueEmail('german');
  await page.goto('/casino');
  // As the language menu leaves it: stored, and a cookie for the server.
  await page.evaluate(() => {
    window.localStorage.setItem('language', 'de_DE');
    document.cookie = 'language=de_DE; path=/; max-age=31536000; samesite=lax';
  });
  await page.goto('/casino');
  await expect(page.locator('html')).toHaveAttribute('data-interactive', '');
  await page.getByRole('banner').getByRole('button', { name: 'Registrieren', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Registrieren' });
  await dialog.getByLabel('Vorname').fill('Jürgen');
  await dialog.getByLabel('Nachname').fill('Klein');
  await dialog.getByLabel('E-Mail').fill(email);
  await dialog.getByLabel('Land').fill('Österreich');
  await dialog.getByLabel('Stadt').fill('Wien');
  await dialog.getByLabel('Adresse').fill('Hauptstraße 1');
  await dialog.getByLabel('Telefonnummer').fill('+436641234567');
  await expect(dialog.getByLabel('Sprache')).toHaveValue('de_DE');
  // Every choice is named in German: the languages, the currencies and the prompt of each.
  const optionTexts = (label: string) =>
    dialog.getByLabel(label).evaluate((select: HTMLSelectElement) => Array.from(select.options, (o) => o.text));
  expect(await optionTexts('Sprache')).toEqual(expect.arrayContaining(['Sprache auswählen', 'Deutsch', 'Englisch']));
  expect(await optionTexts('Währung')).toEqual(
    expect.arrayContaining(['Währung auswählen', 'Euro (€)', 'US-Dollar ($)', 'Britisches Pfund (£)']),
  );
  await dialog.getByLabel('Währung').selectOption('EUR');
  const dob = dialog.getByRole('group', { name: 'Geburtsdatum' });
  await dob.getByRole('textbox', { name: 'Tag' }).fill('09');
  await dob.getByRole('textbox', { name: 'Monat' }).fill('12');
  await dob.getByRole('textbox', { name: 'Jahr' }).fill('1990');
  await dialog.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('Passwort bestätigen').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Registrieren', exact: true }).click();
  await expect(dialog).toBeHidden();

  await page.goto(`/mailbox?to=${encodeURIComponent(email)}`);
  await expect(page.getByText('Bestätigen Sie Ihre E-Mail-Adresse')).toBeVisible();
  await expect(page.getByText('Hallo Jürgen,')).toBeVisible();
});

test('every sign-up rule answers with its message and keeps what was typed', async ({ page }) => {
  await page.goto('/casino');
  const dialog = await openAuth(page, 'Sign Up');
  const submit = dialog.getByRole('button', { name: 'Sign Up', exact: true });
  const errorOf = (label: string, options: { exact?: boolean } = {}) =>
    dialog.getByRole('textbox', { name: label, ...options }).or(dialog.getByRole('combobox', { name: label }));

  await submit.click();
  for (const label of ['First Name', 'Last Name', 'Email', 'Country', 'City', 'Address', 'Phone Number']) {
    await expect(errorOf(label), label).toHaveAccessibleDescription(/\* required/);
  }
  // The language starts at the site's own (the account's e-mails are written in it).
  await expect(dialog.getByLabel('Language')).toHaveValue('en_GB');
  await expect(dialog.getByLabel('Currency')).toHaveAccessibleDescription(/\* required/);
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(/\* required/);
  await expect(dialog.getByLabel('Confirm Password')).toHaveAccessibleDescription(/\* required/);
  await expectNoA11yViolations(page);

  const cases: [label: string, value: string, message: string][] = [
    ['First Name', 'A', 'minimum length of 2'],
    ['Last Name', 'x'.repeat(51), 'maximum length of 50'],
    ['Country', 'Ire1and', 'only letters and single space between words are allowed'],
    ['City', 'New  York', 'only letters and single space between words are allowed'],
    ['Address', ' 1 Main Street', 'no leading or trailing spaces allowed'],
    ['Phone Number', '12-34', 'only numbers and + allowed'],
    ['Email', 'not-an-email', 'Invalid email address'],
  ];
  for (const [label, value] of cases) await dialog.getByLabel(label, { exact: true }).fill(value);
  await dialog.getByLabel('Password', { exact: true }).fill('short');
  await dialog.getByLabel('Confirm Password').fill('different');
  // The date of birth's error describes each of its boxes.
  const dob = dateOfBirthBox(dialog, 'Day');
  await fillDateOfBirth(dialog, '31-02-2000');
  await submit.click();
  for (const [label, value, message] of cases) {
    const field = dialog.getByLabel(label, { exact: true });
    await expect(field, label).toHaveAccessibleDescription(`* ${message}`);
    await expect(field, `${label} keeps its text`).toHaveValue(value);
  }
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveAccessibleDescription('* minimum length of 8');
  await expect(dialog.getByLabel('Confirm Password')).toHaveAccessibleDescription('* passwords must match');
  await expect(dob).toHaveAccessibleDescription('* YYYY-MM-DD format required');

  const dobCases: [string, string][] = [
    ['01-01-2999', 'must be a past date'],
    [`01-01-${new Date().getFullYear() - 10}`, 'age must be atleast 18 years'],
    ['01-01-1850', 'age must be less than 150 years'],
  ];
  for (const [value, message] of dobCases) {
    await fillDateOfBirth(dialog, value);
    await submit.click();
    await expect(dob).toHaveAccessibleDescription(`* ${message}`);
  }
  await dialog.getByLabel('Password', { exact: true }).fill('p'.repeat(151));
  await submit.click();
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveAccessibleDescription('* maximum length of 150');

  // Sign in has the same e-mail and password rules.
  await dialog.getByRole('tab', { name: 'Sign In' }).click();
  const signIn = page.getByRole('dialog', { name: 'Sign In' });
  await signIn.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(signIn.getByLabel('Email')).toHaveAccessibleDescription('* required');
  await expect(signIn.getByLabel('Password', { exact: true })).toHaveAccessibleDescription('* required');

  // Closing clears everything and the next opening starts on Sign In.
  await signIn.getByRole('button', { name: 'Close' }).click();
  const again = await openAuth(page, 'Sign Up');
  await expect(again.getByLabel('First Name')).toHaveValue('');
  await expect(again.getByLabel('First Name')).not.toHaveAccessibleDescription(/required|minimum/);
});

test('wrong credentials are refused with the platform message and nothing is stored @same-on-phones', async ({
  page,
}) => {
  const { email } = await signUpViaApi(page.request);
  await page.goto('/casino');
  const dialog = await openAuth(page, 'Sign In');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill('Wrong-Password-9');
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await expect(dialog.getByLabel('Email')).toHaveValue(email);
  expect(await storedToken(page)).toBeNull();
});

test('forgot password through the local mailbox, then reset by the e-mailed link @same-on-phones', async ({ page }) => {
  const { email } = await signUpViaApi(page.request);
  await page.goto('/casino');
  const signIn = await openAuth(page, 'Sign In');
  await signIn.getByRole('button', { name: 'Forgot Password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Forgot Password' });
  await expect(forgot.getByRole('tab')).toHaveCount(0);
  await forgot.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(forgot.getByLabel('Email')).toHaveAccessibleDescription('* required');
  await forgot.getByLabel('Email').fill(email);
  await forgot.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText(/reset link/i).first()).toBeVisible();
  await expect(forgot.getByLabel('Email')).toHaveValue('');
  await forgot.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();

  // The mail arrives in the local mailbox; its link opens the reset page.
  await page.goto(`/mailbox?to=${encodeURIComponent(email)}`);
  await page
    .getByRole('link', { name: /\/reset-password\?token=/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByLabel('New Password')).toHaveAccessibleDescription('* required');
  await page.getByLabel('New Password').fill('Brand-New-Password-2');
  await page.getByLabel('Confirm Password').fill('Brand-New-Password-3');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByLabel('Confirm Password')).toHaveAccessibleDescription('* passwords must match');
  await page.getByLabel('Confirm Password').fill('Brand-New-Password-2');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password reset!')).toBeVisible();
  await expect(page.getByText('Redirecting to home page ...')).toBeVisible();
  // Home after 3 seconds, with a page reload.
  await expect(page).toHaveURL(/\/sport-betting$/, { timeout: 10_000 });

  await signInViaUi(page, email, 'Brand-New-Password-2');
});

test('the reset page without a token says so @same-on-phones', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByText('Token not present')).toBeVisible();
  await expectNoA11yViolations(page);
});

test('a new player verifies the e-mail by the link in the mailbox @same-on-phones', async ({ page }) => {
  const { email } = await signUpViaApi(page.request);
  await page.goto(`/mailbox?to=${encodeURIComponent(email)}`);
  await page
    .getByRole('link', { name: /verify-email/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/email-verification\?emailVerified=true/);
  await expect(page.getByText('Your e-mail address is verified.')).toBeVisible();
  await expect(page.getByText('Redirecting to home page ...')).toBeVisible();
  await expectNoA11yViolations(page);
  await expect(page).toHaveURL(/\/sport-betting$/, { timeout: 10_000 });

  // The link works once.
  await page.goBack();
  await expect(page.getByText('Your e-mail address is verified.')).toBeVisible();
  await page.goto(`/mailbox?to=${encodeURIComponent(email)}`);
  await page
    .getByRole('link', { name: /verify-email/ })
    .first()
    .click();
  await expect(page).toHaveURL(/emailVerified=false/);
  await expect(page.getByText('Your e-mail address could not be verified.')).toBeVisible();
});

test('a session ended on the platform signs the player out at once @same-on-phones', async ({ page }) => {
  const { email, password } = await signUpViaApi(page.request);
  await page.goto('/casino');
  await signInViaUi(page, email, password);
  // The session ends elsewhere (e.g. a password reset or an operator): the platform closes this
  // tab's wallet socket, and the tab, finding its tokens refused, signs out and goes home.
  const token = await storedToken(page);
  const ended = await page.request.post('/api/auth/signout', {
    headers: { authorization: `Bearer ${token}` },
    data: {},
  });
  expect(ended.status()).toBe(200);

  await expect(page).toHaveURL(/\/sport-betting$/, { timeout: 15_000 });
  await expect(walletButton(page)).toBeHidden();
  expect(await storedToken(page)).toBeNull();
});

test('a stored session that can no longer be renewed is cleared at start @same-on-phones', async ({ page }) => {
  const { email, password } = await signUpViaApi(page.request);
  await page.goto('/casino');
  await signInViaUi(page, email, password);
  const token = await storedToken(page);
  // The session ends while the site is closed (an open tab would be signed out at once).
  await page.goto('about:blank');
  await page.request.post('/api/auth/signout', { headers: { authorization: `Bearer ${token}` }, data: {} });
  await page.goto('/casino');
  await expect(page.getByText('Token expired, please login again')).toBeVisible();
  await expect(
    page
      .getByRole('banner')
      .getByRole('button', { name: 'Sign In' })
      .or(page.getByRole('button', { name: 'Open menu' }))
      .first(),
  ).toBeVisible();
  expect(await storedToken(page)).toBeNull();
});

test('signing out in one tab signs out every tab @same-on-phones', async ({ page, context }) => {
  const { email, password } = await signUpViaApi(page.request);
  await page.goto('/casino');
  await signInViaUi(page, email, password);
  const other = await context.newPage();
  await other.goto('/promotion');
  await expect(walletButton(other)).toBeVisible();

  if (isMobile(page)) await (await openDrawer(page)).getByRole('button', { name: 'Logout' }).click();
  else {
    await page.getByRole('button', { name: 'Profile Dashboard' }).click();
    await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
  }
  await expect(walletButton(page)).toBeHidden();
  await expect(walletButton(other)).toBeHidden();
});

test('signing in on the sportsbook reloads the page so the widget picks up the player @same-on-phones', async ({
  page,
}) => {
  const { email, password } = await signUpViaApi(page.request);
  await page.goto('/sport-betting');
  await page.evaluate(() => ((window as unknown as { beforeReload: boolean }).beforeReload = true));
  await signInViaUi(page, email, password);
  await expect
    .poll(() =>
      page
        .evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload ?? false)
        // Asked while the page is being replaced: not reloaded yet.
        .catch(() => true),
    )
    .toBe(false);
  // A whole page load on a busy machine: its code after the first paint, then the session's renewal.
  await expect(walletButton(page)).toBeVisible({ timeout: 10_000 });
});

test('sign-in toasts: a success replaces the earlier error, each sign-in says so, and each toast closes after 2 seconds', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const { email, password } = await signUpViaApi(page.request);
  await page.goto('/casino');
  const dialog = await openAuth(page, 'Sign In');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill('wrong-password-1');
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  const refused = page.getByText('Invalid email or password').and(page.locator('.Toastify__toast *'));
  await expect(refused).toBeVisible();

  // The right password at once: the success is said and the error goes with it.
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  const success = page.getByText('Logged in successfully!');
  await expect(success).toBeVisible();
  // Taken away with the success (its leaving animation on a busy machine), not left for its own 2 seconds.
  await expect(refused).toBeHidden({ timeout: 1_500 });
  // The spec's 2 seconds (and the leaving animation).
  await expect(success).toBeHidden({ timeout: 3_000 });

  // Two more sign-ins in a row: each says it.
  for (let round = 0; round < 2; round += 1) {
    if (isMobile(page)) {
      await (await openDrawer(page)).getByRole('button', { name: 'Logout' }).click();
    } else {
      await page.getByRole('button', { name: 'Profile Dashboard' }).click();
      await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
    }
    await expect(walletButton(page)).toBeHidden();
    const again = await openAuth(page, 'Sign In');
    await again.getByLabel('Email').fill(email);
    await again.getByLabel('Password', { exact: true }).fill(password);
    // Signed in on the sportsbook (home after signing out), the page reloads and says it again there:
    // the 2 seconds are counted from the toast of the reloaded page, not the one the reload took away.
    const reloads = new URL(page.url()).pathname.startsWith('/sport-betting');
    await page.evaluate(() => ((window as unknown as { beforeReload: boolean }).beforeReload = true));
    await again.getByRole('button', { name: 'Sign In', exact: true }).click();
    if (reloads) {
      await expect
        .poll(
          () =>
            page
              .evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload ?? false)
              // Asked while the page is being replaced: not reloaded yet.
              .catch(() => true),
          {
            timeout: 15_000,
          },
        )
        .toBe(false);
    }
    await expect(walletButton(page)).toBeVisible({ timeout: 10_000 });
    await expect(success).toBeVisible();
    await expect(success).toBeHidden({ timeout: 3_000 });
  }
});
