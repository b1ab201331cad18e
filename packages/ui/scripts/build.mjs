// `pnpm --filter @casino/ui build`: the declarations (tsc) and the modules (rollup, then the CSS
// finishing and the variable list) are built side by side; the build fails if either fails.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const node = (script, args) => step(process.execPath, [require.resolve(script), ...args]);

const step = (command, args) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: packageDir, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(command)} exited with ${code}`)),
    );
  });

rmSync(path.join(packageDir, 'dist'), { recursive: true, force: true });
try {
  await Promise.all([
    node('typescript/bin/tsc', ['-p', 'tsconfig.build.json']),
    (async () => {
      await node('rollup/dist/bin/rollup', ['-c', '--silent']);
      await step(process.execPath, ['scripts/finish-build.mjs']);
      await step(process.execPath, ['scripts/css-variables.mjs']);
    })(),
  ]);
  await step(process.execPath, ['scripts/declaration-extensions.mjs']);
} catch (error) {
  console.error(`@casino/ui build failed: ${error.message}`);
  process.exit(1);
}
