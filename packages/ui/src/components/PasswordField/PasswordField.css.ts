import { style } from '@vanilla-extract/css';
import { layered } from '../../private/layer';

/** Pulls the toggle towards the edge, so its icon lines up with the field's padding. */
export const toggle = style(layered({ marginInlineEnd: `calc(-1 * 0.375rem)` }));
