import { style } from '@vanilla-extract/css';
import { layered } from '../../private/layer';
import { vars } from '../../theme/contract.css';

export const root = style(layered({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md }));

export const frame = style(
  layered({
    position: 'relative',
    width: '6rem',
    height: '6rem',
    flexShrink: 0,
    borderRadius: vars.radius.pill,
    overflow: 'hidden',
    background: vars.color.surface.sunken,
    border: `2px solid ${vars.color.border.strong}`,
  }),
);

export const image = style(layered({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }));

export const placeholder = style(
  layered({
    display: 'grid',
    placeItems: 'center',
    width: '100%',
    height: '100%',
    fontSize: '3rem',
    color: vars.color.text.muted,
  }),
);

export const spinner = style(
  layered({ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', background: vars.color.backdrop }),
);

export const controls = style(layered({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm }));

export const picker = style(layered({ minHeight: '2.5rem' }));

export const pickerText = style(layered({ whiteSpace: 'nowrap' }));
