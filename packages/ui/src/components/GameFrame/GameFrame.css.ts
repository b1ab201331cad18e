import { style } from '@vanilla-extract/css';
import { layered } from '../../private/layer';
import { vars } from '../../theme/contract.css';
import { breakpoints } from '../../theme/tokens';

/** Spec: at widths up to 600px the buttons sit in a bar above the frame; wider, they float over it. */
const narrow = `screen and (max-width: ${breakpoints.sm}px)`;
const wide = `screen and (min-width: ${breakpoints.sm + 1}px)`;

/**
 * Fills the viewport under the site header. The header's height (4rem, `SiteHeader`'s) can be changed
 * with the `--casino-game-frame-offset` custom property.
 */
export const root = style(
  layered({
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
    height: 'calc(100dvh - var(--casino-game-frame-offset, 4rem))',
    minHeight: '20rem',
    background: vars.color.surface.sunken,
    color: vars.color.text.primary,
    fontFamily: vars.font.body,
  }),
);

export const toolbar = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: vars.space.sm,
    '@media': {
      [wide]: {
        position: 'absolute',
        top: vars.space.sm,
        insetInlineEnd: vars.space.sm,
        zIndex: 1,
      },
      [narrow]: {
        flexShrink: 0,
        padding: `${vars.space.xs} ${vars.space.sm}`,
        background: vars.color.surface.raised,
        borderBottom: `1px solid ${vars.color.border.subtle}`,
      },
    },
  }),
);

/** In the bar the badge sits at the start, the buttons at the end. */
export const demo = style(layered({ '@media': { [narrow]: { marginInlineEnd: 'auto' } } }));

export const frameBox = style(layered({ position: 'relative', flex: '1 1 auto', minHeight: 0 }));

export const frame = style(
  layered({
    position: 'absolute',
    inset: 0,
    display: 'block',
    width: '100%',
    height: '100%',
    border: 0,
    background: vars.color.surface.sunken,
  }),
);

export const loading = style(
  layered({
    position: 'absolute',
    inset: 0,
    display: 'grid',
    placeItems: 'center',
    alignContent: 'center',
    gap: vars.space.md,
    background: vars.color.surface.sunken,
    color: vars.color.text.secondary,
    fontSize: vars.fontSize.sm,
  }),
);
