import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { layered } from '../../private/layer';
import { noMotion } from '../../private/overlay.css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

/** The drawer width, set inline from the `width` prop. */
export const widthVar = createVar();

const slide = (from: string) => ({
  in: keyframes({ from: { transform: `translateX(${from})` }, to: { transform: 'none' } }),
  out: keyframes({ from: { transform: 'none' }, to: { transform: `translateX(${from})` } }),
});
const fromLeft = slide('-100%');
const fromRight = slide('100%');

const motion = (frames: { in: string; out: string }) =>
  layered({
    selectors: {
      '&[data-state="open"]': { animation: `${frames.in} ${vars.motion.slow} ${vars.motion.easing}` },
      '&[data-state="closed"]': { animation: `${frames.out} ${vars.motion.normal} ${vars.motion.easing}` },
    },
    '@media': { [media.reducedMotion]: noMotion },
  });

export const overlay = style(layered({ zIndex: vars.zIndex.drawer }));

export const content = recipe({
  base: layered({
    position: 'fixed',
    zIndex: vars.zIndex.drawer,
    top: 0,
    bottom: 0,
    display: 'flex',
    flexDirection: 'column',
    width: `min(${widthVar}, 100vw)`,
    background: vars.color.surface.raised,
    color: vars.color.text.primary,
    boxShadow: vars.shadow.lg,
    fontFamily: vars.font.body,
    selectors: { '&:focus': { outline: 'none' } },
  }),
  variants: {
    side: {
      left: [layered({ left: 0, borderRight: `1px solid ${vars.color.border.subtle}` }), motion(fromLeft)],
      right: [layered({ right: 0, borderLeft: `1px solid ${vars.color.border.subtle}` }), motion(fromRight)],
    },
  },
  defaultVariants: { side: 'left' },
});

export const header = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.md,
    padding: `${vars.space.md} ${vars.space.md} ${vars.space.md} ${vars.space.lg}`,
    borderBottom: `1px solid ${vars.color.border.subtle}`,
  }),
);

/** With a hidden title only the close button shows, at the end of the row, without a rule under it. */
export const headerTitleHidden = style(layered({ justifyContent: 'flex-end', borderBottom: 'none' }));

export const title = style(
  layered({
    fontFamily: vars.font.heading,
    fontSize: vars.fontSize.lg,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
  }),
);

export const body = style(
  layered({
    flex: 1,
    minHeight: 0,
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    padding: vars.space.lg,
  }),
);
