import { style } from '@vanilla-extract/css';
import { layered } from '../../private/layer';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const root = style(
  layered({
    display: 'grid',
    gap: vars.space.md,
    margin: 0,
    padding: vars.space.lg,
    minWidth: 0,
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.lg,
    background: vars.color.surface.raised,
  }),
);

export const legend = style(
  layered({
    float: 'left',
    width: '100%',
    padding: 0,
    marginBottom: vars.space.xs,
    color: vars.color.text.primary,
    fontSize: vars.fontSize.lg,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
  }),
);

/** Box, buttons, and the pending line under both; on phones everything stacks. */
export const row = style(
  layered({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    alignItems: 'start',
    gap: vars.space.sm,
    clear: 'both',
    '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
  }),
);

export const field = style(layered({ minWidth: 0 }));

export const actions = style(
  layered({
    display: 'flex',
    gap: vars.space.xs,
    // Lines the buttons up with the box, under the label.
    paddingTop: `calc(${vars.fontSize.sm} * ${vars.lineHeight.tight} + ${vars.space.xs})`,
    '@media': { [media.mobile]: { paddingTop: 0 } },
  }),
);

export const pending = style(
  layered({
    gridColumn: '1 / -1',
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    padding: vars.space.sm,
    borderRadius: vars.radius.md,
    background: vars.color.warning.subtle,
    color: vars.color.warning.text,
  }),
);

export const pendingText = style(
  layered({ margin: 0, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal }),
);
