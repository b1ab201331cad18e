import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { fadeOut, noMotion } from '../../private/overlay.css';
import { layered } from '../../private/layer';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

const centredIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.96)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});

const sheetIn = keyframes({
  from: { opacity: 0, transform: 'translateY(2rem)' },
  to: { opacity: 1, transform: 'none' },
});

const sheet = {
  inset: 0,
  width: '100%',
  maxWidth: 'none',
  height: '100%',
  maxHeight: 'none',
  transform: 'none',
  border: 'none',
  borderRadius: 0,
  selectors: {
    '&[data-state="open"]': { animationName: sheetIn },
  },
} as const;

export const overlay = style(layered({ zIndex: vars.zIndex.overlay }));

export const content = recipe({
  base: layered({
    position: 'fixed',
    zIndex: vars.zIndex.modal,
    top: '50%',
    left: '50%',
    transform: 'translate(-50%, -50%)',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    width: `calc(100vw - 2 * ${vars.space.lg})`,
    maxHeight: `calc(100dvh - 2 * ${vars.space.lg})`,
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    padding: vars.space.xl,
    background: vars.color.surface.raised,
    color: vars.color.text.primary,
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    fontFamily: vars.font.body,
    selectors: {
      '&:focus': { outline: 'none' },
      '&[data-state="open"]': { animation: `${centredIn} ${vars.motion.normal} ${vars.motion.easing}` },
      '&[data-state="closed"]': { animation: `${fadeOut} ${vars.motion.fast} ${vars.motion.easing}` },
    },
    '@media': {
      [media.mobile]: sheet,
      [media.reducedMotion]: noMotion,
    },
  }),
  variants: {
    size: {
      sm: layered({ maxWidth: '24rem' }),
      md: layered({ maxWidth: '32rem' }),
      lg: layered({ maxWidth: '48rem' }),
      fullscreen: layered(sheet),
    },
  },
  defaultVariants: { size: 'md' },
});

export const close = style(
  layered({
    // Doubled class: beats the Button's own `position: relative` whatever the stylesheet order.
    selectors: { '&&': { position: 'absolute', top: vars.space.md, right: vars.space.md } },
  }),
);

export const title = style(
  layered({
    // Room for the close button in the top right corner.
    paddingInlineEnd: vars.space['2xl'],
    fontFamily: vars.font.heading,
    fontSize: vars.fontSize.xl,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    color: vars.color.text.primary,
  }),
);

export const description = style(
  layered({
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    color: vars.color.text.secondary,
  }),
);

export const footer = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'flex-end',
    gap: vars.space.sm,
    marginTop: 'auto',
    paddingTop: vars.space.md,
    '@media': {
      [media.mobile]: { flexDirection: 'column-reverse', alignItems: 'stretch' },
    },
  }),
);
