import { style } from '@vanilla-extract/css';
import { layered } from '../../private/layer';
import { vars } from '../../theme/contract.css';

export const root = style(
  layered({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    paddingBlock: vars.space['2xs'],
    paddingInline: vars.space.sm,
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.pill,
    background: vars.color.surface.sunken,
    color: vars.color.text.primary,
    fontSize: vars.fontSize.xs,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
  }),
);

export const part = style(layered({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2xs'] }));

export const icon = style(layered({ flexShrink: 0, color: vars.color.text.secondary }));

export const label = style(layered({ color: vars.color.text.secondary }));

export const value = style(layered({ fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' }));

export const separator = style(layered({ color: vars.color.text.muted }));
