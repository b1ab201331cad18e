// What every attack script needs: HTTP calls as an outsider makes them, players signed up and in,
// a platform process started with given settings, and the HELD / BROKEN report.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const password = 'Secret-Password-1';
export const newEmail = () => `attack-${randomBytes(5).toString('hex')}@example.com`;

/** The sign-up of a new player with `email` (the product's required fields). */
export const signUpBody = (email) => ({
  email,
  username: email,
  password,
  firstName: 'Eve',
  lastName: 'Tester',
  sex: 'female',
  dob: '1990-05-17',
  phoneNumber: '+353861234567',
  address: '1 Main Street',
  city: 'Dublin',
  country: 'Ireland',
  currency: 'EUR',
  locale: 'en_GB',
  marketingTag: 'attack',
  consent: true,
});

export function createKit(base, { operatorToken = process.env.OPERATOR_TOKEN ?? 'local-operator-token' } = {}) {
  const results = [];
  const report = (finding, held, detail) => {
    results.push(held);
    console.log(`${held ? 'HELD  ' : 'BROKEN'}  ${finding}: ${detail}`);
  };
  const skip = (finding, why) => console.log(`SKIP    ${finding}: ${why}`);

  async function call(method, urlPath, { token, body, headers = {}, root: at = base, raw } = {}) {
    const response = await fetch(at + urlPath, {
      method,
      redirect: 'manual',
      headers: {
        ...(body !== undefined && !raw ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
    const text = await response.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      // not JSON (a page or a file)
    }
    return { status: response.status, headers: response.headers, json, text };
  }

  async function signUp(at = base, headers = {}) {
    const email = newEmail();
    const answer = await call('POST', '/api/players/new', { body: signUpBody(email), root: at, headers });
    if (answer.status !== 200) throw new Error(`sign-up answered ${answer.status}: ${answer.text}`);
    return email;
  }
  const signIn = (email, at = base, headers = {}, pass = password) =>
    call('POST', '/api/players/signin', { body: { email, password: pass }, root: at, headers });
  /** A new player, signed in: { email, token, refreshToken, uuid }. */
  async function player(at = base) {
    const email = await signUp(at);
    const answer = await signIn(email, at);
    if (answer.status !== 200) throw new Error(`sign-in answered ${answer.status}: ${answer.text}`);
    const { token, refreshToken, user } = answer.json.result;
    return { email, token, refreshToken, uuid: user.uuid };
  }
  const operator = (method, urlPath, body) =>
    call(method, urlPath, { body, headers: { authorization: `Bearer ${operatorToken}` } });

  return { base, call, report, skip, results, signUp, signIn, player, operator, password, newEmail };
}

/**
 * Starts the built platform (apps/platform/dist/main.js) with `env` on top of a clean environment and
 * waits until it exits or `timeoutMs` passes (then it is killed): { code, output, ms, timedOut,
 * started }. With `until` (a RegExp), a process whose output matches it is killed at once and
 * `started` is true: "it started" is known without waiting for the time-out.
 */
export function startPlatform(env, { timeoutMs = 20_000, until } = {}) {
  return new Promise((resolve) => {
    const startedAt = Date.now();
    const child = spawn(process.execPath, [path.join(root, 'apps/platform/dist/main.js')], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let started = false;
    const read = (chunk) => {
      output += chunk;
      if (until && !started && until.test(output)) {
        started = true;
        child.kill('SIGKILL');
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output, ms: Date.now() - startedAt, timedOut, started });
    });
  });
}
