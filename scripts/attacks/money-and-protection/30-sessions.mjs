// Issue 28, point 3: sessions an attacker cannot keep.
//   3a  a refresh token replayed within its grace gives a second, hidden chain of tokens; 20
//       concurrent renewals with one token all get a successor of their own
//   3b  a session opened before two-factor sign-in was turned on (or before a password change)
//       still reads and renews
//   3c  wrong passwords on self-exclusion/resume and close-account, and wrong codes on time-out,
//       are never throttled: a stolen access token is a password oracle
//   3d  ten wrong codes sent by a stranger without the password lock the owner out
// Each finding speaks from a loopback address of its own (127.0.0.30 and on) when the platform is
// on this machine, so the sign-up and sign-in budgets of 127.0.0.1 stay for the other findings.
import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { signUpBody } from '../kit.mjs';

const WRONG = 'Not-The-Password-9';
const FAILED_SIGN_INS = /^Too many failed sign-in attempts/;

export default async function sessions(kit) {
  const from = await loopbackCaller(kit);
  await theft(kit, from);
  const enrolled = await twoFactorTurnedOn(kit, from);
  await passwordOracle(kit, from, enrolled);
  if (from.ownAddresses) await strangersCodes(kit, from);
  // From one address, the stranger's failures throttle the owner's address too, as they should.
  else kit.skip("3d a stranger's wrong two-factor codes", 'needs a second loopback address (127.0.0.30 and on)');
}

/**
 * `call(address, method, path, options)`: kit.call from a given loopback address (one of
 * 127.0.0.0/8), or from wherever kit.call speaks when the platform is not on this machine.
 */
async function loopbackCaller(kit) {
  const url = new URL(kit.base);
  const local = ['127.0.0.1', 'localhost'].includes(url.hostname);
  const viaAddress = (address, method, path, { token, body } = {}) =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const request = (url.protocol === 'https:' ? https : http).request(
        new URL(path, kit.base),
        {
          method,
          localAddress: address,
          headers: {
            ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk) => (text += chunk));
          response.on('end', () => {
            let json = null;
            try {
              json = JSON.parse(text);
            } catch {
              // not JSON
            }
            resolve({ status: response.statusCode, json, text });
          });
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
  if (local) {
    try {
      await viaAddress('127.0.0.30', 'GET', '/api/health');
      return Object.assign(viaAddress, { ownAddresses: true });
    } catch {
      // This machine has only 127.0.0.1: every finding speaks from it.
    }
  }
  return (_address, method, path, options) => kit.call(method, path, options);
}

/** RFC 6238 (SHA-1, 6 digits, 30 s), as authenticator apps compute it. */
function totp(secret, atMs) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  const key = [];
  for (const char of secret.replace(/=+$/, '').toUpperCase()) {
    value = (value << 5) | alphabet.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      key.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(atMs / 30_000)));
  const digest = createHmac('sha1', Buffer.from(key)).update(counter).digest();
  const offset = digest[digest.length - 1] & 15;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** A new player signed up and in from `address`: { email, token, refreshToken }. */
async function newPlayer(kit, call, address) {
  const email = kit.newEmail();
  const body = signUpBody(email);
  const signedUp = await call(address, 'POST', '/api/players/new', { body });
  if (signedUp.status !== 200) throw new Error(`sign-up answered ${signedUp.status}: ${signedUp.text}`);
  return { email, ...(await session(call, address, email, kit.password)) };
}

/** Another session of a player: { token, refreshToken }. */
async function session(call, address, email, password, extra = {}) {
  const answer = await call(address, 'POST', '/api/players/signin', { body: { email, password, ...extra } });
  if (answer.status !== 200) throw new Error(`sign-in answered ${answer.status}: ${answer.text}`);
  const { token, refreshToken } = answer.json.result;
  return { token, refreshToken };
}

const renew = (call, address, refreshToken) =>
  call(address, 'POST', '/api/players/refresh', { body: { refreshToken } });

