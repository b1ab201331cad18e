import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Each run starts without the previous run's diffs, so __diffs__ shows only what differs now. */
export default function setup() {
  rmSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '__diffs__'), { recursive: true, force: true });
}
