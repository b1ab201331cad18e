import type { Decorator, Preview } from '@storybook/react-vite';

// The library's global CSS, as an app imports it (@casino/ui/tokens.css).
import '../packages/ui/src/styles.css';
// The third theme: the "Acme" brand made with createBrandTheme (see Foundations/Theming a brand).
import '../packages/ui/src/theme/brandExample.css';

// The test run sets this to check every story in each theme; Storybook itself starts dark.
declare const __CASINO_STORY_THEME__: string | undefined;
const storyTheme = typeof __CASINO_STORY_THEME__ === 'string' ? __CASINO_STORY_THEME__ : 'dark';

const withTheme: Decorator = (Story, context) => {
  const theme = (context.globals.theme as string | undefined) ?? 'dark';
  // Stories render inside Storybook's own page, so the toolbar sets the attribute an app sets in its HTML.
  document.documentElement.dataset.theme = theme;
  return <Story />;
};

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Brand theme (data-theme on <html>)',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'dark', title: 'Dark (casino)' },
          { value: 'light', title: 'Light (second brand)' },
          { value: 'acme', title: 'Acme (a brand theme)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: storyTheme },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    a11y: { test: 'error' },
    backgrounds: { disable: true },
  },
};

export default preview;
