import { vars } from '@casino/ui/tokens';
import { keyframes, style } from '@vanilla-extract/css';

export const frame = style({ position: 'relative' });

const glow = keyframes({
  '0%': { boxShadow: '0 0 0 0 rgba(245, 180, 0, 0.55)' },
  '100%': { boxShadow: '0 0 0 10px rgba(245, 180, 0, 0)' },
});

/** Over the bottom of the tile's image (4:3), clear of the name below it. */
export const onTile = style({
  position: 'absolute',
  insetInline: vars.space.sm,
  top: vars.space.sm,
  zIndex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.accent.base}`,
  background: 'linear-gradient(135deg, rgba(58, 47, 12, 0.94), rgba(13, 17, 28, 0.94))',
  color: vars.color.text.primary,
  pointerEvents: 'none',
  lineHeight: vars.lineHeight.tight,
});

export const banner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'center',
  gap: `0 ${vars.space.md}`,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.accent.base}`,
  background: 'linear-gradient(135deg, #3a2f0c 0%, #161c2b 60%, #2b1540 100%)',
  color: vars.color.text.primary,
});

export const label = style({
  color: vars.color.accent.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.1em',
  textTransform: 'uppercase',
});

export const amount = style({
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.fontSize.md,
  color: '#fff3c4',
});

export const bannerAmount = style({
  fontSize: vars.fontSize.xl,
});

export const pulse = style({
  '@media': { '(prefers-reduced-motion: no-preference)': { animation: `${glow} 900ms ease-out` } },
});
