import { style } from '@vanilla-extract/css';
import { layered } from '../../private/layer';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const nav = style(layered({ minWidth: 0, fontFamily: vars.font.body }));

export const list = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['2xs'],
    margin: 0,
    padding: 0,
    listStyle: 'none',
    '@media': {
      [media.mobile]: {
        flexDirection: 'row',
        overflowX: 'auto',
        overscrollBehaviorX: 'contain',
        scrollbarWidth: 'thin',
        paddingBottom: vars.space.xs,
      },
    },
  }),
);

export const item = style(layered({ flexShrink: 0 }));

export const entry = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    width: '100%',
    minHeight: '2.75rem',
    padding: `${vars.space.sm} ${vars.space.md}`,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: vars.color.text.primary,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '&:hover': { background: vars.color.surface.hover },
      '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '-2px' },
      '&[aria-current="true"]': {
        background: vars.color.accent.subtle,
        color: vars.color.accent.text,
        boxShadow: `inset 3px 0 0 ${vars.color.accent.base}`,
      },
    },
    '@media': {
      [media.mobile]: {
        width: 'auto',
        borderColor: vars.color.border.subtle,
        selectors: { '&[aria-current="true"]': { boxShadow: 'none', borderColor: vars.color.accent.base } },
      },
    },
  }),
);

export const icon = style(layered({ display: 'inline-flex', flexShrink: 0 }));

export const name = style(layered({ flex: 1, minWidth: 0, fontWeight: vars.fontWeight.medium, whiteSpace: 'nowrap' }));

export const counts = style(
  layered({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    fontSize: vars.fontSize.xs,
    fontVariantNumeric: 'tabular-nums',
  }),
);

export const live = style(
  layered({
    padding: `0 ${vars.space.xs}`,
    borderRadius: vars.radius.sm,
    background: vars.color.danger.subtle,
    color: vars.color.danger.text,
    fontWeight: vars.fontWeight.bold,
  }),
);

export const total = style(
  layered({
    minWidth: '1.75em',
    padding: `0 ${vars.space.xs}`,
    borderRadius: vars.radius.pill,
    background: vars.color.neutral.subtle,
    color: vars.color.neutral.text,
    textAlign: 'center',
  }),
);
