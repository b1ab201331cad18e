import { media, vars } from '@casino/ui/tokens';
import { style } from '@vanilla-extract/css';

// Layout of the dashboard page itself. The sidebar is a list of links (each tab is a page of its
// own), drawn as @casino/ui's vertical Tabs are.
// On phones the sidebar becomes a strip pinned to the bottom of the screen, just above the
// quick menu, so every tab and Logout are within thumb reach: the panel comes first, the strip
// sticks under it while the panel scrolls.

/** Height of the shell's quick menu at the bottom of phone screens (SiteShell.css.ts). */
const QUICK_MENU_HEIGHT = 'calc(3.5rem + env(safe-area-inset-bottom))';

export const tabs = style({
  display: 'flex',
  flexDirection: 'row',
  alignItems: 'flex-start',
  gap: vars.space.lg,
  minWidth: 0,
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
  display: 'flex',
  flexDirection: 'column',
  flexShrink: 0,
  gap: vars.space['2xs'],
  minWidth: '13rem',
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

/** A tab's link, as @casino/ui's vertical tab; thumb-sized on phones. */
export const trigger = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-start',
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text.secondary,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'start',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  transition: `color ${vars.motion.fast} ${vars.motion.easing}, background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { color: vars.color.text.primary, background: vars.color.surface.hover },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '-2px' },
    '&[aria-current="page"]': {
      color: vars.color.accent.text,
      background: vars.color.accent.subtle,
      boxShadow: `inset 3px 0 0 ${vars.color.accent.base}`,
    },
  },
  '@media': {
    [media.reducedMotion]: { transition: 'none' },
    [media.mobile]: {
      width: 'auto',
      flexShrink: 0,
      minHeight: '2.75rem',
      whiteSpace: 'nowrap',
      selectors: { '&[aria-current="page"]': { boxShadow: `inset 0 -3px 0 ${vars.color.accent.base}` } },
    },
  },
});

export const logout = style({
  '@media': { [media.mobile]: { minHeight: '2.75rem', flexShrink: 0 } },
});

export const panel = style({ flex: 1, minWidth: 0, '@media': { [media.mobile]: { order: 1 } } });
