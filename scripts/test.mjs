#!/usr/bin/env node
// Every check CI runs: types, the packages' build, then two lanes side by side: the Node test projects (unit,
// package, platform) in one; the visual tests, the stories in Chromium, lint and the Storybook and app builds
// in the other; then the journeys alone. Each stage runs even when an earlier one
// failed, so one run shows everything that is wrong. A stage's output is printed whole when it ends (and
// kept in .reports/<stage>.log). Ends with the line `N passed, N failed`.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpmCommand, pnpmPrefix } from './pnpm.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, '.reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const only = process.argv.slice(2);
const results = [];
/** The stages under way, by name, with when each started (for the progress line). */
const running = new Map();
const started = Date.now();
const minutes = (since) => `${((Date.now() - since) / 60_000).toFixed(1)} min`;
// A line every 5 minutes while stages run, so a long quiet stretch is not mistaken for a hang.
const progress = setInterval(() => {
  if (running.size)
    console.log(
      `… ${minutes(started)} in: ${[...running].map(([name, since]) => `${name} (${minutes(since)})`).join(', ')}`,
    );
}, 300_000);
progress.unref();

/**
 * Runs one stage as a child process, its output in .reports/<name>.log, printed whole when it ends,
 * and records its result (in the order the stages are declared, whatever order they end in).
 */
async function run(name, command, args, { env = {}, report } = {}) {
  if (only.length && !only.includes(name)) return;
  const slot = results.push(undefined) - 1;
  const stageStarted = Date.now();
  running.set(name, stageStarted);
  const logFile = path.join(reports, `${name.replace(/\W+/g, '-')}.log`);
  const fd = openSync(logFile, 'w');
  const status = await new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', fd, fd], env: { ...process.env, ...env } });
    child.on('error', (error) => resolve(`could not start: ${error.message}`));
    child.on('exit', (code, signal) => resolve(code ?? signal));
  });
  closeSync(fd);
  running.delete(name);
  const seconds = ((Date.now() - stageStarted) / 1000).toFixed(1);
  console.log(`\n━━ ${name}: ${command} ${args.join(' ')}  (${seconds} s)`);
  process.stdout.write(readFileSync(logFile, 'utf8'));
  const ok = status === 0;
  const counted = report ? report() : null;
  results[slot] = { name, ok, seconds, ...(counted ?? { passed: ok ? 1 : 0, failed: ok ? 0 : 1 }) };
}

const runPnpm = (name, args, options) => run(name, pnpmCommand, [...pnpmPrefix, ...args], options);

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

function vitestCounts(file) {
  return () => {
    const json = readJson(file);
    if (!json) return { passed: 0, failed: 1 };
    // A file that failed to load has no test results but counts as a failure.
    // So does a file whose set-up hook failed (its tests are reported as skipped).
    const brokenFiles = json.testResults.filter(
      (f) => f.status === 'failed' && f.assertionResults.every((a) => a.status !== 'failed'),
    ).length;
    return {
      passed: json.numPassedTests,
      failed: json.numFailedTests + brokenFiles,
      skipped: json.numPendingTests + json.numTodoTests,
    };
  };
}

/** The first lines of a failure's message, indented under its name ('' without one). */
const firstLines = (message, count = 4) =>
  message
    ? '\n' +
      String(message)
        .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '')
        .split('\n')
        .filter((line) => line.trim())
        .slice(0, count)
        .map((line) => `      ${line.trim().slice(0, 200)}`)
        .join('\n')
    : '';

/** The names of the failed vitest tests (and of files that failed to load), for the end of the output. */
function vitestFailures(file) {
  const json = readJson(file);
  if (!json) return [];
  return json.testResults.flatMap((f) => {
    const where = path.relative(root, f.name);
    const failed = f.assertionResults.filter((a) => a.status === 'failed');
    if (f.status === 'failed' && failed.length === 0) return [`${where}: ${String(f.message ?? '').split('\n')[0]}`];
    // The first lines of its message too: the CI log keeps only the end of the output, and a failure that
    // happens only there must say why without its report.
    return failed.map((a) => `${where} › ${a.fullName}${firstLines(a.failureMessages?.[0])}`);
  });
}

/**
 * The journeys of the report whose status is `status`, named with their project, file, line and titles, each with the
 * first lines of the message of its first failed attempt (its last attempt when it never passed).
 */
function journeysWith(json, status) {
  const found = [];
  const walk = (suite, outer) => {
    // A file's suite is titled with the file's name, which the line already gives.
    const titles = suite.title && suite.title !== suite.file ? [...outer, suite.title] : outer;
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? [])
        if (t.status === status) {
          const failed = status === 'flaky' ? t.results?.find((r) => r.status !== 'passed') : t.results?.at(-1);
          found.push(
            `[${t.projectName}] ${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}` +
              firstLines(failed?.error?.message, 3),
          );
        }
    for (const child of suite.suites ?? []) walk(child, titles);
  };
  for (const suite of json.suites ?? []) walk(suite, []);
  return found;
}

/** The journeys that failed (with their project), for the end of the output. */
function playwrightFailures(file) {
  const json = readJson(file);
  if (!json) return [];
  return [
    ...journeysWith(json, 'unexpected'),
    ...(json.errors ?? []).map((e) => String(e.message ?? e).split('\n')[0]),
  ];
}

/** The journeys that failed first and passed when run again (CI retries once), with their first failure. */
function playwrightFlaky(file) {
  const json = readJson(file);
  return json ? journeysWith(json, 'flaky') : [];
}

