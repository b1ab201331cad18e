#!/usr/bin/env node
// The back office's daily desk in Chromium against a running platform, with real data made through
// the platform's own calls (issue 30): players who signed up, deposited, played casino rounds and
// sportsbook bets, uploaded KYC (documents drawn by Chromium) and asked for a withdrawal; staff who
// wrote notes, tagged a player and asked for a balance adjustment. Then the dashboard, the player
// search and the player 360 (each tab, and an action's dialog) photographed at 1440 and 1024 px
// wide into SCREENSHOT_DIR/desk (default apps/backoffice/.screenshots/desk) and checked with axe;
// the run fails on a violation, a console error or a page error.
//
//   node apps/backoffice/scripts/deskScreenshots.mjs      (BASE_URL, default http://127.0.0.1:4391)
//
// The platform as for screenshots.mjs (built platform and back office, the local mailbox on, which
// it is unless SMTP_URL is set), or all.mjs; SPORTSBOOK_TICK_MS=0 keeps the matches before kick-off.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import {
  api,
  deposit,
  heading,
  launchBrowser,
  newPlayer,
  operatorToken,
  outDir,
  play,
  result,
  runInBrowser,
  shoot,
  signedInStaff,
  staffCall,
  TRC20_ADDRESS,
  uploadDocuments,
  verifyEmail,
  watchedPage,
} from './kit.mjs';

const deskDir = path.join(outDir, 'desk');
const NAMES = [
  ['Ada', 'Lovelace'],
  ['Adam', 'Lovell'],
  ['Adele', 'Lovejoy'],
  ['Grace', 'Hopper'],
  ['Alan', 'Turing'],
  ['Linus', 'Torvalds'],
  ['Margaret', 'Hamilton'],
  ['Barbara', 'Liskov'],
];

