// Bonus campaigns (issue 36, docs/backoffice.md "Campaigns"): marketing, made by the operator and
// set up with TOTP as backoffice.spec.ts does, makes a reload offer with a code in the back office;
// a player deposits with that code on the site's deposit form; the campaign's figures show the
// player and the bonus granted. The offer has a German name and terms: a German promotions page
// shows them, a Spanish one the English text. On the shared platform (the back office is served
// with the site).
import { expect, expectNoA11yViolations, test, watchPage } from './fixtures';
import { signedInStaff } from './staff';
import { depositViaApi, signedInOn } from './money';

test('marketing makes a reload campaign with a code, a player deposits with it, the figures show the bonus @same-on-phones', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: page.viewportSize()!,
  });
  const staff = await context.newPage();
  const errors: string[] = [];
  await watchPage(staff, errors);
  const code = `RELOAD${Date.now().toString(36).toUpperCase()}`;

  await test.step('marketing makes the offer in the back office', async () => {
    await signedInStaff(
      staff,
      { role: 'marketing', name: 'Mia Marketing' },
      '/backoffice/campaigns/new',
      'New campaign',
    );
    await staff.getByRole('textbox', { name: 'Name (English)' }).fill('Friday reload');
    await staff.getByRole('textbox', { name: /^Promo code/ }).fill(code);
    await staff.getByRole('textbox', { name: /^Match percentage/ }).fill('50');
    await staff.getByRole('textbox', { name: /^Maximum bonus/ }).fill('100');
    await staff.getByRole('textbox', { name: /^Maximum conversion/ }).fill('200');
    await staff.getByRole('textbox', { name: /^Wagering multiplier/ }).fill('20');
    await staff.getByRole('textbox', { name: /^Terms \(English\)/ }).fill('<p>Half of your deposit, up to €100.</p>');
    await expect(staff.getByRole('article', { name: 'Friday reload' })).toContainText('50% up to €100.00');
    // German: its own name and terms; the preview shows the card in German with them.
    await staff.getByRole('tab', { name: /^German/ }).click();
    await staff.getByRole('textbox', { name: 'Name (German)' }).fill('Freitags-Aufladung');
    await staff.getByRole('textbox', { name: /^Terms \(German\)/ }).fill('<p>Die Hälfte Ihrer Einzahlung.</p>');
    await expect(staff.getByRole('article', { name: 'Freitags-Aufladung' })).toContainText('Aufladung');
    // Spanish: none, so the preview falls back to the English name, and says so.
    await staff.getByRole('combobox', { name: 'Language' }).selectOption('es_ES');
    await expect(staff.getByRole('article', { name: 'Friday reload' })).toBeVisible();
    await expect(staff.getByText('No Spanish name and terms yet')).toBeVisible();
    await staff.getByRole('button', { name: 'Create campaign' }).click();
    await expect(staff.getByText('Campaign created.')).toBeVisible();
    const figures = staff.getByRole('group', { name: 'Figures' });
    await expect(figures).toContainText('Active');
    await expect(figures).toContainText(/Players\s*0/);
    await expectNoA11yViolations(staff);
  });

  await test.step("a German visitor's promotions page shows the German name, a Spanish one the English", async () => {
    const visitor = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      viewport: page.viewportSize()!,
    });
    const promotions = await visitor.newPage();
    await watchPage(promotions, errors);
    await promotions.goto('/promotion');
    for (const [language, name] of [
      ['es_ES', 'Friday reload'],
      ['de_DE', 'Freitags-Aufladung'],
    ] as const) {
      await promotions.evaluate((lanCode) => {
        window.localStorage.setItem('language', lanCode);
        document.cookie = `language=${lanCode}; path=/; max-age=31536000; samesite=lax`;
      }, language);
      await promotions.goto('/promotion');
      await expect(promotions.getByRole('article', { name })).toBeVisible();
    }
    // The bonus details in German: the German name and terms.
    await promotions.getByRole('article', { name: 'Freitags-Aufladung' }).getByRole('button').click();
    await expect(promotions.getByRole('heading', { level: 1, name: 'Freitags-Aufladung' })).toBeVisible();
    await expect(promotions.getByText('Die Hälfte Ihrer Einzahlung.')).toBeVisible();
    await visitor.close();
  });

  await test.step('a player deposits with the code on the site', async () => {
    const { token } = await signedInOn(page, 'deposit');
    // A reload offer is for a later deposit: the first one is made through the platform.
    await depositViaApi(page.request, token, '20.00');
    await page.reload();
    await page.getByRole('button', { name: '€100' }).click();
    await page.getByRole('checkbox', { name: 'I have a promo code' }).click();
    await page.getByRole('textbox', { name: 'Promo Code' }).fill(code);
    await expect(page.getByRole('textbox', { name: 'Bonus Amount' })).toHaveValue('€50.00');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await page
      .frameLocator('iframe[title="CryptoPay checkout"]')
      .getByRole('button', { name: 'Confirm payment' })
      .click();
    await expect(page.getByRole('dialog', { name: 'Payment' })).toBeHidden();
  });

  await test.step("the campaign's figures show the player and the bonus", async () => {
    await staff.reload();
    const figures = staff.getByRole('group', { name: 'Figures' });
    await expect(figures).toContainText(/Players\s*1/);
    await expect(figures).toContainText(/Bonus granted\s*50\.00 EUR/);
    await staff.getByRole('link', { name: 'All campaigns' }).click();
    await expect(staff.getByRole('row', { name: /Friday reload/ })).toContainText('50.00 EUR');
  });
  expect(errors).toEqual([]);
  await context.close();
});
