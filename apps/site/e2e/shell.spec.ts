import { expect, expectNoA11yViolations, test } from './fixtures';
import { isMobile, openDrawer, signInViaApi, signInViaUi, signUpViaApi, storedToken, walletButton } from './players';

const OPERATOR = { authorization: 'Bearer local-operator-token' };

test("the built site carries the design system's styles", async ({ page }) => {
  // A player sees a styled page: the quick menu is a bar fixed to the bottom on phones and
  // absent on wide screens, and Sign Up is a filled button, not a default grey one.
  await page.goto('/promotion');
  const quick = page.getByRole('navigation', { name: 'Quick menu' });
  if (isMobile(page)) {
    await expect(quick).toBeVisible();
    await expect(quick).toHaveCSS('position', 'fixed');
  } else {
    await expect(quick).toBeHidden();
  }
  const signUp = page.getByRole('banner').getByRole('button', { name: 'Sign Up', exact: true });
  await expect(signUp).not.toHaveCSS('background-color', 'rgb(239, 239, 239)');
  await expect(signUp).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
});

test('the header, drawer, footer and mobile footer menu lead somewhere real', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/sport-betting$/);
  await expect(page.getByRole('contentinfo')).toContainText('© 2023');

  if (isMobile(page)) {
    const drawer = await openDrawer(page);
    await expect(drawer.getByRole('combobox', { name: 'Language' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Sign Up' })).toBeVisible();
    await expectNoA11yViolations(page);
    await drawer.getByRole('link', { name: 'Casino', exact: true }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/casino$/);

    const quick = page.getByRole('navigation', { name: 'Quick menu' });
    await quick.getByRole('link', { name: 'Sports' }).click();
    await expect(page).toHaveURL(/\/sport-betting$/);
    await expect(quick.getByRole('link', { name: 'Sports' })).toHaveAttribute('aria-current', 'page');
    await quick.getByRole('link', { name: 'Events' }).click();
    await expect(page).toHaveURL(/\/sport-betting\/live$/);
    // Account and My Bet ask a visitor to sign in.
    await quick.getByRole('link', { name: 'Account' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
    await page.getByRole('dialog', { name: 'Sign In' }).getByRole('button', { name: 'Close' }).click();
  } else {
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(page.getByRole('combobox', { name: 'Language' })).toBeVisible();
    for (const [name, path] of [
      ['Casino', '/casino'],
      ['Live Casino', '/live-casino'],
      ['Promotions', '/promotion'],
      ['Sports Betting', '/sport-betting'],
    ] as const) {
      await menu.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
    }
    await page.getByRole('banner').getByRole('link', { name: 'Casino home' }).click();
    await expect(page).toHaveURL(/\/sport-betting$/);
  }

  // Footer: one link per content page; support and bottom links open their pages.
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Faqs' }).click();
  await expect(page).toHaveURL(/\/pages\?pageId=\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await footer
    .getByRole('navigation', { name: 'Legal' })
    .getByRole('link', { name: 'Terms & conditions', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/Terms/);
  await expectNoA11yViolations(page);

  // The newsletter subscribes for real; a typo is said at once, with no call to the platform.
  const subscribeCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/newsletter/subscribe')) subscribeCalls.push(request.postData() ?? '');
  });
  await footer.getByRole('textbox', { name: 'E-mail address' }).fill('not-an-email');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByText('* Invalid email address')).toBeVisible();
  expect(subscribeCalls).toEqual([]);
  await footer.getByRole('textbox', { name: 'E-mail address' }).fill('fan@example.com');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByText('Thank you for subscribing to our newsletter.')).toBeVisible();
});

test('a visitor who opens the dashboard is sent home and asked to sign in @same-on-phones', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/sport-betting$/);
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
});

