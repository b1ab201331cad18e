import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { themeLayer } from './layers.css';
import { darkTokens, lightTokens } from './tokens';

// `:root` gets the dark theme so a page without `data-theme` still looks right.
createGlobalTheme(':root, [data-theme="dark"]', vars, { '@layer': themeLayer, ...darkTokens });
createGlobalTheme('[data-theme="light"]', vars, { '@layer': themeLayer, ...lightTokens });
