import { media, vars } from '@casino/ui/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

// Layout of the dashboard page itself. On a wide screen the sections are a sidebar of links (each
// section a page of its own), drawn as @casino/ui's vertical Tabs are, under small group headings,
// beside the open section's panel.
// On a phone the dashboard is two kinds of page, as the leading sites' account menus are: the
// overview (`/profile`, data-view="overview"), the sections listed by group in full-width rows
// with Logout at the end, apart; and a section (data-view="section"), its panel alone under a
// Back link to the overview.

const onPhoneIn = (view: 'overview' | 'section') => `[data-view="${view}"] &`;

/** The page's heading and, on a phone's section page, the Back link. */
export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

/** The page's heading: on a phone's section page the section's own heading says where one is. */
export const title = style({
  '@media': {
    [media.mobile]: {
      selectors: {
        [onPhoneIn('section')]: {
          position: 'absolute',
          width: '1px',
          height: '1px',
          margin: '-1px',
          overflow: 'hidden',
          clip: 'rect(0 0 0 0)',
          whiteSpace: 'nowrap',
        },
      },
    },
  },
});

/** Back to the overview: a phone's only; wide screens have the sidebar beside the panel. */
export const back = style({
  display: 'none',
  '@media': {
    [media.mobile]: {
      display: 'inline-flex',
      alignItems: 'center',
      alignSelf: 'flex-start',
      gap: vars.space.xs,
      minHeight: '2.75rem',
      paddingInlineEnd: vars.space.md,
      color: vars.color.accent.text,
      fontSize: vars.fontSize.md,
      fontWeight: vars.fontWeight.medium,
      textDecoration: 'none',
      selectors: {
        '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
      },
    },
  },
});

export const backArrow = style({ fontSize: vars.fontSize.xl, lineHeight: 1 });

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
      gap: vars.space.xl,
      selectors: { [onPhoneIn('section')]: { display: 'none' } },
    },
  },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  flexShrink: 0,
  gap: vars.space.md,
  minWidth: '13rem',
  '@media': { [media.mobile]: { minWidth: 0, gap: vars.space.lg } },
});

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2xs'] });

export const groupHeading = style({
  margin: 0,
  paddingInline: vars.space.md,
  color: vars.color.text.muted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  '@media': { [media.mobile]: { paddingInline: vars.space.xs } },
});

export const groupList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2xs'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.mobile]: {
      gap: 0,
      overflow: 'hidden',
      borderRadius: vars.radius.lg,
      border: `1px solid ${vars.color.border.subtle}`,
      background: vars.color.surface.raised,
    },
  },
});

// On a phone the rows of a group are parted by a hairline, as a settings list is.
globalStyle(`${groupList} > li + li`, {
  '@media': { [media.mobile]: { borderBlockStart: `1px solid ${vars.color.border.subtle}` } },
});

/** A section's link, as @casino/ui's vertical tab; on a phone a full-width, thumb-sized row. */
export const trigger = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
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
      minHeight: '3rem',
      borderRadius: 0,
      color: vars.color.text.primary,
      fontSize: vars.fontSize.md,
    },
  },
});

/** The row's arrow: a phone's only, where a row opens a page. */
export const chevron = style({
  display: 'none',
  '@media': {
    [media.mobile]: { display: 'inline', color: vars.color.text.muted, fontSize: vars.fontSize.xl, lineHeight: 1 },
  },
});

/** Logout: under the sidebar; on a phone at the end of the overview, apart from the sections. */
export const logout = style({
  '@media': { [media.mobile]: { minHeight: '2.75rem', marginBlockStart: vars.space.md } },
});

export const panel = style({
  flex: 1,
  minWidth: 0,
  '@media': { [media.mobile]: { selectors: { [onPhoneIn('overview')]: { display: 'none' } } } },
});
