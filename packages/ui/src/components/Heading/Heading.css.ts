import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { layered } from '../../private/layer';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const heading = recipe({
  base: layered({
    margin: 0,
    fontFamily: vars.font.heading,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    overflowWrap: 'break-word',
  }),
  variants: {
    // The two largest sizes step down one size on the mobile layout.
    size: {
      '3xl': layered({
        fontSize: vars.fontSize['3xl'],
        '@media': { [media.mobile]: { fontSize: vars.fontSize['2xl'] } },
      }),
      '2xl': layered({ fontSize: vars.fontSize['2xl'], '@media': { [media.mobile]: { fontSize: vars.fontSize.xl } } }),
      xl: layered({ fontSize: vars.fontSize.xl }),
      lg: layered({ fontSize: vars.fontSize.lg }),
      md: layered({ fontSize: vars.fontSize.md }),
      sm: layered({ fontSize: vars.fontSize.sm, textTransform: 'uppercase', letterSpacing: '0.04em' }),
    },
    tone: {
      primary: layered({ color: vars.color.text.primary }),
      secondary: layered({ color: vars.color.text.secondary }),
      accent: layered({ color: vars.color.accent.text }),
    },
    align: {
      start: layered({ textAlign: 'start' }),
      center: layered({ textAlign: 'center' }),
      end: layered({ textAlign: 'end' }),
    },
    truncate: {
      true: layered({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 }),
      false: {},
    },
  },
  defaultVariants: { tone: 'primary', align: 'start', truncate: false },
});

export type HeadingVariants = NonNullable<RecipeVariants<typeof heading>>;
