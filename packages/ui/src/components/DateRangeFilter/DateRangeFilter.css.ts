import { style } from '@vanilla-extract/css';
import { layered } from '../../private/layer';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const form = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    gap: vars.space.md,
    '@media': { [media.mobile]: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' } },
  }),
);

export const field = style(
  layered({ flex: '1 1 11rem', maxWidth: '16rem', '@media': { [media.mobile]: { maxWidth: 'none' } } }),
);

export const actions = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: '2.75rem',
    // Lines the buttons up with the inputs rather than with the labels above them.
    marginBlockStart: `calc(${vars.fontSize.sm} * ${vars.lineHeight.tight} + ${vars.space.xs})`,
    '@media': { [media.mobile]: { marginBlockStart: 0 } },
  }),
);

export const reload = style(layered({ width: '2.5rem', paddingInline: 0 }));

export const icon = style(layered({ display: 'block', width: '1.125rem', height: '1.125rem' }));
