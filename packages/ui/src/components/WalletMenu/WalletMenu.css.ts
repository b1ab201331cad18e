import { style } from '@vanilla-extract/css';
import { layered } from '../../private/layer';
import { vars } from '../../theme/contract.css';

export const trigger = style(layered({ fontVariantNumeric: 'tabular-nums' }));

export const symbol = style(layered({ color: vars.color.accent.text, fontWeight: vars.fontWeight.bold }));

export const balance = style(layered({ fontVariantNumeric: 'tabular-nums', color: vars.color.text.secondary }));

export const chevron = style(layered({ width: '1em', height: '1em' }));
