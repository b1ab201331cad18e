import { style } from '@vanilla-extract/css';
import { vars } from '@casino/ui/tokens';

/** The review: the documents' viewer, the identity details beside it (stacked on narrow screens). */
export const review = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(15rem, 20rem)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': {
    // Beside a narrower viewer the details take less room (1024 px wide: a 27 rem viewer).
    'screen and (max-width: 1199px)': { gridTemplateColumns: 'minmax(0, 1fr) 14rem', gap: vars.space.md },
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

const frame = {
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.surface.sunken,
} as const;

/** An image fitted to the frame: as wide as the column, at most 70 % of the window high. */
export const viewerFit = style({ ...frame, display: 'grid', placeItems: 'center', overflow: 'hidden' });

/** An image at its own size: a frame of fixed height it scrolls in. */
export const viewerActual = style({ ...frame, height: '70vh', minHeight: '20rem', overflow: 'auto' });

/** A PDF: the browser's viewer in a tall frame. */
export const viewerPdf = style({ ...frame, height: '78vh', minHeight: '24rem', overflow: 'hidden' });

export const imageFit = style({ display: 'block', maxWidth: '100%', maxHeight: '70vh', objectFit: 'contain' });

export const imageActual = style({ display: 'block', maxWidth: 'none', margin: '0 auto' });

export const pdf = style({ display: 'block', width: '100%', height: '100%', border: 0, background: '#ffffff' });

export const changeDecision = style({ display: 'grid', gap: vars.space.md });

export const summary = style({
  cursor: 'pointer',
  width: 'fit-content',
  color: vars.color.accent.text,
  fontWeight: vars.fontWeight.bold,
});

export const decision = style({ display: 'grid', gap: vars.space.md });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center' });

/** A player's name over their e-mail: an address breaks at its hyphens and dots where it must, not mid-word. */
export const playerCell = style({
  display: 'grid',
  gap: vars.space['2xs'],
  minWidth: '11rem',
  overflowWrap: 'break-word',
});

/** Since when an item waits ('27 Nov 2026, 07:35'): one line under its age. */
export const since = style({ whiteSpace: 'nowrap' });
