import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * One script (and its style sheet beside it) that any page can load: the widget contract's
 * `window.CasinoSportsbook`. React and @casino/ui are bundled in; the platform serves dist/.
 */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { conditions: ['@casino/source'] },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    target: 'es2022',
    sourcemap: true,
    lib: {
      entry: 'src/index.tsx',
      name: 'CasinoSportsbookWidget',
      formats: ['iife'],
      fileName: () => 'sportsbook-widget.js',
      cssFileName: 'sportsbook-widget',
    },
  },
});
