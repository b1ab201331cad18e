import { style } from '@vanilla-extract/css';
import { layered } from '../../private/layer';
import { vars } from '../../theme/contract.css';

export const root = style(layered({ display: 'grid', gap: vars.space.xs, minWidth: 0 }));

export const row = style(
  layered({
    position: 'relative',
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    columnGap: vars.space.sm,
    alignItems: 'start',
  }),
);

export const box = style(
  layered({
    display: 'inline-grid',
    placeItems: 'center',
    width: '1.25rem',
    height: '1.25rem',
    // Centres the box on the first line of the label.
    marginBlockStart: `calc((${vars.lineHeight.normal} * 1em - 1.25rem) / 2)`,
    padding: 0,
    flexShrink: 0,
    fontSize: vars.fontSize.sm,
    background: vars.color.surface.sunken,
    color: vars.color.accent.contrast,
    border: `2px solid ${vars.color.text.muted}`,
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:hover:not(:disabled)': { borderColor: vars.color.text.secondary },
      '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
      '&[data-state="checked"], &[data-state="indeterminate"]': {
        background: vars.color.accent.base,
        borderColor: vars.color.accent.base,
      },
      '&[data-state="checked"]:hover:not(:disabled), &[data-state="indeterminate"]:hover:not(:disabled)': {
        background: vars.color.accent.hover,
        borderColor: vars.color.accent.hover,
      },
      '&[aria-invalid="true"]': { borderColor: vars.color.danger.base },
      '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
    },
  }),
);

export const indicator = style(layered({ display: 'inline-flex' }));

export const checkIcon = style(
  layered({ selectors: { [`${indicator}[data-state="indeterminate"] &`]: { display: 'none' } } }),
);

export const minusIcon = style(
  layered({ selectors: { [`${indicator}:not([data-state="indeterminate"]) &`]: { display: 'none' } } }),
);

export const text = style(layered({ display: 'grid', gap: vars.space['2xs'], minWidth: 0 }));

export const label = style(
  layered({
    color: vars.color.text.primary,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.normal,
    cursor: 'pointer',
    overflowWrap: 'anywhere',
    selectors: { [`${row}:has(:disabled) &`]: { cursor: 'not-allowed', opacity: 0.55 } },
  }),
);

export const description = style(
  layered({ color: vars.color.text.secondary, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal }),
);
