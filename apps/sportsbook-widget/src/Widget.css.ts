import { globalStyle, style } from '@vanilla-extract/css';

/*
 * Theme values through the stable @casino/ui custom properties (`--casino-*`): a style file that
 * imported the @casino/ui index would make vanilla-extract drop the components' CSS from the build.
 */

/** @casino/ui's `media.lg` (1200 px and wider): the three-column layout. */
const LARGE = 'screen and (min-width: 1200px)';

export const root = style({
  color: 'var(--casino-color-text-primary)',
  fontFamily: 'var(--casino-font-body)',
  width: '100%',
});

export const layout = style({
  position: 'relative',
  display: 'grid',
  gap: 'var(--casino-space-lg)',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': {
    [LARGE]: { gridTemplateColumns: '16rem minmax(0, 1fr) 20rem' },
  },
});

export const side = style({
  display: 'none',
  '@media': { [LARGE]: { display: 'block', position: 'sticky', top: 'var(--casino-space-md)' } },
});

export const sideStack = style({ display: 'grid', gap: 'var(--casino-space-md)' });

export const center = style({ display: 'grid', gap: 'var(--casino-space-md)', minWidth: 0 });

export const modes = style({
  display: 'flex',
  gap: 'var(--casino-space-xs)',
  flexWrap: 'wrap',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const modeLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.5rem',
  padding: `0 var(--casino-space-md)`,
  borderRadius: 'var(--casino-radius-pill)',
  border: `1px solid var(--casino-color-border-subtle)`,
  color: 'var(--casino-color-text-primary)',
  textDecoration: 'none',
  fontWeight: 'var(--casino-fontWeight-medium)',
  selectors: {
    '&[aria-current="page"]': {
      background: 'var(--casino-color-accent-base)',
      color: 'var(--casino-color-accent-contrast)',
      borderColor: 'var(--casino-color-accent-base)',
    },
    '&:hover': { borderColor: 'var(--casino-color-border-strong)' },
    '&:focus-visible': { outline: `2px solid var(--casino-color-border-focus)`, outlineOffset: '2px' },
  },
});

export const heading = style({
  margin: 0,
  fontSize: 'var(--casino-fontSize-xl)',
  fontFamily: 'var(--casino-font-heading)',
});

/** A tournament's events. */
export const group = style({ display: 'grid', gap: 'var(--casino-space-xs)' });

export const tournamentRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 'var(--casino-space-sm)',
});

export const notice = style({
  padding: 'var(--casino-space-lg)',
  borderRadius: 'var(--casino-radius-md)',
  background: 'var(--casino-color-surface-raised)',
  display: 'grid',
  gap: 'var(--casino-space-sm)',
  justifyItems: 'start',
});

export const placed = style({
  padding: 'var(--casino-space-md)',
  borderRadius: 'var(--casino-radius-md)',
  background: 'var(--casino-color-success-subtle)',
  color: 'var(--casino-color-success-text)',
});

export const myBets = style({
  padding: 'var(--casino-space-md)',
  borderRadius: 'var(--casino-radius-md)',
  background: 'var(--casino-color-surface-raised)',
  display: 'grid',
  gap: 'var(--casino-space-sm)',
});

export const myBetsList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 'var(--casino-space-sm)',
});

export const myBet = style({
  display: 'grid',
  gap: 'var(--casino-space-2xs)',
  paddingBottom: 'var(--casino-space-sm)',
  borderBottom: `1px solid var(--casino-color-border-subtle)`,
  fontSize: 'var(--casino-fontSize-sm)',
});

export const myBetLine = style({ display: 'flex', justifyContent: 'space-between', gap: 'var(--casino-space-sm)' });

export const mobileOnly = style({
  '@media': { [LARGE]: { display: 'none' } },
});

/**
 * Phones: a bar docked above the host's footer menu, the width of the list, on the page's own
 * surface, so it reads as part of the frame (like the footer menu) rather than a button floating
 * over half an odds button. Sticky, it keeps its own place at the end of the list: the last
 * event scrolls clear of it.
 */
export const slipBar = style({
  position: 'sticky',
  // Above the host's mobile footer menu.
  bottom: 'calc(3.5rem + env(safe-area-inset-bottom))',
  zIndex: 'var(--casino-zIndex-sticky)',
  display: 'grid',
  padding: 'var(--casino-space-sm) 0',
  background: 'var(--casino-color-surface-base)',
  borderTop: '1px solid var(--casino-color-border-subtle)',
  '@media': { [LARGE]: { display: 'none' } },
});

/** Shown below the three-column width (the Popular events panel lists the sports on wide screens). */
export const narrowOnly = style({
  '@media': { [LARGE]: { display: 'none' } },
});

/**
 * Holds the sports strip: its scrolling list is not positioned, so the visually hidden counts
 * (absolutely positioned) would otherwise escape it and widen the page on phones.
 */
export const sportsStrip = style({
  position: 'relative',
  overflow: 'hidden',
  minWidth: 0,
  '@media': { [LARGE]: { display: 'none' } },
});

