#!/usr/bin/env node
// Markers of harm (issue 36) in Chromium against a running platform: a player who signs up and
// deposits in a rising pattern (10, 20, 30, 40) raises a "Deposits rising" alert; compliance opens
// the queue and the alert (its evidence), sets a deposit limit from it, and the steps and the
// player's audit show it. Photographed at 1440 and 1024 px into SCREENSHOT_DIR/harm and checked
// with axe (shoot). The platform as for deskScreenshots.mjs.
//
//   node apps/backoffice/scripts/harmScreenshots.mjs      (BASE_URL, default http://127.0.0.1:4391)
import path from 'node:path';
import {
  deposit,
  heading,
  launchBrowser,
  newPlayer,
  outDir,
  runInBrowser,
  settled,
  shoot,
  signedInStaff,
  watchedPage,
} from './kit.mjs';

const harmDir = path.join(outDir, 'harm');
const browser = await launchBrowser();
await runInBrowser(browser, 'harm-', `screenshots in ${harmDir}`, async () => {
  const bea = await newPlayer({ firstName: 'Bea', lastName: 'Rising' });
  for (const amount of ['10.00', '20.00', '30.00', '40.00']) await deposit(bea, amount);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const compliance = await signedInStaff('Cora Compliance', 'compliance');
  let acted = false;
  for (const width of [1440, 1024]) {
    const page = await watchedPage(browser, width, { staff: compliance });
    await page.goto('/backoffice/harm-alerts');
    await heading(page, 'Markers of harm');
    const open = page.getByRole('link', { name: 'Open Bea Rising’s alert: Deposits rising' }).first();
    await open.waitFor();
    await shoot(page, width, '30-harm-queue', { dir: harmDir });
    await open.click();
    await heading(page, 'Deposits rising: Bea Rising');
    await shoot(page, width, '31-harm-alert', { dir: harmDir });
    if (!acted) {
      await page.getByRole('button', { name: 'Act', exact: true }).click();
      const dialog = page.getByRole('dialog');
      await settled(dialog);
      await dialog.getByRole('textbox', { name: /Amount/ }).fill('50');
      await dialog.getByRole('textbox', { name: /Reason/ }).fill('Deposits rising week on week');
      await shoot(page, width, '32-harm-act-dialog', { dir: harmDir, fullPage: false });
      await dialog.getByRole('button', { name: 'Act', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('cell', { name: 'Acted', exact: true }).waitFor();
      acted = true;
    }
    await shoot(page, width, '33-harm-alert-acted', { dir: harmDir });
    await page.getByRole('link', { name: 'Open the player 360' }).click();
    await heading(page, 'Bea Rising');
    await page.getByRole('tab', { name: 'Audit' }).click();
    await page.getByText('Harm alert acted on').first().waitFor();
    await shoot(page, width, '34-player-audit', { dir: harmDir });
  }
});
