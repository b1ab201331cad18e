import { style } from '@vanilla-extract/css';
import { layered } from '../../private/layer';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const form = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    paddingTop: vars.space.md,
  }),
);

/** Sign-up fields: one column on phones, two from `media.sm` up. */
export const grid = style(
  layered({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.md,
    '@media': {
      [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space.lg },
    },
  }),
);

export const formError = style(
  layered({
    margin: 0,
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.danger.base}`,
    background: vars.color.danger.subtle,
    color: vars.color.danger.text,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
  }),
);

export const links = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    justifyContent: 'center',
    gap: vars.space.xs,
    fontSize: vars.fontSize.sm,
    color: vars.color.text.secondary,
  }),
);

export const forgotRow = style(
  layered({
    display: 'flex',
    justifyContent: 'flex-end',
  }),
);

export const backRow = style(
  layered({
    display: 'flex',
    justifyContent: 'flex-start',
  }),
);
