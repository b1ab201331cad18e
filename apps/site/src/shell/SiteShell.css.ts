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

/** Header actions on phones: less side padding (the touch height stays), so long labels ('Registrieren') fit beside the logo. */
export const compactOnPhone = style({
  '@media': {
    [media.mobile]: { paddingInline: vars.space.md },
    // The narrowest phones (320 wide): a smaller type too.
    'screen and (max-width: 359px)': { paddingInline: vars.space.sm, fontSize: vars.fontSize.xs },
  },
});

/** The logo shows its mark alone on phones, leaving the header's width to the account actions. */
export const logo = style({
  display: 'block',
  '@media': { 'screen and (max-width: 419px)': { width: '28px' } },
});
