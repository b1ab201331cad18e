import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  // `tokens`: theme variables and breakpoints alone, for a consumer's own `.css.ts` files (importing the
  // whole index there makes the consumer's vanilla-extract compiler evaluate every component).
  entry: { index: 'src/index.ts', tokens: 'src/theme/index.ts' },
  format: ['esm'],
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
