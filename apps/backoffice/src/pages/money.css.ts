import { style } from '@vanilla-extract/css';
import { media, vars } from '@casino/ui/tokens';

/** The risk flags of a row: badges that wrap. */
export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2xs'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  maxWidth: '16rem',
});

/** A part of the review dialog: its heading and its content. */
export const section = style({ display: 'grid', gap: vars.space.sm, alignContent: 'start', minWidth: 0 });

/** Each flag's badge beside the figures behind it. */
export const riskList = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });
export const riskItem = style({
  display: 'grid',
  gridTemplateColumns: '11rem 1fr',
  gap: vars.space.sm,
  alignItems: 'baseline',
  '@media': { [`screen and (max-width: 40rem)`]: { gridTemplateColumns: '1fr' } },
});

/** The withdrawal, the balance and the activity side by side where they fit. */
export const twoColumns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))' } },
});

export const plainList = style({
  display: 'grid',
  gap: vars.space['2xs'],
  margin: 0,
  paddingInlineStart: vars.space.lg,
});

/** The approvals so far and the review button, one above the other. */
export const decisionCell = style({
  display: 'grid',
  gap: vars.space.xs,
  justifyItems: 'start',
  minWidth: '12rem',
  maxWidth: '14rem',
});

/** A shortened payout address ('TQ7xg3bq…1d9Hkz') stays whole on its line. */
export const shortAddress = style({ whiteSpace: 'nowrap' });

/** A status chip whose text may take two lines in a narrow column. */
export const wrappingChip = style({ whiteSpace: 'normal' });

/** A player's name, e-mail and request time: room for the address's domain on one line. */
export const playerCell = style({ minWidth: '9rem' });
