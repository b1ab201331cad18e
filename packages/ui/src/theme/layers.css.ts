import { globalLayer } from '@vanilla-extract/css';

/** Cascade layers, lowest first: a brand's unlayered CSS always wins over the library. */
export const resetLayer = globalLayer('casino-reset');
export const themeLayer = globalLayer('casino-theme');
export const componentsLayer = globalLayer('casino-components');
export const utilitiesLayer = globalLayer('casino-utilities');
