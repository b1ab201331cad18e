import { media, vars } from '@casino/ui';
import { style } from '@vanilla-extract/css';

export const root = style({
  color: vars.color.text.primary,
  fontFamily: vars.font.body,
  width: '100%',
});

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': {
    [media.lg]: { gridTemplateColumns: '16rem minmax(0, 1fr) 20rem' },
  },
});

export const side = style({
  display: 'none',
  '@media': { [media.lg]: { display: 'block', position: 'sticky', top: vars.space.md } },
});

export const sideStack = style({ display: 'grid', gap: vars.space.md });

export const center = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const modes = style({
  display: 'flex',
  gap: vars.space.xs,
  flexWrap: 'wrap',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const modeLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.5rem',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border.subtle}`,
  color: vars.color.text.primary,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.accent.base,
      color: vars.color.accent.contrast,
      borderColor: vars.color.accent.base,
    },
    '&:hover': { borderColor: vars.color.border.strong },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
  },
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontFamily: vars.font.heading,
});

export const group = style({ display: 'grid', gap: vars.space.xs });

export const tournamentRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const notice = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
});

export const placed = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.success.subtle,
  color: vars.color.success.text,
});

export const myBets = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
  display: 'grid',
  gap: vars.space.sm,
});

export const myBetsList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const myBet = style({
  display: 'grid',
  gap: vars.space['2xs'],
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  fontSize: vars.fontSize.sm,
});

export const myBetLine = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm });

export const mobileOnly = style({
  '@media': { [media.lg]: { display: 'none' } },
});

export const slipBar = style({
  position: 'sticky',
  bottom: vars.space.md,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  justifyContent: 'center',
  '@media': { [media.lg]: { display: 'none' } },
});
