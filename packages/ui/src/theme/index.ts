export { vars } from './contract.css';
export { breakpoints, media, mobileMaxWidth, themeNames, darkTokens, lightTokens } from './tokens';
export type { Breakpoint, ThemeName, ThemeTokens, ToneTokens } from './tokens';
export { brandTokens, brandThemeCss, checkBrandTheme, tokenVariable, BRAND_IDENTITY_TOKENS } from './brandCss';
export type { BrandTokens } from './brandCss';