/** 3a: a replay within the grace, and 20 renewals at once with one token. */
async function theft(kit, call) {
  const at = '127.0.0.30';
  const victim = await newPlayer(kit, call, at);
  const renewed = await renew(call, at, victim.refreshToken);
  if (renewed.status !== 200) throw new Error(`renewal answered ${renewed.status}: ${renewed.text}`);
  const victimNext = renewed.json.result.refreshToken;
  // The thief replays the token the victim just used.
  const replay = await renew(call, '127.0.0.31', victim.refreshToken);
  const stolen = replay.json?.result?.refreshToken;
  let detail;
  let held;
  if (replay.status !== 200) {
    held = true;
    detail = `the replay was refused (${replay.status})`;
  } else if (stolen === victimNext) {
    held = true;
    detail =
      'the replay answered the successor the victim already holds: one chain, which the next reuse after the grace ends';
  } else {
    // A successor of its own: does it renew beside the victim's chain?
    const [thiefRenews, victimRenews] = [await renew(call, '127.0.0.31', stolen), await renew(call, at, victimNext)];
    held = thiefRenews.status !== 200 || victimRenews.status !== 200;
    detail = `the replay got a successor of its own; it renewed ${thiefRenews.status}, beside the victim's ${victimRenews.status}: ${held ? 'not both' : 'a second chain'}`;
  }
  kit.report('3a refresh token replayed within the grace', held, detail);

  const racer = await session(call, at, victim.email, kit.password);
  const answers = await Promise.all(Array.from({ length: 20 }, () => renew(call, at, racer.refreshToken)));
  const successors = new Set(answers.filter((answer) => answer.status === 200).map((a) => a.json.result.refreshToken));
  const statuses = answers.reduce((counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});
  kit.report(
    '3a 20 concurrent renewals with one refresh token',
    successors.size <= 1,
    `answers ${JSON.stringify(statuses)}, ${successors.size} different successor refresh token(s)`,
  );
}

/** 3b: a session from before two-factor sign-in was turned on, and from before a password change. */
async function twoFactorTurnedOn(kit, call) {
  const at = '127.0.0.32';
  const player = await newPlayer(kit, call, at);
  const before = await session(call, at, player.email, kit.password);
  // The platform's time (TEST_CLOCK may have moved it): the sign-in history tells it.
  const history = await call(at, 'GET', '/api/players/sign-ins', { token: player.token });
  const offset = new Date(history.json.result[0].at).getTime() - Date.now();
  const setup = await call(at, 'POST', '/api/players/2fa/setup', {
    token: player.token,
    body: { password: kit.password },
  });
  if (setup.status !== 200) throw new Error(`2FA set-up answered ${setup.status}: ${setup.text}`);
  const { secret } = setup.json.result;
  const enabled = await call(at, 'POST', '/api/players/2fa/enable', {
    token: player.token,
    body: { code: totp(secret, Date.now() + offset) },
  });
  if (enabled.status !== 200) throw new Error(`2FA enable answered ${enabled.status}: ${enabled.text}`);
  const reads = await call(at, 'GET', '/api/players/details', { token: before.token });
  const renews = await renew(call, at, before.refreshToken);
  kit.report(
    '3b a session from before two-factor sign-in was turned on',
    reads.status === 401 && renews.status === 401,
    `it reads ${reads.status}, renews ${renews.status} (the session that turned it on reads ${
      (await call(at, 'GET', '/api/players/details', { token: player.token })).status
    })`,
  );

  const other = await newPlayer(kit, call, at);
  const older = await session(call, at, other.email, kit.password);
  const changed = await call(at, 'PUT', '/api/players/update', {
    token: other.token,
    body: {
      action: 'password',
      currentPassword: kit.password,
      newPassword: 'Changed-Pass-77',
      confirmPassword: 'Changed-Pass-77',
    },
  });
  const oldReads = await call(at, 'GET', '/api/players/details', { token: older.token });
  const oldRenews = await renew(call, at, older.refreshToken);
  kit.report(
    '3b a session from before a password change',
    changed.status === 200 && oldReads.status === 401 && oldRenews.status === 401,
    `change ${changed.status}; the older session reads ${oldReads.status}, renews ${oldRenews.status}`,
  );
  return { ...player, secret, recoveryCodes: enabled.json.result.recoveryCodes };
}

