import { style } from '@vanilla-extract/css';
import { layered } from './layer';
import { vars } from '../theme/contract.css';

/** The real file input: invisible but focusable, so the keyboard reaches it and its label shows the focus. */
export const input = style(
  layered({
    position: 'absolute',
    width: '1px',
    height: '1px',
    padding: 0,
    margin: '-1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
    border: 0,
  }),
);

export const label = style(
  layered({
    cursor: 'pointer',
    selectors: {
      [`${input}:focus-visible + &`]: { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
      [`${input}:disabled + &`]: { opacity: 0.55, cursor: 'not-allowed' },
    },
  }),
);
