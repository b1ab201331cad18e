/// <reference types="vite/client" />
/// <reference types="@vitest/browser-playwright" />
// Visual regression: every component story, in each theme, compared with its committed screenshot
// (__screenshots__/<component>/<story>-<theme>.png). Run by `pnpm test:visual` and by the README's
// test command; see docs/ui-conventions.md.
import { composeStories, setProjectAnnotations, type Meta, type StoryObj } from '@storybook/react-vite';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { commands, page } from 'vitest/browser';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import preview from '../../../.storybook/preview';
import monoRegular from './fonts/LiberationMono-Regular.ttf?url';
import sansBold from './fonts/LiberationSans-Bold.ttf?url';
import sansRegular from './fonts/LiberationSans-Regular.ttf?url';
import serifBold from './fonts/LiberationSerif-Bold.ttf?url';
import serifRegular from './fonts/LiberationSerif-Regular.ttf?url';

import type { VisualRect } from './commands.mjs';

declare module 'vitest/browser' {
  interface BrowserCommands {
    visualSameAsBaseline: (name: string, rect: VisualRect, viewportKey: string) => Promise<boolean>;
  }
}

// The stories' sample pictures (games, promotions, banners) are drawn in one flat colour: their
// gradients were most of the screenshots' bytes, and their titles were in the system's fonts. They
// show nothing of the library: the tile, its frame and its text around the picture are the same.
vi.mock('../src/private/storySamples', async (importOriginal) => {
  const samples = await importOriginal<Record<string, unknown>>();
  const colour = (hue: number) => `hsl(${hue} 60% 35%)`;
  const sampleImage = (_title: string, hue: number, width = 400, height = 300) =>
    `data:image/svg+xml,${encodeURIComponent(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${colour(hue)}"/></svg>`,
    )}`;
  return { ...samples, sampleImage, sampleBackground: colour };
});

const THEMES = ['dark', 'light', 'acme'] as const;
/** The page's size (as the project's `browser.viewport`), unless a story asks for one of Storybook's. */
const VIEWPORT = { width: 1024, height: 768 };

/**
 * The components' stories. Left out: the theme's pages (Foundations, Theming a brand), which are
 * documentation, and the sportsbook page composition, a whole page of components that have
 * stories of their own.
 */
const modules = import.meta.glob<Record<string, unknown>>(
  ['../src/components/**/*.stories.tsx', '!../src/components/Betslip/SportsbookPage.stories.tsx'],
  { eager: true },
);

// The stories render as in Storybook (its decorators, the theme global) but without their `play`:
// a screenshot is of the state the story's args describe, and the interactions are the storybook
// project's tests.
setProjectAnnotations(preview);

/** The bundled fonts under the names the themes ask for first, and no motion, caret or scrollbar jitter. */
const STYLE = `
@font-face { font-family: 'Inter'; src: url(${sansRegular}); font-weight: 100 500; }
@font-face { font-family: 'Inter'; src: url(${sansBold}); font-weight: 600 900; }
@font-face { font-family: 'Georgia'; src: url(${serifRegular}); font-weight: 100 500; }
@font-face { font-family: 'Georgia'; src: url(${serifBold}); font-weight: 600 900; }
@font-face { font-family: 'SFMono-Regular'; src: url(${monoRegular}); }
*, *::before, *::after {
  animation-duration: 0s !important;
  animation-delay: 0s !important;
  animation-iteration-count: 1 !important;
  animation-play-state: paused !important;
  transition: none !important;
  caret-color: transparent !important;
}
/* A framed page (the game frame's) is not the library's: the frame's own box is what is photographed. */
iframe { visibility: hidden !important; }
/* The screenshot stops at the page's bottom edge; a taller story (the virtualised game grid) is cut here. */
#visual-root { padding: 16px; display: flow-root; max-height: 100vh; overflow: clip; }
/* What is photographed: an empty box over the story's part of the page (see subjectRect). */
#visual-frame { position: absolute; pointer-events: none; }
`;

const slug = (text: string) =>
  text
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * What to photograph: the story's own box and whatever it draws outside it (a portal such as a
 * dialog's or a menu's, anything fixed to the viewport) with a margin for its shadow, within the page.
 * Full-page layers (a dialog's overlay) are left out of the union: the part of them under the rest is
 * in the picture. Whole pixels, so that every screenshot of the same page has the same size.
 *
 * A part with `content-visibility: auto` (the site footer) has its placeholder size until the next
 * rendering update finds it on screen: such a story is measured two frames later.
 */
async function subjectRect(root: HTMLElement): Promise<VisualRect> {
  const elements = [...root.querySelectorAll('*')];
  const styles = elements.map((element) => getComputedStyle(element));
  if (styles.some((style) => style.contentVisibility === 'auto'))
    for (let frames = 0; frames < 2; frames++) await nextFrame();
  const { innerWidth: width, innerHeight: height } = window;
  const box = root.getBoundingClientRect();
  let [left, top, right, bottom] = [box.left, box.top, box.right, box.bottom];
  const outside = [...document.body.children].filter(
    (element) => element !== root && element.id !== 'visual-frame' && !['SCRIPT', 'STYLE'].includes(element.tagName),
  );
  const candidates = [
    ...outside.flatMap((element) => [element, ...element.querySelectorAll('*')]),
    ...elements.filter((_, index) => styles[index]?.position === 'fixed'),
  ];
  const margin = 16;
  for (const element of candidates) {
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) continue;
    if (rect.left <= 0 && rect.top <= 0 && rect.right >= width && rect.bottom >= height) continue;
    left = Math.min(left, rect.left - margin);
    top = Math.min(top, rect.top - margin);
    right = Math.max(right, rect.right + margin);
    bottom = Math.max(bottom, rect.bottom + margin);
  }
  const x = Math.max(0, Math.floor(left));
  const y = Math.max(0, Math.floor(top));
  return { x, y, width: Math.min(width, Math.ceil(right)) - x, height: Math.min(height, Math.ceil(bottom)) - y };
}

/** A story that differs from an earlier one of its file only by its `play` (or its docs) looks the same. */
function lookKey(story: object, ids: Map<object, number>): string {
  const id = (value: object) => {
    if (!ids.has(value)) ids.set(value, ids.size + 1);
    return `#${ids.get(value)}`;
  };
  const canonical = (value: unknown): unknown => {
    if (typeof value === 'function') return 'mock' in value ? 'spy' : id(value);
    if (!value || typeof value !== 'object') return value;
    if (Array.isArray(value)) return value.map(canonical);
    const prototype = Object.getPrototypeOf(value) as unknown;
    if (prototype !== Object.prototype && prototype !== null) return id(value);
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !['play', 'name', 'storyName', 'docs', '_owner', '_store'].includes(key))
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, item]) => [key, canonical(item)]),
    );
  };
  return JSON.stringify(canonical(story));
}

