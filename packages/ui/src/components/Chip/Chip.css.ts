import { createVar, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { layered } from '../../private/layer';
import { vars } from '../../theme/contract.css';

/** The strong colour of the tone, for the dot. */
const dotColor = createVar();

const tone = (name: 'success' | 'warning' | 'danger' | 'info' | 'neutral') =>
  layered({
    background: vars.color[name].subtle,
    color: vars.color[name].text,
    vars: { [dotColor]: vars.color[name].base },
  });

export const chip = recipe({
  base: layered({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    maxWidth: '100%',
    borderRadius: vars.radius.pill,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  }),
  variants: {
    tone: {
      success: tone('success'),
      warning: tone('warning'),
      danger: tone('danger'),
      info: tone('info'),
      neutral: tone('neutral'),
      accent: layered({
        background: vars.color.accent.subtle,
        color: vars.color.accent.text,
        vars: { [dotColor]: vars.color.accent.base },
      }),
    },
    size: {
      sm: layered({
        minHeight: '1.25rem',
        padding: `${vars.space['2xs']} ${vars.space.sm}`,
        fontSize: vars.fontSize.xs,
      }),
      md: layered({ minHeight: '1.75rem', padding: `${vars.space.xs} ${vars.space.md}`, fontSize: vars.fontSize.sm }),
    },
  },
  defaultVariants: { tone: 'neutral', size: 'md' },
});

export const label = style(layered({ overflow: 'hidden', textOverflow: 'ellipsis' }));

export const dot = style(
  layered({
    width: '0.5em',
    height: '0.5em',
    flexShrink: 0,
    borderRadius: '50%',
    background: dotColor,
  }),
);

export const icon = style(layered({ display: 'inline-flex', flexShrink: 0, fontSize: '1.1em' }));

export type ChipVariants = NonNullable<RecipeVariants<typeof chip>>;
