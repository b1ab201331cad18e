import { style } from '@vanilla-extract/css';
import { layered } from './layer';
import { vars } from '../theme/contract.css';

/** Both fill the caller's box, which fixes the size (an `aspect-ratio`), so swapping them never moves anything. */
export const image = style(
  layered({
    position: 'absolute',
    inset: 0,
    display: 'block',
    width: '100%',
    height: '100%',
    objectFit: 'cover',
  }),
);

export const placeholder = style(
  layered({
    position: 'absolute',
    inset: 0,
    display: 'grid',
    placeItems: 'center',
    color: vars.color.text.muted,
    backgroundColor: vars.color.surface.sunken,
    backgroundImage: `radial-gradient(circle at 30% 20%, ${vars.color.accent.subtle} 0%, transparent 60%)`,
    fontSize: '2.5rem',
  }),
);
