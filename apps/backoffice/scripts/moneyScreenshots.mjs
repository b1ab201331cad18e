#!/usr/bin/env node
// The back office's money queues in Chromium against a running platform, with real data made
// through the platform's own calls: players who sign up, deposit on the sandbox checkout, play
// and withdraw; a large withdrawal approved once by a first staff member (four eyes); deposits
// held over a deposit limit. The Withdrawals and Held deposits screens (and the review dialog and
// a release dialog) are photographed at 1440 and 1024 px wide into SCREENSHOT_DIR (default
// apps/backoffice/.screenshots) and checked with axe (WCAG 2.1 AA and best practice); the run fails
// on a violation, a console error or a page error. A support member's view (no buttons) too.
//
//   node apps/backoffice/scripts/moneyScreenshots.mjs     (BASE_URL, default http://127.0.0.1:4393)
//
// The platform: HELD_DEPOSITS=review WITHDRAWAL_FOUR_EYES_AMOUNT=500
// WITHDRAWAL_REQUIRES_VERIFIED_EMAIL=false WITHDRAWAL_REQUIRES_KYC=false, with the back office built.
import { createHmac, randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from 'otplib';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.mjs';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const baseUrl = (process.env.BASE_URL ?? 'http://127.0.0.1:4393').replace(/\/$/, '');
const operatorToken = process.env.OPERATOR_TOKEN ?? 'local-operator-token';
const webhookSecret = process.env.CRYPTOPAY_WEBHOOK_SECRET ?? 'local-cryptopay-webhook-secret';
const outDir = path.resolve(process.env.SCREENSHOT_DIR ?? path.join(here, '../.screenshots'));
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const stamp = Date.now().toString(36);
const PASSWORD = 'Correct-Horse-Battery-9';
const problems = [];
const CLIENT_ERROR_LOG = /^Failed to load resource: the server responded with a status of 40[13] /;

async function call(method, url, { token, body, headers = {} } = {}) {
  const response = await fetch(baseUrl + url, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  const json = text ? JSON.parse(text) : null;
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${text}`);
  return { json, response };
}

// ---- Staff ------------------------------------------------------------------------------------
let lastStep = -1;
async function freshCode(secret) {
  let step = Math.floor(Date.now() / 30_000);
  while (step <= lastStep) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    step = Math.floor(Date.now() / 30_000);
  }
  lastStep = step;
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) });
}

/** A staff member made, set up and signed in through the platform: the session cookie and CSRF token. */
async function staffMember(name, role) {
  const email = `${name.split(' ')[0].toLowerCase()}-${stamp}@casino.example`;
  const made = await call('POST', '/api/admin/players/staff', { token: operatorToken, body: { email, role, name } });
  const token = new URL(made.json.result.setUpLink).searchParams.get('token');
  await call('POST', '/api/backoffice/set-up', { body: { token, password: PASSWORD } });
  const first = await call('POST', '/api/backoffice/sign-in', { body: { email, password: PASSWORD } });
  const secret = first.json.result.enrolment.secret;
  // Codes are per staff member: a fresh time step is only needed for the same secret.
  lastStep = -1;
  const second = await call('POST', '/api/backoffice/sign-in/code', {
    body: { ticket: first.json.result.ticket, code: await freshCode(secret) },
  });
  const cookie = second.response.headers.get('set-cookie').match(/casino_staff_session=([^;]+)/)[1];
  return { name, email, cookie, csrf: second.json.result.csrfToken };
}

const staffCall = (member, method, url, body) =>
  call(method, url, {
    body,
    headers: { cookie: `casino_staff_session=${member.cookie}`, 'x-csrf-token': member.csrf },
  });

// ---- Players ----------------------------------------------------------------------------------
async function player(firstName, lastName) {
  const email = `${firstName.toLowerCase()}.${lastName.toLowerCase()}-${stamp}@example.com`;
  await call('POST', '/api/players/new', {
    body: {
      email,
      username: email,
      password: PASSWORD,
      firstName,
      lastName,
      sex: 'female',
      dob: '1990-05-17',
      phoneNumber: '+353861234567',
      address: '1 Main Street',
      city: 'Dublin',
      country: 'Ireland',
      currency: 'EUR',
      locale: 'en_GB',
      consent: true,
    },
  });
  const signedIn = await call('POST', '/api/players/signin', { body: { email, password: PASSWORD } });
  return { email, token: signedIn.json.result.token };
}

async function paymentLink(p, amount) {
  const link = await call('POST', '/api/payments/crypto-pay/payment-link', { token: p.token, body: { amount } });
  return link.json.result;
}

/** The provider's signed confirmation of a link's payment (a replaced link's invoice stays payable there). */
async function confirmByWebhook(link, amount) {
  const raw = JSON.stringify({
    event: 'payment.confirmed',
    eventId: randomUUID(),
    paymentUuid: link.uuid,
    amount,
    currency: 'EUR',
  });
  const signature = createHmac('sha256', webhookSecret).update(raw).digest('hex');
  await call('POST', '/api/payments/crypto-pay/webhook', {
    body: JSON.parse(raw),
    headers: { 'x-cryptopay-signature': signature },
  });
}

/** Pays a link on the sandbox checkout, as the provider's page does (an earlier link stays payable). */
async function pay(checkout) {
  const paid = await fetch(checkout.replace(/^https?:\/\/[^/]+/, baseUrl) + '/confirm', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'coin=USDT',
    redirect: 'manual',
  });
  if (paid.status >= 400) throw new Error(`checkout confirm answered ${paid.status}`);
}

const depositMoney = async (p, amount) => pay((await paymentLink(p, amount)).link);

async function play(p, count, stake) {
  const details = await call('GET', '/api/players/details', { token: p.token });
  const games = await call('GET', '/api/gp/games?gameType=Slots');
  const game = games.json.result[0];
  const launched = await call('POST', '/api/gp/games/play', {
    token: p.token,
    body: {
      extra: { exit_url: '/casino' },
      playerId: details.json.result.uuid,
      id: game.id,
      gameId: game.gameId,
      demo: false,
      gameProviderId: game.gameProvider.id,
    },
  });
  const session = decodeURIComponent(new URL(launched.json.result.gameUrl.link).pathname.split('/').pop());
  for (let i = 0; i < count; i += 1) {
    await call('POST', '/api/gp/demo/rounds', {
      headers: { 'x-game-session': session },
      body: { roundId: randomUUID(), stake },
    });
  }
}

async function withdraw(p, amount, address = 'TQ7xg3bq8Xq4R8pDUZ5Z2xkFv6qE1d9Hkz') {
  const answer = await call('POST', '/api/payments/crypto-pay/withdraw', {
    token: p.token,
    headers: { 'idempotency-key': randomUUID() },
    body: { amount, address, network: 'TRC20', networkFeeLevel: 'low', receivedCurrency: 'USDT' },
  });
  return answer.json.result.uuid;
}

// ---- Browser ----------------------------------------------------------------------------------
async function checkAxe(page, name) {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const result = await globalThis.axe.run(globalThis.document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    });
    return result.violations.map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  });
  if (violations.length) problems.push(`axe on ${name}: ${JSON.stringify(violations, null, 2)}`);
}

async function shoot(page, width, name) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  const file = path.join(outDir, `${width}-${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await checkAxe(page, `${name} at ${width}`);
  console.log(`  ${path.relative(process.cwd(), file)}`);
}

async function pageOf(browser, member, width) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL: baseUrl });
  await context.addCookies([{ name: 'casino_staff_session', value: member.cookie, url: `${baseUrl}/api/backoffice/` }]);
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error' && !CLIENT_ERROR_LOG.test(message.text()))
      problems.push(`console at ${width}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error at ${width}: ${error.message}`));
  return page;
}

