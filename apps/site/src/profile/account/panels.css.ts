import { media, vars } from '@casino/ui/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

// Layout pieces shared by the account panels of the dashboard.

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: vars.space.md,
  margin: 0,
});

globalStyle(`${facts} dt`, { fontSize: vars.fontSize.sm, color: vars.color.text.secondary });
globalStyle(`${facts} dd`, { margin: 0, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const mono = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm });

/** Form fields in two columns from the `sm` breakpoint up. */
export const formGrid = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** A field that spans both columns. */
export const wide = style({ '@media': { [media.sm]: { gridColumn: '1 / -1' } } });

/** The KYC cards: one column on phones, three on wide screens. */
export const cards = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const group = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.xs,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
  color: vars.color.text.primary,
});

export const statusLine = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, margin: 0 });
