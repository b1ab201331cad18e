import { describe, expect, it } from 'vitest';
import { brandThemeCss, checkBrandTheme } from './brandCss';
import { darkTokens, lightTokens } from './tokens';

describe('theming a brand without a build plugin', () => {
  it('writes every variable of the library for the selector, the brand’s values over the base theme', () => {
    const css = brandThemeCss('[data-theme="acme"]', { color: { accent: { base: '#00875a' } } });
    expect(css).toMatch(/^@layer casino-theme \{\n {2}\[data-theme="acme"\] \{\n/);
    expect(css).toContain('    --casino-color-accent-base: #00875a;');
    // Left out: the dark theme's value.
    expect(css).toContain(`    --casino-color-accent-hover: ${darkTokens.color.accent.hover};`);
    expect(css).toContain(`    --casino-fontSize-2xl: ${darkTokens.fontSize['2xl']};`);
    const variables = css.match(/--casino-[\w-]+:/g) ?? [];
    expect(new Set(variables).size).toBe(variables.length);
    expect(variables.length).toBeGreaterThan(80);
  });

  it('starts from another base theme when asked', () => {
    const css = brandThemeCss(':root', {}, lightTokens);
    expect(css).toContain(`--casino-color-surface-base: ${lightTokens.color.surface.base};`);
  });

  it('refuses a token name the library does not have', () => {
    expect(() => brandThemeCss(':root', { color: { acent: { base: '#000' } } } as never)).toThrow(
      'Unknown design token "acent"',
    );
  });

  it('warns about every accent left at the base theme’s value, and about none once all are set', () => {
    const fourVariables = checkBrandTheme({
      color: { accent: { base: '#00875a', hover: '#006c48', contrast: '#ffffff' }, border: { focus: '#4cd6a0' } },
    });
    expect(fourVariables.map((warning) => warning.token)).toEqual([
      'color.accent.subtle',
      'color.accent.text',
      'shadow.focus',
    ]);
    expect(fourVariables[1]?.message).toBe(
      `color.accent.text (--casino-color-accent-text) is still the base theme's ${darkTokens.color.accent.text}: set it to the brand's colour.`,
    );
    expect(
      checkBrandTheme({
        color: {
          accent: { base: '#00875a', hover: '#006c48', subtle: '#0b3326', contrast: '#ffffff', text: '#4cd6a0' },
          border: { focus: '#4cd6a0' },
        },
        shadow: { focus: '0 0 0 3px rgba(76, 214, 160, 0.55)' },
      }),
    ).toEqual([]);
  });
});
