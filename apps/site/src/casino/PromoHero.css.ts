import { media, vars } from '@casino/ui/tokens';
import { style } from '@vanilla-extract/css';

/** A banner as tall as the artwork allows: the card centred, its own colours blurred behind it. */
export const slide = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  height: 'clamp(12rem, 26vw, 20rem)',
  overflow: 'hidden',
  isolation: 'isolate',
  '@media': { [media.mobile]: { height: 'auto', aspectRatio: '16 / 9' } },
});

export const backdrop = style({
  position: 'absolute',
  inset: '-10%',
  width: '120%',
  height: '120%',
  objectFit: 'cover',
  filter: 'blur(40px) saturate(1.2) brightness(0.55)',
  zIndex: -1,
  '@media': { [media.mobile]: { display: 'none' } },
});

export const artwork = style({
  display: 'block',
  height: '100%',
  width: 'auto',
  maxWidth: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'contain',
  '@media': { [media.mobile]: { width: '100%', height: 'auto' } },
});

export const action = style({
  position: 'absolute',
  insetInlineEnd: vars.space.lg,
  insetBlockEnd: vars.space.lg,
  '@media': { [media.mobile]: { insetInlineEnd: vars.space.sm, insetBlockEnd: vars.space.sm } },
});
