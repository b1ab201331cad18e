import { vars } from '@casino/ui';
import { style } from '@vanilla-extract/css';

export const notice = style({
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'start',
  padding: vars.space.xl,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
});

export const widget = style({ minHeight: '60vh' });
