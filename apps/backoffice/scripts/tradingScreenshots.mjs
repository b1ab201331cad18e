#!/usr/bin/env node
// The sportsbook trading desk (issue 36) in Chromium against a running platform: a player bets on a
// prematch football event; a trader opens Trading (events, live first), the event (markets, odds,
// open bets), suspends the 1x2 market, opens the settle dialog, enters 2-1 and sees the payout
// preview. Photographed at 1440 and 390 px into SCREENSHOT_DIR/trading and checked with axe
// (shoot). The platform as for deskScreenshots.mjs (SPORTSBOOK_ODDS_MOVES=false keeps the odds).
//
//   node apps/backoffice/scripts/tradingScreenshots.mjs      (BASE_URL, default http://127.0.0.1:4391)
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import {
  api,
  deposit,
  heading,
  launchBrowser,
  newPlayer,
  outDir,
  result,
  runInBrowser,
  settled,
  shoot,
  signedInStaff,
  watchedPage,
} from './kit.mjs';

const tradingDir = path.join(outDir, 'trading');
const browser = await launchBrowser();
await runInBrowser(browser, 'trading-', `screenshots in ${tradingDir}`, async () => {
  const tia = await newPlayer({ firstName: 'Tia', lastName: 'Punter' });
  await deposit(tia, '50.00');
  const widget = await result('POST', '/api/players/data-bet/token', {
    token: tia.token,
    body: { playerId: tia.uuid, currency: 'EUR', locale: 'en' },
  });
  const feed = await result('GET', '/api/sportsbook/feed');
  const event = feed.events.find(
    (candidate) => candidate.status === 'prematch' && candidate.markets[0]?.kind === '1x2',
  );
  if (!event) throw new Error('no prematch football event in the feed');
  const market = event.markets[0];
  for (const selection of market.selections.slice(0, 2)) {
    await api('POST', '/api/sportsbook/bets', {
      token: widget.token,
      headers: { 'idempotency-key': randomUUID() },
      body: {
        type: 'single',
        stake: '5',
        oddsChange: 'any',
        selections: [{ selectionId: selection.id, odds: selection.odds }],
      },
    });
  }
  const trader = await signedInStaff('Theo Trader', 'trader');
  let suspended = false;
  for (const width of [1440, 390]) {
    const page = await watchedPage(browser, width, { staff: trader });
    await page.goto('/backoffice/trading');
    await heading(page, 'Trading');
    await page.getByRole('link', { name: `Open ${event.name}` }).waitFor();
    await shoot(page, width, '40-trading-events', { dir: tradingDir });
    await page.getByRole('link', { name: `Open ${event.name}` }).click();
    await heading(page, event.name);
    if (!suspended) {
      await page.getByRole('button', { name: `Suspend ${market.name}` }).click();
      await page.getByText('Suspended. The site shows it at once.').waitFor();
      suspended = true;
    }
    await shoot(page, width, '41-trading-event', { dir: tradingDir });
    await page.getByRole('button', { name: 'Settle', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await settled(dialog);
    await dialog.getByRole('textbox', { name: /Home score/ }).fill('2');
    await dialog.getByRole('textbox', { name: /Away score/ }).fill('1');
    await dialog.getByRole('button', { name: 'Preview payouts' }).click();
    await dialog.getByRole('heading', { name: 'What settling 2–1 pays' }).waitFor();
    await shoot(page, width, '42-trading-settle-preview', { dir: tradingDir, fullPage: false });
    await dialog
      .getByRole('button', { name: 'Cancel' })
      .or(page.getByRole('button', { name: 'Close' }))
      .first()
      .click();
  }
});
