import { style } from '@vanilla-extract/css';
import { layered } from '../../private/layer';
import { vars } from '../../theme/contract.css';

export const form = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    width: '100%',
  }),
);

export const intro = style(
  layered({
    margin: 0,
    color: vars.color.text.secondary,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
  }),
);

export const code = style(
  layered({
    fontFamily: vars.font.mono,
    letterSpacing: '0.1em',
  }),
);

export const links = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    gap: vars.space.sm,
  }),
);