let viewport = VIEWPORT;
const viewportKey = () => `${viewport.width}x${viewport.height}`;

/** The size a story's `globals: { viewport }` names (such as 'mobile1', 320×568), or the default. */
async function setViewport(globals: Record<string, unknown>) {
  const name = (globals.viewport as { value?: string } | undefined)?.value;
  const named = Object.entries(MINIMAL_VIEWPORTS).find(([key]) => key === name)?.[1];
  const size = named
    ? { width: Number.parseInt(named.styles.width, 10), height: Number.parseInt(named.styles.height, 10) }
    : VIEWPORT;
  if (size.width === viewport.width && size.height === viewport.height) return;
  await page.viewport(size.width, size.height);
  viewport = size;
  // The page takes its new size a little later: the story renders once its media queries hold.
  for (let frames = 0; frames < 60 && (innerWidth !== size.width || innerHeight !== size.height); frames++)
    await nextFrame();
  await nextFrame();
}

type StoriesFile = { default: Meta } & Record<string, StoryObj>;

/** The stories file's meta and stories as they are, less their `play`. */
const withoutPlay = (module: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(module).map(([name, value]) => [
      name,
      value && typeof value === 'object' && 'play' in value ? { ...value, play: undefined } : value,
    ]),
  );

beforeAll(async () => {
  // Stories that show today (date fields, calendars) show the same day on every run.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-14T10:00:00Z') });
  const style = document.createElement('style');
  style.textContent = STYLE;
  document.head.append(style);
  document.body.style.margin = '0';
  document.body.style.minHeight = '100vh';
  await Promise.all(
    ['400 16px Inter', '700 16px Inter', '400 16px Georgia', '700 16px Georgia', '16px SFMono-Regular'].map((font) =>
      document.fonts.load(font),
    ),
  );
});

afterAll(() => {
  vi.useRealTimers();
});

/** Every screenshot a story of this run compares with (`<component>/<story>-<theme>`). */
const expected = new Set<string>();

for (const [file, module] of Object.entries(modules).sort(([a], [b]) => a.localeCompare(b))) {
  const component = slug(file.replace(/^.*\/([^/]+)\.stories\.tsx$/, '$1'));
  const ids = new Map<object, number>();
  const looks = new Set<string>();
  const distinct = Object.keys(composeStories(module as StoriesFile)).filter((name) => {
    const key = lookKey(module[name] as object, ids);
    if (looks.has(key)) return false;
    looks.add(key);
    return true;
  });
  describe(component, () => {
    for (const theme of THEMES) {
      const stories = composeStories(withoutPlay(module) as StoriesFile, { initialGlobals: { theme } });
      for (const name of distinct) {
        const story = stories[name];
        if (!story) continue;
        expected.add(`${component}/${slug(name)}-${theme}`);
        test(`${name} (${theme})`, async () => {
          const root = document.createElement('div');
          root.id = 'visual-root';
          document.body.append(root);
          const frame = document.createElement('div');
          frame.id = 'visual-frame';
          try {
            await setViewport(story.globals);
            await story.run({ canvasElement: root });
            await document.fonts.ready;
            const rect = await subjectRect(root);
            const screenshot = `${component}/${slug(name)}-${theme}`;
            if (await commands.visualSameAsBaseline(screenshot, rect, viewportKey())) return;
            // Not the same pixels (or no baseline yet): vitest compares, allowing for anti-aliasing,
            // and writes the diff, or with --update the new baseline.
            Object.assign(frame.style, {
              left: `${rect.x + window.scrollX}px`,
              top: `${rect.y + window.scrollY}px`,
              width: `${rect.width}px`,
              height: `${rect.height}px`,
            });
            document.body.append(frame);
            await expect.element(page.elementLocator(frame)).toMatchScreenshot(screenshot);
          } finally {
            // The next story's run unmounts this one; its box goes now so that it is not photographed.
            root.remove();
            frame.remove();
          }
        });
      }
    }
  });
}

// A renamed or removed story leaves its baseline behind: each committed one must still be a story's.
const committed = Object.keys(import.meta.glob('./__screenshots__/**/*.png')).map((file) =>
  file.replace(/^\.\/__screenshots__\//, '').replace(/\.png$/, ''),
);
test('every committed baseline is the screenshot of a story (delete the others)', () => {
  expect(committed.filter((name) => !expected.has(name))).toEqual([]);
});
