import { style } from '@vanilla-extract/css';
import { layered } from '../../private/layer';
import { vars } from '../../theme/contract.css';

export const card = style(layered({ height: '100%' }));

export const imageBox = style(
  layered({
    position: 'relative',
    aspectRatio: '16 / 9',
    overflow: 'hidden',
    borderRadius: `calc(${vars.radius.lg} - 1px) calc(${vars.radius.lg} - 1px) 0 0`,
    background: vars.color.surface.sunken,
  }),
);

export const body = style(
  layered({
    display: 'grid',
    alignContent: 'start',
    gap: vars.space.md,
    flex: '1 1 auto',
    minWidth: 0,
    padding: vars.space.lg,
  }),
);

export const header = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
  }),
);

export const description = style(layered({ color: vars.color.accent.text, fontWeight: vars.fontWeight.bold }));

export const gauge = style(layered({ justifySelf: 'center' }));

export const details = style(
  layered({
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    gap: `${vars.space.xs} ${vars.space.md}`,
    margin: 0,
  }),
);

export const term = style(layered({ color: vars.color.text.secondary }));

export const value = style(
  layered({ margin: 0, textAlign: 'end', fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' }),
);

export const codeRow = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    padding: vars.space.sm,
    borderRadius: vars.radius.md,
    border: `1px dashed ${vars.color.border.strong}`,
  }),
);

export const codeText = style(layered({ display: 'grid', gap: vars.space['2xs'] }));

export const code = style(
  layered({ fontFamily: vars.font.mono, fontWeight: vars.fontWeight.bold, letterSpacing: '0.05em' }),
);

export const hint = style(layered({ color: vars.color.text.secondary, fontSize: vars.fontSize.sm }));

export const actions = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'flex-end',
    gap: vars.space.sm,
    paddingBlockStart: vars.space.sm,
    borderBlockStart: `1px solid ${vars.color.border.subtle}`,
  }),
);
