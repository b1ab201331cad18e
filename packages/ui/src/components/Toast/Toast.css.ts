import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { layered } from '../../private/layer';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

/**
 * Themes react-toastify (v10 and v11) with our tokens, following `data-theme` like everything else.
 * Pass it to `<ToastContainer className={toastContainerClassName} icon={false} closeButton={false} />`
 * and render a `ToastMessage` as the toast content (it brings its own icon and close button).
 *
 * It only sets react-toastify's documented CSS custom properties, on the container: its toasts inherit
 * them, so this works whatever order the stylesheets load in. Both toastify themes (`light`, `dark`)
 * get our surface; `colored` gets our status colours.
 */
export const toastContainerClassName = style(
  layered({
    vars: {
      '--toastify-color-light': vars.color.surface.raised,
      '--toastify-color-dark': vars.color.surface.raised,
      '--toastify-text-color-light': vars.color.text.primary,
      '--toastify-text-color-dark': vars.color.text.primary,
      '--toastify-color-info': vars.color.info.base,
      '--toastify-color-success': vars.color.success.base,
      '--toastify-color-warning': vars.color.warning.base,
      '--toastify-color-error': vars.color.danger.base,
      '--toastify-text-color-info': vars.color.text.inverse,
      '--toastify-text-color-success': vars.color.text.inverse,
      '--toastify-text-color-warning': vars.color.text.inverse,
      '--toastify-text-color-error': vars.color.text.inverse,
      '--toastify-color-progress-light': vars.color.accent.base,
      '--toastify-color-progress-dark': vars.color.accent.base,
      '--toastify-spinner-color': vars.color.accent.base,
      '--toastify-spinner-color-empty-area': vars.color.border.subtle,
      '--toastify-font-family': vars.font.body,
      '--toastify-toast-bd-radius': vars.radius.lg,
      '--toastify-toast-shadow': vars.shadow.lg,
      '--toastify-toast-padding': vars.space.md,
      '--toastify-toast-width': '22rem',
      '--toastify-toast-min-height': '3.5rem',
      '--toastify-toast-offset': vars.space.lg,
      '--toastify-z-index': vars.zIndex.toast,
    },
  }),
);

// On phones react-toastify pins its top container to the very top, over the site header's Sign In
// and Sign Up: ours starts below the header (SiteHeader's 4rem). Unlayered on purpose: toastify's
// own rule is unlayered, and a layered one would lose to it whatever its specificity.
globalStyle(`${toastContainerClassName}[class*="Toastify__toast-container--top"]`, {
  '@media': { [media.mobile]: { top: `calc(4rem + ${vars.space.sm} + env(safe-area-inset-top))` } },
});

// react-toastify draws no border; ours separates a toast from a surface of the same colour.
globalStyle(
  `${toastContainerClassName} .Toastify__toast`,
  layered({ border: `1px solid ${vars.color.border.subtle}` }),
);

export const message = style(
  layered({
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.md,
    width: '100%',
    minWidth: 0,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    color: vars.color.text.primary,
  }),
);

export const icon = recipe({
  base: layered({ display: 'inline-flex', flexShrink: 0, marginTop: '1px' }),
  variants: {
    kind: {
      success: layered({ color: vars.color.success.base }),
      error: layered({ color: vars.color.danger.base }),
      info: layered({ color: vars.color.info.base }),
      warning: layered({ color: vars.color.warning.base }),
    },
  },
});

export const text = style(layered({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }));

export const title = style(layered({ display: 'block', fontWeight: vars.fontWeight.bold }));

export const description = style(
  layered({ margin: 0, marginTop: vars.space['2xs'], color: vars.color.text.secondary }),
);

export const close = style(
  layered({
    selectors: {
      // Doubled class: beats the Button recipe's size in the same layer whatever the stylesheet order.
      '&&': { marginBlock: `calc(-1 * ${vars.space.xs})`, marginInlineEnd: `calc(-1 * ${vars.space.xs})` },
    },
  }),
);
