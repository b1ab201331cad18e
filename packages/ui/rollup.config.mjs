// The published build: one ES module per source module (preserveModules), so a consumer's
// bundler keeps only what it imports. Every `.css.ts` file becomes a `.css.js` module that
// imports its own `.css` file; a component's module imports its styles and nothing else's.
// Declarations come from `tsc` (tsconfig.build.json); scripts/finish-build.mjs minifies the CSS
// and writes the whole-library and tokens-only style sheets. scripts/entry-order.mjs puts each
// entry's imports in its source's order, its side-effect-free dependencies first, as the single
// bundle had them.
import { readFileSync } from 'node:fs';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/rollup-plugin';
import esbuild from 'rollup-plugin-esbuild';
import { entryOrder } from './scripts/entry-order.mjs';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const runtime = [...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.peerDependencies ?? {})];
/** react, react/jsx-runtime, @radix-ui/react-dialog, date-fns/locale, ...: the consumer installs them. */
const external = (id) => runtime.some((name) => id === name || id.startsWith(`${name}/`));

const components = readdirSync(new URL('./src/components', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const clientEntries = new Set(['index', ...components.map((name) => `components/${name}/index`)]);

export default {
  input: {
    index: 'src/index.ts',
    tokens: 'src/theme/index.ts',
    styles: 'src/styles.css.ts',
    'theme/brand': 'src/theme/brand.ts',
    ...Object.fromEntries(components.map((name) => [`components/${name}/index`, `src/components/${name}/index.ts`])),
  },
  external,
  // Module-level code of the library has no effects beyond its CSS (see package.json sideEffects).
  treeshake: { moduleSideEffects: (id) => /\.css(\.ts\.vanilla\.css)?$|\.vanilla\.css/.test(id) },
  plugins: [
    vanillaExtractPlugin({ identifiers: 'short' }),
    esbuild({ target: 'es2022', jsx: 'automatic', tsconfig: 'tsconfig.build.json', minifySyntax: true }),
    entryOrder({
      packageDir: fileURLToPath(new URL('.', import.meta.url)),
      dependencies: Object.keys(manifest.dependencies ?? {}),
    }),
  ],
  output: {
    dir: 'dist',
    format: 'es',
    preserveModules: true,
    preserveModulesRoot: 'src',
    // `Button.css.ts` becomes `Button.styles.js`: a consumer's vanilla-extract plugin compiles every
    // `*.css.js` it meets, and these are already compiled (their exports are class names and functions).
    entryFileNames: ({ name }) => `${name.replace(/\.css$/, '.styles')}.js`,
    // React Server Components (Next.js App Router): the component entries and the root are client
    // modules; tokens, the brand theme helpers and the style modules run on a server as they are.
    banner: (chunk) => (chunk.isEntry && clientEntries.has(chunk.name) ? "'use client';" : ''),
    sourcemap: true,
    // `src/components/Button/Button.css.ts.vanilla.css` → `dist/components/Button/Button.css`.
    assetFileNames: ({ originalFileNames, names }) => {
      const source = originalFileNames[0] ?? names[0] ?? '[name][extname]';
      return source.replace(/^src\//, '').replace(/\.css\.ts\.vanilla\.css$/, '.css');
    },
  },
};
