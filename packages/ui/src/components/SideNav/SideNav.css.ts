import { style } from '@vanilla-extract/css';
import { layered } from '../../private/layer';
import { vars } from '../../theme/contract.css';

export const root = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    minWidth: 0,
    height: '100%',
    padding: `${vars.space.lg} ${vars.space.md}`,
    background: vars.color.surface.raised,
    borderInlineEnd: `1px solid ${vars.color.border.subtle}`,
    fontFamily: vars.font.body,
  }),
);

export const header = style(layered({ paddingInline: vars.space.sm }));

export const sections = style(layered({ display: 'grid', gap: vars.space.lg, alignContent: 'start', flex: 1 }));

export const section = style(layered({ display: 'grid', gap: vars.space.xs }));

export const sectionLabel = style(
  layered({
    margin: 0,
    paddingInline: vars.space.sm,
    color: vars.color.text.muted,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
    letterSpacing: '0.06em',
    textTransform: 'uppercase',
  }),
);

export const list = style(
  layered({ display: 'grid', gap: vars.space['2xs'], margin: 0, padding: 0, listStyle: 'none' }),
);

export const link = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    minHeight: '2.5rem',
    padding: `${vars.space.xs} ${vars.space.sm}`,
    borderRadius: vars.radius.md,
    borderInlineStart: '3px solid transparent',
    color: vars.color.text.secondary,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    textDecoration: 'none',
    transition: `background ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:hover': { background: vars.color.surface.hover, color: vars.color.text.primary },
      '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
      '&[aria-current="page"]': {
        background: vars.color.accent.subtle,
        borderInlineStartColor: vars.color.accent.base,
        color: vars.color.text.primary,
        fontWeight: vars.fontWeight.bold,
      },
    },
  }),
);

export const linkLabel = style(layered({ minWidth: 0, overflowWrap: 'anywhere' }));

export const badge = style(
  layered({
    flexShrink: 0,
    minWidth: '1.5rem',
    padding: `0 ${vars.space.xs}`,
    borderRadius: vars.radius.pill,
    background: vars.color.neutral.subtle,
    color: vars.color.neutral.text,
    fontSize: vars.fontSize.xs,
    fontVariantNumeric: 'tabular-nums',
    textAlign: 'center',
  }),
);

export const footer = style(
  layered({
    display: 'grid',
    gap: vars.space.sm,
    paddingBlockStart: vars.space.md,
    paddingInline: vars.space.sm,
    borderBlockStart: `1px solid ${vars.color.border.subtle}`,
  }),
);
