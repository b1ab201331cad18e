import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', routes: 'src/routes.ts', texts: 'src/texts/index.ts' },
  format: ['esm'],
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
