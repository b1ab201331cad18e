import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { layered } from '../../private/layer';
import { button } from '../Button/Button.css';

const { base, variants } = button.classNames;

/** Button's colours and states (its own recipe's classes), on a square box sized for an icon. */
export const iconButton = recipe({
  base: [base, layered({ flexShrink: 0, padding: 0, aspectRatio: '1' })],
  variants: {
    variant: {
      primary: variants.variant.primary,
      secondary: variants.variant.secondary,
      outline: variants.variant.outline,
      ghost: variants.variant.ghost,
      danger: variants.variant.danger,
    },
    size: {
      sm: layered({ width: '2rem', height: '2rem', fontSize: '1rem' }),
      md: layered({ width: '2.5rem', height: '2.5rem', fontSize: '1.25rem' }),
      lg: layered({ width: '3rem', height: '3rem', fontSize: '1.5rem' }),
    },
  },
  defaultVariants: { variant: 'ghost', size: 'md' },
});

export const icon = style(layered({ display: 'inline-flex', pointerEvents: 'none' }));

export type IconButtonVariants = NonNullable<RecipeVariants<typeof iconButton>>;
