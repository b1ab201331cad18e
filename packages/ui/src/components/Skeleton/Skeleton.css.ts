import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { layered } from '../../private/layer';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const width = createVar();
export const height = createVar();

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

export const skeleton = recipe({
  base: layered({
    display: 'block',
    flexShrink: 0,
    width: width,
    height: height,
    maxWidth: '100%',
    backgroundColor: vars.color.surface.hover,
    backgroundImage: `linear-gradient(90deg, ${vars.color.surface.hover} 0%, ${vars.color.border.subtle} 50%, ${vars.color.surface.hover} 100%)`,
    backgroundSize: '200% 100%',
    animation: `${shimmer} 1.4s ease-in-out infinite`,
    '@media': { [media.reducedMotion]: { animation: 'none', backgroundImage: 'none' } },
  }),
  variants: {
    radius: {
      none: layered({ borderRadius: vars.radius.none }),
      sm: layered({ borderRadius: vars.radius.sm }),
      md: layered({ borderRadius: vars.radius.md }),
      lg: layered({ borderRadius: vars.radius.lg }),
      xl: layered({ borderRadius: vars.radius.xl }),
      pill: layered({ borderRadius: vars.radius.pill }),
    },
    circle: {
      true: layered({ borderRadius: '50%', aspectRatio: '1', height: 'auto' }),
      false: {},
    },
  },
  defaultVariants: { radius: 'sm', circle: false },
});

export const text = style(layered({ display: 'grid', width: '100%' }));

/** Spreads the 0.8em lines like text set at the normal line height. */
export const line = style(layered({ marginBlock: '0.35em' }));
