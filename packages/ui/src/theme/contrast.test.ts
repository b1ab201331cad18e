import { describe, expect, it } from 'vitest';
import { acmeBrand } from './acme';
import { brandTokens } from './brandCss';
import { contrastRatio, contrastReport } from './contrast';
import { darkTokens, lightTokens } from './tokens';

describe('colour contrast of the themes', () => {
  it('computes the WCAG ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('rgba(0, 0, 0, 0.5)', '#fff')).toBeNull();
  });

  it.each([
    ['dark', darkTokens],
    ['light', lightTokens],
    ['Acme (the brand example)', brandTokens(acmeBrand)],
  ])('meets WCAG AA (4.5:1) for every text / background pair in the %s theme', (_name, tokens) => {
    const failing = contrastReport(tokens)
      .filter((row) => !row.passes)
      .map((row) => `${row.text} on ${row.on}: ${row.ratio.toFixed(2)}`);
    expect(failing).toEqual([]);
  });
});
