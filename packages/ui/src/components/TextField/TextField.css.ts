import { style } from '@vanilla-extract/css';
import { layered } from '../../private/layer';

/** Numbers read better aligned like a column of figures (amounts, stakes). */
export const numeric = style(layered({ fontVariantNumeric: 'tabular-nums' }));
