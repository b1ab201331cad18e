#!/usr/bin/env node
// The back office's KYC queue in Chromium against a running platform: two players sign up and
// upload real documents (an ID card and a selfie drawn by Chromium as PNG images, a utility bill
// printed by Chromium as a PDF); a compliance member made with the operator token signs in with
// TOTP enrolment; a colleague takes one player's item through the API, so the queue shows it as
// taken. The queue and the review (image fitted and at its size, the PDF in its frame, a
// rejection with a reason, final) are photographed at 1440 and 1024 px wide (into SCREENSHOT_DIR,
// default apps/backoffice/.screenshots, names kyc-*) and checked with axe; the run fails on a
// violation, a console error or a page error.
//
//   node apps/backoffice/scripts/kycScreenshots.mjs      (BASE_URL, default http://127.0.0.1:4391)
//
// The platform as for screenshots.mjs (built platform and back office, OPERATOR_TOKEN).
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from 'otplib';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.mjs';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const baseUrl = (process.env.BASE_URL ?? 'http://127.0.0.1:4391').replace(/\/$/, '');
const operatorToken = process.env.OPERATOR_TOKEN ?? 'local-operator-token';
const outDir = path.resolve(process.env.SCREENSHOT_DIR ?? path.join(here, '../.screenshots'));
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const stamp = Date.now().toString(36);
const password = 'Correct-Horse-Battery-9';
const reviewer = { email: `clara-${stamp}@casino.example`, name: 'Clara Compliance' };
const colleague = { email: `omar-${stamp}@casino.example`, name: 'Omar Okafor' };

const problems = [];
const CLIENT_ERROR_LOG = /^Failed to load resource: the server responded with a status of 40[139] /;
const fail = (message) => {
  throw new Error(message);
};

async function api(method, route, { body, token, cookie, csrf } = {}) {
  const headers = {};
  if (body !== undefined && !(body instanceof FormData)) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  if (cookie) headers.cookie = cookie;
  if (csrf) headers['x-csrf-token'] = csrf;
  const response = await fetch(baseUrl + route, {
    method,
    headers,
    body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
  });
  const text = await response.text();
  const json = text ? JSON.parse(text) : null;
  if (!response.ok) fail(`${method} ${route} answered ${response.status}: ${text}`);
  return { json, response };
}

let lastStep = -1;
/** A TOTP code of a time step not used before (the platform refuses a code twice). */
async function freshCode(secret) {
  let step = Math.floor(Date.now() / 30_000);
  while (step <= lastStep) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    step = Math.floor(Date.now() / 30_000);
  }
  lastStep = step;
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) });
}

/** A staff member made with the operator token and set up; answers their set-up link's token. */
async function makeStaff(member, role) {
  const made = await api('POST', '/api/admin/players/staff', {
    token: operatorToken,
    body: { email: member.email, role, name: member.name },
  });
  const token = new URL(made.json.result.setUpLink).searchParams.get('token');
  await api('POST', '/api/backoffice/set-up', { body: { token, password } });
}

/** Signs a staff member in through the API (enrolling the authenticator): their cookie and CSRF token. */
async function staffSession(member) {
  const first = await api('POST', '/api/backoffice/sign-in', { body: { email: member.email, password } });
  member.secret = first.json.result.enrolment?.secret ?? member.secret;
  const second = await api('POST', '/api/backoffice/sign-in/code', {
    body: { ticket: first.json.result.ticket, code: await freshCode(member.secret) },
  });
  const cookie = second.response.headers.get('set-cookie').split(';')[0];
  return { cookie, csrf: second.json.result.csrfToken };
}

/** Documents drawn by Chromium: an ID card and a selfie (PNG), a utility bill printed as a PDF. */
async function makeDocuments(browser, person) {
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

async function playerWithDocuments(browser, person) {
  const email = `${person.firstName.toLowerCase()}-${stamp}@example.com`;
  await api('POST', '/api/players/new', {
    body: {
      email,
      username: email,
      password,
      firstName: person.firstName,
      lastName: person.lastName,
      sex: 'female',
      dob: person.dob,
      phoneNumber: '+353861234567',
      address: person.address,
      city: person.city,
      country: person.country,
      currency: 'EUR',
      locale: 'en_GB',
      consent: true,
    },
  });
  const signedIn = await api('POST', '/api/players/signin', { body: { email, password } });
  const { token, user } = signedIn.json.result;
  const files = await makeDocuments(browser, person);
  const form = new FormData();
  form.append('ID', new Blob([files.id], { type: 'image/png' }), 'id-card.png');
  form.append('ADDRESS', new Blob([files.bill], { type: 'application/pdf' }), 'bill.pdf');
  form.append('ID_WITH_PHOTO', new Blob([files.selfie], { type: 'image/png' }), 'selfie.png');
  await api('POST', `/api/kyc/upload/${user.uuid}`, { token, body: form });
  return { ...person, uuid: user.uuid, email };
}

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

async function shoot(page, width, name, { fullPage = true, pdf = false } = {}) {
  // Chromium's PDF viewer keeps a connection open, and draws again (slowly) whenever the page is
  // resized, as a full-page photo does: with a PDF on the page, the frame is scrolled into view,
  // given time to draw, and photographed as the window shows it.
  if (pdf) {
    await page.locator('iframe').scrollIntoViewIfNeeded();
    await page.waitForTimeout(4000);
    fullPage = false;
  } else await page.waitForLoadState('networkidle');
  const file = path.join(outDir, `${width}-kyc-${name}.png`);
  await page.screenshot({ path: file, fullPage });
  await checkAxe(page, `${name} at ${width}`);
  console.log(`  ${path.relative(process.cwd(), file)}`);
}

const pages = [];
async function newPage(browser, width) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL: baseUrl });
  const page = await context.newPage();
  pages.push(page);
  page.on('console', (message) => {
    if (message.type() === 'error' && !CLIENT_ERROR_LOG.test(message.text()))
      problems.push(`console at ${width}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error at ${width}: ${error.message}`));
  return page;
}

