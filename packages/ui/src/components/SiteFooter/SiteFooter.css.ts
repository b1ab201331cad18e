import { style } from '@vanilla-extract/css';
import { layered } from '../../private/layer';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

const focusRing = { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' };

export const footer = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xl,
    padding: `${vars.space['2xl']} ${vars.space.xl}`,
    background: vars.color.surface.raised,
    borderTop: `1px solid ${vars.color.border.subtle}`,
    color: vars.color.text.secondary,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    // Below the fold on every page: laid out and painted only when it nears the viewport.
    contentVisibility: 'auto',
    containIntrinsicSize: 'auto 32rem',
    '@media': { [media.mobile]: { padding: `${vars.space.xl} ${vars.space.lg}` } },
  }),
);

export const columns = style(
  layered({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.xl,
    '@media': {
      [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      [media.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    },
  }),
);

export const column = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 }));

export const heading = style(
  layered({
    margin: 0,
    color: vars.color.text.primary,
    fontFamily: vars.font.heading,
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.bold,
  }),
);

export const list = style(
  layered({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' }),
);

export const link = style(
  layered({
    color: vars.color.text.secondary,
    textDecoration: 'none',
    overflowWrap: 'anywhere',
    borderRadius: vars.radius.sm,
    selectors: {
      '&:hover': { color: vars.color.text.primary, textDecoration: 'underline' },
      '&:focus-visible': focusRing,
    },
  }),
);

export const socialList = style(
  layered({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' }),
);

export const socialLink = style(
  layered({
    display: 'inline-grid',
    placeItems: 'center',
    width: '2.5rem',
    height: '2.5rem',
    borderRadius: vars.radius.pill,
    background: vars.color.surface.overlay,
    border: `1px solid ${vars.color.border.subtle}`,
    color: vars.color.text.primary,
    fontSize: vars.fontSize.lg,
    selectors: {
      '&:hover': { background: vars.color.surface.hover },
      '&:focus-visible': focusRing,
    },
  }),
);

export const form = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.sm }));

export const status = style(layered({ margin: 0, color: vars.color.success.text }));

export const bottom = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.md,
    paddingTop: vars.space.lg,
    borderTop: `1px solid ${vars.color.border.subtle}`,
  }),
);

export const bottomList = style(
  layered({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg, margin: 0, padding: 0, listStyle: 'none' }),
);

export const copyright = style(layered({ margin: 0, color: vars.color.text.muted }));
