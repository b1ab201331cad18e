import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { optimisePng } from './png.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const baselines = path.join(here, '__screenshots__');

/**
 * Each run starts without the previous run's diffs, so __diffs__ shows only what differs now. At the
 * end, the baselines this run wrote (--update, or a new story's) are re-encoded losslessly: vitest
 * writes 32-bit RGBA, most screenshots fit a 256-colour palette (a third of the bytes).
 */
export default function setup() {
  rmSync(path.join(here, '__diffs__'), { recursive: true, force: true });
  const started = Date.now();
  return () => {
    if (!existsSync(baselines)) return;
    const written = readdirSync(baselines, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.png'))
      .map((file) => path.join(baselines, file))
      .filter((file) => statSync(file).mtimeMs >= started);
    for (const file of written) optimisePng(file);
  };
}
