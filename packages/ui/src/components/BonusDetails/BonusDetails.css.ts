import { style } from '@vanilla-extract/css';
import { layered } from '../../private/layer';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

/** Image above the details on phones; beside them from the medium breakpoint. */
export const root = style(
  layered({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    alignItems: 'start',
    gap: vars.space.xl,
    minWidth: 0,
    color: vars.color.text.primary,
    fontFamily: vars.font.body,
    '@media': {
      [media.md]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', gap: vars.space['2xl'] },
    },
  }),
);

export const imageBox = style(
  layered({
    position: 'relative',
    aspectRatio: '16 / 9',
    overflow: 'hidden',
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border.subtle}`,
    background: vars.color.surface.sunken,
  }),
);

export const content = style(
  layered({ display: 'grid', justifyItems: 'start', alignContent: 'start', gap: vars.space.md, minWidth: 0 }),
);

export const offer = style(layered({ color: vars.color.accent.text, fontWeight: vars.fontWeight.bold }));

export const fields = style(
  layered({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    width: '100%',
    margin: 0,
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.lg,
    background: vars.color.surface.raised,
  }),
);

export const field = style(
  layered({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
    gap: vars.space.md,
    padding: `${vars.space.sm} ${vars.space.lg}`,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    selectors: { '& + &': { borderTop: `1px solid ${vars.color.border.subtle}` } },
  }),
);

export const term = style(layered({ color: vars.color.text.secondary }));

export const value = style(
  layered({ margin: 0, fontWeight: vars.fontWeight.medium, textAlign: 'end', overflowWrap: 'anywhere' }),
);

export const description = style(layered({ width: '100%', minWidth: 0 }));

export const action = style(layered({ width: '100%', '@media': { [media.md]: { width: 'auto', minWidth: '14rem' } } }));
