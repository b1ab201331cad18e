import { style } from '@vanilla-extract/css';
import { layered } from '../../private/layer';
import { vars } from '../../theme/contract.css';

export const list = style(
  layered({
    display: 'grid',
    gap: vars.space.xs,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    fontSize: vars.fontSize.sm,
    minWidth: 0,
  }),
);

/** Match on its own line, then market and pick, odds and result; wraps on narrow screens. */
export const item = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: vars.space.sm,
    rowGap: '0.125rem',
    paddingInlineStart: vars.space.sm,
    borderInlineStart: `2px solid ${vars.color.border.subtle}`,
  }),
);

export const match = style(layered({ flexBasis: '100%', fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' }));

export const pick = style(layered({ color: vars.color.text.secondary, overflowWrap: 'anywhere' }));

export const odds = style(layered({ color: vars.color.text.secondary, whiteSpace: 'nowrap' }));

export const result = style(layered({ marginInlineStart: 'auto' }));
