import { style } from '@vanilla-extract/css';
import { layered } from '../../private/layer';

export const stack = style(layered({ minWidth: 0 }));

/** A list used for layout keeps its semantics but drops the bullets and indent. */
export const list = style(layered({ listStyle: 'none', margin: 0, padding: 0 }));
