import { vars } from '@casino/ui/tokens';
import { style } from '@vanilla-extract/css';

/** A shortened id (8 characters and an ellipsis) stays on one line in a narrow column. */
export const shortId = style({ whiteSpace: 'nowrap' });

/** A name and role: room for a first and last name on one line before they wrap. */
export const actor = style({ display: 'block', minWidth: '6rem' });

/** An action's name on at most two lines at 1024 px ('Staff member reactivated'). */
export const action = style({ minWidth: '9rem' });

/** The target's kind and short id on one line where they fit. */
export const target = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: vars.space.xs });

/** The player link sits at the start of its line like the text above it. */
export const playerButton = style({ justifySelf: 'start' });

/** A reason reads as a sentence: a few words per line at least. */
export const reason = style({ display: 'block', minWidth: '7rem' });

/** Closed, the toggle is a word; open, the entry in full gets room to be read. */
export const details = style({
  selectors: { '&[open]': { minWidth: '18rem' } },
});

export const summary = style({ whiteSpace: 'nowrap', cursor: 'pointer' });
