import { style } from '@vanilla-extract/css';
import { layered } from '../../private/layer';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const root = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    minWidth: 0,
    selectors: {
      '&[data-orientation="vertical"]': { flexDirection: 'row', alignItems: 'flex-start' },
    },
  }),
);

export const list = style(
  layered({
    display: 'flex',
    gap: vars.space.xs,
    minWidth: 0,
    selectors: {
      '&[aria-orientation="horizontal"]': {
        overflowX: 'auto',
        overscrollBehaviorX: 'contain',
        scrollbarWidth: 'thin',
        scrollPaddingInline: vars.space.lg,
        borderBottom: `1px solid ${vars.color.border.subtle}`,
      },
      '&[aria-orientation="vertical"]': {
        flexDirection: 'column',
        flexShrink: 0,
        gap: vars.space['2xs'],
        minWidth: '13rem',
      },
    },
  }),
);

export const trigger = style(
  layered({
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.sm,
    flexShrink: 0,
    padding: `${vars.space.sm} ${vars.space.md}`,
    border: 'none',
    background: 'transparent',
    color: vars.color.text.secondary,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    transition: `color ${vars.motion.fast} ${vars.motion.easing}, background-color ${vars.motion.fast} ${vars.motion.easing}, box-shadow ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:hover:not([data-disabled])': { color: vars.color.text.primary, background: vars.color.surface.hover },
      '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '-2px' },
      '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
      '&[data-orientation="horizontal"]': {
        borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
        boxShadow: 'inset 0 -2px 0 transparent',
      },
      '&[data-orientation="horizontal"][data-state="active"]': {
        color: vars.color.text.primary,
        boxShadow: `inset 0 -2px 0 ${vars.color.accent.base}`,
      },
      '&[data-orientation="vertical"]': {
        justifyContent: 'flex-start',
        width: '100%',
        borderRadius: vars.radius.md,
        textAlign: 'start',
      },
      '&[data-orientation="vertical"][data-state="active"]': {
        color: vars.color.accent.text,
        background: vars.color.accent.subtle,
        boxShadow: `inset 3px 0 0 ${vars.color.accent.base}`,
      },
    },
    '@media': { [media.reducedMotion]: { transition: 'none' } },
  }),
);

export const icon = style(layered({ display: 'inline-flex', flexShrink: 0 }));

export const count = style(
  layered({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: '1.5em',
    padding: `${vars.space['2xs']} ${vars.space.xs}`,
    borderRadius: vars.radius.pill,
    background: vars.color.neutral.subtle,
    color: vars.color.neutral.text,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
    fontVariantNumeric: 'tabular-nums',
    selectors: {
      [`${trigger}[data-state="active"] &`]: { background: vars.color.accent.base, color: vars.color.accent.contrast },
    },
  }),
);

export const content = style(
  layered({
    flex: 1,
    minWidth: 0,
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
    },
  }),
);
