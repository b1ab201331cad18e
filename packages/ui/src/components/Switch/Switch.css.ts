import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { layered } from '../../private/layer';
import { vars } from '../../theme/contract.css';

export const root = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.md,
    minHeight: '2.75rem',
  }),
);

export const text = style(layered({ display: 'grid', gap: vars.space['2xs'], minWidth: 0 }));

export const label = recipe({
  base: layered({ fontSize: vars.fontSize.md, color: vars.color.text.primary, cursor: 'pointer' }),
  variants: { disabled: { true: layered({ cursor: 'default' }), false: {} } },
});

export const description = style(layered({ fontSize: vars.fontSize.sm, color: vars.color.text.secondary }));

export const track = style(
  layered({
    position: 'relative',
    flexShrink: 0,
    width: '3rem',
    height: '1.75rem',
    padding: 0,
    border: `2px solid ${vars.color.text.muted}`,
    borderRadius: vars.radius.pill,
    background: vars.color.surface.sunken,
    cursor: 'pointer',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&[data-state="checked"]': { background: vars.color.accent.base, borderColor: vars.color.accent.base },
      '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.7 },
    },
  }),
);

export const thumb = style(
  layered({
    position: 'absolute',
    insetBlockStart: '50%',
    insetInlineStart: '0.1875rem',
    width: '1.125rem',
    height: '1.125rem',
    borderRadius: vars.radius.pill,
    background: vars.color.text.secondary,
    transform: 'translateY(-50%)',
    transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      [`${track}[data-state="checked"] &`]: {
        background: vars.color.accent.contrast,
        transform: 'translate(1.25rem, -50%)',
      },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  }),
);
