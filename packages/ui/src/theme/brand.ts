import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { darkTokens, type ThemeTokens } from './tokens';

/** Any part of the token tree: what a brand changes; the rest comes from a base theme. */
export type BrandTokens = { [K in keyof ThemeTokens]?: DeepPartial<ThemeTokens[K]> };
type DeepPartial<T> = T extends string ? T : { [K in keyof T]?: DeepPartial<T[K]> };

const isBranch = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function merge<T>(base: T, change: unknown): T {
  if (!isBranch(base) || !isBranch(change)) return (change ?? base) as T;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(change)) {
    if (!(key in base)) throw new Error(`Unknown design token "${key}": see @casino/ui's CSS-VARIABLES.md.`);
    if (value !== undefined) merged[key] = merge((base as Record<string, unknown>)[key], value);
  }
  return merged as T;
}

/**
 * A whole theme from a brand's changes over a base theme (dark by default): every token the
 * brand leaves out keeps the base value. Unknown token names throw, so a typo fails the build.
 */
export function brandTokens(changes: BrandTokens, base: ThemeTokens = darkTokens): ThemeTokens {
  return merge(base, changes);
}

/**
 * For a brand's own `.css.ts` file (vanilla-extract): writes a theme for `selector`, e.g.
 * `createBrandTheme('[data-theme="acme"]', { color: { accent: { base: '#00875a' } } })`. The rules
 * land in the library's theme cascade layer, like its own themes.
 */
export function createBrandTheme(selector: string, changes: BrandTokens, base: ThemeTokens = darkTokens): void {
  createGlobalTheme(selector, vars, { '@layer': 'casino-theme', ...brandTokens(changes, base) });
}

export { tokenRoles } from './roles';
