import { createVar, style } from '@vanilla-extract/css';
import { layered } from '../../private/layer';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

/**
 * The number of columns, set here per breakpoint (spec: 4 on wide screens, 2 on medium and phones) and
 * read back by the virtualised grid, so both modes always agree.
 */
export const columns = createVar();

/**
 * Tiles per row width in the horizontal row: on narrow screens a part of the next tile peeks out, showing
 * that it scrolls; on wide screens a row shows 6 or 7 tiles, smaller than the grid's (a lobby of rows).
 */
const rowColumns = createVar();

const gapSmall = vars.space.md;
const gapLarge = vars.space.lg;

/** Column count and gaps, shared by the static grid, the virtual list and the row. */
export const columnsAndGap = style(
  layered({
    vars: { [columns]: '2', [rowColumns]: '2.2' },
    rowGap: gapSmall,
    columnGap: gapSmall,
    '@media': {
      [media.sm]: { rowGap: gapLarge, columnGap: gapLarge, vars: { [rowColumns]: '2.5' } },
      // A row shows more, smaller tiles than the grid on wide screens (a lobby's rows are previews).
      [media.md]: { vars: { [rowColumns]: '4.3' } },
      [media.lg]: { vars: { [columns]: '4', [rowColumns]: '6' } },
      [media.xl]: { vars: { [rowColumns]: '7' } },
    },
  }),
);

const list = { margin: 0, padding: 0, listStyle: 'none', minWidth: 0 } as const;

export const grid = style([
  columnsAndGap,
  layered({ ...list, display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }),
]);

export const item = style(layered({ minWidth: 0, listStyle: 'none' }));

/** The virtual list: as tall as all its rows, which are placed absolutely. */
export const virtualList = style([columnsAndGap, layered({ ...list, position: 'relative', width: '100%' })]);

export const virtualRow = style(
  layered({ position: 'absolute', top: 0, left: 0, width: '100%', contain: 'layout style' }),
);

export const row = style([
  columnsAndGap,
  layered({
    ...list,
    display: 'flex',
    overflowX: 'auto',
    overscrollBehaviorX: 'contain',
    scrollSnapType: 'x mandatory',
    scrollbarWidth: 'none',
    // Room for the tiles' focus rings, which the scroll box would otherwise clip.
    padding: vars.space.xs,
    margin: `calc(-1 * ${vars.space.xs})`,
    scrollPaddingInline: vars.space.xs,
    selectors: { '&::-webkit-scrollbar': { display: 'none' } },
  }),
]);

export const rowItem = style(
  layered({
    minWidth: 0,
    listStyle: 'none',
    flex: `0 0 calc((100% - (${rowColumns} - 1) * ${gapSmall}) / ${rowColumns})`,
    scrollSnapAlign: 'start',
    '@media': {
      [media.sm]: { flexBasis: `calc((100% - (${rowColumns} - 1) * ${gapLarge}) / ${rowColumns})` },
    },
  }),
);

/**
 * A lobby shows many sections, most of them below the fold: the browser lays out and paints a
 * later section only when it nears the viewport (`content-visibility: auto`), with a placeholder
 * height until then. The first section is always on screen, right where the loading skeleton
 * was: it is laid out at once, so its height never starts as a guess. The clip margin keeps
 * tiles' focus rings and hover shadows whole.
 */
export const section = style(
  layered({
    display: 'grid',
    gap: vars.space.md,
    minWidth: 0,
    selectors: {
      '&:not(:first-of-type)': {
        contentVisibility: 'auto',
        containIntrinsicSize: 'auto 28rem',
        overflowClipMargin: '1.5rem',
      },
    },
  }),
);

export const sectionHeader = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.md,
    minWidth: 0,
  }),
);

export const viewAll = style(
  layered({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    flexShrink: 0,
    padding: `${vars.space.xs} ${vars.space.sm}`,
    border: 'none',
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: vars.color.accent.text,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    textDecoration: 'none',
    cursor: 'pointer',
    selectors: {
      '&:hover': { background: vars.color.surface.hover },
      '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
    },
  }),
);
