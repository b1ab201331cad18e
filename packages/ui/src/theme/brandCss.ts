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

/** Each token as [path, value]: `['color.accent.base', '#f5b400']`, in the tree's order. */
function leaves(tree: unknown, path: string[] = []): [string[], string][] {
  if (!isBranch(tree)) return [[path, String(tree)]];
  return Object.entries(tree).flatMap(([key, value]) => leaves(value, [...path, key]));
}

/** The custom property of a token: `color.accent.base` → `--casino-color-accent-base`. */
export const tokenVariable = (path: string[]) => `--casino-${path.join('-')}`.replace(/[^a-zA-Z0-9-]/g, '-');

/**
 * A brand's theme as plain CSS, with no build plugin: every variable of the library for
 * `selector`, the brand's changes over the base theme (dark by default), inside the library's
 * theme cascade layer. Write it to a `.css` file loaded after `@casino/ui/tokens.css`, or into a
 * `<style>` element:
 * `brandThemeCss('[data-theme="acme"]', { color: { accent: { base: '#00875a' } } })`.
 */
export function brandThemeCss(selector: string, changes: BrandTokens, base: ThemeTokens = darkTokens): string {
  const declarations = leaves(brandTokens(changes, base)).map(
    ([path, value]) => `    ${tokenVariable(path)}: ${value};`,
  );
  return `@layer casino-theme {\n  ${selector} {\n${declarations.join('\n')}\n  }\n}\n`;
}

/**
 * The tokens that carry a brand's identity: the accent in all its uses (primary buttons, links,
 * selected odds, highlighted amounts) and the focus ring. A brand that leaves one of them at the
 * base theme's value shows the base brand's colour there (the dark theme's gold on links and odds).
 */
export const BRAND_IDENTITY_TOKENS = [
  'color.accent.base',
  'color.accent.hover',
  'color.accent.subtle',
  'color.accent.contrast',
  'color.accent.text',
  'color.border.focus',
  'shadow.focus',
] as const;

/**
 * The theme check: which of the brand identity tokens the brand leaves at the base theme's values,
 * each with a sentence to print (`console.warn`) or to fail a brand's test on.
 */
export function checkBrandTheme(
  changes: BrandTokens,
  base: ThemeTokens = darkTokens,
): { token: string; variable: string; message: string }[] {
  const theme = leaves(brandTokens(changes, base));
  const original = new Map(leaves(base).map(([path, value]) => [path.join('.'), value]));
  return theme
    .filter(([path]) => (BRAND_IDENTITY_TOKENS as readonly string[]).includes(path.join('.')))
    .filter(([path, value]) => original.get(path.join('.')) === value)
    .map(([path, value]) => ({
      token: path.join('.'),
      variable: tokenVariable(path),
      message: `${path.join('.')} (${tokenVariable(path)}) is still the base theme's ${value}: set it to the brand's colour.`,
    }));
}
