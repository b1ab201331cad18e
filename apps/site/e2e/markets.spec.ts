// Market rules on the site (issue 31): a player of a licensed market meets its rules where the
// stake is placed. The shared platform is licensed for the UK, Germany, the Netherlands and Malta
// (playwright.config.ts).
import { expect, test } from './fixtures';
import { depositViaApi, recordContactViaApi, tokenOf } from './money';
import {
  dashboardLink,
  fillDateOfBirth,
  openAuth,
  PASSWORD,
  signInViaApi,
  signUpViaApi,
  uniqueEmail,
  walletButton,
} from './players';

/** A date of birth that makes a player `years` old today (their birthday a month ago). */
const bornYearsAgo = (years: number) => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCMonth(date.getUTCMonth() - 1);
  return date.toISOString().slice(0, 10);
};

test('a UK player of 22 cannot stake £3 on a slot and sees why; spins are 2.5 seconds apart @same-on-phones', async ({
  page,
}) => {
  const email = uniqueEmail('uk22');
  await signUpViaApi(page.request, email, undefined, {
    country: 'United Kingdom',
    city: 'Leeds',
    phoneNumber: '+447700900123',
    currency: 'GBP',
    dob: bornYearsAgo(22),
  });
  await signInViaApi(page, email, 'Secret-Password-1');
  await page.goto('/casino?tab=slots');
  await depositViaApi(page.request, await tokenOf(page), '20');
  await expect(walletButton(page)).toHaveAccessibleName('Wallet, balance £20.00');

  await page
    .getByRole('link', { name: /^Play / })
    .first()
    .click();
  const game = page.frameLocator('iframe');
  const spin = game.getByRole('button', { name: 'Spin' });
  await expect(spin).toBeVisible();
  // The stake selector offers no more than the cap, and says the pace.
  await expect(game.getByRole('group', { name: 'Quick stakes' }).getByRole('button')).toHaveText(['0.50', '1.00']);
  const stake = game.getByRole('textbox', { name: 'Stake (GBP)' });
  await expect(stake).toHaveAccessibleDescription(/From 0\.10 to 2\.00\. Spins are at least 2\.5 seconds apart/);

  await stake.fill('3.00');
  await spin.click();
  await expect(game.getByText('* The largest stake on a slot is £2.00 per spin for you.')).toBeVisible();
  await expect(walletButton(page)).toHaveAccessibleName('Wallet, balance £20.00');

  // At the cap the round is played; the next waits 2.5 seconds.
  await stake.fill('2.00');
  await spin.click();
  await expect(game.locator('#message')).toContainText(/Win|Returned|You lose/);
  await expect(spin).toBeDisabled();
  await expect(spin).toBeEnabled({ timeout: 5_000 });
});

test("a German player's lobby has no table games nor jackpots, and spins are 5 seconds apart @same-on-phones", async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail('de');
  await signUpViaApi(page.request, email, undefined, {
    country: 'Deutschland',
    // Germany's OASIS and LUGAS identify a player by the place of birth too: a German sign-up needs it.
    placeOfBirth: 'Hamburg',
    city: 'Berlin',
    phoneNumber: '+4915112345678',
    currency: 'EUR',
    locale: 'de_DE',
    dob: bornYearsAgo(40),
  });
  // The site in German, as the language menu leaves it.
  await page.addInitScript(() => window.localStorage.setItem('language', 'de_DE'));
  await page.context().addCookies([{ name: 'language', value: 'de_DE', url: baseURL!, sameSite: 'Lax' }]);
  await signInViaApi(page, email, 'Secret-Password-1');
  await page.goto('/casino');
  await depositViaApi(page.request, await tokenOf(page), '20');
  const tabs = page.getByRole('tablist').first();
  await expect(tabs.getByRole('tab', { name: 'Slots' })).toBeVisible();
  await expect(tabs.getByRole('tab', { name: /Tischspiele/ })).toHaveCount(0);
  // Nor jackpots: the Live Casino's lobby has no Table or Jackpots category for a German player.
  await page.goto('/live-casino');
  const liveTabs = page.getByRole('tablist').first();
  await expect(liveTabs.getByRole('tab', { name: 'Top' })).toBeVisible();
  await expect(liveTabs.getByRole('tab', { name: /^(Tisch|Jackpots)$/ })).toHaveCount(0);

  await page.goto('/casino?tab=slots');
  await page
    .getByRole('link', { name: / spielen$/ })
    .first()
    .click();
  const game = page.frameLocator('iframe');
  const spin = game.getByRole('button', { name: 'Spin' });
  await expect(game.getByRole('group', { name: 'Quick stakes' }).getByRole('button')).toHaveText(['0.50', '1.00']);
  const stake = game.getByRole('textbox', { name: 'Stake (EUR)' });
  await expect(stake).toHaveAccessibleDescription(/From 0\.10 to 1\.00\. Spins are at least 5 seconds apart/);
  await stake.fill('1.00');
  await spin.click();
  await expect(game.locator('#message')).toContainText(/Win|Returned|You lose/);
  await expect(spin).toBeDisabled();
  await expect(spin).toBeEnabled({ timeout: 7_000 });

  // The panic button beside the game: 24 hours at once, out of the game, no game opens.
  await page.getByRole('button', { name: 'Panikknopf: 24 Stunden Pause' }).click();
  await expect(page.getByText('Sie machen 24 Stunden Pause').first()).toBeVisible();
  // Out of the game, on the home page (the sportsbook).
  await expect(page).toHaveURL(/\/sport-betting$/);
  await page.goto('/casino?tab=slots');
  await page
    .getByRole('link', { name: / spielen$/ })
    .first()
    .click();
  await expect(page.getByText('Echtgeldspiel ist pausiert')).toBeVisible();
  await expect(page.getByText(/Sie machen eine Pause bis /)).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
});

