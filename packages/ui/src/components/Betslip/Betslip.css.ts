import { style } from '@vanilla-extract/css';
import { layered } from '../../private/layer';
import { vars } from '../../theme/contract.css';

export const root = style(
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

export const header = style(layered({ display: 'flex', alignItems: 'center', gap: vars.space.sm }));

export const title = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    flex: 1,
    margin: 0,
    fontSize: vars.fontSize.lg,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
  }),
);

export const badge = style(
  layered({
    minWidth: '1.6em',
    padding: `0 ${vars.space.xs}`,
    borderRadius: vars.radius.pill,
    background: vars.color.accent.base,
    color: vars.color.accent.contrast,
    fontSize: vars.fontSize.xs,
    textAlign: 'center',
    lineHeight: '1.6',
  }),
);

export const tools = style(layered({ display: 'flex', gap: vars.space.xs }));

export const settings = style(
  layered({
    display: 'grid',
    gap: vars.space.sm,
    margin: 0,
    padding: vars.space.md,
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface.overlay,
  }),
);

export const settingsTitle = style(
  layered({ padding: 0, marginBottom: vars.space.xs, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold }),
);

export const option = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: '2rem',
    fontSize: vars.fontSize.sm,
    cursor: 'pointer',
  }),
);

export const radio = style(
  layered({
    width: '1.125rem',
    height: '1.125rem',
    margin: 0,
    accentColor: vars.color.accent.base,
    selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' } },
  }),
);

export const erase = style(
  layered({
    display: 'grid',
    gap: vars.space.sm,
    padding: vars.space.md,
    border: `1px solid ${vars.color.danger.base}`,
    borderRadius: vars.radius.md,
    background: vars.color.danger.subtle,
  }),
);

export const eraseQuestion = style(layered({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text.primary }));

export const eraseActions = style(layered({ display: 'flex', gap: vars.space.sm, justifyContent: 'flex-end' }));

export const tabs = style(layered({ gap: vars.space.md }));

export const tabList = style(layered({}));

export const tab = style(layered({ flex: '1 0 auto', justifyContent: 'center' }));

export const empty = style(
  layered({ display: 'grid', gap: vars.space.xs, padding: `${vars.space.lg} 0`, textAlign: 'center' }),
);

export const emptyTitle = style(layered({ margin: 0, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md }));

export const emptyHint = style(layered({ margin: 0, color: vars.color.text.secondary, fontSize: vars.fontSize.sm }));

export const body = style(layered({ display: 'grid', gap: vars.space.md }));

export const selections = style(
  layered({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' }),
);

export const selection = style(
  layered({
    display: 'grid',
    gap: vars.space['2xs'],
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface.overlay,
    border: `1px solid ${vars.color.border.subtle}`,
    selectors: { '&[data-unavailable]': { borderColor: vars.color.warning.base } },
  }),
);

export const selectionTop = style(layered({ display: 'flex', alignItems: 'center', gap: vars.space.sm }));

export const match = style(
  layered({
    flex: 1,
    minWidth: 0,
    color: vars.color.text.secondary,
    fontSize: vars.fontSize.xs,
    overflowWrap: 'anywhere',
  }),
);

export const remove = style(layered({ marginInlineEnd: `calc(-1 * ${vars.space.sm})` }));

export const selectionMain = style(
  layered({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.sm }),
);

export const pick = style(
  layered({ minWidth: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' }),
);

export const odds = style(
  layered({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    flexShrink: 0,
    fontVariantNumeric: 'tabular-nums',
  }),
);

export const price = style(layered({ fontWeight: vars.fontWeight.bold, color: vars.color.accent.text }));

export const previousOdds = style(layered({ color: vars.color.text.muted, fontSize: vars.fontSize.xs }));

export const moveUp = style(layered({ display: 'inline-flex', color: vars.color.success.text }));

export const moveDown = style(layered({ display: 'inline-flex', color: vars.color.danger.text }));

export const selectionBottom = style(
  layered({
    display: 'flex',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    fontSize: vars.fontSize.xs,
    color: vars.color.text.secondary,
  }),
);

export const market = style(layered({ minWidth: 0 }));

export const unavailable = style(layered({ color: vars.color.warning.text, fontWeight: vars.fontWeight.bold }));

export const selectionPayout = style(layered({ color: vars.color.text.secondary, fontVariantNumeric: 'tabular-nums' }));

export const select = style(layered({ appearance: 'auto', cursor: 'pointer' }));

export const quickStakes = style(
  layered({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(3.5rem, 1fr))',
    gap: vars.space.xs,
    marginTop: `calc(-1 * ${vars.space.xs})`,
  }),
);

export const summary = style(layered({ display: 'grid', gap: vars.space.xs, margin: 0, fontSize: vars.fontSize.sm }));

export const summaryRow = style(
  layered({
    display: 'flex',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    color: vars.color.text.secondary,
  }),
);

export const payoutRow = style(
  layered({ color: vars.color.text.primary, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md }),
);

export const figure = style(layered({ margin: 0, fontVariantNumeric: 'tabular-nums', color: vars.color.text.primary }));

export const oddsChanged = style(
  layered({
    display: 'grid',
    gap: vars.space.sm,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.warning.base}`,
    background: vars.color.warning.subtle,
    color: vars.color.warning.text,
    fontSize: vars.fontSize.sm,
  }),
);

export const error = style(
  layered({
    margin: 0,
    padding: vars.space.sm,
    borderRadius: vars.radius.md,
    background: vars.color.danger.subtle,
    color: vars.color.danger.text,
    fontSize: vars.fontSize.sm,
  }),
);

export const oddsChangedText = style(layered({ margin: 0 }));

/** Why the player may not bet now, where the bet button was: information, not a failure. */
export const paused = style(
  layered({
    margin: 0,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.warning.base}`,
    background: vars.color.warning.subtle,
    color: vars.color.warning.text,
    fontSize: vars.fontSize.sm,
  }),
);

export const quickStake = style(
  layered({
    selectors: {
      '&[aria-pressed="true"]': { borderColor: vars.color.accent.base, color: vars.color.accent.text },
    },
  }),
);
