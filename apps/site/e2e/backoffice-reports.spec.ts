// The business report (issue 36, docs/backoffice.md "Reports") as the payments team reads it: a
// player deposits 50.00 today; payments staff open the report (the last 30 days in EUR), see
// today's deposits in the table, and download the table as CSV: the file holds the table's header
// and rows, cell for cell. On the shared platform (the back office is served with the site).
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { depositViaApi } from './money';
import { signUpViaApi } from './players';
import { signedInStaff } from './staff';

/** The cells of a CSV text (RFC 4180: quoted fields may hold commas, quotes doubled). */
function csvCells(text: string): string[][] {
  return text
    .trim()
    .split(/\r?\n/)
    .map((line) => [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)].slice(0, -1).map(([, field]) => field!))
    .map((fields) => fields.map((field) => (field.startsWith('"') ? field.slice(1, -1).replaceAll('""', '"') : field)));
}

test("a report's CSV holds its table, and today's deposit is in both @same-on-phones", async ({ page }) => {
  const player = await signUpViaApi(page.request);
  const signIn = await page.request.post('/api/players/signin', {
    data: { email: player.email, password: player.password },
  });
  const { token } = ((await signIn.json()) as { result: { token: string } }).result;
  await depositViaApi(page.request, token, '50.00');

  await signedInStaff(page, { role: 'payments', name: 'Pat Payments' }, '/backoffice/reports', 'Business report');
  const table = page.getByRole('table', { name: 'Payments and players by day' });
  const today = new Date().toISOString().slice(0, 10);
  const todayRow = table.getByRole('row').filter({ has: page.getByRole('cell', { name: today, exact: true }) });
  await expect(todayRow).toHaveCount(1);

  const shown = await table
    .getByRole('row')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').trim())),
    );
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download payments and players as CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^payments-players-EUR-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const cells = csvCells(await readFile((await download.path())!, 'utf8'));
  expect(cells).toEqual(shown);
  // Today's deposits count this player's 50.00 (other journeys deposit on the same platform too).
  const depositsColumn = cells[0]!.indexOf('Deposits');
  expect(depositsColumn).toBeGreaterThan(0);
  const todayCsv = cells.find((row) => row[0] === today)!;
  expect(Number(todayCsv[depositsColumn]!.replaceAll(',', ''))).toBeGreaterThanOrEqual(50);
});
