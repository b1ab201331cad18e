import { style } from '@vanilla-extract/css';
import { layered } from '../../private/layer';
import { vars } from '../../theme/contract.css';

export const content = style(layered({ minWidth: 'max(16rem, var(--radix-dropdown-menu-trigger-width))' }));

/** The wagering left reads as a note on the bonus, not as money of its own. */
export const wagering = style(layered({ color: vars.color.text.secondary, fontSize: vars.fontSize.xs }));

export const trigger = style(layered({ fontVariantNumeric: 'tabular-nums' }));

export const symbol = style(layered({ color: vars.color.accent.text, fontWeight: vars.fontWeight.bold }));

export const balance = style(layered({ fontVariantNumeric: 'tabular-nums', color: vars.color.text.secondary }));

export const chevron = style(layered({ width: '1em', height: '1em' }));
