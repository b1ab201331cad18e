import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { layered } from '../../private/layer';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const gauge = recipe({
  base: layered({
    position: 'relative',
    display: 'inline-grid',
    placeItems: 'center',
    flexShrink: 0,
    color: vars.color.text.primary,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.bold,
    fontVariantNumeric: 'tabular-nums',
    lineHeight: vars.lineHeight.tight,
  }),
  variants: {
    size: {
      sm: layered({ width: '4.5rem', height: '4.5rem', fontSize: vars.fontSize.xs }),
      md: layered({ width: '6.5rem', height: '6.5rem', fontSize: vars.fontSize.md }),
      lg: layered({ width: '9rem', height: '9rem', fontSize: vars.fontSize.xl }),
    },
  },
  defaultVariants: { size: 'md' },
});

export const svg = style(
  layered({
    position: 'absolute',
    inset: 0,
    width: '100%',
    height: '100%',
    transform: 'rotate(-90deg)',
  }),
);

export const track = style(layered({ fill: 'none', stroke: vars.color.border.subtle }));

export const indicator = recipe({
  base: layered({
    fill: 'none',
    strokeLinecap: 'round',
    transition: `stroke-dasharray ${vars.motion.slow} ${vars.motion.easing}`,
    '@media': { [media.reducedMotion]: { transition: 'none' } },
  }),
  variants: {
    tone: {
      accent: layered({ stroke: vars.color.accent.base }),
      success: layered({ stroke: vars.color.success.base }),
    },
  },
  defaultVariants: { tone: 'accent' },
});

export const value = style(layered({ position: 'relative', textAlign: 'center', padding: vars.space.xs }));

export type CircularGaugeVariants = NonNullable<RecipeVariants<typeof gauge>>;
