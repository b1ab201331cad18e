// The one kit of the back office's screenshot scripts (screenshots.mjs, kycScreenshots.mjs,
// moneyScreenshots.mjs, deskScreenshots.mjs): the platform's calls (operator token, staff session,
// player token), staff made with the operator token and set up, TOTP codes, players who sign up,
// pay, play and withdraw, documents drawn by Chromium, and the browser side: a watched page
// (console errors, page errors, Content-Security-Policy reports), staff sign-in with enrolment,
// and `shoot` (a photograph at a width and an axe check, WCAG 2.1 AA and best practice).
//
// Settings from the environment: BASE_URL (a running platform), OPERATOR_TOKEN,
// CRYPTOPAY_WEBHOOK_SECRET (the local defaults), SCREENSHOT_DIR (default apps/backoffice/.screenshots).
import { createHmac, randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { STAFF_CSRF_HEADER, STAFF_SESSION_COOKIE } from '@casino/contract';
import { generate } from 'otplib';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.mjs';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));

export const baseUrl = (process.env.BASE_URL ?? 'http://127.0.0.1:4391').replace(/\/$/, '');
export const operatorToken = process.env.OPERATOR_TOKEN ?? 'local-operator-token';
export const webhookSecret = process.env.CRYPTOPAY_WEBHOOK_SECRET ?? 'local-cryptopay-webhook-secret';
export const outDir = path.resolve(process.env.SCREENSHOT_DIR ?? path.join(here, '../.screenshots'));
/** Makes this run's e-mail addresses unique, so a script can run again against the same platform. */
export const stamp = Date.now().toString(36);
export const PASSWORD = 'Correct-Horse-Battery-9';
/** A Tron address that passes the format rules. */
export const TRC20_ADDRESS = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** What went wrong without stopping the run (axe, console); `finish` reports them. */
export const problems = [];
export const fail = (message) => {
  throw new Error(message);
};

// ---- The platform's calls ------------------------------------------------------------------------

/**
 * A call of the platform that must answer 2xx: `token` (a player's or the operator's bearer), or a
 * staff member's session (`staff`: cookie and CSRF token); a FormData body goes as multipart.
 */
export async function api(method, route, { body, token, staff, headers = {} } = {}) {
  const sent = { ...headers };
  if (body !== undefined && !(body instanceof FormData)) sent['content-type'] = 'application/json';
  if (token) sent.authorization = `Bearer ${token}`;
  if (staff) {
    sent.cookie = `${STAFF_SESSION_COOKIE}=${staff.cookie}`;
    if (method !== 'GET') sent[STAFF_CSRF_HEADER] = staff.csrf;
  }
  const response = await fetch(baseUrl + route, {
    method,
    headers: sent,
    body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
  });
  const text = await response.text();
  const json = text ? JSON.parse(text) : null;
  if (!response.ok) fail(`${method} ${route} answered ${response.status}: ${text}`);
  return { json, response };
}

/** The `result` of a call that must answer 2xx. */
export const result = async (method, route, options) => (await api(method, route, options)).json?.result;

// ---- Staff ---------------------------------------------------------------------------------------

const lastSteps = new Map();
/** A TOTP code of a time step not used before with this secret (the platform refuses a code twice). */
export async function freshCode(secret) {
  let step = Math.floor(Date.now() / 30_000);
  while (step <= (lastSteps.get(secret) ?? -1)) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    step = Math.floor(Date.now() / 30_000);
  }
  lastSteps.set(secret, step);
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) });
}

/** A staff member (`{ name, email }`, or a name: the address is made from it). */
export const staffMember = (name, email = `${name.split(' ')[0].toLowerCase()}-${stamp}@casino.example`) => ({
  name,
  email,
  password: PASSWORD,
  secret: '',
});

/** Makes a staff member with the operator token, as `pnpm admin staff create` does: their set-up link, on BASE_URL. */
export async function createStaff(member, role) {
  const made = await result('POST', '/api/admin/players/staff', {
    token: operatorToken,
    body: { email: member.email, role, name: member.name },
  });
  return made.setUpLink.replace(/^https?:\/\/[^/]+/, baseUrl);
}

/** Makes a staff member with the operator token and sets their password through the set-up link's call. */
export async function makeStaff(member, role) {
  const link = await createStaff(member, role);
  const token = new URL(link).searchParams.get('token');
  await api('POST', '/api/backoffice/set-up', { body: { token, password: member.password } });
  return member;
}

/** Signs a staff member in through the API (enrolling the authenticator the first time): sets `member.session`. */
export async function staffSession(member) {
  const first = await result('POST', '/api/backoffice/sign-in', {
    body: { email: member.email, password: member.password },
  });
  if (first.enrolment) member.secret = first.enrolment.secret;
  const second = await api('POST', '/api/backoffice/sign-in/code', {
    body: { ticket: first.ticket, code: await freshCode(member.secret) },
  });
  const cookie = second.response.headers.get('set-cookie').match(new RegExp(`${STAFF_SESSION_COOKIE}=([^;]+)`))[1];
  member.session = { cookie, csrf: second.json.result.csrfToken };
  return member;
}

