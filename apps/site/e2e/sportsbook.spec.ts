import type { Locator, Page, APIRequestContext } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from './fixtures';
import { isMobile, openDrawer, PASSWORD, signInViaUi, signUpViaApi, storedToken, walletButton } from './players';
import { betslip } from './betslip';
import { firstPick, fundedPlayer, quietPrematchEvents, type Pick } from './feed';

const OPERATOR = { authorization: 'Bearer local-operator-token' };

/** Prematch events that start well after the journey, shown once, soonest first, with their first pick. */
async function prematchPicks(request: APIRequestContext, count: number, skip = 0) {
  const prematch = (await quietPrematchEvents(request)).slice(skip, skip + count);
  expect(prematch).toHaveLength(count);
  return prematch.map(firstPick);
}

/** The odds button of a pick on the page (the event row's market group, first outcome). */
const oddsButton = (page: Page, pick: Pick) =>
  page
    .getByRole('group', { name: `${pick.event.home} - ${pick.event.away}, ${pick.market.name}` })
    .getByRole('button')
    .first();

async function closeSlip(page: Page) {
  if (isMobile(page)) {
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Betslip' })).toBeHidden();
  }
}

async function addPicks(page: Page, picks: Pick[]) {
  // The server renders the odds: they take a pick once the page has hydrated.
  await expect(page.locator('html')).toHaveAttribute('data-interactive', '');
  for (const pick of picks) {
    const button = oddsButton(page, pick);
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  }
}

const setOdds = async (request: APIRequestContext, selectionId: number, odds: string) => {
  const answer = await request.put(`/api/admin/players/sportsbook/selections/${selectionId}/odds`, {
    headers: OPERATOR,
    data: { odds },
  });
  expect(answer.status(), await answer.text()).toBe(200);
};

/** A whole-euro stake x a 2-decimal price in cents: exact, so no rounding rule comes in. */
const cents = (stake: number, odds: string) => stake * Number(odds.replace('.', ''));
const euros = (value: number) => `€${(value / 100).toFixed(2)}`;

test('a visitor lands on the sportsbook, sees live and prematch events, builds a betslip and is asked to sign in', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/sport-betting$/);
  await expect(page.getByRole('heading', { name: 'Live and prematch events' })).toBeVisible();
  await expect(
    page
      .getByRole('article')
      .filter({ has: page.getByText('Live', { exact: true }) })
      .first(),
  ).toBeVisible();
  await expect(page.locator('article time').first()).toBeVisible();
  // On phones the betslip bar floats over the odds only once there is a pick to show.
  await expect(page.getByRole('button', { name: /^Betslip \(\d+\)$/ })).toBeHidden();
  await expectNoA11yViolations(page);

  // Live events only, under the widget's own sub-route (the mobile footer's Events link).
  await page.goto('/sport-betting/live');
  await expect(page.getByRole('heading', { name: 'Live events' })).toBeVisible();
  await expect(page.locator('article time')).toHaveCount(0);

  const picks = await prematchPicks(page.request, 2);
  await page.getByRole('link', { name: 'Prematch' }).click();
  await expect(page).toHaveURL(/\/sport-betting\/prematch$/);
  await addPicks(page, picks);
  if (isMobile(page)) await expect(page.getByRole('button', { name: 'Betslip (2)' })).toBeVisible();

  const slip = await betslip(page);
  await expect(slip.getByRole('tab', { name: 'Multiple' })).toHaveAttribute('aria-selected', 'true');
  for (const { event, selection } of picks) {
    await expect(slip).toContainText(event.name);
    await expect(slip).toContainText(selection.name);
  }
  await slip.getByRole('button', { name: '10', exact: true }).click();
  // 10 x a x b with prices in hundredths is a x b / 10 cents, rounded half-up (the payout rule).
  const [first, second] = picks.map(({ selection }) => Number(selection.odds.replace('.', '')));
  await expect(slip).toContainText('Total odds');
  await expect(slip).toContainText(euros(Math.floor((first! * second! + 5) / 10)));
  await expectNoA11yViolations(page);

  // The erase panel asks first.
  await slip.getByRole('button', { name: 'Erase Betslip' }).click();
  await expect(slip.getByText('Are you sure you want to erase Betslip?')).toBeVisible();
  await slip.getByRole('button', { name: 'No', exact: true }).click();
  await expect(slip).toContainText(picks[0]!.event.name);

  await slip.getByRole('button', { name: 'Sign In & Bet' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
});

