import { globalStyle, style } from '@vanilla-extract/css';

/**
 * The placeholder tiles of a row not rendered yet hold still: they wait for the player to scroll, not
 * for data, and a shimmer below the first screen kept the main thread painting (issue 33).
 */
export const waitingRow = style({});
globalStyle(`${waitingRow} *`, { animation: 'none' });
