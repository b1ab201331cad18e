import { vars } from '@casino/ui/tokens';
import { style } from '@vanilla-extract/css';

/** The range and the currency side by side, wrapping on a narrow screen. */
export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.lg,
});

export const section = style({ minWidth: 0 });

export const sectionHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

/** The section's charts: side by side where there is room. */
export const charts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 28rem), 1fr))',
  gap: vars.space.lg,
});

export const chart = style({
  margin: 0,
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.surface.raised,
  minWidth: 0,
});

export const chartTitle = style({ fontSize: vars.fontSize.sm, color: vars.color.text.secondary });

export const chartBox = style({ height: '16rem', minWidth: 0 });
