import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const platformUrl = process.env.PLATFORM_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    // .br and .gz beside each built file; the platform serves them to browsers that accept them.
    compression({ algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip')], threshold: 1024 }),
  ],
  resolve: { conditions: ['@casino/source'] },
  // The sportsbook widget script the sport-betting route loads (DESIGN.md: SPORTSBOOK_SCRIPT_URL).
  define: {
    __SPORTSBOOK_SCRIPT_URL__: JSON.stringify(
      process.env.SPORTSBOOK_SCRIPT_URL || '/sportsbook-widget/sportsbook-widget.js',
    ),
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: platformUrl, ws: true } },
  },
  build: { target: 'es2022', sourcemap: true },
});
