import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { layered } from '../../private/layer';
import { vars } from '../../theme/contract.css';

export const card = style(
  layered({
    display: 'grid',
    alignContent: 'start',
    gap: vars.space.sm,
    minWidth: 0,
    padding: vars.space.lg,
    background: vars.color.surface.raised,
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.lg,
    color: vars.color.text.primary,
  }),
);

export const title = style(
  layered({
    margin: 0,
    fontFamily: vars.font.heading,
    fontSize: vars.fontSize.lg,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
  }),
);

export const kinds = style(layered({ display: 'grid', gap: vars.space['2xs'] }));

export const kindsLabel = style(
  layered({ fontSize: vars.fontSize.xs, color: vars.color.text.secondary, textTransform: 'uppercase' }),
);

export const kindList = style(
  layered({ margin: 0, paddingInlineStart: vars.space.lg, fontSize: vars.fontSize.sm, color: vars.color.text.primary }),
);

export const kind = style(layered({ lineHeight: vars.lineHeight.normal }));

export const status = style(layered({ margin: 0, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' }));

export const final = style(
  layered({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text.secondary, overflowWrap: 'anywhere' }),
);

export const statusLabel = style(layered({ color: vars.color.text.secondary }));

export const statusValue = recipe({
  base: layered({ fontWeight: vars.fontWeight.bold }),
  variants: {
    status: {
      missing: layered({ color: vars.color.text.secondary }),
      pending: layered({ color: vars.color.warning.text }),
      rejected: layered({ color: vars.color.danger.text }),
      expired: layered({ color: vars.color.danger.text }),
      approved: layered({ color: vars.color.success.text }),
    },
  },
});

export const link = style(
  layered({
    justifySelf: 'start',
    fontSize: vars.fontSize.sm,
    color: vars.color.accent.text,
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
    },
  }),
);

export const actions = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.sm,
    marginBlockStart: vars.space.xs,
  }),
);

export const fileName = style(
  layered({
    margin: 0,
    flex: '1 1 8rem',
    minWidth: 0,
    fontSize: vars.fontSize.sm,
    color: vars.color.text.secondary,
    overflowWrap: 'anywhere',
  }),
);

export const srOnly = style(
  layered({
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  }),
);
