import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@casino/ui/tokens';

globalStyle('html, body', {
  margin: 0,
  minHeight: '100%',
  background: vars.color.surface.base,
  color: vars.color.text.primary,
  fontFamily: vars.font.body,
});

/** The side navigation beside the page; stacked above it on narrow screens. */
export const shell = style({
  display: 'grid',
  gridTemplateColumns: '15.5rem minmax(0, 1fr)',
  minHeight: '100vh',
  '@media': {
    [`screen and (max-width: 899px)`]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const nav = style({
  position: 'sticky',
  top: 0,
  height: '100vh',
  overflowY: 'auto',
  '@media': {
    [`screen and (max-width: 899px)`]: { position: 'static', height: 'auto' },
  },
});

export const main = style({
  minWidth: 0,
  padding: `${vars.space.xl} ${vars.space['2xl']}`,
  outline: 'none',
  '@media': {
    [media.mobile]: { padding: `${vars.space.lg} ${vars.space.md}` },
  },
});

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  top: '-4rem',
  zIndex: 10,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.accent.base,
  color: vars.color.accent.contrast,
  selectors: { '&:focus': { top: vars.space.md } },
});

export const who = style({ display: 'grid', gap: vars.space['2xs'], minWidth: 0, overflowWrap: 'anywhere' });

export const loading = style({ display: 'grid', placeItems: 'center', minHeight: '60vh' });

/** A page: its heading and intro, then its sections, no wider than a wide table needs. */
/** A screen's sections, one under the other; a wide table scrolls inside its section instead of widening the page. */
export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  maxWidth: '90rem',
});

export const pageHeader = style({ display: 'grid', gap: vars.space.xs, maxWidth: '48rem' });

/** The sign-in and set-up pages: one card in the middle of the screen. */
export const centred = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '100vh',
  padding: vars.space.lg,
  boxSizing: 'border-box',
});

export const card = style({ width: '100%', maxWidth: '28rem' });

export const wideCard = style({ width: '100%', maxWidth: '34rem' });

export const form = style({ display: 'grid', gap: vars.space.md });

/** Form fields side by side on wide screens (filters, the invite form). */
export const fieldRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(13rem, 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const qr = style({
  display: 'block',
  width: 200,
  height: 200,
  justifySelf: 'center',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: '#ffffff',
});

export const secret = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.md,
  letterSpacing: '0.08em',
  overflowWrap: 'anywhere',
});

export const mono = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.xs, overflowWrap: 'anywhere' });

/** The navigation's column: as tall as the page (its background), the navigation sticky inside it. */
export const navColumn = style({
  background: vars.color.surface.raised,
  borderInlineEnd: `1px solid ${vars.color.border.subtle}`,
});

export const json = style({
  margin: 0,
  maxWidth: '100%',
  maxHeight: '16rem',
  overflow: 'auto',
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.surface.sunken,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  whiteSpace: 'pre-wrap',
});

export const cellStack = style({ display: 'grid', gap: vars.space['2xs'] });

/** A table cell's date over its time, each on one line. */
export const dateTimeCell = style({ display: 'grid', gap: vars.space['2xs'], whiteSpace: 'nowrap' });

/** An e-mail address breaks at its '@' or a hyphen where it must, not inside a word. */
export const email = style({ overflowWrap: 'break-word' });
