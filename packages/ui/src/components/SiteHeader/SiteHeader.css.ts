import { globalStyle, style } from '@vanilla-extract/css';
import { layered } from '../../private/layer';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

const focusRing = { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' };

export const header = style(
  layered({
    position: 'sticky',
    top: 0,
    zIndex: vars.zIndex.sticky,
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.lg,
    minHeight: '4rem',
    padding: `${vars.space.sm} ${vars.space.xl}`,
    background: vars.color.surface.raised,
    borderBottom: `1px solid ${vars.color.border.subtle}`,
    color: vars.color.text.primary,
    fontFamily: vars.font.body,
    '@media': { [media.mobile]: { padding: `${vars.space.sm} ${vars.space.md}`, gap: vars.space.sm } },
  }),
);

export const skipLink = style(
  layered({
    position: 'absolute',
    left: vars.space.sm,
    top: vars.space.sm,
    zIndex: vars.zIndex.tooltip,
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    background: vars.color.accent.base,
    color: vars.color.accent.contrast,
    fontWeight: vars.fontWeight.bold,
    textDecoration: 'none',
    transform: 'translateY(-200%)',
    selectors: { '&:focus, &:focus-visible': { transform: 'none', ...focusRing } },
  }),
);

export const hamburger = style(layered({ '@media': { [media.desktop]: { display: 'none' } } }));

export const logo = style(
  layered({
    display: 'inline-flex',
    alignItems: 'center',
    flexShrink: 0,
    color: 'inherit',
    textDecoration: 'none',
    borderRadius: vars.radius.sm,
    selectors: { '&:focus-visible': focusRing },
    // On phones the account actions come first: a wide logo gives way (it is clipped from the
    // right, so a mark-then-word logo keeps its mark) rather than push them off the screen.
    '@media': { [media.mobile]: { flexShrink: 1, minWidth: '2rem', overflow: 'hidden' } },
  }),
);

// The logo itself keeps its size while its link narrows, so it is clipped, not squeezed.
globalStyle(`${logo} > *`, layered({ flexShrink: 0, maxWidth: 'none' }));

export const nav = style(
  layered({
    flex: '1 1 auto',
    minWidth: 0,
    '@media': { [media.mobile]: { display: 'none' } },
  }),
);

export const spacer = style(layered({ flex: '1 1 auto', '@media': { [media.desktop]: { display: 'none' } } }));

export const menuList = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.xs,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

export const menuLink = style(
  layered({
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '2.5rem',
    padding: `${vars.space.xs} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    color: vars.color.text.secondary,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    textDecoration: 'none',
    overflowWrap: 'anywhere',
    selectors: {
      '&:hover': { color: vars.color.text.primary, background: vars.color.surface.hover },
      '&:focus-visible': focusRing,
      '&[aria-current="page"]': {
        color: vars.color.accent.text,
        fontWeight: vars.fontWeight.bold,
        boxShadow: `inset 0 -2px 0 ${vars.color.accent.base}`,
      },
    },
  }),
);

export const language = style(layered({ flexShrink: 0, '@media': { [media.mobile]: { display: 'none' } } }));

export const account = style(
  layered({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexShrink: 0, minHeight: '2.5rem' }),
);