const heading = (page, name) => page.getByRole('heading', { level: 1, name }).waitFor();

async function signIn(page) {
  await page.goto('/backoffice/kyc');
  await heading(page, 'Sign in to the back office');
  await page.getByLabel('E-mail').fill(reviewer.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  const enrol = page.getByRole('heading', { level: 1, name: 'Set up two-factor sign-in' });
  const code = page.getByRole('heading', { level: 1, name: 'Enter your two-factor code' });
  await enrol.or(code).waitFor();
  if (await enrol.isVisible()) {
    reviewer.secret = (await page.getByTestId('totp-secret').textContent()).trim();
    await page.getByLabel('Authentication code').fill(await freshCode(reviewer.secret));
    await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  } else {
    await page.getByLabel('Authentication code').fill(await freshCode(reviewer.secret));
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
  await heading(page, 'KYC queue');
}

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
try {
  const grace = await playerWithDocuments(browser, {
    firstName: 'Grace',
    lastName: 'Hopper',
    dob: '1980-12-09',
    address: '12 Harbour Road',
    city: 'Cork',
    country: 'Ireland',
  });
  const alan = await playerWithDocuments(browser, {
    firstName: 'Alan',
    lastName: 'Turing',
    dob: '1985-06-23',
    address: 'Calle Mayor 5',
    city: 'Madrid',
    country: 'Spain',
  });
  const ada = await playerWithDocuments(browser, {
    firstName: 'Ada',
    lastName: 'Lovelace',
    dob: '1991-12-10',
    address: 'Flat 3, 41 Long Acre, Covent Garden',
    city: 'London',
    country: 'United Kingdom',
  });
  await makeStaff(reviewer, 'compliance');
  await makeStaff(colleague, 'compliance');
  // The colleague has Alan's documents open: the queue shows them as taken.
  const other = await staffSession(colleague);
  await api('POST', `/api/backoffice/kyc/${alan.uuid}/take`, other);

  for (const width of [1440, 1024]) {
    console.log(`${width} px:`);
    // The 1440 round reviews Grace, the 1024 round Ada (Grace has left the queue by then).
    const player = width === 1440 ? grace : ada;
    const name = `${player.firstName} ${player.lastName}`;
    const page = await newPage(browser, width);
    await signIn(page);
    await page.getByRole('link', { name }).waitFor();
    await page.getByText('Taken by Omar Okafor').waitFor();
    await shoot(page, width, '01-queue');

    await page.getByRole('link', { name }).click();
    await heading(page, `KYC review: ${name}`);
    await page.getByText('You are reviewing this player').waitFor();
    const image = page.getByRole('img', { name: `Identification of ${name}` });
    await image.waitFor();
    await page.waitForFunction(() =>
      [...globalThis.document.images].every((img) => img.complete && img.naturalWidth > 0),
    );
    await shoot(page, width, '02-review-image');

    await page.getByRole('button', { name: 'Fit to frame' }).click();
    await shoot(page, width, '03-review-image-actual-size', { fullPage: false });
    await page.getByRole('button', { name: 'Fit to frame' }).click();

    await page.getByRole('tab', { name: 'Proof of address' }).click();
    await page.getByTitle(`Proof of address of ${name}`).waitFor();
    await shoot(page, width, '04-review-pdf', { pdf: true });

    if (width === 1440) {
      // Decide: approve the ID, reject the bill (may upload again), reject the selfie finally.
      await page.getByRole('tab', { name: 'Identification' }).click();
      await page.getByRole('button', { name: 'Approve' }).click();
      await page.getByText('Identification approved.').waitFor();
      await page.getByRole('tab', { name: 'Proof of address', selected: true }).waitFor();
      await page.getByLabel(/Reason for the rejection/).fill('The bill is older than three months');
      await page.getByRole('button', { name: 'Reject' }).click();
      await page.getByText('Proof of address rejected: the player may upload it again.').waitFor();
      await page.getByRole('tab', { name: 'ID with photo', selected: true }).waitFor();
      await page.getByLabel(/Reason for the rejection/).fill('The face does not match the ID card');
      await page.getByRole('checkbox', { name: /Final/ }).click();
      await shoot(page, width, '05-review-reject-final');
      await page.getByRole('button', { name: 'Reject' }).click();
      await page.getByText(/rejected finally/).waitFor();
      await shoot(page, width, '06-review-decided');
    } else {
      // The colleague's item: taken, no decisions.
      await page.goto(`/backoffice/kyc/${alan.uuid}`);
      await heading(page, 'KYC review: Alan Turing');
      await page.getByText(/Omar Okafor has been reviewing this player/).waitFor();
      await shoot(page, width, '05-review-taken');
    }
  }
  // Every view of a file was an audit entry.
  const mine = await staffSession(reviewer);
  const audit = await api('GET', `/api/backoffice/audit?action=kyc.viewDocument&playerUuid=${grace.uuid}`, mine);
  if (audit.json.result.entries.length < 4) fail(`Only ${audit.json.result.entries.length} views audited`);
  console.log(`  ${audit.json.result.entries.length} views of Grace's files in the audit`);
} catch (error) {
  for (const [index, page] of pages.entries()) {
    await page
      .screenshot({ path: path.join(outDir, `kyc-failure-${index}.png`), fullPage: true })
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
console.log(`The KYC screens photographed in ${outDir}, axe clean, no console error.`);
