#!/usr/bin/env node
// `pnpm docs:markets`: writes the rules table of docs/markets.md (between its `<!-- rules -->`
// markers) from MARKET_RULES as the built @casino/rules renders it, then formats the file. The
// platform's markets test fails while the file and the code disagree.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpmCommand, pnpmPrefix } from './pnpm.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
execFileSync(pnpmCommand, [...pnpmPrefix, '--filter', '@casino/rules', 'run', 'build'], {
  cwd: root,
  stdio: 'inherit',
});
const { marketRulesTable } = await import(path.join(root, 'packages/rules/dist/index.js'));
const file = path.join(root, 'docs/markets.md');
const docs = readFileSync(file, 'utf8');
const start = docs.indexOf('<!-- rules -->') + '<!-- rules -->'.length;
const end = docs.indexOf('<!-- /rules -->');
if (start < '<!-- rules -->'.length || end < start) throw new Error('docs/markets.md has no <!-- rules --> markers');
writeFileSync(file, `${docs.slice(0, start)}\n\n${marketRulesTable()}\n\n${docs.slice(end)}`);
execFileSync(path.join(root, 'node_modules/.bin/prettier'), ['--write', file], { cwd: root, stdio: 'inherit' });
console.log('docs/markets.md: table written from MARKET_RULES');