function playwrightCounts(file) {
  return () => {
    const json = readJson(file);
    if (!json) return { passed: 0, failed: 1 };
    const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = json.stats ?? {};
    return { passed: expected + flaky, failed: unexpected + (json.errors?.length ?? 0), skipped, flaky };
  };
}

// Types first (they check every package side by side), then the packages the rest imports.
await runPnpm('typecheck', ['run', 'typecheck']);
await runPnpm('build packages', ['--filter', './packages/**', 'run', 'build']);
/** The JSON reports of the vitest stages, in the order they are declared (their failures are named at the end). */
const vitestReports = [];
/** A vitest run of some projects as a stage, its counts and failures read from its JSON report. */
const runVitest = (name, projectArgs) => {
  const report = path.join(reports, `${name}.json`);
  vitestReports.push(report);
  return runPnpm(
    name,
    ['exec', 'vitest', 'run', ...projectArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    { report: vitestCounts(report) },
  );
};
/**
 * The platform's files that run in the second lane, after its browser stages and the unit projects, beside the
 * first lane's platform files (each file makes its own databases, ports and Redis prefixes). Files of many short
 * tests, about a sixth of the project's time alone, so that the two lanes end together: vitest runs one file at a
 * time on two cores (one worker), and one platform file keeps only 1.1-1.3 cores busy once the browser stages
 * are done. A file that is not named here runs in the first lane.
 */
const PLATFORM_SECOND_LANE = [
  'limits',
  'detailsCache',
  'contentAdmin',
  'lugas',
  'bonusWallet',
  'mail',
  'withdrawals',
  'registers',
  'credentialThrottle',
].map((name) => `apps/platform/test/${name}.test.ts`);
// Two lanes side by side, then the journeys alone. Measured (session 34): every stage already keeps both cores
// busy much of the time, so side by side they gain little; the Node projects and the component stages stay
// green under that load (no test of theirs asserts a time), the journeys do not (13 of 131 failed when they
// ran beside the platform's files, each stage taking 1.6-1.8 times as long). So the journeys get the machine.
// Session 42: the platform's files alone took 960 of the Node projects' 1,180 s, and the unit projects ran
// after them while the second lane had long finished; they now run in the second lane, with a share of the
// platform's files.
await Promise.all([
  // The platform's files (but the second lane's), one at a time.
  runVitest('platform', ['--project=platform', ...PLATFORM_SECOND_LANE.map((file) => `--exclude=${file}`)]),
  (async () => {
    // Every component story in each theme against its committed screenshot (vitest project `visual`,
    // docs/ui-conventions.md; one worker, one page), then the stories in Chromium (two themes, their
    // interactions and axe), lint, and the builds the journeys serve.
    await runVitest('visual', ['--project=visual']);
    await runPnpm('storybook build', ['run', 'build-storybook']);
    await runVitest('stories', ['--project=storybook', '--project=storybook-light']);
    await runPnpm('lint', ['run', 'lint']);
    await runPnpm('site build', ['--filter', '@casino/site', 'run', 'build']);
    // The platform serves the first-party sportsbook widget the sport-betting journeys load.
    await runPnpm('widget build', ['--filter', '@casino/sportsbook-widget', 'run', 'build']);
    // The platform serves the back office the staff journey signs in to.
    await runPnpm('backoffice build', ['--filter', '@casino/backoffice', 'run', 'build']);
    // The Node projects but the platform's: components and hooks (jsdom), the contract and rules, the packages.
    await runVitest('units', ['--project=unit', '--project=unit-isolated', '--project=unit-node', '--project=package']);
    await runVitest('platform-2', ['--project=platform', ...PLATFORM_SECOND_LANE]);
  })(),
]);
await runPnpm('journeys', ['--filter', '@casino/site', 'run', 'e2e'], {
  env: { E2E_JSON_REPORT: path.join(reports, 'journeys.json') },
  report: playwrightCounts(path.join(reports, 'journeys.json')),
});
clearInterval(progress);

const total = results.reduce(
  (sum, r) => ({
    passed: sum.passed + r.passed,
    failed: sum.failed + r.failed,
    skipped: sum.skipped + (r.skipped ?? 0),
  }),
  { passed: 0, failed: 0, skipped: 0 },
);
/** Naming the failures must never hide the summary below. */
const safely = (list) => {
  try {
    return list();
  } catch (error) {
    return [`(could not read the failed tests: ${error.message})`];
  }
};
const failures = [
  ...vitestReports.flatMap((report) => safely(() => vitestFailures(report))),
  ...safely(() => playwrightFailures(path.join(reports, 'journeys.json'))),
];
if (failures.length) {
  console.log('\n━━ failed tests');
  for (const name of failures.slice(0, 40)) console.log(`  ✗ ${name}`);
  if (failures.length > 40) console.log(`  … and ${failures.length - 40} more`);
}
const flaky = safely(() => playwrightFlaky(path.join(reports, 'journeys.json')));
if (flaky.length) {
  console.log('\n━━ journeys that passed only when run again (flaky: counted as passed, to be looked at)');
  for (const name of flaky) console.log(`  ~ ${name}`);
}
console.log(`\n━━ summary (${minutes(started)})`);
for (const r of results.filter(Boolean)) {
  console.log(
    `${r.ok ? 'ok  ' : 'FAIL'}  ${r.name.padEnd(16)} ${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(4)} failed  ${r.seconds}s${r.flaky ? `  (${r.flaky} flaky)` : ''}`,
  );
}
console.log(`\n${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
process.exit(results.every((r) => r.ok) && total.failed === 0 ? 0 : 1);
