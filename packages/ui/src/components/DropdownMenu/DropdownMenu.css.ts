import { style } from '@vanilla-extract/css';
import { layered } from '../../private/layer';
import { vars } from '../../theme/contract.css';

export const content = style(
  layered({
    zIndex: vars.zIndex.dropdown,
    minWidth: 'max(12rem, var(--radix-dropdown-menu-trigger-width))',
    maxWidth: 'calc(100vw - 1rem)',
    maxHeight: 'var(--radix-dropdown-menu-content-available-height)',
    overflowY: 'auto',
    padding: vars.space.xs,
    fontSize: vars.fontSize.sm,
    selectors: { '&:focus': { outline: 'none' } },
  }),
);

export const item = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: '2.25rem',
    padding: `${vars.space.xs} ${vars.space.md}`,
    borderRadius: vars.radius.sm,
    color: vars.color.text.primary,
    lineHeight: vars.lineHeight.tight,
    cursor: 'pointer',
    userSelect: 'none',
    outline: 'none',
    selectors: {
      '&[data-highlighted]': { background: vars.color.surface.hover },
      '&:focus-visible': { boxShadow: `inset 0 0 0 2px ${vars.color.border.focus}` },
      '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
    },
  }),
);

export const radioItem = style(
  layered({
    paddingInlineStart: vars.space.sm,
    selectors: { '&[data-state="checked"]': { fontWeight: vars.fontWeight.bold } },
  }),
);

export const indicator = style(
  layered({
    display: 'inline-flex',
    width: '1rem',
    flexShrink: 0,
    color: vars.color.accent.text,
  }),
);

export const startSlot = style(layered({ display: 'inline-flex', flexShrink: 0, color: vars.color.text.secondary }));

export const label = style(layered({ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }));

export const endSlot = style(
  layered({
    marginInlineStart: 'auto',
    paddingInlineStart: vars.space.md,
    color: vars.color.text.secondary,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  }),
);

export const menuLabel = style(
  layered({
    padding: `${vars.space.xs} ${vars.space.md}`,
    color: vars.color.text.muted,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
  }),
);

export const separator = style(
  layered({ height: '1px', margin: `${vars.space.xs} ${vars.space.sm}`, background: vars.color.border.subtle }),
);
