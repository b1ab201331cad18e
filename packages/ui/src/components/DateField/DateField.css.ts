import { style } from '@vanilla-extract/css';
import { layered } from '../../private/layer';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const trigger = style(
  layered({
    // Square icon button sitting inside the input box.
    width: '2rem',
    minHeight: '2rem',
    padding: 0,
    marginInlineEnd: `calc(${vars.space.sm} * -1)`,
  }),
);

export const icon = style(layered({ display: 'block', width: '1.125rem', height: '1.125rem' }));

export const popover = style(
  layered({
    zIndex: vars.zIndex.dropdown,
    background: vars.color.surface.overlay,
    color: vars.color.text.primary,
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
    },
  }),
);

/* react-day-picker, themed through its `classNames` prop (its own stylesheet is not loaded). */

// Seven columns of 2.5rem, 2.25rem on phones so the calendar fits a 320px screen.
const cellSize = '2.5rem';
const mobileCellSize = '2.25rem';

export const root = style(
  layered({
    position: 'relative',
    padding: vars.space.md,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    color: vars.color.text.primary,
  }),
);

export const months = style(layered({ position: 'relative', display: 'flex', flexWrap: 'wrap', gap: vars.space.xl }));

export const month = style(layered({ display: 'grid', gap: vars.space.sm }));

export const nav = style(
  layered({
    position: 'absolute',
    insetBlockStart: 0,
    insetInlineEnd: 0,
    zIndex: 1,
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    height: '2.5rem',
  }),
);

export const navButton = style(
  layered({
    display: 'inline-grid',
    placeItems: 'center',
    width: '2rem',
    height: '2rem',
    padding: 0,
    border: 0,
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: vars.color.text.primary,
    cursor: 'pointer',
    selectors: {
      '&:hover:not([aria-disabled="true"])': { background: vars.color.surface.hover },
      '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '1px' },
      '&[aria-disabled="true"]': { opacity: 0.4, cursor: 'not-allowed' },
    },
  }),
);

export const chevron = style(
  layered({ display: 'block', width: '1.125rem', height: '1.125rem', fill: 'currentColor' }),
);

export const monthCaption = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    height: '2.5rem',
    // Leaves room for the previous/next buttons in the top corner.
    paddingInlineEnd: '4.25rem',
    fontWeight: vars.fontWeight.bold,
  }),
);

export const dropdowns = style(layered({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs }));

export const dropdownRoot = style(layered({ position: 'relative', display: 'inline-flex', alignItems: 'center' }));

/** The native select lies invisibly over the caption label, so the label shows and the select works. */
export const dropdown = style(
  layered({
    position: 'absolute',
    inset: 0,
    zIndex: 1,
    width: '100%',
    margin: 0,
    padding: 0,
    opacity: 0,
    border: 0,
    appearance: 'none',
    cursor: 'pointer',
    font: 'inherit',
  }),
);

export const captionLabel = style(
  layered({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['2xs'],
    padding: vars.space.xs,
    borderRadius: vars.radius.md,
    whiteSpace: 'nowrap',
    fontWeight: vars.fontWeight.bold,
    selectors: {
      [`${dropdown}:hover ~ &`]: { background: vars.color.surface.hover },
      [`${dropdown}:focus-visible ~ &`]: { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '1px' },
    },
  }),
);

export const monthGrid = style(layered({ borderCollapse: 'collapse', borderSpacing: 0 }));

export const weekday = style(
  layered({
    width: cellSize,
    height: '2rem',
    '@media': { [media.mobile]: { width: mobileCellSize } },
    padding: 0,
    color: vars.color.text.secondary,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.medium,
    textAlign: 'center',
  }),
);

export const day = style(
  layered({
    width: cellSize,
    height: cellSize,
    padding: '1px',
    textAlign: 'center',
    '@media': { [media.mobile]: { width: mobileCellSize, height: mobileCellSize } },
  }),
);

export const selected = style({});
export const today = style({});
export const outside = style(layered({ color: vars.color.text.muted }));
export const hidden = style(layered({ visibility: 'hidden' }));

export const dayButton = style(
  layered({
    display: 'inline-grid',
    placeItems: 'center',
    width: '100%',
    height: '100%',
    padding: 0,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    fontVariantNumeric: 'tabular-nums',
    cursor: 'pointer',
    selectors: {
      '&:hover:not(:disabled)': { background: vars.color.surface.hover },
      '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '1px' },
      '&:disabled, &[aria-disabled="true"]': { opacity: 0.4, cursor: 'not-allowed' },
      [`${today} &`]: {
        borderColor: vars.color.accent.base,
        color: vars.color.accent.text,
        fontWeight: vars.fontWeight.bold,
      },
      [`${selected} &, ${selected} &:hover:not(:disabled)`]: {
        background: vars.color.accent.base,
        borderColor: vars.color.accent.base,
        color: vars.color.accent.contrast,
        fontWeight: vars.fontWeight.bold,
      },
    },
  }),
);

/* `segments` mode: three boxes (day, month, year) in one bordered control. */

const segment = (width: string) =>
  layered({
    width,
    flex: '0 0 auto',
    alignSelf: 'stretch',
    minWidth: 0,
    margin: 0,
    padding: `${vars.space.sm} 0`,
    border: 'none',
    background: 'transparent',
    color: 'inherit',
    // 16px keeps iOS Safari from zooming into the field on focus.
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.normal,
    fontVariantNumeric: 'tabular-nums',
    textAlign: 'center',
    outline: 'none',
    selectors: {
      '&::placeholder': { color: vars.color.text.muted, opacity: 1 },
      '&:disabled': { cursor: 'not-allowed' },
    },
  });

export const segmentShort = style(segment('2.25rem'));

export const segmentLong = style(segment('3.5rem'));

export const separator = style(layered({ color: vars.color.text.secondary, userSelect: 'none' }));

/** Keeps the calendar button at the end of the box. */
export const segmentEnd = style(layered({ marginInlineStart: 'auto' }));

export const segmentPart = style(layered({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2xs'] }));
