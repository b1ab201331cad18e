import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { isMobile } from './players';

/** The betslip: the right-hand column on wide screens, a dialog opened from its button on phones. */
export async function betslip(page: Page): Promise<Locator> {
  if (!isMobile(page))
    return page.locator('section').filter({ has: page.getByRole('heading', { name: /^Betslip/, level: 2 }) });
  const dialog = page.getByRole('dialog', { name: 'Betslip' });
  if (!(await dialog.isVisible())) await page.getByRole('button', { name: /^Betslip \(\d+\)$/ }).click();
  await expect(dialog).toBeVisible();
  return dialog;
}
