import { style } from '@vanilla-extract/css';
import { layered } from '../../private/layer';
import { vars } from '../../theme/contract.css';
import { breakpoints } from '../../theme/tokens';

const narrow = `screen and (max-width: ${breakpoints.sm - 1}px)`;

export const nav = style(layered({ display: 'flex', justifyContent: 'center' }));

export const list = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    '@media': { [narrow]: { gap: vars.space.xs } },
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
    '@media': { [narrow]: { minWidth: 0, padding: `0 ${vars.space['2xs']}` } },
  }),
);

/** Square icon-only buttons: first and last always, Previous and Next on narrow phones. */
export const iconButton = style(layered({ width: '2.25rem', paddingInline: 0 }));

export const stepButton = style(layered({ '@media': { [narrow]: { width: '2.25rem', paddingInline: 0 } } }));

/** Previous/Next keep their icon and drop the word on narrow phones; the accessible name stays. */
export const stepLabel = style(
  layered({
    '@media': {
      [narrow]: {
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
