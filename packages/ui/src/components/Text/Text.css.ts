import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { layered } from '../../private/layer';
import { vars } from '../../theme/contract.css';

export const text = recipe({
  base: layered({ margin: 0, fontFamily: vars.font.body }),
  variants: {
    size: {
      xs: layered({ fontSize: vars.fontSize.xs, lineHeight: vars.lineHeight.normal }),
      sm: layered({ fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal }),
      md: layered({ fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.normal }),
      lg: layered({ fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.normal }),
      xl: layered({ fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight }),
    },
    weight: {
      regular: layered({ fontWeight: vars.fontWeight.regular }),
      medium: layered({ fontWeight: vars.fontWeight.medium }),
      bold: layered({ fontWeight: vars.fontWeight.bold }),
    },
    tone: {
      primary: layered({ color: vars.color.text.primary }),
      secondary: layered({ color: vars.color.text.secondary }),
      muted: layered({ color: vars.color.text.muted }),
      accent: layered({ color: vars.color.accent.text }),
      success: layered({ color: vars.color.success.text }),
      warning: layered({ color: vars.color.warning.text }),
      danger: layered({ color: vars.color.danger.text }),
      info: layered({ color: vars.color.info.text }),
      inherit: layered({ color: 'inherit' }),
    },
    truncate: {
      true: layered({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 }),
      false: {},
    },
    numeric: {
      true: layered({ fontVariantNumeric: 'tabular-nums' }),
      false: {},
    },
  },
  defaultVariants: { size: 'md', weight: 'regular', tone: 'primary', truncate: false, numeric: false },
});

export type TextVariants = NonNullable<RecipeVariants<typeof text>>;