/** A staff member made, set up and signed in through the API. */
export const signedInStaff = async (name, role) => staffSession(await makeStaff(staffMember(name), role));

/** A call in a staff member's session. */
export const staffCall = (member, method, route, body) => api(method, route, { body, staff: member.session });

// ---- Players -------------------------------------------------------------------------------------

/** A player who signed up and signed in: `{ ...person, email, token, uuid }`. */
export async function newPlayer(person) {
  const full = {
    sex: 'female',
    dob: '1990-05-17',
    address: '1 Main Street',
    city: 'Dublin',
    country: 'Ireland',
    ...person,
  };
  const email = `${full.firstName}.${full.lastName}-${stamp}@example.com`.toLowerCase();
  await api('POST', '/api/players/new', {
    body: {
      email,
      username: email,
      password: PASSWORD,
      firstName: full.firstName,
      lastName: full.lastName,
      sex: full.sex,
      dob: full.dob,
      phoneNumber: '+353861234567',
      address: full.address,
      city: full.city,
      country: full.country,
      currency: 'EUR',
      locale: 'en_GB',
      consent: true,
    },
  });
  const signedIn = await result('POST', '/api/players/signin', { body: { email, password: PASSWORD } });
  return { ...full, email, token: signedIn.token, uuid: signedIn.user.uuid };
}

/** Verifies the player's e-mail with the link of the verification mail in the local mailbox. */
export async function verifyEmail(player) {
  const mails = await result('GET', `/api/mailbox?to=${encodeURIComponent(player.email)}`);
  const link = mails
    .flatMap((mail) => mail.links)
    .map((address) => new URL(address))
    .find((url) => url.pathname.startsWith('/api/players/verify-email/'));
  if (!link) fail(`No verification link in the mail to ${player.email}`);
  await api('GET', link.pathname);
}

/** A deposit link of the player (the sandbox checkout). */
export const paymentLink = (player, amount) =>
  result('POST', '/api/payments/crypto-pay/payment-link', { token: player.token, body: { amount } });

/** The provider's signed confirmation of a link's payment (a replaced link's invoice stays payable there). */
export async function confirmByWebhook(link, amount) {
  const raw = JSON.stringify({
    event: 'payment.confirmed',
    eventId: randomUUID(),
    paymentUuid: link.uuid,
    amount,
    currency: 'EUR',
  });
  const signature = createHmac('sha256', webhookSecret).update(raw).digest('hex');
  await api('POST', '/api/payments/crypto-pay/webhook', {
    body: JSON.parse(raw),
    headers: { 'x-cryptopay-signature': signature },
  });
}

/** Pays a link on the sandbox checkout, as the provider's page does. */
export async function payOnCheckout(link) {
  const paid = await fetch(link.link.replace(/^https?:\/\/[^/]+/, baseUrl) + '/confirm', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'coin=USDT',
    redirect: 'manual',
  });
  if (paid.status >= 400) fail(`checkout confirm answered ${paid.status}`);
}

/** A deposit the whole way: a link, paid on the sandbox checkout. */
export const deposit = async (player, amount) => payOnCheckout(await paymentLink(player, amount));

/** Casino rounds of the first slot at these stakes (real money). */
export async function play(player, stakes) {
  const games = await result('GET', '/api/gp/games?gameType=Slots');
  const game = games.find((entry) => !entry.isLive) ?? games[0];
  const launched = await result('POST', '/api/gp/games/play', {
    token: player.token,
    body: {
      extra: { exit_url: '/casino' },
      playerId: player.uuid,
      id: game.id,
      gameId: game.gameId,
      demo: false,
      gameProviderId: game.gameProvider.id,
    },
  });
  const session = decodeURIComponent(new URL(launched.gameUrl.link).pathname.split('/').pop());
  for (const stake of stakes) {
    await api('POST', '/api/gp/demo/rounds', {
      headers: { 'x-game-session': session },
      body: { roundId: randomUUID(), stake },
    });
  }
}

/** A withdrawal request of the player: its id. */
export async function withdraw(player, amount, address = 'TQ7xg3bq8Xq4R8pDUZ5Z2xkFv6qE1d9Hkz') {
  const answer = await result('POST', '/api/payments/crypto-pay/withdraw', {
    token: player.token,
    headers: { 'idempotency-key': randomUUID() },
    body: { amount, address, network: 'TRC20', networkFeeLevel: 'low', receivedCurrency: 'USDT' },
  });
  return answer.uuid;
}

