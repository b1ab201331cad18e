import { style } from '@vanilla-extract/css';
import { vars } from '@casino/ui/tokens';

/** The editor: the form, and the preview and figures beside it on wide screens (below on phones). */
export const editor = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { 'screen and (min-width: 64rem)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(18rem, 2fr)' } },
});

export const side = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

/** The preview card at the width the site's promotions grid gives it. */
export const preview = style({ maxWidth: '22rem', width: '100%' });

export const fieldset = style({ border: 'none', margin: 0, padding: 0, minWidth: 0 });

/** The name and terms per language: their tabs and the panel under them. */
export const texts = style({ minWidth: 0 });

/**
 * The tabs of the languages wrap on a phone rather than scroll (a read-only form still lets each
 * language be read, and nothing is cut off).
 */
export const textTabs = style({ flexWrap: 'wrap', overflowX: 'visible' });

/** A tab's language, and under it whether it has its own text or falls back to English. */
export const tabLabel = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '0.125rem',
});

export const fallsBack = style({ fontSize: vars.fontSize.xs, fontWeight: 400, color: vars.color.text.secondary });

export const tabProblem = style({ color: vars.color.danger.base, fontWeight: 700, marginInlineStart: vars.space.xs });

/** The preview's note that the language falls back to English. */
export const previewFallback = style({ maxWidth: '22rem' });
