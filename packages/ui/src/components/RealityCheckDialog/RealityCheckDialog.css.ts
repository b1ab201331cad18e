import { style } from '@vanilla-extract/css';
import { layered } from '../../private/layer';
import { vars } from '../../theme/contract.css';

export const figures = style(
  layered({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
    gap: vars.space.sm,
    margin: 0,
  }),
);

export const figure = style(
  layered({
    display: 'grid',
    gap: vars.space['2xs'],
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    background: vars.color.surface.sunken,
  }),
);

export const term = style(layered({ color: vars.color.text.secondary, fontSize: vars.fontSize.sm }));

export const value = style(
  layered({
    margin: 0,
    color: vars.color.text.primary,
    fontSize: vars.fontSize.xl,
    fontWeight: vars.fontWeight.bold,
    fontVariantNumeric: 'tabular-nums',
  }),
);
