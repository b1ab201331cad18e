import { vars } from '@casino/ui';
import { style } from '@vanilla-extract/css';

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const section = style({ paddingBlockStart: vars.space.lg });

export const empty = style({
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.text.secondary,
  border: `1px dashed ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
});

export const form = style({ display: 'grid', gap: vars.space.lg, maxWidth: '36rem' });

export const provider = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.accent.base}`,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.05em',
  justifySelf: 'start',
});
