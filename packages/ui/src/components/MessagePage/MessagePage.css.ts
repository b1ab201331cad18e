import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { layered } from '../../private/layer';
import { vars } from '../../theme/contract.css';

export const root = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.lg,
    width: '100%',
    maxWidth: '36rem',
    marginInline: 'auto',
    paddingBlock: vars.space['3xl'],
    paddingInline: vars.space.lg,
    textAlign: 'center',
    color: vars.color.text.primary,
  }),
);

/** The tone's icon in a round badge: the tone's readable text colour on its subtle background. */
export const icon = recipe({
  base: layered({
    display: 'inline-grid',
    placeItems: 'center',
    flexShrink: 0,
    width: '4rem',
    height: '4rem',
    borderRadius: vars.radius.pill,
    // Custom icons drawn at 1em get the same size as the tone icons.
    fontSize: '2rem',
  }),
  variants: {
    tone: {
      neutral: layered({ background: vars.color.neutral.subtle, color: vars.color.neutral.text }),
      success: layered({ background: vars.color.success.subtle, color: vars.color.success.text }),
      error: layered({ background: vars.color.danger.subtle, color: vars.color.danger.text }),
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const svg = style(layered({ display: 'block', width: '2rem', height: '2rem' }));

export const description = style(
  layered({
    margin: 0,
    maxWidth: '60ch',
    color: vars.color.text.secondary,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.relaxed,
  }),
);

export const action = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    gap: vars.space.sm,
    marginBlockStart: vars.space.sm,
  }),
);
