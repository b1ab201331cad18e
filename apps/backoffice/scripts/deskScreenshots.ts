// The back office's daily desk in Chromium with real data (issue 30): a platform in this process
// (PGlite in memory, the built back office from apps/backoffice/dist), players who signed up,
// deposited, played casino rounds and sportsbook bets, uploaded KYC and asked for a withdrawal;
// staff who wrote notes and asked for a balance adjustment. Then the dashboard, the player search
// and the player 360 (each tab, and an action's dialog) photographed at 1440 and 1024 px wide into
// SCREENSHOT_DIR (default apps/backoffice/.screenshots/desk) and checked with axe; the run fails on
// a violation or a console error.
//
//   cd apps/backoffice && npx vite build && npx tsx --conditions=@casino/source scripts/deskScreenshots.ts
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { backofficeApi, buildPath, paymentsApi, playersApi, STAFF_SESSION_COOKIE } from '@casino/contract';
import { chromium, type Page } from 'playwright';
import { ManualClock } from '../../platform/src/clock';
import { staffSignedIn, type StaffBrowser } from '../../platform/test/backofficeFixtures';
import { gameOfType, launch, playRound } from '../../platform/test/gamesFixtures';
import { startTestPlatform } from '../../platform/test/harness';
import { uploadKyc, threeDocuments } from '../../platform/test/kycFixtures';
import { ADDRESSES, deposit, makeEligible, newPlayer } from '../../platform/test/paymentsFixtures';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.mjs';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.resolve(process.env.SCREENSHOT_DIR ?? path.join(here, '../.screenshots/desk'));
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const problems: string[] = [];

const clock = new ManualClock(new Date());
const t = await startTestPlatform(
  'pglite',
  { SPORTSBOOK_TICK_MS: '0', SPORTSBOOK_SEED: '7', BACKOFFICE_DIST_DIR: path.join(here, '../dist') },
  { clock },
);

/** The value, or a failure naming what was missing. */
function must<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`${what} is missing`);
  return value;
}

async function ok(answer: Promise<{ status: number; body: unknown }>, what: string) {
  const { status, body } = await answer;
  if (status !== 200) throw new Error(`${what} answered ${status}: ${JSON.stringify(body)}`);
  return body as { result: never };
}

// ---- Data ----------------------------------------------------------------------------------------
console.log('Seeding players and staff…');
const NAMES: [string, string][] = [
  ['Ada', 'Lovelace'],
  ['Adam', 'Lovell'],
  ['Adele', 'Lovejoy'],
  ['Grace', 'Hopper'],
  ['Alan', 'Turing'],
  ['Linus', 'Torvalds'],
  ['Margaret', 'Hamilton'],
  ['Barbara', 'Liskov'],
];
const players = [];
for (const [firstName, lastName] of NAMES) players.push(await newPlayer(t, { firstName, lastName }));
const ada = await makeEligible(t, must(players[0], 'player 0'));
await deposit(t, ada, '250.00');
await deposit(t, must(players[1], 'player 1'), '40.00');
await deposit(t, must(players[3], 'player 3'), '1200.00');
const slot = await gameOfType(t, 'Slots');
const launched = await launch(t, slot, { player: ada, demo: false });
for (const stake of ['2.50', '5.00', '1.00', '10.00']) await playRound(t, launched.token, { stake });
const widget = await ok(
  t.call('POST', buildPath(playersApi.dataBetToken), {
    token: ada.token,
    body: { playerId: ada.uuid, currency: 'EUR', locale: 'en' },
  }),
  'bet token',
);
const feed = await ok(t.call('GET', '/api/sportsbook/feed'), 'feed');
const events = (
  feed.result as { events: { status: string; markets: { selections: { id: string; odds: string }[] }[] }[] }
).events;
for (const event of events.filter((item) => item.status === 'prematch').slice(0, 2)) {
  const selection = must(event.markets[0]?.selections[0], 'a selection');
  await ok(
    t.call('POST', '/api/sportsbook/bets', {
      token: (widget.result as { token: string }).token,
      body: { type: 'single', stake: '4', selections: [{ selectionId: selection.id, odds: selection.odds }] },
      headers: { 'idempotency-key': randomUUID() },
    }),
    'bet',
  );
}
await ok(
  t.call('PUT', buildPath(playersApi.setLimit), {
    token: ada.token,
    body: { kind: 'deposit', period: 'week', amount: '500' },
  }),
  'limit',
);
await ok(
  t.call('POST', buildPath(paymentsApi.withdraw), {
    token: ada.token,
    body: {
      amount: '40',
      address: ADDRESSES.TRC20,
      network: 'TRC20',
      networkFeeLevel: 'low',
      receivedCurrency: 'USDT',
    },
  }),
  'withdrawal',
);
const uploaded = await uploadKyc(
  t,
  must(players[2], 'player 2').token,
  must(players[2], 'player 2').uuid,
  threeDocuments(),
);
if (uploaded.status !== 200) throw new Error(`KYC upload answered ${uploaded.status}`);

