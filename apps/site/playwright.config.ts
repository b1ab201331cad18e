import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4310);
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  // On CI (a 2-core machine running every journey on one platform) a journey that fails is run once more; one that
  // passes then is still reported by name as flaky at the end of the test command's output (scripts/test.mjs), with
  // its first failure's message and its trace kept under test-results/.
  retries: process.env.CI ? 1 : 0,
  // An assertion waits up to 10 s (Playwright's default is 5): on a busy machine (a developer's, with builds or
  // benches beside it) the sign-in dialog took more than 5 s to close. Timings a journey asserts have their own.
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  reporter: process.env.E2E_JSON_REPORT
    ? [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT }]]
    : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
      // Journeys tagged @same-on-phones test what the platform does (a session ended, a link
      // mailed, a page refused), on screens no different on a phone: one wide run covers them.
      grepInvert: /@same-on-phones/,
    },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        // The real product: the platform serves the built site, the API and the socket, on a
        // fresh in-memory database with seed data.
        command: 'pnpm --filter @casino/platform run start',
        env: {
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: 'memory://',
          PUBLIC_URL: baseURL,
          LOG_LEVEL: 'warn',
          // Sportsbook odds move only when a journey moves them (scores still play out).
          SPORTSBOOK_ODDS_MOVES: 'false',
          // The reality-check journey moves the platform's clock on (POST /api/test/clock).
          TEST_CLOCK: 'true',
          // Every journey signs its players up from this one address.
          SIGN_UP_LIMIT_PER_HOUR: '10000',
          // A brand licensed for the UK, Germany and the Netherlands besides Malta: the market journeys' players.
          MARKETS: 'uk,de,nl,mt',
        },
        url: `${baseURL}/api/ready`,
        reuseExistingServer: false,
        timeout: 180_000,
      },
});
