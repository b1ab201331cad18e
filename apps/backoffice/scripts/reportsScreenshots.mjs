#!/usr/bin/env node
// The back office's business report in Chromium against a running platform (issue 36): players who
// signed up, deposited and played casino rounds today, then a payments member opens Reports, the
// last 30 days in EUR, photographed at 1440 and 1024 px wide into SCREENSHOT_DIR/reports (default
// apps/backoffice/.screenshots/reports) and checked with axe; the run fails on a violation, a
// console error or a page error. The downloaded CSV is compared with the table it came from.
//
//   node apps/backoffice/scripts/reportsScreenshots.mjs      (BASE_URL, default http://127.0.0.1:4391)
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import {
  deposit,
  fail,
  heading,
  launchBrowser,
  newPlayer,
  outDir,
  play,
  runInBrowser,
  shoot,
  signedInStaff,
  watchedPage,
} from './kit.mjs';

const reportsDir = path.join(outDir, 'reports');
const browser = await launchBrowser();
await runInBrowser(
  browser,
  'reports-',
  `The report photographed in ${reportsDir}, axe clean, its CSV the same as its table.`,
  async () => {
    console.log('Seeding players and staff…');
    const ada = await newPlayer({ firstName: 'Ada', lastName: 'Report' });
    const bob = await newPlayer({ firstName: 'Bob', lastName: 'Report' });
    await deposit(ada, '120.00');
    await deposit(bob, '35.00');
    await play(ada, ['2.50', '5.00', '1.00', '10.00']);
    await play(bob, ['0.50', '1.00']);
    const payments = await signedInStaff('Pat Payments', 'payments');

    for (const width of [1440, 1024]) {
      console.log(`${width} px:`);
      const page = await watchedPage(browser, width, { staff: payments });
      await page.goto('/backoffice/reports');
      await heading(page, 'Business report');
      const revenue = page.getByRole('table', { name: 'Revenue by day' });
      await revenue.getByRole('row', { name: /^Total/ }).waitFor();
      await page.locator('.recharts-surface').first().waitFor();
      await shoot(page, width, '30-reports', { dir: reportsDir });

      if (width === 1440) {
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: 'Download revenue as CSV' }).click(),
        ]);
        const csv = (await readFile(await download.path(), 'utf8')).trim().split(/\r?\n/);
        const rows = await revenue
          .getByRole('row')
          .evaluateAll((trs) =>
            trs.map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent.trim()).join(',')),
          );
        if (csv.join('\n') !== rows.join('\n'))
          fail(`The revenue CSV differs from its table:\n${csv.join('\n')}\n---\n${rows.join('\n')}`);
        else console.log(`  the revenue CSV matches its table (${csv.length} lines)`);
      }
    }
  },
);
