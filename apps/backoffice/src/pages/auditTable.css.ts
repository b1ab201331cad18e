import { style } from '@vanilla-extract/css';

/** A shortened id (8 characters and an ellipsis) stays on one line in a narrow column. */
export const shortId = style({ whiteSpace: 'nowrap' });
