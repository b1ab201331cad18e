import { media, vars } from '@casino/ui/tokens';
import { style } from '@vanilla-extract/css';

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  // Room under the footer for the fixed mobile footer menu (shown at 991px and below).
  '@media': { [media.mobile]: { paddingBottom: 'calc(3.5rem + env(safe-area-inset-bottom))' } },
});

export const main = style({
  flex: 1,
  // The footer starts below the fold, so a page whose content arrives late (a lazy route, the
  // sportsbook widget, the lobby) grows into the space instead of pushing the footer down.
  minHeight: '100vh',
  width: '100%',
  maxWidth: '1440px',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  outline: 'none',
});

/** Shown above the mobile breakpoint only (the drawer and the footer menu carry it on phones). */
export const wideOnly = style({ '@media': { [media.mobile]: { display: 'none' } } });