test('a person registered at GAMSTOP cannot sign up from the UK, and the sign-up dialog says why @same-on-phones', async ({
  page,
}) => {
  // The platform's GAMSTOP sandbox finds "excluded" in the last name (docs/registers.md).
  const email = uniqueEmail('gamstop');
  await page.goto('/');
  const dialog = await openAuth(page, 'Sign Up');
  await dialog.getByLabel('First Name').fill('Grace');
  await dialog.getByLabel('Last Name').fill('Excluded');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Gender').selectOption('female');
  await dialog.getByLabel('Country').fill('United Kingdom');
  await dialog.getByLabel('City').fill('London');
  await dialog.getByLabel('Address').fill('1 Baker Street NW1 6XE');
  await dialog.getByLabel('Phone Number').fill('+447700900123');
  await dialog.getByLabel('Language').selectOption('en_GB');
  await dialog.getByLabel('Currency').selectOption('GBP');
  await fillDateOfBirth(dialog, '09-12-1990');
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('Confirm Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign Up', exact: true }).click();

  await expect(dialog.getByRole('alert')).toHaveText(
    "You are registered with GAMSTOP, the UK's national self-exclusion scheme: we cannot open an account or let you play while your exclusion lasts.",
  );
  await expect(dialog).toBeVisible();
  await expect(page.getByText('Sign up successfully!')).toHaveCount(0);
  // No account was opened: the address cannot sign in.
  const signIn = await page.request.post('/api/players/signin', { data: { email, password: PASSWORD } });
  expect(signIn.status()).toBe(401);
});

test('a Dutch player at 100% of the monthly cap is refused a deposit with the cap shown @same-on-phones', async ({
  page,
}) => {
  const email = uniqueEmail('nl');
  await signUpViaApi(page.request, email, undefined, {
    country: 'Nederland',
    city: 'Amsterdam',
    phoneNumber: '+31612345678',
    currency: 'EUR',
    dob: bornYearsAgo(40),
  });
  await signInViaApi(page, email, 'Secret-Password-1');
  await page.goto('/profile/responsible-gaming');
  const token = await tokenOf(page);
  await depositViaApi(page.request, token, '350');

  // Until the operator has talked with the player, deposits stop at €350.00 a month.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Monthly deposit cap' })).toContainText(
    'Until you have talked with our team: €350.00 of €350.00 deposited this month.',
  );
  await (await dashboardLink(page, 'Deposit')).click();
  const first = page.getByRole('textbox', { name: 'Amount' });
  await first.fill('10');
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(first).toHaveAccessibleDescription(
    /Until you have talked with our team, deposits are limited to €350\.00 a month: €0\.00 is left this month/,
  );

  // The operator talks with the player; the cap of €700.00 is next.
  await recordContactViaApi(page.request, token);
  await depositViaApi(page.request, token, '350');
  await page.goto('/profile/responsible-gaming');

  // The Responsible Gaming tab tells the cap reached, and what it means.
  await expect(page.getByRole('status').filter({ hasText: 'You have reached your monthly deposit cap' })).toContainText(
    /\(€700\.00\): play is paused until /,
  );
  const cap = page.getByRole('region', { name: 'Monthly deposit cap' });
  await expect(cap).toContainText('€700.00 of €700.00 used, €0.00 left until');

  // A deposit is refused with the cap and what is left.
  await (await dashboardLink(page, 'Deposit')).click();
  const amount = page.getByRole('textbox', { name: 'Amount' });
  await amount.fill('10');
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(amount).toHaveAccessibleDescription(
    /Your net deposits are capped at €700\.00 per calendar month: €0\.00 is left this month/,
  );
  await expect(walletButton(page)).toHaveAccessibleName('Wallet, balance €700.00');
});
