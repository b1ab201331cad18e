import { style, styleVariants } from '@vanilla-extract/css';
import { layered } from '../../private/layer';
import { vars } from '../../theme/contract.css';

export const root = style(
  layered({
    display: 'grid',
    gap: vars.space.sm,
    minWidth: 0,
    padding: `${vars.space.md} ${vars.space.lg}`,
    borderRadius: vars.radius.md,
    borderInlineStart: '4px solid',
    color: vars.color.text.primary,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    overflowWrap: 'anywhere',
  }),
);

const tone = (name: 'info' | 'warning' | 'danger' | 'success') =>
  layered({ background: vars.color[name].subtle, borderInlineStartColor: vars.color[name].base });

export const tones = styleVariants({
  info: [tone('info')],
  warning: [tone('warning')],
  danger: [tone('danger')],
  success: [tone('success')],
});

const titleTone = (name: 'info' | 'warning' | 'danger' | 'success') => layered({ color: vars.color[name].text });

export const titleTones = styleVariants({
  info: [titleTone('info')],
  warning: [titleTone('warning')],
  danger: [titleTone('danger')],
  success: [titleTone('success')],
});

export const title = style(
  layered({
    margin: 0,
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
  }),
);

export const body = style(layered({ display: 'grid', gap: vars.space.xs }));

export const actions = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.sm,
    marginBlockStart: vars.space.xs,
  }),
);
