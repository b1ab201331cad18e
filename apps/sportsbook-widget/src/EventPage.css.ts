import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { PHONE } from './Widget.css';

/* The event page (EventPage.tsx), in the @casino/ui custom properties as Widget.css.ts. */

const WIDE = 'screen and (min-width: 768px)';

export const page = style({ display: 'grid', gap: 'var(--casino-space-md)', minWidth: 0 });

export const back = style({
  justifySelf: 'start',
  color: 'var(--casino-color-accent-text)',
  fontWeight: 'var(--casino-fontWeight-medium)',
  textDecoration: 'none',
  minHeight: '2.5rem',
  display: 'inline-flex',
  alignItems: 'center',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const header = style({
  display: 'grid',
  gap: 'var(--casino-space-sm)',
  padding: 'var(--casino-space-lg)',
  borderRadius: 'var(--casino-radius-lg)',
  background: 'var(--casino-color-surface-raised)',
  border: '1px solid var(--casino-color-border-subtle)',
  textAlign: 'center',
});

export const competition = style({
  margin: 0,
  color: 'var(--casino-color-text-secondary)',
  fontSize: 'var(--casino-fontSize-sm)',
});

export const scoreboard = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)',
  alignItems: 'center',
  gap: 'var(--casino-space-md)',
});

export const team = style({
  margin: 0,
  fontFamily: 'var(--casino-font-heading)',
  fontSize: 'var(--casino-fontSize-lg)',
  fontWeight: 'var(--casino-fontWeight-bold)',
  overflowWrap: 'anywhere',
  '@media': { [WIDE]: { fontSize: 'var(--casino-fontSize-xl)' } },
});

export const score = style({
  fontFamily: 'var(--casino-font-heading)',
  fontSize: 'var(--casino-fontSize-2xl)',
  fontWeight: 'var(--casino-fontWeight-bold)',
  fontVariantNumeric: 'tabular-nums',
  padding: '0 var(--casino-space-md)',
  borderRadius: 'var(--casino-radius-md)',
  background: 'var(--casino-color-surface-sunken)',
  whiteSpace: 'nowrap',
});

export const status = style({
  display: 'flex',
  justifyContent: 'center',
  gap: 'var(--casino-space-sm)',
  alignItems: 'center',
  margin: 0,
  fontSize: 'var(--casino-fontSize-sm)',
  color: 'var(--casino-color-text-secondary)',
});

export const liveBadge = style({
  padding: '0 var(--casino-space-sm)',
  borderRadius: 'var(--casino-radius-pill)',
  background: 'var(--casino-color-danger-subtle)',
  color: 'var(--casino-color-danger-text)',
  fontWeight: 'var(--casino-fontWeight-bold)',
  fontSize: 'var(--casino-fontSize-xs)',
  textTransform: 'uppercase',
});

export const section = style({
  borderRadius: 'var(--casino-radius-md)',
  background: 'var(--casino-color-surface-raised)',
  border: '1px solid var(--casino-color-border-subtle)',
  overflow: 'hidden',
});

export const sectionHeading = style({ margin: 0, fontSize: 'var(--casino-fontSize-md)' });

export const toggle = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: 'var(--casino-space-sm)',
  width: '100%',
  minHeight: '2.75rem',
  padding: '0 var(--casino-space-lg)',
  cursor: 'pointer',
  fontWeight: 'var(--casino-fontWeight-bold)',
  color: 'var(--casino-color-text-primary)',
  selectors: {
    '&:hover': { background: 'var(--casino-color-surface-hover)' },
    '&:focus-visible': { outline: '2px solid var(--casino-color-border-focus)', outlineOffset: '-2px' },
  },
});

export const chevron = style({
  transition: 'transform var(--casino-motion-fast)',
  selectors: { '[aria-expanded="false"] > &': { transform: 'rotate(-90deg)' } },
});

