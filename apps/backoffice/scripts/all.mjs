#!/usr/bin/env node
// The four screenshot scripts of the back office in order, against one platform, with one summary:
// screenshots.mjs (sign-in, staff, a staff member, audit, sessions), kycScreenshots.mjs (KYC queue
// and review), moneyScreenshots.mjs (withdrawals with four eyes, held deposits) and
// deskScreenshots.mjs (dashboard, player search, player 360). Photographs in SCREENSHOT_DIR
// (default apps/backoffice/.screenshots; the desk's in its desk/ folder).
//
//   node apps/backoffice/scripts/all.mjs
//
// Without BASE_URL it starts the built platform (apps/platform/dist/main.js, serving the built back
// office) on 127.0.0.1:PORT (default 4421) with DATA_DIR=memory:// and the settings every script
// needs (PLATFORM_SETTINGS below), and stops it at the end. With BASE_URL it uses a platform
// started so. Build first (from the repository root):
//   npx -y pnpm@10.34.9 --filter "./packages/**" run build
//   npx -y pnpm@10.34.9 --filter @casino/platform build && npx -y pnpm@10.34.9 --filter @casino/backoffice build
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const outDir = path.resolve(process.env.SCREENSHOT_DIR ?? path.join(here, '../.screenshots'));

/** The settings the four scripts need of one platform (each script's header says which it uses). */
export const PLATFORM_SETTINGS = {
  // moneyScreenshots.mjs: held deposits wait for a decision, a withdrawal from 500 needs two
  // approvals, players withdraw without a verified e-mail or KYC.
  HELD_DEPOSITS: 'review',
  WITHDRAWAL_FOUR_EYES_AMOUNT: '500',
  WITHDRAWAL_REQUIRES_VERIFIED_EMAIL: 'false',
  WITHDRAWAL_REQUIRES_KYC: 'false',
  // deskScreenshots.mjs: the matches stay before kick-off (bets on them), the same feed each run.
  SPORTSBOOK_TICK_MS: '0',
  SPORTSBOOK_SEED: '7',
  // Fifteen players sign up from this one address.
  SIGN_UP_LIMIT_PER_HOUR: '200',
};

const SCRIPTS = ['screenshots.mjs', 'kycScreenshots.mjs', 'moneyScreenshots.mjs', 'deskScreenshots.mjs'];

/** How many photographs (not a failure's) were written since `since`. */
const photographsSince = (since) =>
  existsSync(outDir)
    ? readdirSync(outDir, { recursive: true }).filter(
        (file) =>
          file.endsWith('.png') && !file.includes('failure') && statSync(path.join(outDir, file)).mtimeMs >= since,
      ).length
    : 0;

/** Runs a command to its end with this process's output; answers its exit code. */
function run(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function waitForHealth(baseUrl, platform) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (platform.exitCode !== null) throw new Error(`The platform stopped (exit ${platform.exitCode})`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The platform did not answer at ${baseUrl} within 90 s`);
}

/** Starts the built platform with DATA_DIR=memory:// and PLATFORM_SETTINGS; answers its process and address. */
async function startPlatform() {
  const main = path.join(root, 'apps/platform/dist/main.js');
  const backoffice = path.join(root, 'apps/backoffice/dist/index.html');
  for (const [file, build] of [
    [main, '@casino/platform'],
    [backoffice, '@casino/backoffice'],
  ])
    if (!existsSync(file)) throw new Error(`${file} is missing: npx -y pnpm@10.34.9 --filter ${build} build`);
  const port = process.env.PORT ?? '4421';
  const baseUrl = `http://127.0.0.1:${port}`;
  const platform = spawn(process.execPath, [main], {
    cwd: root,
    env: {
      ...process.env,
      ...PLATFORM_SETTINGS,
      PORT: port,
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: 'memory://',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(baseUrl, platform);
  console.log(`Platform ${platform.pid} at ${baseUrl}`);
  return { platform, baseUrl };
}

/** Stops the platform this run started (its process only) and waits for it to end. */
async function stopPlatform(platform) {
  if (platform.exitCode !== null) return;
  const ended = new Promise((resolve) => platform.once('exit', resolve));
  platform.kill('SIGTERM');
  const timer = setTimeout(() => platform.kill('SIGKILL'), 15_000);
  await ended;
  clearTimeout(timer);
}

const started = process.env.BASE_URL ? null : await startPlatform();
const baseUrl = process.env.BASE_URL ?? started.baseUrl;
const results = [];
try {
  for (const script of SCRIPTS) {
    console.log(`\n=== ${script} against ${baseUrl}`);
    const since = Date.now();
    const code = await run(process.execPath, [path.join(here, script)], { ...process.env, BASE_URL: baseUrl });
    const written = photographsSince(since);
    results.push({ script, code, seconds: Math.round((Date.now() - since) / 1000), written });
  }
} finally {
  if (started) await stopPlatform(started.platform);
}

console.log(`\nSummary (${baseUrl}; photographs in ${outDir}):`);
for (const { script, code, seconds, written } of results)
  console.log(
    `  ${code === 0 ? 'ok  ' : 'FAIL'} ${script.padEnd(22)} ${String(seconds).padStart(4)} s  ${written} photographs`,
  );
const failed = results.filter((entry) => entry.code !== 0);
console.log(
  failed.length
    ? `${failed.length} of ${results.length} failed: see their output above.`
    : 'All four ran: axe clean, no console error.',
);
process.exit(failed.length ? 1 : 0);
