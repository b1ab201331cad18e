import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layered } from '../../private/layer';

/** The field's box, as a text field's, grown to the text's lines: the text starts at the top. */
export const box = style(
  layered({
    alignItems: 'stretch',
    selectors: {
      '&:has(textarea:focus-visible)': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '1px' },
    },
  }),
);

/** Taller only by hand (the width is the layout's); never shorter than one line. */
export const textarea = style(
  layered({
    display: 'block',
    resize: 'vertical',
    minHeight: `calc(${vars.lineHeight.normal} * 1em + 2 * ${vars.space.sm})`,
  }),
);

/**
 * The hint and the error on the left, the character count on the right; in a narrow field the count
 * goes under them rather than squeezing them into a column of short lines.
 */
export const footer = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    columnGap: vars.space.md,
    rowGap: vars.space.xs,
  }),
);

export const messages = style(layered({ display: 'grid', gap: vars.space.xs, minWidth: 0, flex: '1 1 16rem' }));

export const count = style(
  layered({
    marginInlineStart: 'auto',
    flexShrink: 0,
    color: vars.color.text.secondary,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    fontVariantNumeric: 'tabular-nums',
  }),
);
