#!/usr/bin/env node
// Every check CI runs, in order: lint, types, unit, platform and packed-package tests, the stories in
// Chromium, the visual tests, Storybook build, journeys. Each stage runs even when an earlier one failed, so one
// run shows everything that is wrong. Ends with the line `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpmCommand, pnpmPrefix } from './pnpm.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, '.reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const only = process.argv.slice(2);
const results = [];

function run(name, command, args, { env = {}, report } = {}) {
  if (only.length && !only.includes(name)) return;
  const started = Date.now();
  console.log(`\n━━ ${name}: ${command} ${args.join(' ')}`);
  const child = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = child.status === 0;
  const counted = report ? report() : null;
  results.push({ name, ok, seconds, ...(counted ?? { passed: ok ? 1 : 0, failed: ok ? 0 : 1 }) });
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

/** The names of the failed vitest tests (and of files that failed to load), for the end of the output. */
function vitestFailures(file) {
  const json = readJson(file);
  if (!json) return [];
  return json.testResults.flatMap((f) => {
    const where = path.relative(root, f.name);
    const failed = f.assertionResults.filter((a) => a.status === 'failed');
    if (f.status === 'failed' && failed.length === 0) return [`${where}: ${String(f.message ?? '').split('\n')[0]}`];
    return failed.map((a) => `${where} › ${a.fullName}`);
  });
}

/** The titles of the journeys that failed (with their project), for the end of the output. */
function playwrightFailures(file) {
  const json = readJson(file);
  if (!json) return [];
  const failures = [];
  const walk = (suite, outer) => {
    // A file's suite is titled with the file's name, which the line already gives.
    const titles = suite.title && suite.title !== suite.file ? [...outer, suite.title] : outer;
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? [])
        if (t.status === 'unexpected')
          failures.push(`[${t.projectName}] ${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}`);
    for (const child of suite.suites ?? []) walk(child, titles);
  };
  for (const suite of json.suites ?? []) walk(suite, []);
  return [...failures, ...(json.errors ?? []).map((e) => String(e.message ?? e).split('\n')[0])];
}

function playwrightCounts(file) {
  return () => {
    const json = readJson(file);
    if (!json) return { passed: 0, failed: 1 };
    const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = json.stats ?? {};
    return { passed: expected + flaky, failed: unexpected + (json.errors?.length ?? 0), skipped };
  };
}

runPnpm('lint', ['run', 'lint']);
runPnpm('typecheck', ['run', 'typecheck']);
runPnpm('build packages', ['--filter', './packages/**', 'run', 'build']);
/** A vitest run of some projects as a stage, its counts and failures read from its JSON report. */
const runVitest = (name, projectArgs) =>
  runPnpm(
    name,
    [
      'exec',
      'vitest',
      'run',
      ...projectArgs,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${path.join(reports, `${name}.json`)}`,
    ],
    { report: vitestCounts(path.join(reports, `${name}.json`)) },
  );
// The Node projects (unit, unit-node, package, platform), one file at a time (vitest's default on
// 2 cores): two at a time made each platform file ~2.5 times slower here (2,153 s of file time, 18 min
// against ~13). The browser projects run apart, as their own stages.
const BROWSER_PROJECTS = ['visual', 'storybook', 'storybook-light'];
runVitest(
  'vitest',
  BROWSER_PROJECTS.map((project) => `--project=!${project}`),
);
// The component stories in Chromium (two themes, their interactions and axe).
runVitest('stories', ['--project=storybook', '--project=storybook-light']);
// Every component story in each theme against its committed screenshot (vitest project `visual`,
// docs/ui-conventions.md): one worker, one browser page, on its own so that its time shows.
runVitest('visual', ['--project=visual']);
runPnpm('storybook build', ['run', 'build-storybook']);
runPnpm('site build', ['--filter', '@casino/site', 'run', 'build']);
// The platform serves the first-party sportsbook widget the sport-betting journeys load.
runPnpm('widget build', ['--filter', '@casino/sportsbook-widget', 'run', 'build']);
// The platform serves the back office the staff journey signs in to.
runPnpm('backoffice build', ['--filter', '@casino/backoffice', 'run', 'build']);
runPnpm('journeys', ['--filter', '@casino/site', 'run', 'e2e'], {
  env: { E2E_JSON_REPORT: path.join(reports, 'journeys.json') },
  report: playwrightCounts(path.join(reports, 'journeys.json')),
});

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
  ...safely(() => vitestFailures(path.join(reports, 'vitest.json'))),
  ...safely(() => vitestFailures(path.join(reports, 'stories.json'))),
  ...safely(() => vitestFailures(path.join(reports, 'visual.json'))),
  ...safely(() => playwrightFailures(path.join(reports, 'journeys.json'))),
];
if (failures.length) {
  console.log('\n━━ failed tests');
  for (const name of failures.slice(0, 40)) console.log(`  ✗ ${name}`);
  if (failures.length > 40) console.log(`  … and ${failures.length - 40} more`);
}
console.log('\n━━ summary');
for (const r of results) {
  console.log(
    `${r.ok ? 'ok  ' : 'FAIL'}  ${r.name.padEnd(16)} ${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(4)} failed  ${r.seconds}s`,
  );
}
console.log(`\n${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
process.exit(results.every((r) => r.ok) && total.failed === 0 ? 0 : 1);