/** Skip links (to the events, to the betslip): out of the grid, hidden until a keyboard reaches them. */
export const skipLinks = style({ position: 'absolute', top: 0, left: 0, zIndex: 'var(--casino-zIndex-sticky)' });

export const skipLink = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  selectors: {
    '&:focus': {
      width: 'auto',
      height: 'auto',
      overflow: 'visible',
      clipPath: 'none',
      padding: 'var(--casino-space-sm) var(--casino-space-md)',
      borderRadius: 'var(--casino-radius-md)',
      background: 'var(--casino-color-accent-base)',
      color: 'var(--casino-color-accent-contrast)',
      fontWeight: 'var(--casino-fontWeight-bold)',
      textDecoration: 'none',
      outline: '2px solid var(--casino-color-border-focus)',
      outlineOffset: 2,
    },
  },
});

/** The betslip's skip link: on phones the slip is a sheet opened by its own button. */
export const wideOnlySkip = style({ '@media': { 'screen and (max-width: 1199.98px)': { display: 'none' } } });

/** A skip link's target takes focus without showing a ring around the whole region. */
export const skipTarget = style({ selectors: { '&:focus': { outline: 'none' } } });

/** A phone's width (below @casino/ui's `media.sm`, 600 px): the list's rows go dense. */
export const PHONE = 'screen and (max-width: 599.98px)';

/**
 * An event of the list. On a phone it is one dense row, as the leading books pack theirs: the
 * start time or live score over the two competitors, and beside them the main market's prices
 * (its first), each a thumb-sized button. About 64 px high; further markets belong to the
 * event's own page. Wider screens keep @casino/ui's row (its styles sit in a lower layer, so
 * these win without raising their specificity).
 */
export const eventRow = style({
  '@media': {
    [PHONE]: {
      flexWrap: 'nowrap',
      gap: 'var(--casino-space-sm)',
      padding: 'var(--casino-space-xs) var(--casino-space-sm)',
    },
  },
});

// The row's parts, reached through @casino/ui's markup: info (competitors and meta), then markets.
globalStyle(`${eventRow} > div:first-child`, {
  '@media': {
    [PHONE]: { flex: '1 1 auto', gap: 2, columnGap: 'var(--casino-space-sm)', gridTemplateColumns: 'auto 1fr' },
  },
});
globalStyle(`${eventRow} > div:first-child > p`, {
  '@media': { [PHONE]: { lineHeight: 1.25 } },
});
// The time or score first, small, over the names; the link to the event's other markets beside it.
globalStyle(`${eventRow} > div:first-child > p:nth-of-type(2)`, {
  '@media': { [PHONE]: { gridRow: 1, gridColumn: 1, minHeight: '1rem', whiteSpace: 'nowrap' } },
});
globalStyle(`${eventRow} > div:first-child > a`, {
  '@media': {
    [PHONE]: {
      gridRow: 1,
      gridColumn: 2,
      justifySelf: 'start',
      whiteSpace: 'nowrap',
      marginTop: 0,
      fontSize: 'var(--casino-fontSize-xs)',
      lineHeight: 1.25,
    },
  },
});
globalStyle(`${eventRow} > div:first-child > p:first-child`, {
  '@media': { [PHONE]: { gap: 0, gridRow: 2, gridColumn: '1 / -1' } },
});
globalStyle(`${eventRow} > div:last-child`, {
  '@media': { [PHONE]: { flex: 'none', flexBasis: 'auto', flexWrap: 'nowrap' } },
});
// The main market only, without its label: the buttons carry 1, X and 2.
globalStyle(`${eventRow} > div:last-child > [role="group"]:not(:first-child)`, {
  '@media': { [PHONE]: { display: 'none' } },
});
globalStyle(`${eventRow} > div:last-child > [role="group"] > span[aria-hidden="true"]`, {
  '@media': { [PHONE]: { display: 'none' } },
});
globalStyle(`${eventRow} > div:last-child > [role="group"] > div`, {
  '@media': { [PHONE]: { gap: 4 } },
});
globalStyle(`${eventRow} > div:last-child button`, {
  '@media': {
    [PHONE]: {
      flex: 'none',
      width: '3.5rem',
      minWidth: 0,
      minHeight: '2.75rem',
      padding: '2px 4px',
      gap: 0,
    },
  },
});

/** Out of sight, still read: the betslip sheet's name, which the slip's own heading shows. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});

/** Cash-out of an open bet in My bets (CashOut.tsx). */
export const cashOut = style({ display: 'grid', gap: 'var(--casino-space-xs)', marginTop: 'var(--casino-space-2xs)' });

export const cashOutConfirm = style({
  display: 'grid',
  gap: 'var(--casino-space-xs)',
  padding: 'var(--casino-space-sm)',
  borderRadius: 'var(--casino-radius-sm)',
  border: '1px solid var(--casino-color-border-subtle)',
});

export const cashOutActions = style({ display: 'flex', gap: 'var(--casino-space-xs)', flexWrap: 'wrap' });

export const cashOutNote = style({ margin: 0, color: 'var(--casino-color-text-secondary)' });

export const cashOutNotice = style({ margin: 0, fontWeight: 600 });
