import { media, vars } from '@casino/ui/tokens';
import { style } from '@vanilla-extract/css';

// Layout of the dashboard page itself; the tab visuals come from @casino/ui's Tabs.
// On phones the sidebar becomes a strip pinned to the bottom of the screen, just above the
// quick menu, so every tab and Logout are within thumb reach: the panel comes first, the strip
// sticks under it while the panel scrolls.

/** Height of the shell's quick menu at the bottom of phone screens (SiteShell.css.ts). */
const QUICK_MENU_HEIGHT = 'calc(3.5rem + env(safe-area-inset-bottom))';

export const tabs = style({
  '@media': { [media.mobile]: { flexDirection: 'column', alignItems: 'stretch', gap: vars.space.md } },
});

export const sidebar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  flexShrink: 0,
  '@media': {
    [media.mobile]: {
      order: 2,
      position: 'sticky',
      bottom: QUICK_MENU_HEIGHT,
      zIndex: 2,
      flexDirection: 'row',
      alignItems: 'center',
      gap: vars.space.xs,
      width: 'auto',
      marginInline: `calc(-1 * ${vars.space.lg})`,
      padding: `${vars.space.xs} ${vars.space.lg}`,
      background: vars.color.surface.raised,
      borderBlockStart: `1px solid ${vars.color.border.subtle}`,
      boxShadow: vars.shadow.md,
    },
  },
});

export const list = style({
  '@media': {
    [media.mobile]: {
      position: 'relative',
      flex: 1,
      flexDirection: 'row',
      overflowX: 'auto',
      minWidth: 0,
      scrollbarWidth: 'none',
      overscrollBehaviorX: 'contain',
    },
  },
});

/** Thumb-sized targets on phones. */
export const trigger = style({
  '@media': {
    [media.mobile]: {
      width: 'auto',
      flexShrink: 0,
      minHeight: '2.75rem',
      whiteSpace: 'nowrap',
      selectors: { '&[data-state="active"]': { boxShadow: `inset 0 -3px 0 ${vars.color.accent.base}` } },
    },
  },
});

export const logout = style({
  '@media': { [media.mobile]: { minHeight: '2.75rem', flexShrink: 0 } },
});

export const panel = style({ flex: 1, minWidth: 0, '@media': { [media.mobile]: { order: 1 } } });
