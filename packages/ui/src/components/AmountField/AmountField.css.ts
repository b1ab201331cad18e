import { style } from '@vanilla-extract/css';
import { layered } from '../../private/layer';
import { vars } from '../../theme/contract.css';

export const root = style(layered({ display: 'grid', gap: vars.space.sm, minWidth: 0 }));

export const amounts = style(
  layered({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(4.5rem, 1fr))',
    gap: vars.space.sm,
    margin: 0,
    padding: 0,
    border: 0,
  }),
);
