import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TEXTS, enGB, fillText, isMessageCode, textIn, textLanguageOf } from './index';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Where codes are used: the sources of the site, the platform, the packages and the widget. */
const SOURCE_DIRS = ['apps/site/src', 'apps/platform/src', 'apps/sportsbook-widget/src', 'packages'];

/**
 * Codes the sources build from a prefix and a value, so no source spells them whole. Each prefix
 * names where it is built; a code under one of these counts as used.
 */
const DYNAMIC_PREFIXES = [
  // labelOf(t, prefix, name) in apps/site/src/profile/money/format.ts.
  'transactions.type',
  'transactions.status',
  'betHistory.type',
  'casinoBets.status',
  'withdraw.fee',
  // apps/site: bonusStatus.${status} (MyPromoTab), rg.period${period} (ResponsibleGamingTab).
  'bonusStatus.',
  'rg.period',
  // A sport, region or bet status from the feed (apps/sportsbook-widget).
  'sportsbook.sport.',
  'sportsbook.region.',
  'sportsbook.status.',
  // Why a bet cannot be cashed out, by its reason (platform bets.ts, widget CashOut.tsx).
  'sportsbook.cashOut.unavailable.',
];

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();
/** 'lobby.gamesFound' of 'lobby.gamesFound_one': i18next picks the plural form from the base. */
const pluralBase = (code: string) => code.replace(/_(zero|one|two|few|many|other)$/, '');
const english: Readonly<Record<string, string>> = enGB;

/** The text of every source file (not tests, stories, builds or the catalogue itself). */
function sources(): string {
  const texts: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        const skipped =
          ['node_modules', 'dist', 'test', 'e2e'].includes(entry.name) || full.endsWith('contract/src/texts');
        if (!skipped) walk(full);
      } else if (/\.(ts|tsx)$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name)) {
        // The widget's built-in English is part of the catalogue, not a use of its codes.
        texts.push(readFileSync(full, 'utf8').replace(/export const sportsbookEnglish = \{[\s\S]*?\n\} as const;/, ''));
      }
    }
  };
  for (const dir of SOURCE_DIRS) walk(path.join(REPO, dir));
  return texts.join('\n');
}

describe('the text catalogue', () => {
  it('gives every language exactly the English codes, none empty, with the same placeholders', () => {
    const codes = Object.keys(enGB).sort();
    for (const [language, texts] of Object.entries(TEXTS)) {
      const own: Readonly<Record<string, string>> = texts;
      // A language may have plural forms English lacks (Spanish `_many`): each one of an English plural.
      const extra = Object.keys(own).filter((code) => !(code in enGB));
      for (const code of extra) expect(enGB, `${language} ${code}`).toHaveProperty([`${pluralBase(code)}_other`]);
      expect(
        Object.keys(own)
          .filter((code) => code in enGB)
          .sort(),
        language,
      ).toEqual(codes);
      for (const [code, text] of Object.entries(own)) {
        expect(text.trim(), `${language} ${code}`).not.toBe('');
        const original = english[code] ?? english[`${pluralBase(code)}_other`] ?? '';
        expect(placeholders(text), `${language} ${code}`).toEqual(placeholders(original));
      }
    }
  });

  it('uses every code somewhere in the sources', () => {
    const text = sources();
    const unused = Object.keys(enGB).filter((code) => {
      if (DYNAMIC_PREFIXES.some((prefix) => code.startsWith(prefix))) return false;
      const base = pluralBase(code);
      return !text.includes(`'${base}'`) && !text.includes(`"${base}"`) && !text.includes(`\`${base}\``);
    });
    expect(unused).toEqual([]);
  });

  it('fills placeholders and keeps those without a value', () => {
    expect(fillText(enGB['protection.selfExcludedUntil'], { until: '3 Jan 2027, 10:00' })).toBe(
      'You are self-excluded until 3 Jan 2027, 10:00',
    );
    expect(fillText('{{a}} and {{ b }} and {{c}}', { a: 1, b: 'two' })).toBe('1 and two and {{c}}');
    expect(fillText('no values {{a}}')).toBe('no values {{a}}');
  });

  it('tells a code of the catalogue from any other string', () => {
    expect(isMessageCode('validation.minLength8')).toBe(true);
    expect(isMessageCode('minimum length of 8')).toBe(false);
    expect(isMessageCode('toString')).toBe(false);
  });

  it("maps a player's locale to a language of the catalogue, English when it has none", () => {
    expect(textLanguageOf('de_DE')).toBe('de_DE');
    expect(textLanguageOf('de-AT')).toBe('de_DE');
    expect(textLanguageOf('ES')).toBe('es_ES');
    expect(textLanguageOf('en_US')).toBe('en_GB');
    expect(textLanguageOf('fr_FR')).toBe('en_GB');
    expect(textLanguageOf('')).toBe('en_GB');
    expect(textLanguageOf(null)).toBe('en_GB');
  });

  it('gives a text in a language, picking a plural form by count', () => {
    expect(textIn('de_DE', 'mail.greeting', { firstName: 'Jürgen' })).toBe('Hallo Jürgen,');
    expect(textIn('en_GB', 'mail.linkExpires', { count: 1 })).toBe('The link works once and expires in 1 hour.');
    expect(textIn('en_GB', 'mail.linkExpires', { count: 48 })).toBe('The link works once and expires in 48 hours.');
    expect(textIn('es_ES', 'mail.linkExpires', { count: 48 })).toBe(
      'El enlace funciona una sola vez y caduca en 48 horas.',
    );
  });
});
