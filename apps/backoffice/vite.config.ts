import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const platformUrl = process.env.PLATFORM_URL ?? 'http://127.0.0.1:3000';

/**
 * The back office (issue 30): a single-page app the platform serves under /backoffice (its
 * `base`), built into dist/ with no server renderer and no inline script (its policy allows
 * script-src 'self' only). `pnpm dev` proxies the API to a running platform.
 */
export default defineConfig({
  base: '/backoffice/',
  plugins: [
    react(),
    vanillaExtractPlugin(),
    // .br and .gz beside each built file; the platform serves them to browsers that accept them.
    compression({ algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip')], threshold: 1024 }),
  ],
  // The workspace packages are bundled from source through their public entries (exports'
  // `@casino/source` condition), as the site does: never a path inside a package.
  resolve: { conditions: ['@casino/source'] },
  server: {
    port: 5174,
    proxy: { '/api': { target: platformUrl } },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // Vite would inline a small script as a data: URL module preload polyfill; keep every script a file.
    modulePreload: { polyfill: false },
    // The app (React, the router, i18next, SWR, the design system: ~215 kB gzipped) in a couple of
    // chunks staff load once; the business report's chart library (Recharts, ~175 kB gzipped) in
    // its own, loaded when Reports is opened.
    chunkSizeWarningLimit: 650,
  },
});
