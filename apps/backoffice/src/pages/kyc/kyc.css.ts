import { style } from '@vanilla-extract/css';
import { vars } from '@casino/ui/tokens';

/** The review: the documents' viewer, the identity details beside it (stacked on narrow screens). */
export const review = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(15rem, 20rem)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': {
    'screen and (max-width: 899px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const aside = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const documentPanel = style({ display: 'grid', gap: vars.space.md, paddingBlockStart: vars.space.md });

export const documentMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  justifyContent: 'space-between',
});

/** The frame of a file: a fixed height the image fits into, or scrolls in at its own size. */
export const viewer = style({
  position: 'relative',
  height: '68vh',
  minHeight: '20rem',
  overflow: 'auto',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.surface.sunken,
});

export const imageFit = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'contain',
  imageRendering: 'auto',
});

export const imageActual = style({ display: 'block', maxWidth: 'none', margin: '0 auto' });

export const pdf = style({ display: 'block', width: '100%', height: '100%', border: 0, background: '#ffffff' });

export const decision = style({ display: 'grid', gap: vars.space.md });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2xs'] });

export const playerCell = style({ display: 'grid', gap: vars.space['2xs'], minWidth: 0, overflowWrap: 'anywhere' });