const browser = await launchBrowser();
await runInBrowser(
  browser,
  'desk-',
  `Every screen photographed in ${deskDir}, axe clean, no console error.`,
  async () => {
    // ---- Data --------------------------------------------------------------------------------------
    console.log('Seeding players and staff…');
    const players = [];
    for (const [firstName, lastName] of NAMES) players.push(await newPlayer({ firstName, lastName }));
    const [ada, adam, adele, grace] = players;

    // Ada may withdraw as a player does: her e-mail verified, her three documents approved.
    await verifyEmail(ada);
    await uploadDocuments(browser, ada);
    for (const type of ['ID', 'ADDRESS', 'ID_WITH_PHOTO'])
      await api('POST', `/api/admin/players/kyc/${ada.uuid}/${type}`, {
        token: operatorToken,
        body: { decision: 'approve' },
      });
    await deposit(ada, '250.00');
    await deposit(adam, '40.00');
    await deposit(grace, '1200.00');
    await play(ada, ['2.50', '5.00', '1.00', '10.00']);

    // Two sportsbook bets on matches before kick-off, through the widget's token.
    const widget = await result('POST', '/api/players/data-bet/token', {
      token: ada.token,
      body: { playerId: ada.uuid, currency: 'EUR', locale: 'en' },
    });
    const feed = await result('GET', '/api/sportsbook/feed');
    for (const event of feed.events.filter((item) => item.status === 'prematch').slice(0, 2)) {
      const selection = event.markets[0].selections[0];
      await api('POST', '/api/sportsbook/bets', {
        token: widget.token,
        headers: { 'idempotency-key': randomUUID() },
        body: { type: 'single', stake: '4', selections: [{ selectionId: selection.id, odds: selection.odds }] },
      });
    }
    await api('PUT', '/api/players/responsible-gaming/limits', {
      token: ada.token,
      body: { kind: 'deposit', period: 'week', amount: '500' },
    });
    await api('POST', '/api/payments/crypto-pay/withdraw', {
      token: ada.token,
      headers: { 'idempotency-key': randomUUID() },
      body: {
        amount: '40',
        address: TRC20_ADDRESS,
        network: 'TRC20',
        networkFeeLevel: 'low',
        receivedCurrency: 'USDT',
      },
    });
    await uploadDocuments(browser, adele);

    const staff = {
      compliance: await signedInStaff('Cora Compliance', 'compliance'),
      payments: await signedInStaff('Pat Payments', 'payments'),
      payments2: await signedInStaff('Pia Payments', 'payments'),
      support: await signedInStaff('Sam Support', 'support'),
    };
    const notes = `/api/backoffice/players/${ada.uuid}/notes`;
    await staffCall(staff.support, 'POST', notes, {
      text: 'Called about the withdrawal of 40.00: told her it is in the queue.',
    });
    await staffCall(staff.compliance, 'POST', notes, { text: 'Source of funds checked: salary slips on file.' });
    await staffCall(staff.support, 'PUT', `/api/backoffice/players/${ada.uuid}/tags`, { tags: ['vip', 'high-roller'] });
    await staffCall(staff.payments, 'POST', `/api/backoffice/players/${ada.uuid}/adjustments`, {
      amount: '15.00',
      reason: 'Goodwill: a round stopped by a game fault',
    });

    // ---- Screens -----------------------------------------------------------------------------------
    const name = `${ada.firstName} ${ada.lastName}`;
    for (const width of [1440, 1024]) {
      console.log(`${width} px:`);
      const page = await watchedPage(browser, width, { staff: staff.compliance });
      await page.goto('/backoffice/dashboard');
      await heading(page, 'Dashboard');
      await page.getByRole('table', { name: "Today's money per currency" }).getByRole('row').nth(1).waitFor();
      await shoot(page, width, '10-dashboard', { dir: deskDir });

      await page.getByRole('link', { name: 'Players' }).click();
      await heading(page, 'Players');
      await page.getByRole('searchbox', { name: 'Search players' }).fill('lov');
      await page.keyboard.press('Enter');
      // This run's Ada (another script's run may have made an Ada Lovelace too): the row with her address.
      const adaLink = page.getByRole('row', { name: new RegExp(ada.email) }).getByRole('link', { name });
      await adaLink.waitFor();
      await shoot(page, width, '11-search', { dir: deskDir });
      // By payout address: the withdrawal's.
      await page.getByRole('searchbox', { name: 'Search players' }).fill(TRC20_ADDRESS);
      await page.keyboard.press('Enter');
      await page.getByText('Payout address').first().waitFor();
      await shoot(page, width, '12-search-address', { dir: deskDir });

      await adaLink.click();
      await heading(page, name);
      await shoot(page, width, '13-player-overview', { dir: deskDir });
      for (const [tab, file] of [
        ['Money', '14-player-money'],
        ['Play', '15-player-play'],
        ['Security', '16-player-security'],
        ['Protection', '17-player-protection'],
        ['Audit', '18-player-audit'],
        [/Notes and tags/, '18-player-notes'],
      ]) {
        await page.getByRole('tab', { name: tab }).click();
        await page.waitForTimeout(100);
        await shoot(page, width, file, { dir: deskDir });
      }
      // Keyboard: the lock dialog opens from the keyboard and asks for a reason.
      await page.getByRole('button', { name: 'Lock account' }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('dialog', { name: 'Lock this account?' }).waitFor();
      await page.getByRole('dialog').getByRole('button', { name: 'Lock account' }).click();
      await page.getByText('Write the reason: the audit keeps it.').waitFor();
      await shoot(page, width, '19-lock-dialog', { dir: deskDir });
      await page.keyboard.press('Escape');

      // The second payments member sees the adjustment waiting for them.
      const second = await watchedPage(browser, width, { staff: staff.payments2 });
      await second.goto(`/backoffice/players/${ada.uuid}`);
      await heading(second, name);
      await second.getByRole('tab', { name: 'Money' }).click();
      await second.getByRole('button', { name: 'Approve' }).waitFor();
      await shoot(second, width, '20-adjustment-to-approve', { dir: deskDir });
    }
  },
);
