import { createGlobalThemeContract } from '@vanilla-extract/css';
import { darkTokens } from './tokens';

/**
 * Stable, prefixed CSS custom properties (`--casino-color-surface-base`, ...). A brand may set
 * these variables itself to theme the library without a build step.
 */
export const vars = createGlobalThemeContract(darkTokens, (_value, path) =>
  `casino-${path.join('-')}`.replace(/[^a-zA-Z0-9-]/g, '-'),
);
