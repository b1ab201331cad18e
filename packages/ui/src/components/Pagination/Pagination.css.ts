import { style } from '@vanilla-extract/css';
import { layered } from '../../private/layer';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const nav = style(layered({ display: 'flex', justifyContent: 'center' }));

export const list = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

export const status = style(
  layered({
    minWidth: '7rem',
    padding: `0 ${vars.space.sm}`,
    textAlign: 'center',
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    color: vars.color.text.secondary,
    whiteSpace: 'nowrap',
    fontVariantNumeric: 'tabular-nums',
  }),
);

/** Previous/Next keep their icon and drop the word on mobile; the accessible name stays. */
export const stepLabel = style(
  layered({
    '@media': {
      [media.mobile]: {
        position: 'absolute',
        width: '1px',
        height: '1px',
        overflow: 'hidden',
        clip: 'rect(0 0 0 0)',
        whiteSpace: 'nowrap',
      },
    },
  }),
);

export const icon = style(layered({ display: 'block', width: '1rem', height: '1rem' }));
