import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const platformUrl = process.env.PLATFORM_URL ?? 'http://127.0.0.1:3000';

// `vite build` builds the browser's site into dist/; `vite build --ssr` the server renderer of
// visitors' first screens into dist-server/ (src/server/render.tsx), which the platform loads.
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
        // The small @casino/ui components every first screen uses come as one chunk, not a
        // dozen requests of under a kilobyte each (pnpm bench: fewer requests before the
        // first screen's images, and less JavaScript on '/').
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  // What every first screen runs before its page: React, the router, i18next,
                  // SWR and the site's providers. One request instead of a dozen.
                  name: 'core',
                  test: /node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(react|react-dom|scheduler|react-router|react-router-dom|react-i18next|i18next|swr|dequal|use-sync-external-store)[\\/]|apps[\\/]site[\\/]src[\\/](i18n[\\/](i18n|translate|texts)\.ts|player[\\/]PlayerProvider|auth[\\/]AuthModalContext|notify[\\/](notify|toastify|Toasts)\.tsx?|wallet[\\/]wallets|data[\\/]reference|app[\\/]usePageTitle)|packages[\\/]ui[\\/]src[\\/](components[\\/](MessagePage|LinkProvider|Toast)[\\/]|private[\\/]overlayIcons)|packages[\\/]rules[\\/]src[\\/]helpers[\\/](selectedWallet|titleCase)/,
                  priority: 2,
                },
                {
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
