import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import type { Plugin } from 'vite';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { visualSameAsBaseline } from './packages/ui/visual/commands.mjs';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
const uiManifest = JSON.parse(readFileSync(path.join(root, 'packages/ui/package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
// Build-time only packages (vanilla-extract's compiler side) are not loaded by stories.
const uiRuntimeDependencies = Object.keys(uiManifest.dependencies).filter((name) => name !== '@vanilla-extract/css');

/**
 * The light theme is the second brand's palette: its run renders every story and checks it with
 * axe, but does not replay the interactions the dark run already plays. Each story's `play` (and the
 * meta's) is dropped once its stories file has loaded, before any test runs.
 */
const storiesWithoutPlay = (): Plugin => ({
  name: 'casino:stories-without-play',
  enforce: 'pre',
  transform(code, id) {
    const file = id.split('?')[0] ?? id;
    if (!file.endsWith('.stories.tsx')) return null;
    // Stories are `export const Name: Story = {...}` and the meta `export default meta`.
    const names = [...code.matchAll(/^export (?:const (\w+)|default (\w+);)/gm)].map((match) => match[1] ?? match[2]);
    if (names.length === 0) return null;
    return `${code}
for (const annotations of [${names.join(', ')}]) {
  if (annotations && typeof annotations === 'object' && 'play' in annotations) delete annotations.play;
}
`;
  },
});

/**
 * Pre-bundle every runtime dependency of @casino/ui so that no story triggers a mid-run
 * re-optimisation ("optimized dependencies changed") on a cold cache.
 */
const storyDependencies = [
  '@vanilla-extract/recipes/createRuntimeFn',
  '@vanilla-extract/sprinkles/createRuntimeSprinkles',
  'react/jsx-dev-runtime',
  'storybook/test',
  ...uiRuntimeDependencies.map((name) => `@casino/ui > ${name}`),
];

/** Where the visual tests keep their baselines (committed) and write what differs (ignored). */
const VISUAL_DIR = path.join(root, 'packages/ui/visual');
/** The stories' page; the browser's window is as large, so that the page is not scaled down to fit. */
const VISUAL_VIEWPORT = { width: 1024, height: 768 };
/**
 * Rasterise the same pixels in every run: one raster thread, whole tiles, sRGB, greyscale text. And
 * draw a frame when asked rather than at the next 60 Hz tick: a screenshot waits for a frame (25 ms
 * a story with the limit, 14 ms without; the pixels are the same).
 */
const VISUAL_CHROMIUM_ARGS = [
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
  '--disable-lcd-text',
  '--disable-partial-raster',
  '--num-raster-threads=1',
  '--disable-skia-runtime-opts',
  '--disable-frame-rate-limit',
  '--disable-gpu-vsync',
];

const UNIT_ROOTS = ['packages/ui/src', 'apps/site/src', 'apps/sportsbook-widget/src', 'apps/backoffice/src'];

/**
 * The component and hook tests that need a module graph of their own: those that replace modules
 * (`vi.mock`) and those marked `// vitest: isolate` (module-level state, such as the site's i18n
 * instance). The rest share one graph and one DOM per worker, which saves jsdom's set-up and the
 * imports of every file (measured: import 240 s, environment 116 s, for 56 s of tests).
 */
const isolatedUnitTests = UNIT_ROOTS.flatMap((dir) =>
  readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `${dir}/${file}`)
    .filter((file) => /\bvi\.(?:do)?mock\(|^\/\/ vitest: isolate$/m.test(readFileSync(path.join(root, file), 'utf8'))),
);

const unitProject = (isolated: boolean) => ({
  extends: true as const,
  plugins: [vanillaExtractPlugin()],
  test: {
    name: isolated ? 'unit-isolated' : 'unit',
    environment: 'jsdom',
    isolate: isolated,
    include: isolated ? isolatedUnitTests : UNIT_ROOTS.map((dir) => `${dir}/**/*.test.{ts,tsx}`),
    // The contract and the rules never touch a page: they run in Node below, without the
    // cost of a DOM per file.
    exclude: [
      'packages/contract/**',
      'packages/rules/**',
      '**/node_modules/**',
      ...(isolated ? [] : isolatedUnitTests),
    ],
    setupFiles: [path.join(root, 'vitest.setup.ts')],
    // A component test that fills a form step by step takes 4 s on a busy 2-core machine (two
    // test files at a time in CI): 5 s, the default, failed such tests by a few milliseconds.
    testTimeout: 15_000,
  },
});

export default defineConfig({
  // Workspace packages are tested from source, never from a stale dist/ build.
  resolve: { conditions: ['@casino/source'] },
  ssr: { resolve: { conditions: ['@casino/source'], externalConditions: ['@casino/source'] } },
  test: {
    projects: [
      unitProject(false),
      unitProject(true),
      {
        extends: true,
        test: {
          name: 'unit-node',
          environment: 'node',
          include: ['packages/contract/src/**/*.test.ts', 'packages/rules/src/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'package',
          environment: 'node',
          include: ['packages/*/test/**/*.test.ts'],
          testTimeout: 240_000,
          hookTimeout: 240_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'platform',
          environment: 'node',
          // The suites share one module graph per worker: each file imported the whole platform
          // again (measured on 8 files: 148 s isolated, 104 s shared, the same 331 tests passing).
          // Every suite starts platforms of its own (random ports, scratch databases, Redis key
          // prefixes) and closes them; none replaces modules (vi.mock) or leaves process state.
          isolate: false,
          include: ['apps/platform/test/**/*.test.ts'],
          // The child processes of the fault tests run the built platform (dist/, rebuilt when a source is newer).
          globalSetup: [path.join(root, 'apps/platform/test/buildPlatform.ts')],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      ...(['dark', 'light'] as const).map((theme) => ({
        extends: true as const,
        plugins: [
          storybookTest({ configDir: path.join(root, '.storybook') }),
          ...(theme === 'light' ? [storiesWithoutPlay()] : []),
        ],
        // Every story runs in both themes, so the axe check covers both palettes.
        define: { __CASINO_STORY_THEME__: JSON.stringify(theme) },
        optimizeDeps: { include: storyDependencies },
        test: {
          name: theme === 'dark' ? 'storybook' : 'storybook-light',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: chromiumPath(), args: chromiumArgs } }),
            instances: [{ browser: 'chromium' as const }],
          },
        },
      })),
      // Every component story in each theme against its committed screenshot (packages/ui/visual;
      // `pnpm test:visual`, and a stage of its own in the README's test command).
      visualProject(),
    ],
  },
});

/**
 * The visual regression project (see above and docs/ui-conventions.md). One file, so one worker and
 * one browser page: the stories render one after another in it and the theme changes by attribute.
 */
function visualProject(): TestProjectInlineConfiguration {
  return {
    extends: true,
    plugins: [react(), vanillaExtractPlugin()],
    optimizeDeps: { include: [...storyDependencies, 'storybook/viewport', '@storybook/react-vite'] },
    test: {
      name: 'visual',
      include: ['packages/ui/visual/*.visual.tsx'],
      globalSetup: [path.join(VISUAL_DIR, 'globalSetup.ts')],
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          launchOptions: {
            executablePath: chromiumPath(),
            args: [...chromiumArgs, ...VISUAL_CHROMIUM_ARGS],
            env: { ...process.env, FONTCONFIG_FILE: path.join(VISUAL_DIR, 'fonts.conf') },
          },
          contextOptions: {
            viewport: VISUAL_VIEWPORT,
            deviceScaleFactor: 1,
            reducedMotion: 'reduce',
            locale: 'en-GB',
            timezoneId: 'Europe/London',
          },
        }),
        instances: [{ browser: 'chromium' as const }],
        viewport: VISUAL_VIEWPORT,
        commands: { visualSameAsBaseline: visualSameAsBaseline(path.join(VISUAL_DIR, '__screenshots__')) },
        // A failure's evidence is the diff image, not a screenshot of the whole runner.
        screenshotFailures: false,
        expect: {
          toMatchScreenshot: {
            // A changed pixel fails: no colour tolerance. Only the anti-aliased pixels at the edge of
            // rounded corners are let through (pixelmatch's detection): Chromium's rasteriser does not
            // draw them the same way in every run (seen: 11 to 56 corner pixels on a rerun).
            comparatorName: 'pixelmatch',
            comparatorOptions: { threshold: 0, includeAA: false },
            // The page's own style stops motion and hides the caret, as for the fast path's screenshot
            // (commands.mjs): Playwright's way of doing it would make the two differ.
            screenshotOptions: { animations: 'allow', caret: 'initial' },
            resolveScreenshotPath: ({ arg, ext }) => path.join(VISUAL_DIR, '__screenshots__', `${arg}${ext}`),
            resolveDiffPath: ({ arg, ext }) => path.join(VISUAL_DIR, '__diffs__', `${arg}${ext}`),
          },
        },
      },
    },
  };
}
