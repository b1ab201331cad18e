import { style } from '@vanilla-extract/css';
import { layered } from '../../private/layer';
import { vars } from '../../theme/contract.css';

export const panel = style(
  layered({
    display: 'grid',
    gap: vars.space.md,
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    background: vars.color.surface.raised,
    color: vars.color.text.primary,
    fontFamily: vars.font.body,
    minWidth: 0,
  }),
);

export const title = style(
  layered({
    margin: 0,
    fontSize: vars.fontSize.lg,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
  }),
);

export const featured = style(
  layered({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
    gap: vars.space.sm,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

const interactive = {
  cursor: 'pointer',
  fontFamily: vars.font.body,
  color: vars.color.text.primary,
  selectors: {
    '&:hover': { background: vars.color.surface.hover },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
  },
} as const;

export const card = style(
  layered({
    ...interactive,
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    width: '100%',
    height: '100%',
    padding: vars.space.md,
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface.overlay,
    textAlign: 'start',
  }),
);

export const cardIcon = style(layered({ display: 'inline-flex', flexShrink: 0, color: vars.color.accent.text }));

export const cardText = style(layered({ display: 'grid', gap: vars.space['2xs'], flex: 1, minWidth: 0 }));

export const cardName = style(
  layered({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' }),
);

export const cardCategory = style(layered({ fontSize: vars.fontSize.xs, color: vars.color.text.secondary }));

export const entry = style(
  layered({
    ...interactive,
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    width: '100%',
    minHeight: '2.75rem',
    padding: `${vars.space.sm} ${vars.space.md}`,
    border: 'none',
    borderRadius: vars.radius.md,
    background: 'transparent',
    fontSize: vars.fontSize.sm,
    textAlign: 'start',
  }),
);

export const favoriteIcon = style(layered({ display: 'inline-flex', color: vars.color.accent.text }));

export const sportIcon = style(layered({ display: 'inline-flex', flexShrink: 0 }));

export const entryName = style(layered({ flex: 1, minWidth: 0, fontWeight: vars.fontWeight.medium }));

export const count = style(
  layered({
    minWidth: '1.75em',
    padding: `0 ${vars.space.xs}`,
    borderRadius: vars.radius.pill,
    background: vars.color.neutral.subtle,
    color: vars.color.neutral.text,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
    textAlign: 'center',
    fontVariantNumeric: 'tabular-nums',
  }),
);

export const tabs = style(layered({ gap: vars.space.sm }));

export const tabList = style(layered({}));

export const sports = style(
  layered({ display: 'grid', gap: vars.space['2xs'], margin: 0, padding: 0, listStyle: 'none' }),
);

export const empty = style(layered({ margin: 0, color: vars.color.text.secondary, fontSize: vars.fontSize.sm }));
