import { globalStyle, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { layered } from '../../private/layer';
import { vars } from '../../theme/contract.css';
import { componentsLayer } from '../../theme/layers.css';

export const card = recipe({
  base: layered({
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    background: vars.color.surface.raised,
    color: vars.color.text.primary,
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.lg,
    listStyle: 'none',
  }),
  variants: {
    padding: {
      none: layered({ padding: 0, gap: 0 }),
      sm: layered({ padding: vars.space.md, gap: vars.space.sm }),
      md: layered({ padding: vars.space.lg, gap: vars.space.md }),
      lg: layered({ padding: vars.space.xl, gap: vars.space.lg }),
    },
    interactive: {
      true: layered({
        position: 'relative',
        cursor: 'pointer',
        transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}, box-shadow ${vars.motion.fast} ${vars.motion.easing}`,
        selectors: {
          '&:hover': {
            background: vars.color.surface.hover,
            borderColor: vars.color.border.strong,
            boxShadow: vars.shadow.md,
          },
          '&:focus-visible, &:has(:focus-visible)': {
            outline: `2px solid ${vars.color.border.focus}`,
            outlineOffset: '2px',
          },
        },
      }),
      false: {},
    },
  },
  defaultVariants: { padding: 'md', interactive: false },
});

export const header = style(
  layered({
    display: 'flex',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: vars.space.md,
    minWidth: 0,
  }),
);

export const headerContent = style(layered({ display: 'grid', gap: vars.space['2xs'], minWidth: 0, flex: '1 1 auto' }));

export const headerAction = style(layered({ flexShrink: 0 }));

export const body = style(layered({ display: 'grid', gap: vars.space.sm, minWidth: 0, flex: '1 1 auto' }));

export const footer = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.sm,
    minWidth: 0,
  }),
);

const footerStretch = style(layered({ justifyContent: 'stretch' }));

globalStyle(`${footerStretch} > *`, { '@layer': { [componentsLayer]: { flex: '1 1 0' } } });

export const footerJustify = recipe({
  variants: {
    justify: {
      start: layered({ justifyContent: 'flex-start' }),
      end: layered({ justifyContent: 'flex-end' }),
      between: layered({ justifyContent: 'space-between' }),
      stretch: footerStretch,
    },
  },
  defaultVariants: { justify: 'end' },
});

export type CardVariants = NonNullable<RecipeVariants<typeof card>>;
