import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { layered } from '../../private/layer';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

/** The scroll container: tables wider than the screen scroll sideways inside it. */
export const region = style(
  layered({
    width: '100%',
    overflowX: 'auto',
    background: vars.color.surface.raised,
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.lg,
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
    },
  }),
);

export const table = style(
  layered({
    width: '100%',
    borderCollapse: 'collapse',
    fontSize: vars.fontSize.sm,
    color: vars.color.text.primary,
    fontVariantNumeric: 'tabular-nums',
  }),
);

export const caption = recipe({
  base: layered({
    padding: `${vars.space.md} ${vars.space.lg}`,
    textAlign: 'start',
    fontWeight: vars.fontWeight.bold,
    fontSize: vars.fontSize.md,
    color: vars.color.text.primary,
  }),
  variants: {
    hidden: {
      true: layered({
        position: 'absolute',
        width: '1px',
        height: '1px',
        padding: 0,
        margin: '-1px',
        overflow: 'hidden',
        clip: 'rect(0 0 0 0)',
        whiteSpace: 'nowrap',
        border: 0,
      }),
      false: {},
    },
  },
});

export const headerCell = style(
  layered({
    padding: `${vars.space.md} ${vars.space.lg}`,
    background: vars.color.surface.overlay,
    color: vars.color.text.secondary,
    fontWeight: vars.fontWeight.bold,
    fontSize: vars.fontSize.xs,
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
    whiteSpace: 'nowrap',
    borderBottom: `1px solid ${vars.color.border.subtle}`,
  }),
);

export const row = style(
  layered({
    selectors: {
      '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.border.subtle}` },
      '&:hover': { background: vars.color.surface.hover },
    },
  }),
);

export const cell = style(
  layered({
    padding: `${vars.space.md} ${vars.space.lg}`,
    verticalAlign: 'middle',
    color: vars.color.text.primary,
  }),
);

export const noWrap = style(layered({ whiteSpace: 'nowrap' }));

export const align = {
  start: style(layered({ textAlign: 'start' })),
  center: style(layered({ textAlign: 'center' })),
  end: style(layered({ textAlign: 'end' })),
};

export const emptyCell = style(
  layered({
    padding: `${vars.space['2xl']} ${vars.space.lg}`,
    textAlign: 'center',
    color: vars.color.text.secondary,
  }),
);

const pulse = keyframes({ '50%': { opacity: 0.45 } });

export const skeleton = style(
  layered({
    display: 'block',
    height: '0.875rem',
    minWidth: '3rem',
    borderRadius: vars.radius.sm,
    background: vars.color.surface.hover,
    animation: `${pulse} 1.4s ${vars.motion.easing} infinite`,
    '@media': { [media.reducedMotion]: { animation: 'none' } },
  }),
);

/*
 * The stacked layout: at mobile widths every row becomes a card and every cell shows its column
 * header (from `data-label`) before the value. The header row stays in the accessibility tree.
 */
const stackedRules = (rule: Parameters<typeof layered>[0]) => layered({ '@media': { [media.mobile]: rule } });

export const stackedTable = style(stackedRules({ display: 'block' }));

export const stackedCaption = style(stackedRules({ display: 'block' }));

export const stackedHead = style(
  stackedRules({
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  }),
);

export const stackedBody = style(stackedRules({ display: 'block' }));

export const stackedRow = style(
  stackedRules({
    display: 'block',
    padding: `${vars.space.sm} 0`,
    selectors: { '&:hover': { background: 'transparent' } },
  }),
);

export const stackedCell = style(
  stackedRules({
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'baseline',
    gap: vars.space.lg,
    padding: `${vars.space.xs} ${vars.space.lg}`,
    textAlign: 'end',
    overflowWrap: 'anywhere',
    whiteSpace: 'normal',
    selectors: {
      '&[data-label]::before': {
        // The empty alternative text keeps screen readers from reading the label twice.
        content: 'attr(data-label) / ""',
        flexShrink: 0,
        textAlign: 'start',
        color: vars.color.text.secondary,
        fontWeight: vars.fontWeight.bold,
        fontSize: vars.fontSize.xs,
        textTransform: 'uppercase',
        letterSpacing: '0.04em',
      },
    },
  }),
);

export const stackedEmptyCell = style(stackedRules({ display: 'block' }));