/** Sends `attempt` until a 429 (at most 50): the number of the first 429, or null. */
async function untilRefused(attempt) {
  for (let count = 1; count <= 50; count += 1) {
    const answer = await attempt();
    if (answer.status === 429) return { at: count, message: answer.json?.error?.message ?? '' };
    if (answer.status >= 500 || answer.status === 200)
      return { at: null, unexpected: `${answer.status} ${answer.text}` };
  }
  return { at: null };
}

/** 3c: wrong passwords and codes with a stolen access token. */
async function passwordOracle(kit, call, enrolled) {
  const cases = [
    [
      'self-exclusion/resume',
      '127.0.0.33',
      '/api/players/responsible-gaming/self-exclusion/resume',
      () => ({ password: WRONG }),
    ],
    ['close-account', '127.0.0.34', '/api/players/responsible-gaming/close-account', () => ({ password: WRONG })],
  ];
  for (const [name, at, path, body] of cases) {
    const victim = await newPlayer(kit, call, at);
    const thief = '127.0.0.35';
    const outcome = await untilRefused(() => call(thief, 'POST', path, { token: victim.token, body: body() }));
    report3c(kit, `3c wrong passwords on ${name}`, outcome, 'wrong passwords');
  }
  // The player with two-factor sign-in on (3b): the right password, wrong codes.
  const outcome = await untilRefused(() =>
    call('127.0.0.36', 'POST', '/api/players/responsible-gaming/time-out', {
      token: enrolled.token,
      body: { period: '24h', password: kit.password, twoFactorCode: '000000' },
    }),
  );
  report3c(kit, '3c wrong two-factor codes on time-out', outcome, 'wrong codes');
}

function report3c(kit, finding, outcome, what) {
  if (outcome.unexpected) return kit.report(finding, false, `answered ${outcome.unexpected}`);
  kit.report(
    finding,
    outcome.at !== null && outcome.at <= 6 && FAILED_SIGN_INS.test(outcome.message),
    outcome.at === null
      ? `50 ${what} in a row, never a 429`
      : `429 at attempt ${outcome.at} (the sign-in's limit is 5): "${outcome.message}"`,
  );
}

/** 3d: a stranger without the password sends codes; the owner then signs in with password and code. */
async function strangersCodes(kit, call) {
  const at = '127.0.0.37';
  const owner = await newPlayer(kit, call, at);
  const history = await call(at, 'GET', '/api/players/sign-ins', { token: owner.token });
  const offset = new Date(history.json.result[0].at).getTime() - Date.now();
  const setup = await call(at, 'POST', '/api/players/2fa/setup', {
    token: owner.token,
    body: { password: kit.password },
  });
  const enabled = await call(at, 'POST', '/api/players/2fa/enable', {
    token: owner.token,
    body: { code: totp(setup.json.result.secret, Date.now() + offset) },
  });
  if (enabled.status !== 200) throw new Error(`2FA enable answered ${enabled.status}: ${enabled.text}`);
  const statuses = {};
  for (let attempt = 1; attempt <= 10; attempt += 1) {
    const answer = await call('127.0.0.38', 'POST', '/api/players/signin', {
      body: { email: owner.email, password: WRONG, twoFactorCode: String(123450 + attempt) },
    });
    statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
  }
  // The owner's step of the code was spent by the enrolment: a recovery code signs in (it counts alike).
  const signedIn = await call(at, 'POST', '/api/players/signin', {
    body: { email: owner.email, password: kit.password, twoFactorCode: enabled.json.result.recoveryCodes[0] },
  });
  kit.report(
    "3d a stranger's wrong two-factor codes lock the owner out",
    signedIn.status === 200,
    `the stranger's 10 sign-ins answered ${JSON.stringify(statuses)}; then the owner with password and code: ${signedIn.status}${
      signedIn.status === 200 ? '' : ` "${signedIn.json?.error?.message}"`
    }`,
  );
}