/** A market's state beside its name: suspended (a warning) or settled (its result). */
export const marketState = styleVariants(
  {
    suspended: { color: 'var(--casino-color-warning-text)' },
    settled: { color: 'var(--casino-color-success-text)' },
  },
  (tone) => [
    {
      fontSize: 'var(--casino-fontSize-xs)',
      fontWeight: 'var(--casino-fontWeight-medium)',
      marginInlineStart: 'auto',
    },
    tone,
  ],
);

/** The winning price of a settled market. */
export const wonPrice = style({
  outline: '2px solid var(--casino-color-success-text)',
  outlineOffset: '-2px',
});

export const grid = style({
  display: 'grid',
  gap: 'var(--casino-space-xs)',
  padding: '0 var(--casino-space-sm) var(--casino-space-sm)',
  gridTemplateColumns: 'repeat(var(--columns, 3), minmax(0, 1fr))',
});

export const price = style({ width: '100%', minWidth: 0 });

/** "Any other score" takes a whole row of the correct-score grid. */
export const widePrice = style([price, { gridColumn: '1 / -1' }]);

export const timeline = style({
  listStyle: 'none',
  margin: 0,
  padding: '0 var(--casino-space-lg) var(--casino-space-md)',
});

export const incident = style({
  display: 'grid',
  gridTemplateColumns: '3rem minmax(0, 1fr) auto',
  gap: 'var(--casino-space-sm)',
  alignItems: 'center',
  padding: 'var(--casino-space-xs) 0',
  borderTop: '1px solid var(--casino-color-border-subtle)',
  selectors: { '&:first-child': { borderTop: 'none' } },
});

export const minute = style({
  fontVariantNumeric: 'tabular-nums',
  fontWeight: 'var(--casino-fontWeight-bold)',
  color: 'var(--casino-color-accent-text)',
});

/** A goal: a ball-coloured dot before the scorer's side (home left, away right). */
const goalDot = {
  content: '""',
  display: 'inline-block',
  width: '0.5rem',
  height: '0.5rem',
  borderRadius: '50%',
  background: 'var(--casino-color-success-text)',
  marginInline: 'var(--casino-space-sm)',
  verticalAlign: 'middle',
} as const;

export const homeGoal = style({ selectors: { '&::before': goalDot } });

export const awayGoal = style({ textAlign: 'end', selectors: { '&::after': goalDot } });

export const muted = style({
  margin: 0,
  padding: '0 var(--casino-space-lg) var(--casino-space-md)',
  color: 'var(--casino-color-text-secondary)',
});

/** The quarter-by-quarter score of a basketball game: scrolls sideways on a narrow screen. */
export const quartersWrap = style({ overflowX: 'auto', padding: '0 var(--casino-space-lg) var(--casino-space-md)' });

export const quarters = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
  fontSize: 'var(--casino-fontSize-sm)',
});

globalStyle(`${quarters} th, ${quarters} td`, {
  padding: 'var(--casino-space-xs) var(--casino-space-sm)',
  textAlign: 'center',
  borderTop: '1px solid var(--casino-color-border-subtle)',
});
globalStyle(`${quarters} thead th, ${quarters} thead td`, {
  borderTop: 'none',
  color: 'var(--casino-color-text-secondary)',
  fontWeight: 'var(--casino-fontWeight-medium)',
});
globalStyle(`${quarters} tbody th`, {
  textAlign: 'start',
  fontWeight: 'var(--casino-fontWeight-medium)',
  whiteSpace: 'nowrap',
});

export const quarterTotal = style({ fontWeight: 'var(--casino-fontWeight-bold)' });

/** The "+N markets" link of an event row. */
export const moreMarkets = style({
  display: 'inline-block',
  marginTop: 'var(--casino-space-xs)',
  fontSize: 'var(--casino-fontSize-sm)',
  color: 'var(--casino-color-accent-text)',
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

/** The list row's link to the other markets: '+8' on a phone's dense row, '+8 markets' wider. */
export const moreMarketsShort = style({ display: 'none', '@media': { [PHONE]: { display: 'inline' } } });
export const moreMarketsLong = style({ '@media': { [PHONE]: { display: 'none' } } });
