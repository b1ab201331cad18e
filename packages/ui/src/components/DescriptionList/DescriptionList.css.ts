import { style } from '@vanilla-extract/css';
import { layered } from '../../private/layer';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const list = style(layered({ display: 'grid', gap: vars.space.sm, margin: 0, fontFamily: vars.font.body }));

export const row = style(layered({ display: 'grid', gap: vars.space['2xs'], minWidth: 0 }));

/** Columns: from small screens up, each row puts its term in a fixed column beside its value. */
export const columnsRow = style(
  layered({
    '@media': {
      [media.sm]: { gridTemplateColumns: 'minmax(8rem, 12rem) minmax(0, 1fr)', columnGap: vars.space.lg },
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
