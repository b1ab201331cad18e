import { style } from '@vanilla-extract/css';
import { layered } from '../../private/layer';
import { vars } from '../../theme/contract.css';

export const root = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    padding: `${vars.space.sm} ${vars.space.lg}`,
    background: vars.color.surface.overlay,
    borderBottom: `1px solid ${vars.color.border.subtle}`,
    color: vars.color.text.primary,
    fontFamily: vars.font.body,
  }),
);

export const icon = style(layered({ display: 'inline-flex', flexShrink: 0, color: vars.color.accent.text }));

export const heading = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    gap: `0 ${vars.space.sm}`,
    minWidth: 0,
    margin: 0,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
  }),
);

export const category = style(
  layered({ color: vars.color.text.secondary, fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.medium }),
);

export const nameWithCount = style(
  layered({ display: 'inline-flex', alignItems: 'baseline', gap: vars.space.xs, minWidth: 0 }),
);

export const name = style(layered({ minWidth: 0, overflowWrap: 'anywhere' }));

export const count = style(
  layered({
    padding: `0 ${vars.space.xs}`,
    borderRadius: vars.radius.pill,
    background: vars.color.neutral.subtle,
    color: vars.color.neutral.text,
    fontSize: vars.fontSize.xs,
    fontVariantNumeric: 'tabular-nums',
  }),
);
