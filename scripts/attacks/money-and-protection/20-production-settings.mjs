// Point 2 of issue 28: production refuses weak settings by name. The auditor started the built
// platform with NODE_ENV=production and CRYPTOPAY_WEBHOOK_SECRET= (empty: a webhook signed with the
// empty key then credited 1,000,000.00), OPERATOR_TOKEN=a, GAME_SESSION_SECRET=a, an http
// PUBLIC_URL and no DATABASE_URL: each started. Each is HELD when the start exits non-zero with a
// message naming the setting, BROKEN when the platform comes up.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { createServer } from 'node:net';
import path from 'node:path';
import { startPlatform } from '../kit.mjs';

const RUNNING = /The player site is running at/;
const strong = () => randomBytes(32).toString('hex');

/** A TCP port nothing listens on right now. */
const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

export default async function productionSettings({ report }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'attack-production-'));
  try {
    // A production that passes every rule of the README: real provider and mail addresses (not
    // called at start), https PUBLIC_URL, the embedded database said so on purpose.
    const production = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(await freePort()),
      LOG_LEVEL: 'warn',
      SITE_DIST_DIR: '/nonexistent',
      SPORTSBOOK_TICK_MS: '0',
      JWT_SECRET: strong(),
      OPERATOR_TOKEN: strong(),
      CRYPTOPAY_WEBHOOK_SECRET: strong(),
      GAME_SESSION_SECRET: strong(),
      SANDBOX_PROVIDERS: 'false',
      CRYPTOPAY_API_URL: 'https://api.cryptopay.example/v1',
      CRYPTOPAY_API_KEY: strong(),
      SMTP_URL: 'smtp://127.0.0.1:2525',
      PUBLIC_URL: 'https://casino.example',
      DATA_DIR: dataDir,
      EMBEDDED_DATABASE_IN_PRODUCTION: 'true',
    };
    // The control: with these settings it starts (and makes the database the others reuse), so a
    // refusal below is the weak setting's.
    const control = await startPlatform(production, { timeoutMs: 60_000, until: RUNNING });
    if (!control.started) {
      report(
        'production settings: the control start',
        false,
        `a sound production did not start: ${control.output.slice(-400)}`,
      );
      return;
    }

    const weak = [
      [
        'CRYPTOPAY_WEBHOOK_SECRET',
        'empty webhook secret (CRYPTOPAY_WEBHOOK_SECRET=)',
        { CRYPTOPAY_WEBHOOK_SECRET: '' },
      ],
      ['OPERATOR_TOKEN', 'OPERATOR_TOKEN=a', { OPERATOR_TOKEN: 'a' }],
      ['GAME_SESSION_SECRET', 'GAME_SESSION_SECRET=a', { GAME_SESSION_SECRET: 'a' }],
      ['PUBLIC_URL', 'http PUBLIC_URL', { PUBLIC_URL: 'http://casino.example' }],
      [
        'DATABASE_URL',
        'no DATABASE_URL (PGlite without EMBEDDED_DATABASE_IN_PRODUCTION)',
        { EMBEDDED_DATABASE_IN_PRODUCTION: '' },
      ],
    ];
    for (const [setting, finding, change] of weak) {
      const run = await startPlatform({ ...production, ...change }, { timeoutMs: 25_000, until: RUNNING });
      const named = run.output.split('\n').find((line) => line.includes(setting));
      const held = !run.started && !run.timedOut && run.code !== 0 && named !== undefined;
      report(
        `production with ${finding}`,
        held,
        held
          ? `refused in ${run.ms} ms, exit ${run.code}: "${named.trim()}"`
          : run.started
            ? `the platform started (${run.ms} ms)`
            : `exit ${run.code}${run.timedOut ? ' (timed out)' : ''} without naming ${setting}: ${run.output.slice(-300)}`,
      );
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
