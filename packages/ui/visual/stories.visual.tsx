/// <reference types="vite/client" />
/// <reference types="@vitest/browser-playwright" />
// Visual regression: every component story, in each theme, compared with its committed screenshot
// (__screenshots__/<component>/<story>.<theme>.png). Run by `pnpm test:visual`; see the README.
import { composeStories, setProjectAnnotations, type Meta, type StoryObj } from '@storybook/react-vite';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { page } from 'vitest/browser';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import preview from '../../../.storybook/preview';
import monoRegular from './fonts/LiberationMono-Regular.ttf?url';
import sansBold from './fonts/LiberationSans-Bold.ttf?url';
import sansRegular from './fonts/LiberationSans-Regular.ttf?url';
import serifBold from './fonts/LiberationSerif-Bold.ttf?url';
import serifRegular from './fonts/LiberationSerif-Regular.ttf?url';

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
/* A story taller than this (the virtualised game grid) is cut: Chromium cannot photograph a page of thousands of rows. */
#visual-root { padding: 16px; display: flow-root; max-height: 2400px; overflow: clip; }
`;

const slug = (text: string) =>
  text
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

/**
 * What to photograph: the story's own box, or the whole page when part of it is drawn outside that
 * box (a portal such as a dialog's or a menu's, or anything fixed to the viewport).
 */
function subject(root: HTMLElement): Element {
  const outside = [...document.body.children].some(
    (element) => element !== root && element.tagName !== 'SCRIPT' && element.tagName !== 'STYLE',
  );
  if (outside) return document.body;
  for (const element of root.querySelectorAll('*')) {
    const { position } = getComputedStyle(element);
    if (position === 'fixed' || position === 'sticky') return document.body;
    if (element.matches('dialog[open], :popover-open')) return document.body;
  }
  return root;
}

let viewport = VIEWPORT;

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

for (const [file, module] of Object.entries(modules).sort(([a], [b]) => a.localeCompare(b))) {
  const component = slug(file.replace(/^.*\/([^/]+)\.stories\.tsx$/, '$1'));
  describe(component, () => {
    for (const theme of THEMES) {
      const stories = composeStories(withoutPlay(module) as StoriesFile, { initialGlobals: { theme } });
      for (const [name, story] of Object.entries(stories)) {
        test(`${name} (${theme})`, async () => {
          const root = document.createElement('div');
          root.id = 'visual-root';
          document.body.append(root);
          try {
            await setViewport(story.globals);
            await story.run({ canvasElement: root });
            await document.fonts.ready;
            await expect
              .element(page.elementLocator(subject(root)))
              .toMatchScreenshot(`${component}/${slug(name)}--${theme}`);
          } finally {
            // The next story's run unmounts this one; its box goes now so that it is not photographed.
            root.remove();
          }
        });
      }
    }
  });
}
