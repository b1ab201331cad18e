// Vitest global set-up of the platform project: builds dist/ (apps/platform/scripts/build.mjs, the
// build `pnpm start` and production run; skipped when dist/ is newer than every source) once, before
// any worker starts, so that the suites' child processes run what production runs, without a
// TypeScript loader compiling the platform again in every process they start.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const platformDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export default function buildPlatform(): void {
  const result = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: platformDir, encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`the platform build failed (exit ${result.status ?? result.signal}):\n${result.stderr}`);
}
