#!/usr/bin/env node
// Bonus campaigns (issue 36) in Chromium against a running platform: marketing opens Campaigns,
// sends an empty form (its validation messages), makes a reload offer with a code, looks at the
// card's preview in German with the offer's German name and terms (Spanish falls back to English);
// a player deposits with the code; the campaign's figures show the
// bonus; a scheduled campaign waits in the list; the end dialog, and the campaign ended; the site's
// promotions page in German shows the German name. Photographed at 1440 and 390 px
// into SCREENSHOT_DIR/campaigns and checked with axe (shoot). The platform as for
// deskScreenshots.mjs (MARKETS with uk shows the UK's wagering cap on a GBP offer).
//
//   node apps/backoffice/scripts/campaignsScreenshots.mjs      (BASE_URL, default http://127.0.0.1:4391)
import path from 'node:path';
import {
  heading,
  launchBrowser,
  newPlayer,
  outDir,
  payOnCheckout,
  result,
  runInBrowser,
  settled,
  shoot,
  signedInStaff,
  staffCall,
  stamp,
  watchedPage,
} from './kit.mjs';

const dir = path.join(outDir, 'campaigns');
const browser = await launchBrowser();
await runInBrowser(browser, 'campaigns-', `screenshots in ${dir}`, async () => {
  const marketing = await signedInStaff('Mia Marketing', 'marketing');
  // A campaign that starts next week: scheduled in the list.
  await staffCall(marketing, 'POST', '/api/backoffice/campaigns', {
    name: 'Spring welcome',
    code: `SPRING-${stamp}`,
    condition: 'ftd',
    product: 'casino',
    currency: 'EUR',
    percentage: '100',
    maxAmount: '200.00',
    maxConversionLimit: '400.00',
    wageringMultiplier: 30,
    duration: 14,
    description: '<p>Double your first deposit.</p>',
    startDate: new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString(),
  });
  const code = `WINTER-${stamp}`.toUpperCase();
  let uuid = '';
  for (const width of [1440, 390]) {
    const page = await watchedPage(browser, width, { staff: marketing, allowedStatuses: [400, 401, 403] });
    await page.goto('/backoffice/campaigns');
    await heading(page, 'Campaigns');
    await page.getByRole('link', { name: 'Spring welcome' }).first().waitFor();
    if (!uuid) {
      await page.getByRole('link', { name: 'New campaign' }).click();
      await heading(page, 'New campaign');
      await page.getByRole('button', { name: 'Create campaign' }).click();
      await page.getByText('Required').first().waitFor();
      await shoot(page, width, '40-campaign-errors', { dir });
      await page.getByRole('textbox', { name: 'Name (English)' }).fill('Winter reload');
      await page.getByRole('textbox', { name: /^Promo code/ }).fill(code);
      await page.getByRole('textbox', { name: /^Match percentage/ }).fill('50');
      await page.getByRole('textbox', { name: /^Maximum bonus/ }).fill('100');
      await page.getByRole('textbox', { name: /^Maximum conversion/ }).fill('200');
      await page.getByRole('textbox', { name: /^Wagering multiplier/ }).fill('20');
      await page.getByRole('textbox', { name: /^Terms \(English\)/ }).fill('<p>Half of your deposit, up to €100.</p>');
      await page.getByRole('tab', { name: /^German/ }).click();
      await page.getByRole('textbox', { name: 'Name (German)' }).fill('Winter-Aufladung');
      await page
        .getByRole('textbox', { name: /^Terms \(German\)/ })
        .fill('<p>Die Hälfte Ihrer Einzahlung, bis zu 100 €.</p>');
      await page.getByRole('button', { name: 'Create campaign' }).click();
      await page.getByText('Campaign created.').waitFor();
      uuid = page.url().split('/').pop() ?? '';
      // A player deposits 100 with the code: the campaign grants 50.
      const ada = await newPlayer({ firstName: 'Ada', lastName: 'Reload' });
      await payOnCheckout(
        await result('POST', '/api/payments/crypto-pay/payment-link', {
          token: ada.token,
          body: { amount: '20.00' },
        }),
      );
      await payOnCheckout(
        await result('POST', '/api/payments/crypto-pay/payment-link', {
          token: ada.token,
          body: { amount: '100.00', bonusCode: code },
        }),
      );
    }
    await page.goto(`/backoffice/campaigns/${uuid}`);
    await heading(page, 'Winter reload');
    await page.getByText('50.00 EUR').first().waitFor();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('de_DE');
    await page.getByRole('article', { name: 'Winter-Aufladung' }).waitFor();
    await shoot(page, width, '41-campaign-editor', { dir });
    // Spanish has no text of its own: the preview shows the English name and says it falls back.
    await page.getByRole('combobox', { name: 'Language' }).selectOption('es_ES');
    await page.getByText('No Spanish name and terms yet').waitFor();
    await shoot(page, width, '41b-campaign-editor-fallback', { dir });
    await page.getByRole('button', { name: 'End campaign' }).click();
    const dialog = page.getByRole('dialog');
    await settled(dialog);
    await shoot(page, width, '42-campaign-end-dialog', { dir, fullPage: false });
    if (width === 1440) {
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
    } else {
      // The last width ends it: the form turns read-only and the list says Ended.
      await dialog.getByRole('button', { name: 'End now' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByText('Campaign ended.').waitFor();
      await shoot(page, width, '44-campaign-ended', { dir });
    }
    await page.goto('/backoffice/campaigns');
    await heading(page, 'Campaigns');
    await page.getByRole('link', { name: 'Winter reload' }).first().waitFor();
    await shoot(page, width, '43-campaigns', { dir });
  }
  // The site's promotions page in German, on a phone: the offers' German names (Spring welcome,
  // with none, in English). Ended campaigns are gone from it, so a German offer is made for it.
  await staffCall(marketing, 'POST', '/api/backoffice/campaigns', {
    name: 'Autumn reload',
    code: `AUTUMN-${stamp}`,
    condition: 'reload',
    product: 'casino',
    currency: 'EUR',
    percentage: '25',
    maxAmount: '50.00',
    maxConversionLimit: '100.00',
    wageringMultiplier: 10,
    duration: 7,
    description: '<p>A quarter of your deposit.</p>',
    texts: { de_DE: { name: 'Herbst-Aufladung', description: '<p>Ein Viertel Ihrer Einzahlung.</p>' } },
  });
  const site = await watchedPage(browser, 390);
  await site.goto('/promotion');
  await site.evaluate(() => {
    globalThis.localStorage.setItem('language', 'de_DE');
    globalThis.document.cookie = 'language=de_DE; path=/; max-age=31536000; samesite=lax';
  });
  await site.goto('/promotion');
  await site.getByRole('article', { name: 'Herbst-Aufladung' }).waitFor();
  await shoot(site, 390, '45-promotions-de', { dir });
});