const heading = (page, name) => page.getByRole('heading', { level: 1, name }).waitFor();

mkdirSync(outDir, { recursive: true });
console.log('Staff and players…');
const ana = await staffMember('Ana Payer', 'payments');
const ben = await staffMember('Ben Second', 'payments');
const sue = await staffMember('Sue Support', 'support');

const ola = await player('Ola', 'Nordmann');
await depositMoney(ola, '100');
await play(ola, 3, '10.00');
await withdraw(ola, '50');

const lena = await player('Lena', 'Berg');
await depositMoney(lena, '2000');
await play(lena, 5, '100.00');
const large = await withdraw(lena, '1200');
await staffCall(ana, 'POST', `/api/backoffice/withdrawals/${large}/approve`, { reason: 'Source of funds checked' });

const tom = await player('Tom', 'Hale');
await depositMoney(tom, '300');
await play(tom, 10, '20.00');
const earlier = await withdraw(tom, '20');
await call('POST', `/api/admin/players/withdrawals/${earlier}/approve`, { token: operatorToken });
await withdraw(tom, '45', 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7');

const mia = await player('Mia', 'Keller');
await call('PUT', '/api/players/responsible-gaming/limits', {
  token: mia.token,
  body: { kind: 'deposit', period: 'day', amount: '50' },
});
// Links opened before any is paid, then all paid: the first fits the limit, the others are held.
const amounts = ['50.00', '40.00', '25.00'];
const links = [];
for (const amount of amounts) links.push(await paymentLink(mia, amount));
for (const [index, link] of links.entries()) await confirmByWebhook(link, amounts[index]);

const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
try {
  for (const width of [1440, 1024]) {
    console.log(`${width} px:`);
    const page = await pageOf(browser, ben, width);
    await page.goto('/backoffice/withdrawals');
    await heading(page, 'Withdrawals');
    await page.getByRole('table').getByText('Lena Berg').first().waitFor();
    await shoot(page, width, '20-withdrawals');
    await page.getByRole('button', { name: /Review the withdrawal of 1200.00 EUR/ }).click();
    await page.getByRole('dialog').waitFor();
    await shoot(page, width, '21-withdrawal-review-second');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /Review the withdrawal of 50.00 EUR/ }).click();
    await page.getByRole('dialog').waitFor();
    await shoot(page, width, '22-withdrawal-review');
    // The decision at the dialog's end: scrolled into view with the keyboard's Tab order.
    await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).focus();
    await shoot(page, width, '22b-withdrawal-decision');
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: 'Held deposits' }).click();
    await heading(page, 'Held deposits');
    await page.getByRole('table').getByText('Mia Keller').first().waitFor();
    await shoot(page, width, '23-held-deposits');
    await page.getByRole('button', { name: /Return the deposit of 25.00 EUR/ }).click();
    await page.getByRole('dialog').waitFor();
    await shoot(page, width, '24-held-deposit-return');
    await page.keyboard.press('Escape');
    await page.context().close();

    const support = await pageOf(browser, sue, width);
    await support.goto('/backoffice/withdrawals');
    await heading(support, 'Withdrawals');
    await support.getByRole('table').getByText('Lena Berg').first().waitFor();
    await support.getByRole('button', { name: /Review the withdrawal of 1200.00 EUR/ }).click();
    await support.getByRole('dialog').waitFor();
    if (await support.getByRole('button', { name: /Approve/ }).count()) problems.push('support sees an approve button');
    await shoot(support, width, '25-withdrawal-review-support');
    await support.context().close();
  }
  // The second approval, in the browser: Ben pays Lena's withdrawal out.
  const page = await pageOf(browser, ben, 1440);
  await page.goto('/backoffice/withdrawals');
  await page.getByRole('button', { name: /Review the withdrawal of 1200.00 EUR/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('status').filter({ hasText: 'approved and paid out' }).waitFor();
  await shoot(page, 1440, '26-withdrawal-paid');
} finally {
  await browser.close();
}
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log('No axe violations, console errors or page errors.');
