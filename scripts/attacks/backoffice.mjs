#!/usr/bin/env node
// The back office under attack (issue 30's quality bar): a player's token, the operator token, no
// cookie at all and a support member's session each try every back-office endpoint; a signed-in
// admin's changes without the CSRF token, with another session's token or with a made-up one; the
// staff cookie's flags; guessing a staff password. One line per finding: HELD when the platform
// refuses, BROKEN when the attack works. Exit code 1 when any is BROKEN.
//
//   node scripts/attacks/backoffice.mjs [base URL, default http://127.0.0.1:3900]
//
// Needs the built contract (npx pnpm --filter "./packages/**" build) for the list of endpoints,
// and a fresh platform outside production (DATA_DIR=memory://) with the operator token of
// OPERATOR_TOKEN (default: the local one): staff members are made as the CLI makes them.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { createKit, root } from './kit.mjs';

const kit = createKit(process.argv[2] ?? 'http://127.0.0.1:3900');
const routes = await import(pathToFileURL(path.join(root, 'packages/contract/dist/routes.js')).href).catch(() => {
  console.error('Build the contract first: npx pnpm --filter "./packages/**" build');
  process.exit(2);
});
const requireFromPlatform = createRequire(path.join(root, 'apps/platform/package.json'));
const { generate } = await import(pathToFileURL(requireFromPlatform.resolve('otplib')).href);

const STAFF_PASSWORD = 'Staff-Password-1';
const SOME_UUID = '00000000-0000-4000-8000-000000000000';
const staffRoutes = Object.values(routes.backofficeApi).filter((route) => route.access === 'staff');
/** A route's path with every parameter filled (the checks come before the parameters are read). */
const pathOf = (route) => route.path.replace(/:(\w+)/g, SOME_UUID);
const changes = (route) => route.method !== 'GET';

/** A browser of one staff member: the session cookie and the CSRF token of its sign-in. */
async function staffMember(role) {
  const email = `attack-${role}-${Date.now().toString(36)}@staff.example`;
  const made = await kit.operator('POST', routes.buildPath(routes.adminApi.createStaff), { email, role });
  if (made.status !== 200) throw new Error(`createStaff answered ${made.status}: ${made.text}`);
  const token = new URL(made.json.result.setUpLink).searchParams.get('token');
  const setUp = await kit.call('POST', routes.buildPath(routes.backofficeApi.setUp), {
    body: { token, password: STAFF_PASSWORD },
  });
  if (setUp.status !== 200) throw new Error(`set-up answered ${setUp.status}: ${setUp.text}`);
  const first = await kit.call('POST', routes.buildPath(routes.backofficeApi.signIn), {
    body: { email, password: STAFF_PASSWORD },
  });
  if (first.status !== 200) throw new Error(`sign-in answered ${first.status}: ${first.text}`);
  const { ticket, enrolment } = first.json.result;
  const code = await generate({ secret: enrolment.secret });
  const second = await kit.call('POST', routes.buildPath(routes.backofficeApi.signInCode), { body: { ticket, code } });
  if (second.status !== 200) throw new Error(`code step answered ${second.status}: ${second.text}`);
  const setCookie = second.headers.get('set-cookie') ?? '';
  return {
    email,
    setCookie,
    cookie: setCookie.split(';')[0],
    csrfToken: second.json.result.csrfToken,
    permissions: second.json.result.permissions,
  };
}

/** Every staff endpoint called with `headers`; the statuses that are not `expected`. */
async function sweep(headers, expected, body = {}) {
  const wrong = [];
  for (const route of staffRoutes) {
    const answer = await kit.call(route.method, pathOf(route), {
      headers,
      ...(changes(route) ? { body } : {}),
    });
    if (answer.status !== expected(route)) wrong.push(`${route.method} ${route.path} → ${answer.status}`);
  }
  return wrong;
}

const verdict = (finding, wrong, held) =>
  kit.report(finding, wrong.length === 0, wrong.length ? wrong.slice(0, 5).join('; ') : held);

// 1. No cookie at all: nothing of the back office answers, and no schema leaks (401 before the body).
verdict(
  '1 no staff cookie',
  await sweep({}, () => 401, { unexpected: true }),
  `all ${staffRoutes.length} staff endpoints answer 401`,
);

