import { media, vars } from '@casino/ui/tokens';
import { style } from '@vanilla-extract/css';

/** The enrolment QR code: on white, whatever the theme, so every camera reads it. */
export const qr = style({
  display: 'block',
  alignSelf: 'center',
  width: '12.5rem',
  height: '12.5rem',
  padding: vars.space.xs,
  background: '#ffffff',
  borderRadius: vars.radius.md,
});

export const key = style({
  margin: 0,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.md,
  letterSpacing: '0.05em',
  overflowWrap: 'anywhere',
  userSelect: 'all',
});

/** The recovery codes: two columns of monospaced codes. */
export const codes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.md,
  listStyle: 'none',
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.md,
  background: vars.color.surface.sunken,
  borderRadius: vars.radius.md,
  '@media': { [media.sm]: { gap: vars.space.sm } },
});
