import { style } from '@vanilla-extract/css';
import { layered } from '../../private/layer';
import { vars } from '../../theme/contract.css';

export const root = style(layered({ display: 'grid', gap: vars.space.md, minWidth: 0 }));

export const explanation = style(
  layered({ color: vars.color.text.secondary, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.relaxed }),
);

export const periods = style(layered({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, border: 'none' }));

export const legend = style(
  layered({
    padding: 0,
    marginBottom: vars.space.xs,
    color: vars.color.text.primary,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
  }),
);

export const options = style(layered({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm }));

export const option = style(
  layered({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minHeight: '2.75rem',
    paddingInline: vars.space.md,
    border: `1px solid ${vars.color.border.strong}`,
    borderRadius: vars.radius.md,
    color: vars.color.text.primary,
    cursor: 'pointer',
    selectors: {
      '&:has(input:checked)': { borderColor: vars.color.accent.base, background: vars.color.accent.subtle },
    },
  }),
);

export const radio = style(
  layered({
    width: '1.125rem',
    height: '1.125rem',
    margin: 0,
    accentColor: vars.color.accent.base,
    selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' } },
  }),
);
