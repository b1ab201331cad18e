import { vars } from '@casino/ui/tokens';
import { style } from '@vanilla-extract/css';

export const group = style({
  display: 'inline-flex',
  padding: '3px',
  borderRadius: vars.radius.pill,
  background: 'rgba(9, 12, 20, 0.85)',
  border: `1px solid ${vars.color.border.strong}`,
});

export const option = style({
  minWidth: '3.75rem',
  minHeight: '2.25rem',
  padding: `0 ${vars.space.md}`,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text.secondary,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  selectors: {
    '&[aria-checked="true"]': { background: vars.color.accent.base, color: vars.color.accent.contrast },
    '&:hover:not([aria-checked="true"])': { color: vars.color.text.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
  },
});
