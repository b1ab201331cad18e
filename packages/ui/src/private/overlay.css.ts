import { keyframes, style } from '@vanilla-extract/css';
import { layered } from './layer';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

/** Under reduced motion: as specific as the `[data-state]` rules that start the animations, and later. */
export const noMotion = { selectors: { '&[data-state]': { animation: 'none' } } };

export const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
export const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

/** The dimmed layer behind a modal surface (dialogs, drawers). Clicking it closes the surface. */
export const overlayBackdrop = style(
  layered({
    position: 'fixed',
    inset: 0,
    background: vars.color.backdrop,
    selectors: {
      '&[data-state="open"]': { animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}` },
      '&[data-state="closed"]': { animation: `${fadeOut} ${vars.motion.fast} ${vars.motion.easing}` },
    },
    '@media': { [media.reducedMotion]: noMotion },
  }),
);

/** The icon-only close button of dialogs, drawers and toasts: square, muted until hovered. */
export const overlayCloseButton = style(
  layered({
    flexShrink: 0,
    selectors: {
      // Doubled class: wins over the Button recipe in the same layer whatever the stylesheet order.
      '&&': { width: '2.25rem', minHeight: '2.25rem', padding: 0, color: vars.color.text.secondary },
      '&&:hover:not(:disabled)': { color: vars.color.text.primary },
    },
  }),
);

const popIn = keyframes({
  from: { opacity: 0, transform: 'translateY(var(--casino-overlay-shift, 0)) scale(0.96)' },
  to: { opacity: 1, transform: 'none' },
});

/** A floating surface anchored to a trigger (menus, tooltips), with an entry motion toward its side. */
export const overlayFloating = style(
  layered({
    background: vars.color.surface.overlay,
    color: vars.color.text.primary,
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.lg,
    fontFamily: vars.font.body,
    transformOrigin: 'var(--radix-popper-transform-origin)',
    selectors: {
      '&[data-side="bottom"]': { vars: { '--casino-overlay-shift': '-4px' } },
      '&[data-side="top"]': { vars: { '--casino-overlay-shift': '4px' } },
      '&[data-state="open"], &[data-state="delayed-open"], &[data-state="instant-open"]': {
        animation: `${popIn} ${vars.motion.fast} ${vars.motion.easing}`,
      },
      '&[data-state="closed"]': { animation: `${fadeOut} ${vars.motion.fast} ${vars.motion.easing}` },
    },
    '@media': { [media.reducedMotion]: noMotion },
  }),
);
