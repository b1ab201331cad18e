import type { BrandTokens } from './brandCss';

/**
 * "Acme", the example brand of the docs and of Storybook's third theme: every identity token
 * (the accent in all its uses and the focus ring), corner radii and the heading font changed;
 * everything else comes from the dark theme.
 */
export const acmeBrand: BrandTokens = {
  color: {
    accent: { base: '#00875a', hover: '#006c48', subtle: '#0b3326', contrast: '#ffffff', text: '#4cd6a0' },
    border: { focus: '#4cd6a0' },
  },
  shadow: { focus: '0 0 0 3px rgba(76, 214, 160, 0.55)' },
  radius: { md: '2px', lg: '4px', pill: '4px' },
  font: { heading: "Georgia, 'Times New Roman', serif" },
};
