import { media, vars } from '@casino/ui/tokens';
import { style } from '@vanilla-extract/css';

// Layout of the dashboard page itself; the tab visuals come from @casino/ui's Tabs.
// On phones the sidebar becomes a scrolling strip above the panel, within thumb reach.

export const tabs = style({
  '@media': { [media.mobile]: { flexDirection: 'column', alignItems: 'stretch' } },
});

export const sidebar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  flexShrink: 0,
  '@media': { [media.mobile]: { width: '100%' } },
});

export const list = style({
  '@media': { [media.mobile]: { flexDirection: 'row', overflowX: 'auto', minWidth: 0 } },
});

export const panel = style({ flex: 1, minWidth: 0 });
