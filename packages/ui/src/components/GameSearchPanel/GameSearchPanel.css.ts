import { style } from '@vanilla-extract/css';
import { layered } from '../../private/layer';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

/** Phones and tablets: the panel on top of the results. Desktop: a side column beside them. */
export const layout = style(
  layered({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    alignItems: 'start',
    gap: vars.space.lg,
    minWidth: 0,
    '@media': {
      [media.desktop]: { gridTemplateColumns: 'minmax(16rem, 20rem) minmax(0, 1fr)', gap: vars.space.xl },
    },
  }),
);

export const panel = style(
  layered({
    display: 'grid',
    gap: vars.space.md,
    minWidth: 0,
    padding: vars.space.lg,
    background: vars.color.surface.raised,
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.lg,
  }),
);

export const searchIcon = style(layered({ fontSize: '1.25rem' }));

/** Pulls the clear button towards the edge, so its icon lines up with the field's padding. */
export const clear = style(layered({ marginInlineEnd: 'calc(-1 * 0.375rem)' }));

/** Keeps its line while empty, so the panel does not change height as results are counted. */
export const count = style(
  layered({
    minHeight: '1.5em',
    margin: 0,
    color: vars.color.text.secondary,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
  }),
);

export const results = style(layered({ minWidth: 0 }));
