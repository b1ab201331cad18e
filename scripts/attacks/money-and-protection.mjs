#!/usr/bin/env node
// Replays every finding of issue 28 ("Money and protection that cannot leak") against a running
// platform, as the auditor who filed it did, and prints one line per finding: HELD when the
// platform now refuses the attack, BROKEN when it still works. Exit code 1 when any is BROKEN.
//
//   node scripts/attacks/money-and-protection.mjs [base URL, default http://127.0.0.1:3900]
//
// The platform under attack should be fresh, outside production with its sandbox providers on
// (payments are paid on the sandbox checkout, as a player pays) and TEST_CLOCK=true. Findings that
// start the platform with other settings run apps/platform/dist/main.js (build it first).
// The findings live one file a point of the issue in money-and-protection/, run in name order.
import { readdirSync } from 'node:fs';
import { createKit } from './kit.mjs';

const kit = createKit(process.argv[2] ?? 'http://127.0.0.1:3900');
const folder = new URL('./money-and-protection/', import.meta.url);
for (const name of readdirSync(folder)
  .filter((file) => file.endsWith('.mjs'))
  .sort()) {
  const finding = await import(new URL(name, folder).href);
  try {
    await finding.default(kit);
  } catch (error) {
    kit.report(name, false, `the attack itself failed: ${error.stack ?? error}`);
  }
}
const broken = kit.results.filter((held) => !held).length;
console.log(`\n${kit.results.length - broken} held, ${broken} broken`);
process.exit(broken ? 1 : 0);
