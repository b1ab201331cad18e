import { style } from '@vanilla-extract/css';
import { layered } from '../../private/layer';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const root = style(
  layered({
    position: 'relative',
    display: 'grid',
    gap: vars.space.sm,
    minWidth: 0,
  }),
);

export const viewport = style(
  layered({
    position: 'relative',
    overflow: 'hidden',
    borderRadius: vars.radius.lg,
    background: vars.color.surface.raised,
  }),
);

export const slide = style(
  layered({
    selectors: { '&[hidden]': { display: 'none' } },
  }),
);

export const controls = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: vars.space.xs,
    flexWrap: 'wrap',
  }),
);

export const dots = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    marginInlineEnd: 'auto',
    padding: 0,
    margin: 0,
    listStyle: 'none',
  }),
);

/** A slide picker: a 24px target around a small bar that widens for the current slide. */
export const dot = style(
  layered({
    display: 'inline-grid',
    placeItems: 'center',
    width: '24px',
    height: '24px',
    padding: 0,
    border: 'none',
    background: 'none',
    cursor: 'pointer',
    borderRadius: vars.radius.pill,
    selectors: {
      '&::before': {
        content: '""',
        display: 'block',
        width: '8px',
        height: '8px',
        borderRadius: vars.radius.pill,
        background: vars.color.text.muted,
      },
      '&[aria-current="true"]::before': { width: '20px', background: vars.color.accent.base },
      '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '1px' },
    },
    '@media': { [media.reducedMotion]: { transition: 'none' } },
  }),
);
