import { vars } from '@casino/ui/tokens';
import { style } from '@vanilla-extract/css';

/** The sportsbook's panic button (a market's), over the widget's top end; nothing when empty. */
export const panicBar = style({
  display: 'flex',
  justifyContent: 'flex-end',
  padding: `${vars.space.sm} ${vars.space.md} 0`,
  selectors: { '&:empty': { display: 'none' } },
});