// 2. A player's access token, and the operator token, are not staff sessions.
const player = await kit.player();
verdict(
  "2a a player's bearer token",
  await sweep({ authorization: `Bearer ${player.token}` }, () => 401),
  'every staff endpoint answers 401',
);
verdict(
  '2b the operator token (automation) on staff endpoints',
  await sweep({ authorization: `Bearer ${process.env.OPERATOR_TOKEN ?? 'local-operator-token'}` }, () => 401),
  'every staff endpoint answers 401: automation has its own operator endpoints',
);

// 3. A support member's session: every endpoint its role lacks is a 403, before the body is read.
const support = await staffMember('support');
const lacking = staffRoutes.filter((route) => route.permission && !support.permissions.includes(route.permission));
{
  const wrong = [];
  for (const route of lacking) {
    const answer = await kit.call(route.method, pathOf(route), {
      headers: { cookie: support.cookie, 'x-csrf-token': support.csrfToken },
      ...(changes(route) ? { body: { not: 'a valid body' } } : {}),
    });
    if (answer.status !== 403) wrong.push(`${route.method} ${route.path} → ${answer.status}`);
  }
  verdict(
    '3 a support session on what support may not do',
    wrong,
    `${lacking.length} endpoints (${[...new Set(lacking.map((route) => route.permission))].join(', ')}) answer 403`,
  );
}

// 4. CSRF: an admin's change without the token, with a made-up one, with another session's token.
const admin = await staffMember('admin');
const invite = routes.buildPath(routes.backofficeApi.inviteStaff);
const inviteBody = () => ({ email: `csrf-${Date.now().toString(36)}@staff.example`, name: 'Mallory', role: 'admin' });
const tries = [
  ['without the token', { cookie: admin.cookie }],
  ['with a made-up token', { cookie: admin.cookie, 'x-csrf-token': 'made-up' }],
  ["with another session's token", { cookie: admin.cookie, 'x-csrf-token': support.csrfToken }],
];
{
  const wrong = [];
  for (const [how, headers] of tries) {
    const answer = await kit.call('POST', invite, { headers, body: inviteBody() });
    if (answer.status !== 403) wrong.push(`${how} → ${answer.status}`);
  }
  const staffList = await kit.call('GET', routes.buildPath(routes.backofficeApi.listStaff), {
    headers: { cookie: admin.cookie, 'x-csrf-token': admin.csrfToken },
  });
  const mallory = (staffList.json?.result ?? []).filter((member) => member.name === 'Mallory');
  if (mallory.length) wrong.push(`${mallory.length} invitation(s) were made anyway`);
  verdict('4 an admin invitation forged without the CSRF token', wrong, 'refused 403 three ways, nobody invited');
  const real = await kit.call('POST', invite, {
    headers: { cookie: admin.cookie, 'x-csrf-token': admin.csrfToken },
    body: inviteBody(),
  });
  kit.report('4b the same invitation with its token', real.status === 200, `answered ${real.status}`);
}

// 5. The cookie cannot be read by scripts or sent by other sites.
kit.report(
  '5 the staff cookie',
  /HttpOnly/i.test(admin.setCookie) &&
    /SameSite=Strict/i.test(admin.setCookie) &&
    /Path=\/api\/backoffice/i.test(admin.setCookie),
  admin.setCookie.replace(/=[^;]+/, '=…'),
);

// 6. Guessing a staff password: the account stops answering (lockout) well before a dictionary ends.
{
  const signIn = routes.buildPath(routes.backofficeApi.signIn);
  let refusedAt = null;
  for (let attempt = 1; attempt <= 30; attempt += 1) {
    const answer = await kit.call('POST', signIn, { body: { email: support.email, password: `Guess-${attempt}-x` } });
    if (answer.status === 429) {
      refusedAt = attempt;
      break;
    }
  }
  kit.report(
    '6 guessing a staff password',
    refusedAt !== null && refusedAt <= 11,
    refusedAt ? `throttled at attempt ${refusedAt}` : '30 guesses all answered',
  );
}

// 7. A signed-out session's cookie is dead.
{
  const me = routes.buildPath(routes.backofficeApi.me);
  await kit.call('POST', routes.buildPath(routes.backofficeApi.signOut), {
    headers: { cookie: admin.cookie, 'x-csrf-token': admin.csrfToken },
  });
  const after = await kit.call('GET', me, { headers: { cookie: admin.cookie } });
  kit.report('7 a cookie kept after sign-out', after.status === 401, `me answers ${after.status}`);
}

const broken = kit.results.filter((held) => !held).length;
console.log(`\n${kit.results.length - broken} held, ${broken} broken`);
process.exit(broken ? 1 : 0);