/** Documents drawn by Chromium: an ID card and a selfie (PNG), a utility bill printed as a PDF. */
export async function drawDocuments(browser, person) {
  const page = await browser.newPage({ viewport: { width: 860, height: 540 } });
  const card = (title, body) => `<!doctype html><html><body style="margin:0;font-family:sans-serif">
    <div style="width:860px;height:540px;box-sizing:border-box;padding:36px;background:linear-gradient(135deg,#dfe9f3,#f7f0e3);border:8px solid #2b4c7e">
    <div style="font-size:30px;font-weight:bold;color:#2b4c7e;letter-spacing:2px">${title}</div>${body}</div></body></html>`;
  await page.setContent(
    card(
      'REPUBLIC OF IRELAND · IDENTITY CARD',
      `<div style="display:flex;gap:36px;margin-top:36px">
        <div style="width:220px;height:280px;background:#9db3c8;border-radius:8px;position:relative;overflow:hidden">
          <div style="position:absolute;left:60px;top:40px;width:100px;height:110px;border-radius:50%;background:#5d7590"></div>
          <div style="position:absolute;left:25px;top:165px;width:170px;height:160px;border-radius:85px 85px 0 0;background:#5d7590"></div></div>
        <div style="font-size:24px;line-height:1.9;color:#222">
          <div><b>Surname</b> ${person.lastName.toUpperCase()}</div><div><b>Given names</b> ${person.firstName.toUpperCase()}</div>
          <div><b>Date of birth</b> ${person.dob}</div><div><b>Document no.</b> IE${stamp.toUpperCase()}</div>
          <div><b>Expiry</b> 2031-06-30</div></div></div>`,
    ),
  );
  const id = await page.screenshot({ type: 'png' });
  await page.setContent(
    card(
      'SELFIE WITH ID',
      `<div style="display:flex;gap:36px;margin-top:36px;align-items:center">
        <div style="width:300px;height:360px;background:#c8b39d;border-radius:150px;position:relative">
          <div style="position:absolute;left:90px;top:120px;width:28px;height:28px;border-radius:50%;background:#3a2a1a"></div>
          <div style="position:absolute;left:182px;top:120px;width:28px;height:28px;border-radius:50%;background:#3a2a1a"></div>
          <div style="position:absolute;left:100px;top:220px;width:100px;height:40px;border-bottom:8px solid #3a2a1a;border-radius:0 0 50px 50px"></div></div>
        <div style="width:300px;height:190px;background:#dfe9f3;border:4px solid #2b4c7e;border-radius:10px;padding:12px;font-size:18px">
          IDENTITY CARD<br>${person.firstName} ${person.lastName}<br>${person.dob}</div></div>`,
    ),
  );
  const selfie = await page.screenshot({ type: 'png' });
  await page.setContent(`<!doctype html><html><body style="font-family:serif;padding:40px">
    <h1 style="color:#0b5">Dublin Electricity Ltd</h1><p>Account 4471-${stamp}</p>
    <p><b>${person.firstName} ${person.lastName}</b><br>${person.address}<br>${person.city}<br>${person.country}</p>
    <h2>Electricity bill, October 2026</h2>
    <table style="border-collapse:collapse;width:100%">${[
      'Standing charge',
      'Day units 412 kWh',
      'Night units 96 kWh',
      'VAT 9%',
    ]
      .map(
        (row, i) =>
          `<tr><td style="border-bottom:1px solid #999;padding:8px">${row}</td><td style="border-bottom:1px solid #999;text-align:right">€${(12.4 + i * 23.17).toFixed(2)}</td></tr>`,
      )
      .join('')}</table><p><b>Total due: €143.95</b> by 20 November 2026</p></body></html>`);
  const bill = await page.pdf({ format: 'A4' });
  await page.close();
  return { id, selfie, bill };
}

/** Uploads the player's three KYC documents, drawn by Chromium. */
export async function uploadDocuments(browser, player) {
  const files = await drawDocuments(browser, player);
  const form = new FormData();
  form.append('ID', new Blob([files.id], { type: 'image/png' }), 'id-card.png');
  form.append('ADDRESS', new Blob([files.bill], { type: 'application/pdf' }), 'bill.pdf');
  form.append('ID_WITH_PHOTO', new Blob([files.selfie], { type: 'image/png' }), 'selfie.png');
  await api('POST', `/api/kyc/upload/${player.uuid}`, { token: player.token, body: form });
}

// ---- The browser ---------------------------------------------------------------------------------

/** Chromium, and the folder of the photographs. */
export async function launchBrowser() {
  mkdirSync(outDir, { recursive: true });
  return chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
}

export async function checkAxe(page, name) {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const answer = await globalThis.axe.run(globalThis.document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    });
    return answer.violations.map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  });
  if (violations.length) problems.push(`axe on ${name}: ${JSON.stringify(violations, null, 2)}`);
}

