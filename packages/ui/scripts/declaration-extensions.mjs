// The declarations tsc writes keep the source's extensionless relative imports (`./Button`),
// which TypeScript's node16/nodenext resolution of an ESM package cannot follow. This pass gives
// each relative specifier in dist's `.d.ts` files the path a consumer's resolver finds:
// `./Button` → `./Button.js` (beside `Button.d.ts`) or `./Button/index.js` (a folder).
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const declarations = readdirSync(dist, { recursive: true })
  .map(String)
  .filter((name) => name.endsWith('.d.ts'));

const specifier = /(\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]*)\2/g;
let changed = 0;
for (const name of declarations) {
  const file = path.join(dist, name);
  const source = readFileSync(file, 'utf8');
  const fixed = source.replace(specifier, (whole, lead, quote, target) => {
    if (/\.(js|json)$/.test(target)) return whole;
    const base = path.resolve(path.dirname(file), target);
    if (existsSync(`${base}.d.ts`)) return `${lead}${quote}${target}.js${quote}`;
    if (existsSync(path.join(base, 'index.d.ts'))) return `${lead}${quote}${target}/index.js${quote}`;
    throw new Error(`${name}: cannot find the declarations of ${target}`);
  });
  if (fixed !== source) {
    writeFileSync(file, fixed);
    changed += 1;
  }
}
console.log(`@casino/ui: relative imports of ${changed} declaration files given their extensions.`);
