import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { layered } from '../../private/layer';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = recipe({
  base: layered({
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: '50%',
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderRightColor: 'transparent',
    animation: `${spin} 0.7s linear infinite`,
    '@media': { [media.reducedMotion]: { animationDuration: '1.6s' } },
  }),
  variants: {
    size: {
      sm: layered({ width: '1em', height: '1em', borderWidth: '2px' }),
      md: layered({ width: '1.5rem', height: '1.5rem', borderWidth: '3px' }),
      lg: layered({ width: '2.5rem', height: '2.5rem', borderWidth: '4px' }),
    },
  },
  defaultVariants: { size: 'md' },
});

export const accent = style(layered({ color: vars.color.accent.base }));
