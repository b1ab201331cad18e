import { style } from '@vanilla-extract/css';
import { vars } from '@casino/ui';

export const page = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xl,
  padding: `${vars.space.md} ${vars.space.xl}`,
  background: vars.color.surface.raised,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text.primary,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  textDecoration: 'none',
});

export const nav = style({ display: 'flex', gap: vars.space.xs, overflowX: 'auto' });

export const navLink = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text.secondary,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { background: vars.color.surface.hover, color: vars.color.text.primary },
    '&[aria-current="page"]': { background: vars.color.accent.subtle, color: vars.color.accent.text },
  },
});

export const main = style({ flex: 1, width: '100%', maxWidth: '1440px', margin: '0 auto', padding: vars.space.xl });

export const footer = style({
  padding: `${vars.space.xl}`,
  borderTop: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.surface.sunken,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});
