import { style } from '@vanilla-extract/css';

/*
 * Theme values through the stable @casino/ui custom properties (`--casino-*`): a style file that
 * imported the @casino/ui index would make vanilla-extract drop the components' CSS from the build.
 */

export const notice = style({
  display: 'grid',
  gap: 'var(--casino-space-md)',
  justifyItems: 'start',
  padding: 'var(--casino-space-xl)',
  borderRadius: 'var(--casino-radius-md)',
  background: 'var(--casino-color-surface-raised)',
});

export const widget = style({ minHeight: '60vh' });

/** Why betting is paused, above the odds: apart from them, as the widget's columns are from each other. */
export const paused = style({ marginBlockEnd: 'var(--casino-space-md)' });
