// Lobby figures for `pnpm bench` (`node scripts/bench.mjs lobby` runs only these): the casino
// lobby with a 10,000-game catalogue (the platform started with SEED_GAMES=10000, in-memory
// database, built site) in Debian's Chromium driven by Playwright, desktop viewport, no throttling.
// Prints the DOM size per tab and after scrolling to the end of the Slots grid, the frames while
// scrolling through it, and the time per keystroke of a search typed one character at a time: from the
// key's event to the end of the first frame that paints the results (and their count), plus the browser's own
// Event Timing durations and the long animation frames while typing. Figures only, never pass/fail.
/* global window, document, requestAnimationFrame, MutationObserver -- functions passed to page.evaluate run in the page */
import os from 'node:os';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';
import { ensureSiteBuilt, freePort, startPlatform } from './platform.mjs';
import { row } from './row.mjs';

export const LOBBY_GAMES = 10_000;
/** Typed into the Search tab one character at a time, ROUNDS times (cleared in between). */
const TYPED = 'dragon gold';
const ROUNDS = 3;
const viewport = { width: 1440, height: 900 };
/** A fast flick through the Slots grid: about three screens a second. */
const scrolling = { pxPerSecond: 3000, seconds: 3 };
const budgets = {
  /** Elements in the document: a virtualised grid keeps the page small whatever the catalogue. */
  domNodes: 3000,
  /** One frame at 60 Hz: scrolling draws every frame, the typical keystroke shows its results in the next one. */
  frameMs: 16.7,
  /** The slowest keystroke: past 50 ms a frame is long and typing feels sticky. */
  keystrokeMaxMs: 50,
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const round1 = (value) => Math.round(value * 10) / 10;

/**
 * Installed before the site's scripts: collects long animation frames (or long tasks where the
 * browser lacks them) and Event Timing entries from the start, and the time of the last key event.
 */
function instrument() {
  const bench = { frames: [], events: [], lastKey: 0 };
  Object.defineProperty(window, '__lobbyBench', { value: bench });
  const observe = (type, list, options = {}) => {
    try {
      new PerformanceObserver((entries) => list.push(...entries.getEntries())).observe({
        type,
        buffered: true,
        ...options,
      });
      return true;
    } catch {
      return false;
    }
  };
  bench.frameKind = observe('long-animation-frame', bench.frames)
    ? 'long animation frames'
    : observe('longtask', bench.frames)
      ? 'long tasks'
      : 'none';
  observe('event', bench.events, { durationThreshold: 16 });
  document.addEventListener('keydown', (event) => (bench.lastKey = event.timeStamp), true);
}

/** Lets the page finish what a navigation started (images, deferred renders) before measuring. */
const settle = (page) => page.waitForTimeout(1000);

/** Elements in the document (the "DOM node count"). */
const domNodes = (page) => page.evaluate(() => document.getElementsByTagName('*').length);

/**
 * The long frames observed since `since` (performance.now() time): duration, the scripts that ran
 * (only those over 5 ms are attributed), and the rendering at the frame's end.
 */
const longFramesSince = (page, since) =>
  page.evaluate(
    (from) =>
      window.__lobbyBench.frames
        .filter((entry) => entry.startTime >= from)
        .map((entry) => ({
          duration: entry.duration,
          scripts: (entry.scripts ?? [])
            .map((script) => ({
              duration: script.duration,
              what: `${script.invokerType ?? ''} ${script.invoker ?? ''} ${script.sourceFunctionName ?? ''}`.trim(),
            }))
            .sort((a, b) => b.duration - a.duration),
          render: entry.renderStart ? entry.startTime + entry.duration - entry.renderStart : 0,
          style: entry.styleAndLayoutStart ? entry.startTime + entry.duration - entry.styleAndLayoutStart : 0,
        })),
    since,
  );

/**
 * Scrolls the window down at a steady speed for a while (a fast flick through the grid, new tiles
 * and their images on every frame); answers the intervals between frames, in ms.
 */
const scrollSteadily = (page, { pxPerSecond, seconds }) =>
  page.evaluate(
    ({ speed, duration }) =>
      new Promise((resolve) => {
        const gaps = [];
        let start = 0;
        let last = 0;
        const step = (now) => {
          if (!start) start = last = now;
          else {
            gaps.push(now - last);
            last = now;
          }
          window.scrollTo(0, ((now - start) / 1000) * speed);
          if (now - start < duration * 1000) requestAnimationFrame(step);
          else resolve(gaps);
        };
        requestAnimationFrame(step);
      }),
    { speed: pxPerSecond, duration: seconds },
  );

/** Jumps to the end of the page until the item `posinset` of the grid is rendered. */
async function scrollToItem(page, grid, posinset) {
  const last = grid.locator(`[role="listitem"][aria-posinset="${posinset}"]`);
  for (let attempt = 0; attempt < 20 && !(await last.count()); attempt += 1) {
    // Rows are measured as they render, so the page may grow a little: jump again until it ends.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(250);
  }
  await last.waitFor();
}

/**
 * Arms the page for the next keystroke: once the key's input has been handled and the search's
 * result count reads `expected`, the first frame that paints it is timed, from the key's event to
 * the end of that frame (a message posted in its animation frame runs after its paint). Armed in
 * the page before the key is pressed, so no round trip to the driver falls between the results
 * and the frame that shows them. `keystrokeTime` answers the time.
 */
const armKeystroke = (page, expected) =>
  page.evaluate((text) => {
    const status = document.querySelector('form[role="search"] [role="status"]');
    if (!status) throw new Error('no result count in the search panel');
    window.__lobbyBench.keystroke = new Promise((resolve, reject) => {
      const timeout = setTimeout(() => reject(new Error(`the count never read "${text}"`)), 10_000);
      let observer;
      const paintedAfter = () => {
        observer?.disconnect();
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            clearTimeout(timeout);
            resolve(performance.now() - window.__lobbyBench.lastKey);
          };
          channel.port2.postMessage(null);
        });
      };
      // After the key's input event (the site has handled it by the time it reaches the window).
      window.addEventListener(
        'input',
        () => {
          if (status.textContent === text) return paintedAfter();
          observer = new MutationObserver(() => {
            if (status.textContent === text) paintedAfter();
          });
          observer.observe(status, { childList: true, characterData: true, subtree: true });
        },
        { once: true },
      );
    });
  }, expected);

