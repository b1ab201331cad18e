import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { componentsLayer } from '../theme/layers.css';
import { layered } from './layer';

/** Label, control and messages stacked; `minWidth: 0` lets a field shrink inside grids and flex rows. */
export const field = style(layered({ display: 'grid', gap: vars.space.xs, minWidth: 0, alignContent: 'start' }));

export const label = style(
  layered({
    color: vars.color.text.primary,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
  }),
);

/**
 * The required mark is generated content with empty alternative text: seen, but left out of the accessible
 * name (the control's `required` says it) and out of the label's text content.
 */
export const requiredLabel = style(
  layered({
    selectors: {
      '&::after': {
        content: ['"*"', '"*" / ""'],
        color: vars.color.danger.text,
        marginInlineStart: vars.space['2xs'],
      },
    },
  }),
);

export const hint = style(
  layered({ color: vars.color.text.secondary, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal }),
);

export const error = style(
  layered({ color: vars.color.danger.text, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal }),
);

/** The bordered box around a text-like control (and the adornments beside it). */
export const control = recipe({
  base: layered({
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: '2.75rem',
    paddingInline: vars.space.md,
    background: vars.color.surface.sunken,
    color: vars.color.text.primary,
    // `text.muted` rather than `border.strong`: a field's edge needs 3:1 against the page (WCAG 1.4.11).
    border: `1px solid ${vars.color.text.muted}`,
    borderRadius: vars.radius.md,
    transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:hover': { borderColor: vars.color.text.secondary },
      '&:focus-within': { borderColor: vars.color.border.focus },
      '&:has(input:focus-visible), &:has(select:focus-visible)': {
        outline: `2px solid ${vars.color.border.focus}`,
        outlineOffset: '1px',
      },
    },
  }),
  variants: {
    invalid: {
      true: layered({
        borderColor: vars.color.danger.base,
        selectors: { '&:hover, &:focus-within': { borderColor: vars.color.danger.base } },
      }),
      false: {},
    },
    disabled: {
      true: layered({
        opacity: 0.55,
        cursor: 'not-allowed',
        selectors: { '&:hover': { borderColor: vars.color.text.muted } },
      }),
      false: {},
    },
    readOnly: {
      true: layered({ background: vars.color.surface.raised, borderStyle: 'dashed' }),
      false: {},
    },
  },
  defaultVariants: { invalid: false, disabled: false, readOnly: false },
});

/** The native element inside `control`: the box draws the border and focus ring. */
export const input = style(
  layered({
    flex: '1 1 auto',
    alignSelf: 'stretch',
    minWidth: 0,
    width: '100%',
    margin: 0,
    padding: `${vars.space.sm} 0`,
    border: 'none',
    background: 'transparent',
    color: 'inherit',
    // 16px keeps iOS Safari from zooming into the field on focus.
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.normal,
    outline: 'none',
    selectors: {
      '&::placeholder': { color: vars.color.text.muted, opacity: 1 },
      '&:disabled': { cursor: 'not-allowed' },
      '&::-webkit-search-cancel-button': { appearance: 'none' },
      '&::-webkit-search-decoration': { appearance: 'none' },
    },
  }),
);

// Browsers paint autofilled fields with their own background; keep the theme's surface.
globalStyle(`${input}:-webkit-autofill`, {
  '@layer': {
    [componentsLayer]: {
      WebkitTextFillColor: vars.color.text.primary,
      boxShadow: `0 0 0 1000px ${vars.color.surface.sunken} inset`,
    },
  },
});

export const adornment = style(
  layered({ display: 'inline-flex', alignItems: 'center', flexShrink: 0, color: vars.color.text.secondary }),
);
