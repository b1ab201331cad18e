import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';
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

/** On phones the five lobby tabs fit a 390 px screen whole ('Search' was cut at the edge). */
globalStyle(`${list} [role="tab"]`, layered({ '@media': { [media.mobile]: { paddingInline: vars.space.sm } } }));
