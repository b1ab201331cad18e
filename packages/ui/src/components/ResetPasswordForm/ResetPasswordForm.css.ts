import { style } from '@vanilla-extract/css';
import { layered } from '../../private/layer';
import { vars } from '../../theme/contract.css';

export const form = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    width: '100%',
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
