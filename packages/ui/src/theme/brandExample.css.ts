import { createBrandTheme } from './brand';

/**
 * The third theme of the "Theming a brand" page: "Acme", made with createBrandTheme from a few
 * tokens; everything else comes from the dark theme.
 */
createBrandTheme('[data-theme="acme"]', {
  color: {
    accent: { base: '#00875a', hover: '#006c48', subtle: '#0b3326', contrast: '#ffffff', text: '#4cd6a0' },
    border: { focus: '#4cd6a0' },
  },
  shadow: { focus: '0 0 0 3px rgba(76, 214, 160, 0.55)' },
  radius: { md: '2px', lg: '4px', pill: '4px' },
  font: { heading: "Georgia, 'Times New Roman', serif" },
});
