import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { layered } from '../../private/layer';
import { vars } from '../../theme/contract.css';

export const root = style(layered({ display: 'grid', gap: vars.space.md, minWidth: 0 }));

export const title = style(
  layered({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold }),
);

export const body = style(layered({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.lg }));

export const list = style(
  layered({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none', minWidth: '12rem' }),
);

export const item = recipe({
  base: layered({ display: 'flex', alignItems: 'center', gap: vars.space.sm, fontSize: vars.fontSize.sm }),
  variants: {
    done: {
      true: layered({ color: vars.color.text.primary }),
      false: layered({ color: vars.color.text.secondary }),
    },
  },
});

export const mark = recipe({
  base: layered({
    display: 'inline-grid',
    placeItems: 'center',
    width: '1.25rem',
    height: '1.25rem',
    flexShrink: 0,
    borderRadius: vars.radius.pill,
    fontSize: vars.fontSize.xs,
  }),
  variants: {
    done: {
      true: layered({ background: vars.color.success.subtle, color: vars.color.success.text }),
      false: layered({ background: vars.color.neutral.subtle, color: vars.color.text.secondary }),
    },
  },
});

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
