// After rollup: minifies every emitted style sheet in place (no embedded source maps), and
// writes the two whole sheets a consumer without a CSS-aware bundler links instead:
//   dist/tokens.css  the cascade layers, both themes and the reset (what `styles.js` imports)
//   dist/index.css   tokens.css plus every component's CSS, in the order the root index loads them
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');

const files = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );

/** Style sheets in the order evaluating `entry` loads them (ES modules: depth first, imports in order). */
function sheetsOf(entry) {
  const seen = new Set();
  const sheets = [];
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (file.endsWith('.css')) {
      sheets.push(file);
      return;
    }
    const source = readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(/^(?:import|export)\s[^'"]*?['"](\.{1,2}\/[^'"]+)['"]/gm)) {
      visit(path.resolve(path.dirname(file), specifier));
    }
  };
  visit(path.join(dist, entry));
  return sheets;
}

const minify = async (css) => (await transform(css, { loader: 'css', minify: true, target: 'chrome111' })).code;

// The whole sheets are read before the parts are minified: concatenating minified parts is the same.
const tokens = sheetsOf('styles.js');
const all = [...tokens, ...sheetsOf('index.js').filter((file) => !tokens.includes(file))];
const concat = (sheets) => sheets.map((file) => readFileSync(file, 'utf8')).join('\n');
writeFileSync(path.join(dist, 'tokens.css'), await minify(concat(tokens)));
writeFileSync(path.join(dist, 'index.css'), await minify(concat(all)));

const whole = new Set([path.join(dist, 'tokens.css'), path.join(dist, 'index.css')]);
const sheets = files(dist).filter((file) => file.endsWith('.css') && !whole.has(file));
for (const file of sheets) writeFileSync(file, await minify(readFileSync(file, 'utf8')));
console.log(`@casino/ui: ${sheets.length} component style sheets minified; tokens.css and index.css written.`);
