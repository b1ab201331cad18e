import { style } from '@vanilla-extract/css';
import { layered } from '../../private/layer';

export const searchIcon = style(layered({ fontSize: '1.25rem' }));

/** Pulls the clear button towards the edge, so its icon lines up with the field's padding. */
export const clear = style(layered({ marginInlineEnd: 'calc(-1 * 0.375rem)' }));