test('switching language changes every text without a reload and is remembered', async ({ page }) => {
  await page.goto('/casino');
  // The language selector answers once the application has taken over the server's page.
  await expect(page.locator('html')).toHaveAttribute('data-interactive', '');
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const select = isMobile(page)
    ? (await openDrawer(page)).getByRole('combobox', { name: 'Language' })
    : page.getByRole('banner').getByRole('combobox', { name: 'Language' });
  await select.selectOption('de_DE');
  if (isMobile(page)) await page.getByRole('button', { name: 'Menü schließen' }).click();
  await expect(
    page
      .getByRole('banner')
      .getByRole('button', { name: 'Anmelden' })
      .or(page.getByRole('button', { name: 'Menü öffnen' }))
      .first(),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(page.getByRole('contentinfo')).toContainText('Newsletter');
  // The longer German labels still fit: both header actions lie wholly inside the screen.
  const viewport = page.viewportSize()?.width ?? 0;
  for (const name of ['Anmelden', 'Registrieren']) {
    const box = await page.getByRole('banner').getByRole('button', { name }).boundingBox();
    expect(box, name).not.toBeNull();
    expect(box!.x, name).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, name).toBeLessThanOrEqual(viewport);
  }
  await expect(page.getByRole('button', { name: 'Alle anzeigen: Slots' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await expectNoA11yViolations(page);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Casino');
  await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Abonnieren' })).toBeVisible();
});

test.describe('hostile operator HTML', () => {
  // The sanitiser parses the hostile handlers (in an inert document) before it drops them: the
  // policy refuses to compile each one, and says so. Those refusals, and only those, are expected.
  test.use({
    expectedCspViolations:
      /^(CSP violation: script-src-attr blocked inline in http:\/\/[^/]+\/pages\?pageId=5 |Executing inline event handler violates the following Content Security Policy directive)/,
  });

  test('a content page shows the operator HTML without running anything hostile in it @same-on-phones', async ({
    page,
  }) => {
    const hostile = [
      '<h2>House rules</h2>',
      '<p id="kept">Play fair.</p>',
      '<img src="/favicon.svg" alt="" onerror="window.__pwned = \'img\'" onload="window.__pwned = \'img\'">',
      '<script>window.__pwned = "script"</script>',
      '<a id="js-link" href="javascript:window.__pwned = \'link\'">Claim prize</a>',
      '<p onmouseover="window.__pwned = \'hover\'">Hover me</p>',
      '<iframe src="/api/health"></iframe>',
      '<svg><script>window.__pwned = "svg"</script></svg>',
    ].join('');
    // The page's own text goes back afterwards: later journeys open the FAQ too.
    const pages = await page.request.get('/api/auth/localization/get-all-page-description?lanCode=en_GB');
    const { result } = (await pages.json()) as { result: { pageId: number; name: string; description: string }[] };
    const original = result.find((entry) => entry.pageId === 5)!;
    const saved = await page.request.put('/api/admin/players/pages/5/en_GB', {
      headers: OPERATOR,
      data: { name: 'Frequently asked questions', description: hostile },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    const restore = () =>
      page.request.put('/api/admin/players/pages/5/en_GB', {
        headers: OPERATOR,
        data: { name: original.name, description: original.description },
      });

    await page.goto('/pages?pageId=5');
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'House rules' })).toBeVisible();
    await expect(page.locator('#kept')).toHaveText('Play fair.');
    await page.getByText('Hover me').hover();
    await page.locator('#js-link').click();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
    await expect(page.locator('main script, main iframe, main [onerror], main [onmouseover]')).toHaveCount(0);
    expect(await page.locator('#js-link').getAttribute('href')).toBeNull();
    await expectNoA11yViolations(page);
    expect((await restore()).status()).toBe(200);
  });
});

test('an unknown content page and an unknown address show real pages with a way home @same-on-phones', async ({
  page,
}) => {
  await page.goto('/pages?pageId=99999');
  await expect(page.getByRole('heading', { name: 'This page is not available.' })).toBeVisible();
  await page.goto('/pages?pageId=<script>');
  await expect(page.getByRole('heading', { name: 'This page is not available.' })).toBeVisible();
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/sport-betting$/);
});

test('a balance change made on the platform appears in the header without a reload @same-on-phones', async ({
  page,
}) => {
  const { email, password } = await signUpViaApi(page.request);
  await page.goto('/casino');
  await signInViaUi(page, email, password);
  await expect(walletButton(page)).toHaveAccessibleName('Wallet, balance €0.00');
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  // A deposit paid on the sandbox checkout credits the wallet through the signed webhook.
  const token = await storedToken(page);
  const link = await page.request.post('/api/payments/crypto-pay/payment-link', {
    headers: { authorization: `Bearer ${token}` },
    data: { amount: '25' },
  });
  expect(link.status(), await link.text()).toBe(200);
  const checkout = ((await link.json()) as { result: { link: string } }).result.link;
  const paid = await page.request.post(`${checkout}/confirm`, { form: { coin: 'USDT' } });
  expect(paid.status()).toBeLessThan(400);

  await expect(walletButton(page)).toHaveAccessibleName('Wallet, balance €25.00');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test("a visitor's first screen arrives rendered, in their language, and comes alive without a mismatch", async ({
  page,
  request,
}) => {
  // The page as the server sends it, before any script runs: the lobby with its games.
  const games = (await (await request.get('/api/gp/games')).json()) as { result: { name: string }[] };
  const firstGame = games.result[0]?.name ?? '';
  const served = await (await request.get('/casino')).text();
  expect(served).toContain('data-rendered-language="en_GB"');
  expect(served).toContain(`>${firstGame.replace(/&/g, '&amp;')}<`);
  // Its styles come inside the page (no stylesheet request before the first paint).
  expect(served).toMatch(/<style data-href="\/assets\/[^"]+\.css">[^<]+<\/style>/);
  expect(served).not.toMatch(/<link rel="stylesheet" crossorigin href="[^"]+">/);

  // In the browser the same screen becomes the application (no console error: no mismatch).
  await page.goto('/casino');
  const root = page.locator('#root');
  await expect(root).toHaveAttribute('data-rendered-language', 'en_GB');
  await expect(page.locator('html')).toHaveAttribute('data-interactive', '');
  await page.getByRole('banner').getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Sign Up' })).toBeVisible();
  await page.keyboard.press('Escape');

  // `/` is the sportsbook, with the address the player expects.
  await page.goto('/');
  await expect(page).toHaveURL(/\/sport-betting$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sports Betting');

  // Having chosen German, the next page comes rendered in German.
  await page.goto('/promotion');
  // A choice made before the page's code has loaded is not seen (noted on issue 21): wait for it.
  await expect(page.locator('html')).toHaveAttribute('data-interactive', '');
  const select = isMobile(page)
    ? (await openDrawer(page)).getByRole('combobox', { name: 'Language' })
    : page.getByRole('banner').getByRole('combobox', { name: 'Language' });
  await select.selectOption('de_DE');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  const german = await (await page.request.get('/promotion')).text();
  expect(german).toContain('<html lang="de-DE"');
  expect(german).toContain('data-rendered-language="de_DE"');
  await page.reload();
  await expect(root).toHaveAttribute('data-rendered-language', 'de_DE');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aktionen');
  await expectNoA11yViolations(page);
});

test("a signed-in player's page is the player's, never the visitor's rendered one @same-on-phones", async ({
  page,
}) => {
  const player = await signUpViaApi(page.request);
  await page.goto('/promotion');
  await signInViaUi(page, player.email, player.password);
  await page.goto('/casino');
  // The visitor's screen was dropped before the application started: no Sign In flash.
  await expect(page.locator('#root')).not.toHaveAttribute('data-rendered-language', /.*/);
  await expect(walletButton(page)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In', exact: true })).toHaveCount(0);
});

test('the wallet dropdown toggles on click and closes when the mouse leaves it', async ({ page }) => {
  test.skip(isMobile(page), 'a phone has no mouse to leave with');
  const { email, password } = await signUpViaApi(page.request);
  await signInViaApi(page, email, password);
  await page.goto('/casino');
  const wallet = walletButton(page);
  const list = page.getByRole('menu');

  // Opened by a click, the pointer leaves the button without entering the list.
  await wallet.click();
  await expect(list).toBeVisible();
  await page.mouse.move(20, 600, { steps: 5 });
  await expect(list).toBeHidden();

  // Into the list and out of it again.
  await wallet.click();
  await expect(list).toBeVisible();
  const box = (await list.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 5 });
  await expect(list).toBeVisible();
  await page.mouse.move(20, 600, { steps: 5 });
  await expect(list).toBeHidden();

  // A second click closes it as the first opened it.
  await wallet.click();
  await expect(list).toBeVisible();
  await wallet.click();
  await expect(list).toBeHidden();
});