const keystrokeTime = (page) => page.evaluate(() => window.__lobbyBench.keystroke);

/** Event Timing entries of key events since `since`, with the parts of their duration. */
const keyEventsSince = (page, since) =>
  page.evaluate(
    (from) =>
      window.__lobbyBench.events
        .filter((entry) => entry.startTime >= from && ['keydown', 'keypress', 'input', 'keyup'].includes(entry.name))
        .map((entry) => ({
          name: entry.name,
          duration: entry.duration,
          interactionId: entry.interactionId,
          delay: entry.processingStart - entry.startTime,
          processing: entry.processingEnd - entry.processingStart,
        })),
    since,
  );

const countText = (count) => (count === 1 ? '1 game found' : `${count} games found`);

/** One long frame: where its time went, as far as the browser attributes it. */
function describeFrame(frame) {
  const scripts = frame.scripts.reduce((sum, script) => sum + script.duration, 0);
  const other = Math.max(0, frame.duration - scripts - frame.render);
  const parts = [
    `${Math.round(frame.duration)} ms: scripts ${Math.round(scripts)} ms`,
    ...frame.scripts.slice(0, 2).map((script) => `(${script.what || 'script'} ${Math.round(script.duration)} ms)`),
    `rendering ${Math.round(frame.render)} ms (style and layout ${Math.round(frame.style)} ms)`,
    // Tasks that are not scripts: image loading and decoding, input handling, short scripts.
    `other tasks ${Math.round(other)} ms`,
  ];
  return parts.join(', ');
}

