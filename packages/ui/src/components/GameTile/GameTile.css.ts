import { style } from '@vanilla-extract/css';
import { layered } from '../../private/layer';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';
import { gameTileCaptionRem, gameTileImageSize } from './gameTileSize';

const focusRing = { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' };

export const tile = style(
  layered({
    position: 'relative',
    // Flex rather than grid: a search keystroke lays out twenty tiles anew, and flex is the cheaper.
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    boxSizing: 'border-box',
    contain: 'layout style',
    background: vars.color.surface.raised,
    color: vars.color.text.primary,
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.lg,
    fontFamily: vars.font.body,
    transition: `border-color ${vars.motion.fast} ${vars.motion.easing}, box-shadow ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&[data-playable]:hover': { borderColor: vars.color.border.strong, boxShadow: vars.shadow.md },
    },
    '@media': { [media.reducedMotion]: { transition: 'none' } },
  }),
);

export const imageBox = style(
  layered({
    position: 'relative',
    aspectRatio: `${gameTileImageSize.width} / ${gameTileImageSize.height}`,
    overflow: 'hidden',
    borderRadius: `calc(${vars.radius.lg} - 1px) calc(${vars.radius.lg} - 1px) 0 0`,
    background: vars.color.surface.sunken,
    selectors: { [`${tile}[data-name-in-artwork] &`]: { borderRadius: `calc(${vars.radius.lg} - 1px)` } },
  }),
);

export const image = style(
  layered({
    transition: `transform ${vars.motion.slow} ${vars.motion.easing}`,
    selectors: { [`${tile}[data-playable]:hover &`]: { transform: 'scale(1.04)' } },
    '@media': { [media.reducedMotion]: { transition: 'none' } },
  }),
);

/** The play button: shown while the pointer is over the tile or keyboard focus is inside it. */
export const play = style(
  layered({
    position: 'absolute',
    inset: 0,
    display: 'grid',
    placeItems: 'center',
    background: vars.color.backdrop,
    opacity: 0,
    pointerEvents: 'none',
    transition: `opacity ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      [`${tile}:hover &, ${tile}:focus-within &`]: { opacity: 1 },
    },
    '@media': { [media.reducedMotion]: { transition: 'none' } },
  }),
);

export const playButton = style(
  layered({
    display: 'grid',
    placeItems: 'center',
    width: '3rem',
    height: '3rem',
    borderRadius: '50%',
    background: vars.color.accent.base,
    color: vars.color.accent.contrast,
    fontSize: '1.5rem',
    boxShadow: vars.shadow.md,
  }),
);

export const live = style(
  layered({ position: 'absolute', top: vars.space.sm, insetInlineStart: vars.space.sm, pointerEvents: 'none' }),
);

export const favourite = style(
  layered({
    position: 'absolute',
    top: vars.space.sm,
    insetInlineEnd: vars.space.sm,
    // Above the link that covers the tile.
    zIndex: 1,
    display: 'grid',
    placeItems: 'center',
    width: '2.25rem',
    height: '2.25rem',
    padding: 0,
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: '50%',
    background: vars.color.surface.overlay,
    color: vars.color.text.secondary,
    fontSize: '1.125rem',
    cursor: 'pointer',
    boxShadow: vars.shadow.sm,
    transition: `color ${vars.motion.fast} ${vars.motion.easing}, background-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:hover:not([aria-disabled="true"])': { background: vars.color.surface.hover, color: vars.color.text.primary },
      '&[aria-pressed="true"]': { color: vars.color.danger.text },
      '&:focus-visible': focusRing,
      '&[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
    },
    '@media': { [media.reducedMotion]: { transition: 'none' } },
  }),
);

export const caption = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'center',
    flex: 'none',
    height: `${gameTileCaptionRem}rem`,
    boxSizing: 'border-box',
    gap: vars.space['2xs'],
    minWidth: 0,
    padding: `0 ${vars.space.md}`,
  }),
);

/**
 * The caption of a tile whose artwork shows the name: no height, so the name shows once. Its text
 * stays for assistive technology and the link's hit area (positioned on the tile) still covers the tile.
 */
export const captionInArtwork = style(layered({ height: 0, padding: 0, gap: 0 }));

const line = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', margin: 0, minWidth: 0 } as const;

export const name = style(
  layered({
    ...line,
    height: '1.25rem',
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.bold,
    lineHeight: '1.25rem',
    selectors: { [`${captionInArtwork} &`]: { height: 0 } },
  }),
);

/** The name as a link whose hit area (`::after`) covers the whole tile. */
export const link = style(
  layered({
    color: 'inherit',
    textDecoration: 'none',
    selectors: {
      // With the name in the artwork the link itself covers the tile, its text unseen (the artwork shows it).
      [`${captionInArtwork} &`]: {
        position: 'absolute',
        inset: 0,
        height: 'auto',
        color: 'transparent',
        borderRadius: vars.radius.lg,
      },
      '&::after': { content: '""', position: 'absolute', inset: '-1px', borderRadius: vars.radius.lg },
      // The focus ring goes around the whole tile, which the link covers.
      '&:focus-visible': { outline: 'none' },
      '&:focus-visible::after': focusRing,
    },
  }),
);

export const provider = style(
  layered({
    ...line,
    height: '1rem',
    fontSize: vars.fontSize.xs,
    lineHeight: '1rem',
    color: vars.color.text.muted,
    selectors: { [`${captionInArtwork} &`]: { height: 0 } },
  }),
);

/** Skeleton lines sit in boxes of the caption's line heights, so the skeleton tile has the same size. */
export const skeletonLine = style(layered({ display: 'flex', alignItems: 'center' }));

export const skeletonImage = style(layered({ position: 'absolute', inset: 0 }));
