#!/usr/bin/env node
// Publishes Storybook to the visual review service, only when a project token is set: without
// one (or without network) there is nothing to do, and the tests never call this.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('CHROMATIC_PROJECT_TOKEN is not set: skipping the visual review upload.');
  process.exit(0);
}
const result = spawnSync(
  'pnpm',
  ['exec', 'chromatic', '--exit-zero-on-changes', '--build-script-name', 'build-storybook'],
  {
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
