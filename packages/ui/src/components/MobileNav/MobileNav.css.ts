import { style } from '@vanilla-extract/css';
import { layered } from '../../private/layer';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

const focusRing = { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' };

export const body = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.lg }));

export const list = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['2xs'],
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

export const entry = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    minHeight: '2.75rem',
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    color: vars.color.text.primary,
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.medium,
    textDecoration: 'none',
    overflowWrap: 'anywhere',
    selectors: {
      '&:hover': { background: vars.color.surface.hover },
      '&:focus-visible': focusRing,
      '&[aria-current="page"]': {
        color: vars.color.accent.text,
        fontWeight: vars.fontWeight.bold,
        boxShadow: `inset 3px 0 0 ${vars.color.accent.base}`,
      },
    },
  }),
);

export const actions = style(layered({ display: 'flex', flexDirection: 'column', gap: vars.space.sm }));

export const footerBar = style(
  layered({
    position: 'fixed',
    left: 0,
    right: 0,
    bottom: 0,
    zIndex: vars.zIndex.sticky,
    background: vars.color.surface.raised,
    borderTop: `1px solid ${vars.color.border.subtle}`,
    paddingBottom: 'env(safe-area-inset-bottom)',
    '@media': { [media.desktop]: { display: 'none' } },
  }),
);

export const footerList = style(
  layered({
    display: 'grid',
    gridAutoColumns: '1fr',
    gridAutoFlow: 'column',
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

export const footerEntry = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['2xs'],
    minHeight: '3.5rem',
    padding: `${vars.space.xs} ${vars.space['2xs']}`,
    color: vars.color.text.secondary,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.medium,
    textAlign: 'center',
    textDecoration: 'none',
    overflowWrap: 'anywhere',
    selectors: {
      '&:hover': { color: vars.color.text.primary },
      '&:focus-visible': { ...focusRing, outlineOffset: '-2px' },
      '&[aria-current="page"]': { color: vars.color.accent.text, fontWeight: vars.fontWeight.bold },
    },
  }),
);

export const footerIcon = style(layered({ display: 'inline-flex', fontSize: vars.fontSize.xl }));