const stamp = Date.now().toString(36);
const staff = {
  compliance: await staffSignedIn(t, clock, `compliance-${stamp}@casino.example`, 'compliance'),
  payments: await staffSignedIn(t, clock, `payments-${stamp}@casino.example`, 'payments'),
  payments2: await staffSignedIn(t, clock, `payments2-${stamp}@casino.example`, 'payments'),
  support: await staffSignedIn(t, clock, `support-${stamp}@casino.example`, 'support'),
};
await staff.support.call('POST', buildPath(backofficeApi.addPlayerNote, { uuid: ada.uuid }), {
  body: { text: 'Called about the withdrawal of 40.00: told her it is in the queue.' },
});
await staff.compliance.call('POST', buildPath(backofficeApi.addPlayerNote, { uuid: ada.uuid }), {
  body: { text: 'Source of funds checked: salary slips on file.' },
});
await staff.support.call('PUT', buildPath(backofficeApi.setPlayerTags, { uuid: ada.uuid }), {
  body: { tags: ['vip', 'high-roller'] },
});
await staff.payments.call('POST', buildPath(backofficeApi.requestBalanceAdjustment, { uuid: ada.uuid }), {
  body: { amount: '15.00', reason: 'Goodwill: a round stopped by a game fault' },
});

// ---- Screens -------------------------------------------------------------------------------------
async function checkAxe(page: Page, name: string) {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      globalThis as unknown as {
        axe: {
          run: (
            ...args: unknown[]
          ) => Promise<{ violations: { id: string; help: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(globalThis.document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    });
    return result.violations.map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  });
  if (violations.length) problems.push(`axe on ${name}: ${JSON.stringify(violations, null, 2)}`);
}

async function shoot(page: Page, width: number, name: string) {
  await page.waitForLoadState('networkidle');
  const file = path.join(outDir, `${width}-${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await checkAxe(page, `${name} at ${width}`);
  console.log(`  ${path.relative(process.cwd(), file)}`);
}

async function pageAs(browser: Awaited<ReturnType<typeof chromium.launch>>, member: StaffBrowser, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL: t.baseUrl });
  const { hostname } = new URL(t.baseUrl);
  await context.addCookies([
    {
      name: STAFF_SESSION_COOKIE,
      value: must(member.cookie, 'the staff cookie'),
      domain: hostname,
      path: '/api/backoffice',
      httpOnly: true,
      sameSite: 'Strict',
    },
  ]);
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console at ${width}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error at ${width}: ${error.message}`));
  return page;
}

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name }).waitFor();

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
try {
  for (const width of [1440, 1024]) {
    console.log(`${width} px:`);
    const page = await pageAs(browser, staff.compliance, width);
    await page.goto('/backoffice/dashboard');
    await heading(page, 'Dashboard');
    await page.getByRole('table', { name: "Today's money per currency" }).getByRole('row').nth(1).waitFor();
    await shoot(page, width, '10-dashboard');

    await page.getByRole('link', { name: 'Players' }).click();
    await heading(page, 'Players');
    await page.getByRole('searchbox', { name: 'Search players' }).fill('lov');
    await page.keyboard.press('Enter');
    await page.getByRole('link', { name: 'Ada Lovelace' }).waitFor();
    await shoot(page, width, '11-search');
    // By payout address: the withdrawal's.
    await page.getByRole('searchbox', { name: 'Search players' }).fill(ADDRESSES.TRC20);
    await page.keyboard.press('Enter');
    await page.getByText('Payout address').first().waitFor();
    await shoot(page, width, '12-search-address');

    await page.getByRole('link', { name: 'Ada Lovelace' }).click();
    await heading(page, 'Ada Lovelace');
    await shoot(page, width, '13-player-overview');
    for (const [tab, name] of [
      ['Money', '14-player-money'],
      ['Play', '15-player-play'],
      ['Security', '16-player-security'],
      ['Protection', '17-player-protection'],
      ['Audit', '18-player-audit'],
      [/Notes and tags/, '18-player-notes'],
    ] as const) {
      await page.getByRole('tab', { name: tab }).click();
      await page.waitForTimeout(100);
      await shoot(page, width, name);
    }
    // Keyboard: the lock dialog opens from the keyboard and asks for a reason.
    await page.getByRole('button', { name: 'Lock account' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Lock this account?' }).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Lock account' }).click();
    await page.getByText('Write the reason: the audit keeps it.').waitFor();
    await shoot(page, width, '19-lock-dialog');
    await page.keyboard.press('Escape');

    // The second payments member sees the adjustment waiting for them.
    const second = await pageAs(browser, staff.payments2, width);
    await second.goto(`/backoffice/players/${ada.uuid}`);
    await heading(second, 'Ada Lovelace');
    await second.getByRole('tab', { name: 'Money' }).click();
    await second.getByRole('button', { name: 'Approve' }).waitFor();
    await shoot(second, width, '20-adjustment-to-approve');
  }
} finally {
  await browser.close();
  await t.close();
}
if (problems.length) {
  console.error(problems.join('\n\n'));
  process.exit(1);
}
console.log(`Every screen photographed in ${outDir}, axe clean, no console error.`);
