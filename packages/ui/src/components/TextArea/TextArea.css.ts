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

/** The hint and the error on the left, the character count on the right, on one row. */
export const footer = style(
  layered({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.md }),
);

export const messages = style(layered({ display: 'grid', gap: vars.space.xs, minWidth: 0 }));

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
