import type { Page } from '@playwright/test';
import { generate } from 'otplib';
import { expect } from './fixtures';
import { OPERATOR_TOKEN } from './money';
import { uniqueEmail } from './players';

/** The password every journey's staff member sets (the back office's rules: 8 to 150 characters). */
export const STAFF_PASSWORD = 'Correct-Horse-Battery-9';

/**
 * A staff member of `role` made with the operator token (as the CLI's `staff create` makes one),
 * set up from the link it answers, and signed in on `page` at `path` enrolling the authenticator
 * (TOTP): answers once the screen's heading shows.
 */
export async function signedInStaff(
  page: Page,
  { role, name }: { role: string; name: string },
  path: string,
  heading: string,
): Promise<{ email: string }> {
  const email = uniqueEmail(role);
  const made = await page.request.post('/api/admin/players/staff', {
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
    data: { email, role, name },
  });
  expect(made.status(), await made.text()).toBe(200);
  const link = new URL(((await made.json()) as { result: { setUpLink: string } }).result.setUpLink);
  await page.goto(link.pathname + link.search);
  await page.getByLabel('New password', { exact: true }).fill(STAFF_PASSWORD);
  await page.getByLabel('Confirm new password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Your password is set.')).toBeVisible();
  await page.goto(path);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel('Authentication code').fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) }));
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  return { email };
}
