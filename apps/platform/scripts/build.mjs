// `pnpm --filter @casino/platform build`: the platform as plain JavaScript for Node 20, so that
// `start` and production run no TypeScript loader. The workspace packages (@casino/contract,
// @casino/rules) are bundled from source with what they use; the platform's own dependencies stay
// in node_modules. Skipped when dist/ is newer than every source (pass --force to build anyway).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const platformDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(readFileSync(path.join(platformDir, 'package.json'), 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@casino/'));
const outputs = ['dist/main.js', 'dist/admin.js'].map((file) => path.join(platformDir, file));
const sourceDirs = ['src', '../../packages/contract/src', '../../packages/rules/src'].map((dir) =>
  path.join(platformDir, dir),
);

const newest = (dir) =>
  readdirSync(dir, { withFileTypes: true }).reduce((latest, entry) => {
    const full = path.join(dir, entry.name);
    return Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }, 0);

const upToDate =
  !process.argv.includes('--force') &&
  outputs.every((file) => existsSync(file)) &&
  Math.min(...outputs.map((file) => statSync(file).mtimeMs)) >= Math.max(...sourceDirs.map(newest));
if (upToDate) {
  console.log('@casino/platform: dist/ is up to date.');
} else {
  const started = Date.now();
  await build({
    absWorkingDir: platformDir,
    // Both entries sit directly in dist/, as src/paths.ts expects (one level below the platform).
    entryPoints: { main: 'src/main.ts', admin: 'src/admin/cli.ts' },
    outdir: 'dist',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    conditions: ['@casino/source'],
    external,
    sourcemap: true,
    logLevel: 'warning',
    // Bundled CommonJS dependencies (yup's) may call require.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
  });
  console.log(`@casino/platform: built dist/ in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
