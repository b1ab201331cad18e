import { media, vars } from '@casino/ui/tokens';
import { style } from '@vanilla-extract/css';

export const section = style({ display: 'grid', gap: vars.space.md });

export const head = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});

export const dot = style({
  width: '0.6rem',
  height: '0.6rem',
  borderRadius: vars.radius.pill,
  background: vars.color.danger.base,
  boxShadow: `0 0 0 4px ${vars.color.danger.subtle}`,
});

/** One row that scrolls sideways, a table at a time snapping into place. */
export const row = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(15rem, 17.5rem)',
  gap: vars.space.lg,
  margin: 0,
  padding: `0 0 ${vars.space.sm}`,
  listStyle: 'none',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  overscrollBehaviorX: 'contain',
  ':focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '4px' },
  '@media': { [media.mobile]: { gridAutoColumns: '78%', gap: vars.space.md } },
});

export const card = style({
  scrollSnapAlign: 'start',
  position: 'relative',
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.surface.raised,
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast}`,
  selectors: {
    '&:hover, &:focus-within': { borderColor: vars.color.accent.base },
  },
  '@media': {
    '(prefers-reduced-motion: no-preference)': { selectors: { '&:hover': { transform: 'translateY(-2px)' } } },
  },
});

/**
 * The artwork's upper part only: the catalogue's artwork carries the game's name and provider in its
 * lower part, and the card says both below it (a tile shows its name once).
 */
export const imageBox = style({ position: 'relative', aspectRatio: '40 / 17', background: vars.color.surface.sunken });

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  objectPosition: 'top',
});

export const shade = style({
  position: 'absolute',
  inset: 0,
  background: 'linear-gradient(180deg, rgba(9, 12, 20, 0) 45%, rgba(9, 12, 20, 0.92) 100%)',
});

export const badges = style({
  position: 'absolute',
  insetInline: vars.space.sm,
  top: vars.space.sm,
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

const pill = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
} as const;

export const live = style({ ...pill, background: '#c81e2e', color: '#ffffff', letterSpacing: '0.06em' });

export const players = style({ ...pill, background: 'rgba(9, 12, 20, 0.85)', color: vars.color.text.primary });

export const dealer = style({
  position: 'absolute',
  insetInline: vars.space.md,
  bottom: vars.space.sm,
  margin: 0,
  color: vars.color.text.primary,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const body = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.md}`,
});

export const name = style({
  color: vars.color.text.primary,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '::after': { content: '""', position: 'absolute', inset: 0 },
  ':focus-visible': { outline: 'none' },
  selectors: { [`${card}:focus-within &`]: { color: vars.color.accent.text } },
});

export const meta = style({
  display: 'grid',
  gap: '2px',
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.sm,
});

export const stakes = style({
  whiteSpace: 'nowrap',
  color: vars.color.accent.text,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
});
