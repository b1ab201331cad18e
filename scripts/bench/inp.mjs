// Interaction to next paint for `pnpm bench` (`node scripts/bench.mjs inp` runs only these): the
// product on loopback (as the Lighthouse section runs it), in Debian's Chromium through Playwright
// with a phone's screen and touch (the journeys' mobile project) and the CPU slowed down 4 times
// (Lighthouse's mobile preset). Each journey taps as a player would, as soon as the page says its
// controls answer (`<html data-interactive>`), and reads the browser's Event Timing entries: an
// interaction lasts from the input to the next paint after its handlers; the figure is the longest
// interaction of the step (the web-vitals library's onINP reports the same entries). Budget 200 ms.
// Medians over BENCH_INP_RUNS runs (3 by default).
/* global window, requestAnimationFrame -- the functions passed to page.evaluate run in the page */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';
import { ensureSiteBuilt, freePort, startPlatform } from './platform.mjs';
import { medianOf, row } from './row.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const budgetMs = 200;
const cpuSlowdown = 4;
const defaultRuns = Math.max(1, Number(process.env.BENCH_INP_RUNS ?? 3) || 3);

/** Playwright is a dependency of the site's journeys: load that copy. */
function loadPlaywright() {
  return createRequire(path.join(root, 'apps/site/package.json'))('@playwright/test');
}

/** Collects Event Timing entries from the first document on (durationThreshold: the lowest, 16 ms). */
const observeInteractions = () => {
  /** @type {Map<number, { duration: number, name: string }>} */
  const interactions = new Map();
  // @ts-expect-error a property of the bench's own
  window.__interactions = interactions;
  new PerformanceObserver((list) => {
    for (const entry of /** @type {PerformanceEventTiming[]} */ (list.getEntries())) {
      if (!entry.interactionId) continue;
      const known = interactions.get(entry.interactionId);
      if (!known || entry.duration > known.duration)
        interactions.set(entry.interactionId, { duration: entry.duration, name: entry.name });
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
};

/** The longest interaction since `since` interactions were seen, after two frames have painted. */
async function longestInteraction(page, since) {
  // Entries are reported once the next frame is painted: wait for two, then for the observer.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300)))),
  );
  return page.evaluate((skip) => {
    // @ts-expect-error the bench's own property
    const all = [...window.__interactions.values()].slice(skip);
    // No entry: every interaction took less than the 16 ms threshold.
    return all.reduce((longest, { duration }) => Math.max(longest, duration), 0);
  }, since);
}

const interactionCount = (page) =>
  // @ts-expect-error the bench's own property
  page.evaluate(() => window.__interactions.size);

async function interactive(page, url) {
  await page.goto(url);
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
}

/** The journeys: each returns its steps' longest interactions, by step name. */
const journeys = {
  /** The first odds of the sportsbook's event list: a pick into the betslip. */
  async odds(page, baseURL) {
    await interactive(page, `${baseURL}/sport-betting`);
    const button = page.locator('[role="group"] button[aria-pressed]').first();
    await button.waitFor();
    const since = await interactionCount(page);
    await button.tap();
    await page.locator('[role="group"] button[aria-pressed="true"]').first().waitFor();
    return { 'first odds tapped (pick into the betslip)': await longestInteraction(page, since) };
  },
  /** The sign-in dialog from the phone's menu. */
  async signIn(page, baseURL) {
    await interactive(page, `${baseURL}/`);
    let since = await interactionCount(page);
    await page.getByRole('button', { name: 'Open menu' }).tap();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor();
    const menu = await longestInteraction(page, since);
    since = await interactionCount(page);
    await drawer.getByRole('button', { name: 'Sign In', exact: true }).tap();
    await page.getByRole('dialog', { name: 'Sign In' }).waitFor();
    return { 'menu opened': menu, 'sign-in dialog opened': await longestInteraction(page, since) };
  },
  /** Typing a game's name into the casino lobby's search. */
  async search(page, baseURL) {
    await interactive(page, `${baseURL}/casino?tab=search`);
    const search = page.getByRole('searchbox', { name: 'Search' }).or(page.getByRole('textbox', { name: 'Search' }));
    const since = await interactionCount(page);
    await search.tap();
    await search.pressSequentially('dragon', { delay: 120 });
    return { 'casino search typed (longest key)': await longestInteraction(page, since) };
  },
};

/** Prints the INP rows. Stops what it started, also on error. */
export async function benchInp({ rebuild = false, runs = defaultRuns } = {}) {
  console.log(
    `Interaction to next paint (Playwright, phone screen and touch, CPU slowed ${cpuSlowdown}x, medians of ${runs} run${runs === 1 ? '' : 's'}; ` +
      `load average ${(await import('node:fs')).readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')})`,
  );
  ensureSiteBuilt({ rebuild });
  const { chromium, devices } = loadPlaywright();
  const platform = startPlatform(await freePort(), { SPORTSBOOK_ODDS_MOVES: 'false' });
  let browser;
  try {
    await platform.ready();
    browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
    /** @type {Record<string, number[]>} */
    const figures = {};
    for (let run = 0; run < runs; run++) {
      for (const journey of Object.values(journeys)) {
        const context = await browser.newContext({ ...devices['Pixel 7'], viewport: { width: 390, height: 844 } });
        await context.addInitScript(observeInteractions);
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
        try {
          for (const [step, ms] of Object.entries(await journey(page, platform.baseURL))) {
            (figures[step] ??= []).push(ms);
          }
        } finally {
          await context.close();
        }
      }
    }
    for (const [step, values] of Object.entries(figures)) {
      const ms = Math.round(medianOf(values));
      // 0: no interaction reached the 16 ms the browser reports from.
      if (ms === 0) row(`INP: ${step}`, '<16', 'ms');
      else row(`INP: ${step}`, ms, 'ms', budgetMs);
    }
  } finally {
    await browser?.close();
    await platform.stop();
  }
}
