import { style } from '@vanilla-extract/css';
import { vars } from '@casino/ui/tokens';

/** Cards side by side while they fit (three queues at 1024 and wider), stacked below. */
export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(15rem, 1fr))',
  gap: vars.space.md,
});

/** The big figure of a queue card. */
export const figure = style({
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1.1,
  fontVariantNumeric: 'tabular-nums',
});

/** The player 360's header: who, their state, and the actions. */
export const playerHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'flex-start',
  justifyContent: 'space-between',
});

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center' });

/** Two columns of cards on a wide screen, one below 60rem. */
export const twoColumns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 26rem), 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
});

export const tabPanel = style({ display: 'grid', gap: vars.space.md, paddingTop: vars.space.md });

export const note = style({
  display: 'grid',
  gap: vars.space['2xs'],
  paddingBlock: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const searchForm = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-end', maxWidth: '40rem' });
export const grow = style({ flex: 1, minWidth: 0 });

/** A search hit's name, e-mail and gamertag: an address breaks at its hyphens and dots, not mid-word. */
export const searchPlayer = style({ minWidth: '11rem', overflowWrap: 'break-word' });
