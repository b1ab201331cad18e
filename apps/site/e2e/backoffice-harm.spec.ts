// Markers of harm (issue 36, docs/harmMarkers.md) as compliance works them: a player deposits in a
// rising pattern (10, 20, 30, 40) through the sandbox checkout; a "Deposits rising" alert appears in
// the back office's queue within seconds; a compliance member (made with the operator token as
// backoffice-trading.spec.ts makes its trader, set up and signed in with TOTP) opens it, reads the
// evidence, sets a weekly deposit limit from it, and the player's audit shows the limit and the step.
import { expect, test } from './fixtures';
import { signedInStaff } from './staff';
import { depositViaApi } from './money';
import { signUpViaApi, uniqueEmail } from './players';

test('deposits rising raise an alert that compliance opens and acts on with a deposit limit, audited @same-on-phones', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // A name of this run only (letters: the sign-up's rule): the queue is shared with other journeys' players.
  const lastName = `Rising${Date.now()
    .toString(36)
    .replace(/\d/g, (digit) => 'abcdefghij'.charAt(Number(digit)))}`;
  const name = `Bea ${lastName}`;

  await test.step('the player deposits 10, 20, 30 and 40 through the sandbox', async () => {
    const { email, password } = await signUpViaApi(page.request, uniqueEmail('harm'), undefined, {
      firstName: 'Bea',
      lastName,
    });
    const signIn = await page.request.post('/api/players/signin', { data: { email, password } });
    const token = ((await signIn.json()) as { result: { token: string } }).result.token;
    for (const amount of ['10', '20', '30', '40']) await depositViaApi(page.request, token, amount);
  });

  const open = page.getByRole('link', { name: `Open ${name}’s alert: Deposits rising` });
  await test.step('the alert is in the markers-of-harm queue', async () => {
    await signedInStaff(
      page,
      { role: 'compliance', name: 'Cora Compliance' },
      '/backoffice/harm-alerts',
      'Markers of harm',
    );
    // Computed within a second of the last deposit: a reload finds it if the first read came before.
    await expect(async () => {
      await page.reload();
      await expect(open).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await expect(page.getByRole('row').filter({ has: open })).toContainText(
      'Last deposits: 10.00 → 20.00 → 30.00 → 40.00',
    );
  });

  await test.step('compliance opens it and reads the evidence', async () => {
    await open.click();
    await expect(page.getByRole('heading', { level: 1, name: `Deposits rising: ${name}` })).toBeVisible();
    const evidence = page.getByRole('group', { name: 'Evidence' });
    await expect(evidence).toContainText(/Recent amount\s*100\.00/);
    await expect(evidence).toContainText(/Rising in a row\s*4/);
    await expect(evidence).toContainText('Figures — Amounts in EUR');
  });

  await test.step('compliance sets a weekly deposit limit of 50 from the alert', async () => {
    await page.getByRole('button', { name: 'Act', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /Amount/ }).fill('50');
    await dialog.getByRole('textbox', { name: /Reason/ }).fill('Deposits rising week on week');
    await dialog.getByRole('button', { name: 'Act', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('cell', { name: 'Acted', exact: true })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Evidence' })).toContainText('Acted on');
  });

  await test.step('the player’s audit shows the limit and the step', async () => {
    await page.getByRole('link', { name: 'Open the player 360' }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.getByRole('tab', { name: 'Audit' }).click();
    const acted = page.getByRole('row').filter({ hasText: 'Harm alert acted on' });
    await expect(acted).toHaveCount(1);
    await expect(acted).toContainText('Deposits rising week on week');
    await expect(page.getByRole('row').filter({ hasText: 'Protection changed' }).first()).toBeVisible();
  });
});
