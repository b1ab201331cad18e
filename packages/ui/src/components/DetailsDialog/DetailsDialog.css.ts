import { style } from '@vanilla-extract/css';
import { layered } from '../../private/layer';
import { vars } from '../../theme/contract.css';

export const content = style(layered({ display: 'grid', gap: vars.space.lg }));

export const list = style(
  layered({
    display: 'grid',
    gridTemplateColumns: 'minmax(6rem, auto) 1fr',
    gap: `${vars.space.sm} ${vars.space.lg}`,
    margin: 0,
  }),
);

export const term = style(layered({ color: vars.color.text.secondary }));

export const value = style(layered({ margin: 0, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' }));
