import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { layered } from '../../private/layer';
import { vars } from '../../theme/contract.css';

export const button = recipe({
  base: layered({
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
      '&:disabled, &[aria-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed' },
      '&[aria-busy="true"]': { cursor: 'not-allowed' },
    },
  }),
  variants: {
    variant: {
      primary: layered({
        background: vars.color.accent.base,
        color: vars.color.accent.contrast,
        selectors: { '&:hover:not(:disabled):not([aria-busy="true"])': { background: vars.color.accent.hover } },
      }),
      secondary: layered({
        background: vars.color.surface.overlay,
        color: vars.color.text.primary,
        borderColor: vars.color.border.subtle,
        selectors: { '&:hover:not(:disabled):not([aria-busy="true"])': { background: vars.color.surface.hover } },
      }),
      outline: layered({
        background: 'transparent',
        color: vars.color.accent.text,
        borderColor: vars.color.accent.base,
        selectors: { '&:hover:not(:disabled):not([aria-busy="true"])': { background: vars.color.accent.subtle } },
      }),
      ghost: layered({
        background: 'transparent',
        color: vars.color.text.primary,
        selectors: { '&:hover:not(:disabled):not([aria-busy="true"])': { background: vars.color.surface.hover } },
      }),
      danger: layered({
        background: vars.color.danger.subtle,
        color: vars.color.danger.text,
        borderColor: vars.color.danger.base,
        selectors: { '&:hover:not(:disabled):not([aria-busy="true"])': { background: vars.color.surface.hover } },
      }),
      link: layered({
        background: 'transparent',
        color: vars.color.accent.text,
        padding: 0,
        textDecoration: 'underline',
        textUnderlineOffset: '0.2em',
        fontWeight: vars.fontWeight.medium,
      }),
    },
    size: {
      sm: layered({ minHeight: '2rem', padding: `${vars.space.xs} ${vars.space.md}`, fontSize: vars.fontSize.sm }),
      md: layered({ minHeight: '2.5rem', padding: `${vars.space.sm} ${vars.space.lg}`, fontSize: vars.fontSize.sm }),
      lg: layered({ minHeight: '3rem', padding: `${vars.space.md} ${vars.space.xl}`, fontSize: vars.fontSize.md }),
    },
    fullWidth: {
      true: layered({ width: '100%' }),
      false: {},
    },
  },
  compoundVariants: [{ variants: { variant: 'link' }, style: layered({ minHeight: 0, padding: 0 }) }],
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

/** Keeps the label's width while the spinner shows, so the button does not jump. */
export const hiddenContent = style(
  layered({ opacity: 0, display: 'inline-flex', alignItems: 'center', gap: vars.space.sm }),
);

export const spinnerSlot = style(layered({ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }));

export const icon = style(layered({ display: 'inline-flex', flexShrink: 0 }));

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
