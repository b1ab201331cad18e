import { test } from './fixtures';
for (const [w, h] of [[1440, 900], [390, 844]] as const) {
  test(`shots ${w}`, async ({ page }) => {
    await page.setViewportSize({ width: w, height: h });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/casino');
    await page.locator('html[data-interactive]').waitFor();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/lobby/lobby-${w}.png`, fullPage: false });
    await page.goto('/casino?tab=top');
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/lobby/top-${w}.png`, fullPage: false });
  });
}
