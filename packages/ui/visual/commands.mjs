// Node side of the visual tests (vitest.config.ts registers it as a browser command).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PNG } from 'pngjs';

/** One DevTools session per page, and where the stories' iframe sits in the runner's page per viewport. */
const sessions = new WeakMap();
const frameOffsets = new Map();

/**
 * The fast path of the visual tests: photographs `rect` of the stories' page with one DevTools call
 * and answers whether its pixels are exactly those of the baseline `<name>.png` in `baselines`.
 * Anything else (no baseline, a difference however small) answers false, and the test then asks
 * `toMatchScreenshot`, which compares with pixelmatch and writes the diff or, with --update, the new
 * baseline. Playwright's element screenshot (toMatchScreenshot's) waits for the element to be stable
 * and prepares every frame first: some 80 ms a story, against a few ms here.
 */
export const visualSameAsBaseline = (baselines) => async (context, name, rect, viewportKey) => {
  if (context.provider.name !== 'playwright') return false;
  const { page } = context;
  let session = sessions.get(page);
  if (!session) {
    session = await page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  // The stories' page is an iframe in the runner's page: the clip is in the runner page's pixels.
  const offsetKey = `${context.sessionId} ${viewportKey}`;
  let offset = frameOffsets.get(offsetKey);
  if (!offset) {
    const box = await (await (await context.frame()).frameElement()).boundingBox();
    offset = { x: box?.x ?? 0, y: box?.y ?? 0 };
    frameOffsets.set(offsetKey, offset);
  }
  const [file, { data }] = await Promise.all([
    readFile(path.join(baselines, `${name}.png`)).catch(() => null),
    session.send('Page.captureScreenshot', {
      format: 'png',
      clip: { x: rect.x + offset.x, y: rect.y + offset.y, width: rect.width, height: rect.height, scale: 1 },
      captureBeyondViewport: false,
      // Lossless all the same; only Chromium's compression effort is less.
      optimizeForSpeed: true,
    }),
  ]);
  if (!file) return false;
  const actual = PNG.sync.read(Buffer.from(data, 'base64'));
  const baseline = PNG.sync.read(file);
  return actual.width === baseline.width && actual.height === baseline.height && actual.data.equals(baseline.data);
};
