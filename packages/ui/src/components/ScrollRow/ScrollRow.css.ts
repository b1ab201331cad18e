import { style } from '@vanilla-extract/css';
import { layered } from '../../private/layer';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const root = style(layered({ position: 'relative', minWidth: 0 }));

/** The arrows sit over the row's ends, centred on the tiles' artwork; phones swipe instead. */
export const arrow = style(
  layered({
    position: 'absolute',
    top: '38%',
    transform: 'translateY(-50%)',
    zIndex: 1,
    display: 'none',
    background: vars.color.surface.overlay,
    border: `1px solid ${vars.color.border.strong}`,
    borderRadius: vars.radius.pill,
    boxShadow: vars.shadow.md,
    selectors: { '&[hidden]': { display: 'none' } },
    '@media': { [media.sm]: { display: 'inline-flex' } },
  }),
);

export const previous = style(layered({ left: `calc(-1 * ${vars.space.md})` }));
export const next = style(layered({ right: `calc(-1 * ${vars.space.md})` }));
