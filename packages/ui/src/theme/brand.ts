import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { brandTokens, type BrandTokens } from './brandCss';
import { darkTokens, type ThemeTokens } from './tokens';

/**
 * For a brand's own `.css.ts` file (vanilla-extract): writes a theme for `selector`, e.g.
 * `createBrandTheme('[data-theme="acme"]', { color: { accent: { base: '#00875a' } } })`. The rules
 * land in the library's theme cascade layer, like its own themes.
 */
export function createBrandTheme(selector: string, changes: BrandTokens, base: ThemeTokens = darkTokens): void {
  createGlobalTheme(selector, vars, { '@layer': 'casino-theme', ...brandTokens(changes, base) });
}

export { tokenRoles } from './roles';
export { brandTokens, brandThemeCss, checkBrandTheme, tokenVariable, BRAND_IDENTITY_TOKENS } from './brandCss';
export type { BrandTokens } from './brandCss';
