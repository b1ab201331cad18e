import { style } from '@vanilla-extract/css';
import { layered } from '../../private/layer';
import { vars } from '../../theme/contract.css';

export const content = style(
  layered({
    zIndex: vars.zIndex.tooltip,
    maxWidth: 'min(18rem, calc(100vw - 1rem))',
    padding: `${vars.space.xs} ${vars.space.sm}`,
    borderRadius: vars.radius.sm,
    boxShadow: vars.shadow.md,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    overflowWrap: 'break-word',
  }),
);

export const arrow = style(layered({ fill: vars.color.surface.overlay }));