/**
 * Photographs the page into `${width}-${name}.png` (full height; `fullPage: false` for a dialog, as
 * resizing the page for a full-height photograph replays its opening animation) and checks it with
 * axe. With `pdf`, Chromium's PDF viewer (which keeps a connection open and draws again, slowly,
 * whenever the page is resized) is scrolled into view, given time to draw and photographed as the
 * window shows it.
 */
export async function shoot(page, width, name, { fullPage = true, pdf = false, dir = outDir } = {}) {
  if (pdf) {
    await page.locator('iframe').scrollIntoViewIfNeeded();
    await page.waitForTimeout(4000);
    fullPage = false;
  } else {
    await page.waitForLoadState('networkidle');
    // Let a transition that the last action started finish.
    await page.waitForTimeout(300);
  }
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${width}-${name}.png`);
  await page.screenshot({ path: file, fullPage });
  await checkAxe(page, `${name} at ${width}`);
  console.log(`  ${path.relative(process.cwd(), file)}`);
}

/** Every page opened, for a photograph of each when a run fails. */
export const pages = [];

/**
 * A page at `width` (900 px high) that reports console errors, page errors and Content-Security-
 * Policy violations as problems; with `staff`, signed in with that member's session cookie. A
 * refused call shows as a 4xx in the console (the app's probe of `me` while signed out, a call of an
 * ended session, a taken item): `allowedStatuses` says which are expected, the app's handling of
 * them is what the run checks.
 */
export async function watchedPage(browser, width, { staff, allowedStatuses = [401, 403] } = {}) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL: baseUrl });
  if (staff)
    await context.addCookies([
      {
        name: STAFF_SESSION_COOKIE,
        value: staff.session.cookie,
        url: `${baseUrl}/api/backoffice/`,
        httpOnly: true,
        sameSite: 'Strict',
      },
    ]);
  await context.addInitScript(() => {
    globalThis.document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`),
    );
  });
  const expected = new RegExp(
    `^Failed to load resource: the server responded with a status of (${allowedStatuses.join('|')}) `,
  );
  const page = await context.newPage();
  pages.push(page);
  page.on('console', (message) => {
    if (message.type() === 'error' && !expected.test(message.text()))
      problems.push(`console at ${width} on ${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error at ${width}: ${error.message}`));
  return page;
}

export const heading = (page, name) => page.getByRole('heading', { level: 1, name }).waitFor();

/** Waits until a dialog has finished opening (its animations), so the photograph shows it whole. */
export async function settled(dialog) {
  await dialog.waitFor();
  await dialog.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
}

/**
 * Signs a staff member in in the browser: opens `path` (the sign-in page shows), the password,
 * then the authenticator's code (enrolling it the first time: the secret is read off the page and
 * the QR code must be a PNG), and waits for `landing` (the page asked for). `onStep(step)` is
 * called on the sign-in page ('sign-in'), the enrolment ('enrolment') or the code ('code') page
 * before it is sent, to photograph it.
 */
export async function browserSignIn(page, member, { path: address, landing, onStep = async () => undefined }) {
  await page.goto(address);
  await heading(page, 'Sign in to the back office');
  await page.getByLabel('E-mail').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await onStep('sign-in');
  await page.getByRole('button', { name: 'Continue' }).click();
  const enrol = page.getByRole('heading', { level: 1, name: 'Set up two-factor sign-in' });
  const code = page.getByRole('heading', { level: 1, name: 'Enter your two-factor code' });
  await enrol.or(code).waitFor();
  if (await enrol.isVisible()) {
    member.secret = (await page.getByTestId('totp-secret').textContent()).trim();
    const qr = page.getByRole('img', { name: 'QR code for your authenticator app' });
    if (!(await qr.getAttribute('src')).startsWith('data:image/png;base64,')) fail('The QR code is not a PNG data URL');
    await onStep('enrolment');
    await page.getByLabel('Authentication code').fill(await freshCode(member.secret));
    await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  } else {
    await onStep('code');
    await page.getByLabel('Authentication code').fill(await freshCode(member.secret));
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
  await heading(page, landing);
}

/**
 * Runs a script's browser part: on a failure, photographs every page opened (`${prefix}failure-N.png`)
 * beside the screenshots; closes the browser; then reports the problems (exit code 1) or `done`.
 */
export async function runInBrowser(browser, prefix, done, work) {
  try {
    await work();
  } catch (error) {
    for (const [index, page] of pages.entries()) {
      await page
        .screenshot({ path: path.join(outDir, `${prefix}failure-${index}.png`), fullPage: true })
        .catch(() => undefined);
    }
    throw error;
  } finally {
    await browser.close();
  }
  if (problems.length) {
    console.error(problems.join('\n\n'));
    process.exit(1);
  }
  console.log(done);
}
