import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const platformUrl = process.env.PLATFORM_URL ?? 'http://127.0.0.1:3000';

// `vite build` builds the browser's site into dist/; `vite build --ssr` the server renderer of
// visitors' first screens into dist-server/ (src/server/render.tsx), which the platform loads.
/** A path segment: `[\\/]` so the patterns also hold on Windows. */
const sep = String.raw`[\\/]`;
/**
 * The modules of the 'core' chunk: React, the router, i18next, SWR, and the site's providers and
 * helpers every page starts with (react-toastify and the date-fns locales stay lazy).
 */
const coreModules = new RegExp(
  [
    String.raw`node_modules${sep}(\.pnpm${sep}[^\\/]+${sep}node_modules${sep})?` +
      `(${['react', 'react-dom', 'scheduler', 'react-router', 'react-router-dom', 'react-i18next', 'i18next', 'swr', 'dequal', 'use-sync-external-store'].join('|')})${sep}`,
    `apps${sep}site${sep}src${sep}(${[
      String.raw`i18n${sep}(i18n|translate|texts)\.ts`,
      `player${sep}PlayerProvider`,
      `auth${sep}AuthModalContext`,
      String.raw`notify${sep}(notify|toastify|Toasts)\.tsx?`,
      `wallet${sep}wallets`,
      `data${sep}reference`,
      `app${sep}usePageTitle`,
    ].join('|')})`,
    `packages${sep}ui${sep}src${sep}(components${sep}(MessagePage|LinkProvider|Toast)${sep}|private${sep}overlayIcons)`,
    `packages${sep}rules${sep}src${sep}helpers${sep}(selectedWallet|titleCase)`,
  ].join('|'),
);

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    // .br and .gz beside each built file; the platform serves them to browsers that accept them.
    ...(isSsrBuild
      ? []
      : [compression({ algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip')], threshold: 1024 })]),
  ],
  resolve: { conditions: ['@casino/source'] },
  // The workspace packages are bundled from source (their styles are compiled here); the
  // libraries stay imports the platform's Node resolves from apps/site/node_modules.
  ssr: { noExternal: [/^@casino\//], resolve: { conditions: ['@casino/source'] } },
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
  build: isSsrBuild
    ? { target: 'node20', sourcemap: true, outDir: 'dist-server', emptyOutDir: true }
    : // The manifest tells the platform which styles and modules a rendered page needs.
      {
        target: 'es2022',
        sourcemap: true,
        manifest: true,
        // Fewer, larger chunks for the first screens (pnpm bench: fewer requests before the first
        // screen's images, and less JavaScript on '/').
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  // What every first screen runs before its page: one request instead of a dozen.
                  name: 'core',
                  test: coreModules,
                  priority: 2,
                },
                {
                  // The small @casino/ui components the first screens share.
                  name: 'ui-base',
                  test: /packages[\\/]ui[\\/]src[\\/](components[\\/](Stack|Text|Heading|Inline|Chip|Card|Skeleton|IconButton|VisuallyHidden|Select|TextField))/,
                  minShareCount: 2,
                },
              ],
            },
          },
        },
      },
}));
