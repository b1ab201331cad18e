import { style } from '@vanilla-extract/css';
import { layered } from '../../private/layer';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const row = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.md,
    padding: `${vars.space.md} ${vars.space.lg}`,
    background: vars.color.surface.raised,
    borderBottom: `1px solid ${vars.color.border.subtle}`,
    color: vars.color.text.primary,
    fontFamily: vars.font.body,
  }),
);

export const info = style(layered({ flex: '1 1 12rem', minWidth: 0, display: 'grid', gap: vars.space.xs }));

export const name = style(
  layered({
    display: 'grid',
    gap: vars.space['2xs'],
    margin: 0,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
  }),
);

export const competitor = style(layered({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }));

export const meta = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    margin: 0,
    color: vars.color.text.secondary,
    fontSize: vars.fontSize.xs,
    fontVariantNumeric: 'tabular-nums',
  }),
);

export const liveBadge = style(
  layered({
    padding: `0 ${vars.space.xs}`,
    borderRadius: vars.radius.sm,
    background: vars.color.danger.subtle,
    color: vars.color.danger.text,
    fontWeight: vars.fontWeight.bold,
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
  }),
);

export const score = style(layered({ color: vars.color.text.primary, fontWeight: vars.fontWeight.bold }));

export const clock = style(layered({ color: vars.color.success.text }));

export const markets = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space.md,
    '@media': { [media.mobile]: { flexBasis: '100%' } },
  }),
);

export const market = style(layered({ display: 'grid', gap: vars.space['2xs'], minWidth: 0 }));

export const marketLabel = style(
  layered({ color: vars.color.text.secondary, fontSize: vars.fontSize.xs, textAlign: 'center' }),
);

export const outcomes = style(layered({ display: 'flex', gap: vars.space.xs }));

export const oddsButton = style(
  layered({
    display: 'inline-flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['2xs'],
    minWidth: '4.25rem',
    minHeight: '2.75rem',
    padding: `${vars.space.xs} ${vars.space.sm}`,
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface.overlay,
    color: vars.color.text.primary,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.tight,
    cursor: 'pointer',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:hover:not(:disabled)': { background: vars.color.surface.hover, borderColor: vars.color.border.strong },
      '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
      '&[aria-pressed="true"]': {
        background: vars.color.accent.base,
        borderColor: vars.color.accent.base,
        color: vars.color.accent.contrast,
      },
      '&[aria-pressed="true"]:hover:not(:disabled)': { background: vars.color.accent.hover },
      '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
    },
    '@media': {
      [media.reducedMotion]: { transition: 'none' },
      [media.mobile]: { flex: '1 1 0', minWidth: '3.5rem' },
    },
  }),
);

export const oddsLabel = style(
  layered({
    maxWidth: '7rem',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    fontSize: vars.fontSize.xs,
    color: 'inherit',
  }),
);

export const oddsValue = style(
  layered({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['2xs'],
    fontWeight: vars.fontWeight.bold,
    fontVariantNumeric: 'tabular-nums',
  }),
);

export const moveUp = style(
  layered({
    display: 'inline-flex',
    color: vars.color.success.text,
    selectors: { [`${oddsButton}[aria-pressed="true"] &`]: { color: 'inherit' } },
  }),
);

export const moveDown = style(
  layered({
    display: 'inline-flex',
    color: vars.color.danger.text,
    selectors: { [`${oddsButton}[aria-pressed="true"] &`]: { color: 'inherit' } },
  }),
);