test('a visitor who signs in from the betslip finds it again and places the bet', async ({ page }) => {
  const { email } = await signUpViaApi(page.request);
  const [pick] = await prematchPicks(page.request, 1, 3);
  await page.goto('/sport-betting/prematch');
  await addPicks(page, [pick!]);
  const slip = await betslip(page);
  await slip.getByRole('button', { name: 'Sign In & Bet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(walletButton(page)).toBeVisible();
  const again = await betslip(page);
  await expect(again).toContainText(pick!.event.name);
  await expect(again.getByRole('button', { name: 'Place bet' })).toBeVisible();
  // No money yet: the platform refuses with a clear message.
  await again.getByRole('button', { name: '5', exact: true }).click();
  await again.getByRole('button', { name: 'Place bet' }).click();
  await expect(again.getByText('Your balance is too low for this stake')).toBeVisible();
});

test('a player places a single, a multiple and a system bet, the balance drops, and a settled win is credited', async ({
  page,
}) => {
  // Three placements, a settlement, My bets and Bet History: more steps than the default budget.
  test.setTimeout(90_000);
  await fundedPlayer(page, '100', '/sport-betting/prematch');
  const picks = await prematchPicks(page.request, 3);
  let balance = 10_000;

  // Three singles of 5.00.
  await addPicks(page, picks);
  let slip = await betslip(page);
  await slip.getByRole('tab', { name: 'Single' }).click();
  await slip.getByRole('button', { name: '5', exact: true }).click();
  await expect(slip).toContainText('€15.00');
  await slip.getByRole('button', { name: 'Place bet' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your 3 bets are placed.' }).first()).toBeVisible();
  await closeSlip(page);
  balance -= 1_500;
  await expect(walletButton(page)).toHaveAccessibleName(`Wallet, balance ${euros(balance)}`);

  // A multiple of 5.00 on the three.
  await addPicks(page, picks);
  slip = await betslip(page);
  await slip.getByRole('tab', { name: 'Multiple' }).click();
  await slip.getByRole('button', { name: '5', exact: true }).click();
  await slip.getByRole('button', { name: 'Place bet' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your bet is placed.' }).first()).toBeVisible();
  await closeSlip(page);
  balance -= 500;
  await expect(walletButton(page)).toHaveAccessibleName(`Wallet, balance ${euros(balance)}`);

  // A system 2/3 at 1.00 a combination: 3 bets, 3.00.
  await addPicks(page, picks);
  slip = await betslip(page);
  await slip.getByRole('tab', { name: 'System' }).click();
  await slip.getByLabel('System size').selectOption({ label: '2/3 (3 bets)' });
  await slip.getByRole('textbox', { name: 'Stake' }).fill('1');
  await expect(slip).toContainText('€3.00');
  await slip.getByRole('button', { name: 'Place bet' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your bet is placed.' }).first()).toBeVisible();
  await closeSlip(page);
  balance -= 300;
  await expect(walletButton(page)).toHaveAccessibleName(`Wallet, balance ${euros(balance)}`);
  await expectNoA11yViolations(page);

  // The first event ends 2-0: its single wins (the multiple and system wait for the others).
  const settled = await page.request.post(`/api/admin/players/sportsbook/events/${picks[0]!.event.id}/settle`, {
    headers: OPERATOR,
    data: { home: 2, away: 0 },
  });
  expect(settled.status(), await settled.text()).toBe(200);
  balance += cents(5, picks[0]!.selection.odds);
  await expect(walletButton(page)).toHaveAccessibleName(`Wallet, balance ${euros(balance)}`);

  // Bet History lists the sportsbook stakes and the win with the match.
  const token = await storedToken(page);
  const history = await page.request.get('/api/gp/transactions?source=sportsbook&limit=20', {
    headers: { authorization: `Bearer ${token}` },
  });
  const rows = (
    (await history.json()) as {
      result: { transactions: { type: { name: string }; game: { name: string } | null; amount: string }[] };
    }
  ).result.transactions;
  expect(rows.filter((row) => row.type.name === 'bet')).toHaveLength(5);
  expect(rows.find((row) => row.type.name === 'win')).toMatchObject({
    game: { name: `Sportsbook: ${picks[0]!.event.name}` },
    amount: (cents(5, picks[0]!.selection.odds) / 100).toFixed(2),
  });
  expect(rows.some((row) => row.game?.name === 'Sportsbook multiple (3)')).toBe(true);
  expect(rows.some((row) => row.game?.name === 'Sportsbook system 2/3')).toBe(true);

  // My bets and Bet History show each selection of the multiple and the system: match, market,
  // pick and odds, and the first one's result now that its event is settled.
  const selectionsIn = (scope: Locator) => scope.getByRole('list', { name: 'Selections' }).getByRole('listitem');
  const expectSelections = async (scope: Locator) => {
    const items = selectionsIn(scope);
    await expect(items).toHaveCount(3);
    for (const [index, { event, selection }] of picks.entries()) {
      await expect(items.nth(index)).toContainText(event.name);
      await expect(items.nth(index)).toContainText(`${event.markets[0]!.name}: ${selection.name}`);
      await expect(items.nth(index)).toContainText(`Odds ${selection.odds}`);
    }
    await expect(items.first()).toContainText('Won');
    await expect(items.nth(1)).not.toContainText(/Won|Lost|Void/);
  };
  const myBets = page.getByRole('region', { name: 'My bets' });
  for (const name of ['Sportsbook multiple (3)', 'Sportsbook system 2/3']) {
    await expectSelections(myBets.getByRole('listitem').filter({ hasText: name }));
  }
  await page.goto('/profile/bet-history');
  const table = page.getByRole('table', { name: 'Bet History' });
  for (const name of ['Sportsbook multiple (3)', 'Sportsbook system 2/3']) {
    await expectSelections(table.getByRole('row').filter({ hasText: name }));
  }
  await expect(
    table
      .getByRole('row')
      .filter({ hasText: `Sportsbook: ${picks[0]!.event.name}` })
      .first(),
  ).not.toContainText('Odds');
  await expectNoA11yViolations(page);
});

test('odds that move while a selection is in the slip follow the acceptance setting @same-on-phones', async ({
  page,
}) => {
  await fundedPlayer(page, '50', '/sport-betting/prematch');
  const [pick] = await prematchPicks(page.request, 1, 6);
  const { selection } = pick!;
  await setOdds(page.request, selection.id, '2.00');
  await page.reload();
  await addPicks(page, [pick!]);
  const slip = await betslip(page);
  await slip.getByRole('button', { name: '5', exact: true }).click();

  const choose = async (setting: string) => {
    await slip.getByRole('button', { name: 'Settings' }).click();
    await slip.getByLabel(setting).check();
    await slip.getByRole('button', { name: 'Settings' }).click();
  };
  const prompt = () => slip.getByText('The odds have changed. Accept the new odds to place your bet.');

  // Always ask: any move holds the bet until the player accepts it.
  await choose('Always ask');
  await setOdds(page.request, selection.id, '2.10');
  await expect(prompt()).toBeVisible();
  await expect(slip.getByRole('button', { name: 'Place bet' })).toBeDisabled();
  await slip.getByRole('button', { name: 'Accept changes' }).click();
  await expect(prompt()).toBeHidden();
  await expect(slip).toContainText('€10.50');

  // Only accept increased odds: a rise is taken, a fall is asked.
  await choose('Only accept increased odds');
  await setOdds(page.request, selection.id, '2.40');
  await expect(slip).toContainText('€12.00');
  await expect(prompt()).toBeHidden();
  await setOdds(page.request, selection.id, '2.20');
  await expect(prompt()).toBeVisible();
  await slip.getByRole('button', { name: 'Accept changes' }).click();
  await expect(slip).toContainText('€11.00');

  // Accept any odds changes: a fall is taken as well, and the bet goes through at the new price.
  await choose('Accept any odds changes');
  await setOdds(page.request, selection.id, '1.90');
  await expect(slip).toContainText('€9.50');
  await expect(prompt()).toBeHidden();
  await slip.getByRole('button', { name: 'Place bet' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your bet is placed.' }).first()).toBeVisible();
  await closeSlip(page);
  await expect(walletButton(page)).toHaveAccessibleName('Wallet, balance €45.00');
  const token = await storedToken(page);
  const widgetToken = await page.request.post('/api/players/data-bet/token', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      playerId: await page.evaluate(() => window.localStorage.getItem('playerId')),
      currency: 'EUR',
      locale: 'en',
    },
  });
  const bets = await page.request.get('/api/sportsbook/bets', {
    headers: { authorization: `Bearer ${((await widgetToken.json()) as { result: { token: string } }).result.token}` },
  });
  const [bet] = ((await bets.json()) as { result: { legs: { odds: string }[]; potentialPayout: string }[] }).result;
  expect(bet).toMatchObject({ legs: [{ odds: '1.90' }], potentialPayout: '9.50' });
});

test('a sportsbook feed that cannot be read shows a message and a retry, then the events @same-on-phones', async ({
  page,
}) => {
  // Reached in the browser (not rendered by the server), the sportsbook reads its feed itself.
  await page.goto('/casino');
  await expect(page.locator('html')).toHaveAttribute('data-interactive', '');
  await page.route('**/api/sportsbook/feed', (route) => route.fulfill({ status: 429, body: 'busy' }));
  await page.evaluate(() => {
    window.history.pushState({}, '', '/sport-betting');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  const alert = page.getByRole('alert').filter({ hasText: 'The sportsbook could not be loaded.' });
  await expect(alert).toBeVisible();
  await expectNoA11yViolations(page);
  await page.unroute('**/api/sportsbook/feed');
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Live and prematch events' })).toBeVisible();
  await expect(alert).toBeHidden();
});

test('signing in and out turns the sportsbook to the player, then back to a visitor', async ({ page }) => {
  const { email, password } = await signUpViaApi(page.request);
  await page.goto('/sport-betting');
  const [pick] = await prematchPicks(page.request, 1, 2);
  await page.goto('/sport-betting/prematch');
  await addPicks(page, [pick!]);
  let slip = await betslip(page);
  await expect(slip.getByRole('button', { name: 'Sign In & Bet' })).toBeVisible();
  await closeSlip(page);
  await signInViaUi(page, email, password);
  slip = await betslip(page);
  await expect(slip.getByRole('button', { name: 'Place bet' })).toBeVisible();
  await closeSlip(page);
  await expect(page.getByRole('heading', { name: 'My bets' }).first()).toBeAttached();

  // Sign out (drawer on phones, dashboard on wide screens): back on the sportsbook as a visitor.
  if (isMobile(page)) {
    await (await openDrawer(page)).getByRole('button', { name: 'Logout' }).click();
  } else {
    await page.getByRole('button', { name: 'Profile Dashboard' }).click();
    await expect(page).toHaveURL(/\/profile\/account-settings$/);
    await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
  }
  await expect(page).toHaveURL(/\/sport-betting$/);
  await expect(page.getByText('Signed Out Successful')).toBeVisible();
  // Leaving the dashboard signed out may ask for sign-in (the site's protected-page rule): decline.
  const signIn = page.getByRole('dialog', { name: 'Sign In' });
  const asked = await signIn.waitFor({ state: 'visible', timeout: 3_000 }).then(
    () => true,
    () => false,
  );
  if (asked) {
    await page.keyboard.press('Escape');
    await expect(signIn).toBeHidden();
  }
  slip = await betslip(page);
  await expect(slip.getByRole('button', { name: 'Sign In & Bet' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My bets' })).toHaveCount(0);
});

test('switching the site to Deutsch shows the sportsbook in German, and the slip kept', async ({ page }) => {
  // Two language switches and an accessibility check.
  test.setTimeout(90_000);
  const [pick] = await prematchPicks(page.request, 1, 4);
  await page.goto('/sport-betting/prematch');
  // Longer on its own against a fresh server (first page, cold caches).
  await expect(page.getByRole('heading', { name: 'Prematch events' })).toBeVisible({ timeout: 15_000 });
  await addPicks(page, [pick!]);

  const select = isMobile(page)
    ? (await openDrawer(page)).getByRole('combobox', { name: 'Language' })
    : page.getByRole('banner').getByRole('combobox', { name: 'Language' });
  await select.selectOption('de_DE');
  if (isMobile(page)) await page.getByRole('button', { name: 'Menü schließen' }).click();

  // The sportsbook follows the site's language: its texts in German.
  await expect(page.getByRole('heading', { name: 'Kommende Events' })).toBeVisible();
  const widget = page
    .locator('div[lang="de-DE"]')
    .filter({ has: page.getByRole('heading', { name: 'Kommende Events' }) });
  await expect(widget).toBeVisible();
  const modes = page.getByRole('navigation', { name: 'Events' });
  await expect(modes.getByRole('link', { name: 'Alle', exact: true })).toBeVisible();
  await expect(modes.getByRole('link', { name: 'Demnächst', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: 'Beliebte Events', level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Fußball · England/, level: 3 }).first()).toBeVisible();

  let slip: Locator;
  if (isMobile(page)) {
    await page.getByRole('button', { name: 'Wettschein (1)' }).click();
    slip = page.getByRole('dialog', { name: 'Wettschein' });
  } else {
    slip = page.locator('section').filter({ has: page.getByRole('heading', { name: /^Wettschein/, level: 2 }) });
  }
  await expect(slip).toContainText(pick!.event.name);
  await expect(slip.getByRole('tab', { name: 'Kombi' })).toHaveAttribute('aria-selected', 'true');
  await expect(slip.getByRole('textbox', { name: 'Einsatz' })).toBeVisible();
  await expect(slip.getByRole('button', { name: 'Anmelden & wetten' })).toBeVisible();
  // Amounts are written the German way.
  await slip.getByRole('textbox', { name: 'Einsatz' }).fill('5');
  await expect(slip).toContainText(/Möglicher Gewinn\s*\d+,\d{2}\s€/);
  await expectNoA11yViolations(page);

  if (isMobile(page)) {
    await page.keyboard.press('Escape');
    await expect(slip).toBeHidden();
  }

  // And back to English, without a reload.
  if (isMobile(page)) await page.getByRole('button', { name: 'Menü öffnen' }).click();
  const again = isMobile(page)
    ? page.getByRole('dialog', { name: 'Menü' }).getByRole('combobox', { name: 'Sprache' })
    : page.getByRole('banner').getByRole('combobox', { name: 'Sprache' });
  await again.selectOption('en_GB');
  if (isMobile(page)) await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(page.getByRole('heading', { name: 'Prematch events' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Soccer · England/, level: 3 }).first()).toBeVisible();
});
