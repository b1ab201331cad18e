import type { ThemeTokens } from './tokens';

/** `#rgb` or `#rrggbb` as [r, g, b] in 0..255; null for anything else (rgba backdrops, gradients). */
function channels(colour: string): [number, number, number] | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim())?.[1];
  if (!hex) return null;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16)) as [number, number, number];
}

/** WCAG 2.x relative luminance of an sRGB colour. */
function luminance([r, g, b]: [number, number, number]): number {
  const linear = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The WCAG contrast ratio of two hex colours (1 to 21), or null when either is not a plain colour. */
export function contrastRatio(foreground: string, background: string): number | null {
  const front = channels(foreground);
  const back = channels(background);
  if (!front || !back) return null;
  const [light, dark] = [luminance(front), luminance(back)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG AA for body text (1.4.3): 4.5:1. */
export const AA_TEXT = 4.5;

/** The text / background pairs the components use, by token path under `color`. */
export const TEXT_PAIRS: readonly { text: string; on: string; use: string }[] = [
  ...['surface.base', 'surface.raised', 'surface.overlay'].flatMap((on) =>
    ['text.primary', 'text.secondary', 'text.muted'].map((text) => ({
      text,
      on,
      use: 'Text on the page, cards, dialogs',
    })),
  ),
  { text: 'text.primary', on: 'surface.sunken', use: 'Text in inputs' },
  { text: 'text.muted', on: 'surface.sunken', use: 'Placeholders and hints in inputs' },
  { text: 'accent.contrast', on: 'accent.base', use: 'Primary button label' },
  { text: 'accent.contrast', on: 'accent.hover', use: 'Primary button label, hovered' },
  { text: 'accent.text', on: 'surface.base', use: 'Links and accent text on the page' },
  { text: 'accent.text', on: 'surface.raised', use: 'Links, selected odds and amounts on cards' },
  { text: 'accent.text', on: 'accent.subtle', use: 'Selected chips and highlighted rows' },
  ...['success', 'warning', 'danger', 'info', 'neutral'].map((tone) => ({
    text: `${tone}.text`,
    on: `${tone}.subtle`,
    use: `${tone[0]?.toUpperCase()}${tone.slice(1)} notices, chips and badges`,
  })),
  ...['deposit', 'withdrawal', 'block', 'unblock', 'bonus', 'bonusConversion', 'bonusExpiry', 'bonusForfeit'].map(
    (kind) => ({ text: `transaction.${kind}`, on: 'surface.raised', use: 'Transaction type in the history' }),
  ),
  ...['win', 'bet', 'block', 'unblock'].map((kind) => ({
    text: `bet.${kind}`,
    on: 'surface.raised',
    use: 'Bet type in the bet history',
  })),
];

const colourAt = (tokens: ThemeTokens, path: string): string =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], tokens.color) as string;

/** Each pair of a theme with its colours, ratio and whether it meets AA. */
export function contrastReport(tokens: ThemeTokens) {
  return TEXT_PAIRS.map((pair) => {
    const text = colourAt(tokens, pair.text);
    const on = colourAt(tokens, pair.on);
    const ratio = contrastRatio(text, on) ?? 0;
    return { ...pair, textColour: text, onColour: on, ratio, passes: ratio >= AA_TEXT };
  });
}
