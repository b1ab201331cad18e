import { style } from '@vanilla-extract/css';
import { layered } from '../../private/layer';

/**
 * The strip scrolls sideways on narrow screens without showing a scrollbar that would change its height.
 * The doubled class outranks the thin scrollbar of `TabsList`.
 */
export const list = style(
  layered({
    selectors: {
      '&&[aria-orientation="horizontal"]': { scrollbarWidth: 'none' },
      '&&::-webkit-scrollbar': { display: 'none' },
    },
  }),
);
