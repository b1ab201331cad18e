import { globalStyle, style } from '@vanilla-extract/css';
import { layered } from '../../private/layer';
import { vars } from '../../theme/contract.css';
import { componentsLayer } from '../../theme/layers.css';

/** The select fills the whole box (under the chevron too), so a click anywhere opens it. */
export const box = style(layered({ paddingInline: 0 }));

export const select = style(
  layered({
    appearance: 'none',
    cursor: 'pointer',
    paddingInlineStart: vars.space.md,
    paddingInlineEnd: '2.5rem',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    selectors: {
      '&:disabled': { cursor: 'not-allowed' },
      // The placeholder reads as a hint, like an input's placeholder.
      '&:has(option[data-placeholder]:checked)': { color: vars.color.text.muted },
    },
  }),
);

// Options follow the theme in the list the browser draws (where the platform lets CSS style it).
globalStyle(`${select} option`, {
  '@layer': { [componentsLayer]: { background: vars.color.surface.overlay, color: vars.color.text.primary } },
});

export const chevron = style(
  layered({
    position: 'absolute',
    insetInlineEnd: vars.space.md,
    top: '50%',
    transform: 'translateY(-50%)',
    fontSize: '1.25rem',
    color: vars.color.text.secondary,
    pointerEvents: 'none',
  }),
);
