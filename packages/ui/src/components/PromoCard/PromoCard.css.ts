import { style } from '@vanilla-extract/css';
import { layered } from '../../private/layer';
import { vars } from '../../theme/contract.css';

export const card = style(layered({ height: '100%' }));

export const imageBox = style(
  layered({
    position: 'relative',
    aspectRatio: '16 / 9',
    overflow: 'hidden',
    borderRadius: `calc(${vars.radius.lg} - 1px) calc(${vars.radius.lg} - 1px) 0 0`,
    background: vars.color.surface.sunken,
  }),
);

export const body = style(
  layered({
    display: 'grid',
    alignContent: 'start',
    justifyItems: 'start',
    gap: vars.space.sm,
    flex: '1 1 auto',
    minWidth: 0,
    padding: `${vars.space.lg} ${vars.space.lg} 0`,
  }),
);

export const offer = style(layered({ color: vars.color.accent.text, fontWeight: vars.fontWeight.bold }));

export const footer = style(layered({ padding: vars.space.lg }));
