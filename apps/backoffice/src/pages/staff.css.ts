import { style } from '@vanilla-extract/css';
import { vars } from '@casino/ui/tokens';

/** A section's heading on one side, its actions on the other; the actions wrap below on a narrow screen. */
export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'center',
  justifyContent: 'space-between',
});
