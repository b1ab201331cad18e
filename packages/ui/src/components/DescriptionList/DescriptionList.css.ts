import { style } from '@vanilla-extract/css';
import { layered } from '../../private/layer';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const list = style(layered({ display: 'grid', gap: vars.space.sm, margin: 0, fontFamily: vars.font.body }));

export const row = style(layered({ display: 'grid', gap: vars.space['2xs'], minWidth: 0 }));

/**
 * Columns: from small screens up, the terms share one column as wide as the widest term (up to
 * 40%) and the values the rest; each row takes both through a subgrid, so the terms line up.
 */
export const columnsList = style(
  layered({
    '@media': {
      [media.sm]: { gridTemplateColumns: 'fit-content(40%) minmax(0, 1fr)', columnGap: vars.space.lg },
    },
  }),
);

export const columnsRow = style(
  layered({
    '@media': {
      [media.sm]: { gridColumn: '1 / -1', gridTemplateColumns: 'subgrid', columnGap: vars.space.lg },
    },
  }),
);

export const term = style(
  layered({
    color: vars.color.text.muted,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
  }),
);

export const description = style(
  layered({
    margin: 0,
    minWidth: 0,
    color: vars.color.text.primary,
    fontSize: vars.fontSize.sm,
    overflowWrap: 'anywhere',
  }),
);
