import { style } from '@vanilla-extract/css';
import { layered } from '../../private/layer';
import { vars } from '../../theme/contract.css';

export const sections = style(layered({ display: 'grid', gap: vars.space['2xl'], minWidth: 0 }));
