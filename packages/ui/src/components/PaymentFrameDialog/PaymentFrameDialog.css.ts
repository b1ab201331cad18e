import { style } from '@vanilla-extract/css';
import { layered } from '../../private/layer';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const content = style(layered({ display: 'grid', gap: vars.space.md }));

export const frame = style(
  layered({
    display: 'block',
    width: '100%',
    height: 'min(36rem, 70vh)',
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface.sunken,
    '@media': { [media.mobile]: { height: 'calc(100dvh - 11rem)' } },
  }),
);