/** Prints the lobby rows. Stops what it started, also on error or Ctrl+C. */
export async function benchLobby({ rebuild = false } = {}) {
  console.log(
    `Lobby with ${LOBBY_GAMES.toLocaleString('en')} games (Chromium via Playwright, ` +
      `${viewport.width}x${viewport.height}, no throttling; the product on loopback, SEED_GAMES=${LOBBY_GAMES})`,
  );
  // Times are wall-clock in a browser that shares the machine: say how busy it was.
  console.log(`  (${os.cpus().length} CPUs, load average ${os.loadavg()[0].toFixed(1)} at the start)`);
  ensureSiteBuilt({ rebuild });
  const { chromium } = await import('playwright');
  const platform = startPlatform(await freePort(), { SEED_GAMES: String(LOBBY_GAMES) });
  /** @type {import('playwright').Browser | undefined} */
  let browser;
  const interrupted = async (signal) => {
    await browser?.close().catch(() => {});
    await platform.stop();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    await platform.ready();
    const catalogue = await fetch(`${platform.baseURL}/api/gp/games`).then((response) => response.json());
    const names = catalogue.result.map((game) => game.name.toLowerCase());
    if (names.length !== LOBBY_GAMES) throw new Error(`the platform lists ${names.length} games, not ${LOBBY_GAMES}`);
    const slots = catalogue.result.filter((game) => game.gameType.name === 'Slots').length;

    browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
    const page = await browser.newPage({ viewport });
    page.on('pageerror', (error) => console.error(`  page error: ${error.message}`));
    await page.addInitScript(instrument);
    const tabs = page.getByRole('tablist', { name: 'Game categories' });

    await page.goto(`${platform.baseURL}/casino`);
    await page.getByRole('list').first().getByRole('listitem').first().waitFor();
    // The server's page answers once the application has taken it over (its code loads after it paints).
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    row('lobby: DOM elements, All tab', await domNodes(page), '', budgets.domNodes);

    await tabs.getByRole('tab', { name: 'Slots', exact: true }).click();
    const slotsGrid = page.getByRole('list', { name: 'Slots' });
    await slotsGrid.getByRole('listitem').first().waitFor();
    row(
      `lobby: DOM elements, Slots tab (${slots.toLocaleString('en')} games)`,
      await domNodes(page),
      '',
      budgets.domNodes,
    );

    await settle(page);
    const scrollStart = await page.evaluate(() => performance.now());
    const gaps = await scrollSteadily(page, scrolling);
    const scrollFrames = await longFramesSince(page, scrollStart);
    row(
      `lobby: scrolling the Slots grid at ${scrolling.pxPerSecond} px/s for ${scrolling.seconds} s: frames`,
      gaps.length,
      '',
    );
    row('lobby: scrolling: median frame interval', round1(median(gaps)), 'ms', budgets.frameMs);
    row('lobby: scrolling: frames over 50 ms', scrollFrames.filter((frame) => frame.duration > 50).length, '');
    for (const frame of [...scrollFrames].sort((a, b) => b.duration - a.duration).slice(0, 3)) {
      console.log(`    ${describeFrame(frame)}`);
    }
    await scrollToItem(page, slotsGrid, slots);
    row('lobby: DOM elements, Slots tab scrolled to the last game', await domNodes(page), '', budgets.domNodes);

    await page.evaluate(() => window.scrollTo(0, 0));
    await tabs.getByRole('tab', { name: 'Search', exact: true }).click();
    const status = page.locator('form[role="search"] [role="status"]');
    await status.filter({ hasText: countText(LOBBY_GAMES) }).waitFor();
    await page.getByRole('list', { name: 'Search' }).getByRole('listitem').first().waitFor();
    row(
      `lobby: DOM elements, Search tab (all ${LOBBY_GAMES.toLocaleString('en')} results)`,
      await domNodes(page),
      '',
      budgets.domNodes,
    );

    const search = page.getByRole('searchbox', { name: 'Search' });
    const times = [];
    const typingFrames = [];
    const events = [];
    let finalCount = '';
    for (let round = 0; round < ROUNDS; round += 1) {
      if (round > 0) {
        await page.getByRole('button', { name: 'Clear search' }).click();
        await status.filter({ hasText: countText(LOBBY_GAMES) }).waitFor();
      }
      await search.focus();
      await settle(page);
      const typingStart = await page.evaluate(() => performance.now());
      for (let i = 0; i < TYPED.length; i += 1) {
        const text = TYPED.slice(0, i + 1).trim();
        const expected = text ? names.filter((name) => name.includes(text)).length : LOBBY_GAMES;
        await armKeystroke(page, countText(expected));
        await search.press(TYPED[i] === ' ' ? 'Space' : TYPED[i]);
        times.push(await keystrokeTime(page));
        // A quick typist: about eight characters a second.
        await page.waitForTimeout(120);
      }
      finalCount = (await status.textContent()) ?? '';
      typingFrames.push(...(await longFramesSince(page, typingStart)));
      events.push(...(await keyEventsSince(page, typingStart)));
    }
    const frameKind = await page.evaluate(() => window.__lobbyBench.frameKind);

    row(`lobby: search "${TYPED}" typed key by key, ${ROUNDS} times: keystrokes`, times.length, '');
    for (let round = 0; round < ROUNDS; round += 1) {
      const slice = times.slice(round * TYPED.length, (round + 1) * TYPED.length);
      console.log(`    each key to the frame showing its results: ${slice.map((t) => Math.round(t)).join(', ')} ms`);
    }
    console.log(`    count after the last key: ${finalCount}`);
    row('lobby: search: time per keystroke, median', round1(median(times)), 'ms', budgets.frameMs);
    row('lobby: search: time per keystroke, max', round1(Math.max(...times)), 'ms', budgets.keystrokeMaxMs);
    // Event Timing: a key press is one interaction (its keydown and keyup share an id); entries
    // come for durations of 16 ms and more, from the event to the next paint, rounded to 8 ms.
    const interactions = new Map();
    for (const entry of events) {
      if (!entry.interactionId) continue;
      const known = interactions.get(entry.interactionId);
      if (!known || entry.duration > known.duration) interactions.set(entry.interactionId, entry);
    }
    const slowest = [...interactions.values()].sort((a, b) => b.duration - a.duration)[0];
    row('lobby: search: Event Timing, key presses of 16 ms or more', interactions.size, `of ${times.length}`);
    row(
      'lobby: search: Event Timing, slowest key press to next paint',
      slowest ? Math.round(slowest.duration) : '< 16',
      'ms',
    );
    if (slowest) {
      console.log(
        `    slowest: ${slowest.name}, input delay ${Math.round(slowest.delay)} ms, handlers ${Math.round(slowest.processing)} ms, ` +
          `then ${Math.round(slowest.duration - slowest.delay - slowest.processing)} ms to the paint`,
      );
    }
    row(`lobby: search: ${frameKind} (over 50 ms) while typing`, typingFrames.length, '');
    for (const frame of [...typingFrames].sort((a, b) => b.duration - a.duration).slice(0, 3)) {
      console.log(`    ${describeFrame(frame)}`);
    }
  } finally {
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
    await browser?.close().catch(() => {});
    await platform.stop();
  }
}
