import {
  authApi,
  buildPath,
  type Currency,
  type Language,
  type LocaleTexts,
  type PageDescription,
} from '@casino/contract';
import { enGB } from '@casino/contract/texts';
import * as rules from '@casino/rules';
import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languages, localeTexts, pageDescriptions } from '../src/db/schema';
import { seedContent } from '../src/db/seed/content';
import { SEED_LANGUAGES } from '../src/db/seed/content/languages';
import { PAGES } from '../src/db/seed/content/pages/pages';
import { startIsolatedPlatform } from './fixtures';
import { databaseKinds, type TestPlatform } from './harness';

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe('the seeded texts', () => {
  it('give every language exactly the keys of en_GB, none empty, with the same placeholders', () => {
    const keys = Object.keys(enGB).sort();
    expect(SEED_LANGUAGES.map((language) => language.lanCode)).toEqual(['en_GB', 'de_DE', 'es_ES']);
    for (const language of SEED_LANGUAGES) {
      // Plural texts may have forms English lacks (Spanish `_many`): each one a form of an English plural.
      const extra = Object.keys(language.texts).filter((key) => !(key in enGB));
      for (const key of extra)
        expect(enGB, `${language.lanCode} ${key}`).toHaveProperty([key.replace(/_[a-z]+$/, '_other')]);
      expect(
        Object.keys(language.texts)
          .filter((key) => key in enGB)
          .sort(),
        language.lanCode,
      ).toEqual(keys);
      for (const [key, text] of Object.entries(language.texts)) {
        expect(text.trim().length, `${language.lanCode} ${key}`).toBeGreaterThan(0);
        const english = enGB[key as keyof typeof enGB] ?? enGB[key.replace(/_[a-z]+$/, '_other') as keyof typeof enGB];
        expect(placeholders(text), `${language.lanCode} ${key}`).toEqual(placeholders(english));
      }
    }
  });

  it('translate German and Spanish (not copies of the English)', () => {
    const [, german, spanish] = SEED_LANGUAGES;
    const same = (texts: Record<string, string>) =>
      Object.entries(texts).filter(([key, text]) => text === enGB[key as keyof typeof enGB]).length;
    // Brand names, codes and words such as 'Casino', 'Live', 'SMS' or 'UUID' may stay the same.
    expect(same(german!.texts)).toBeLessThan(Object.keys(enGB).length * 0.1);
    expect(same(spanish!.texts)).toBeLessThan(Object.keys(enGB).length * 0.1);
    expect(german!.texts['menu.sportsBetting']).toBe('Sportwetten');
    expect(spanish!.texts['menu.sportsBetting']).toBe('Apuestas deportivas');
  });

  it("count the lobby's search results in every plural form of each language", () => {
    for (const language of SEED_LANGUAGES) {
      const texts: Record<string, string> = language.texts;
      const rules = new Intl.PluralRules(language.lanCode.replace('_', '-'));
      for (const category of rules.resolvedOptions().pluralCategories) {
        expect(texts, `${language.lanCode} ${category}`).toHaveProperty([`lobby.gamesFound_${category}`]);
      }
    }
  });

  it('give every validation message of @casino/rules its code, with the message as the English text', () => {
    const codes = Object.entries(rules.RULE_MESSAGE_CODES);
    expect(codes.length).toBeGreaterThan(30);
    for (const [code, message] of codes) expect(enGB, message).toHaveProperty([code], message);
    for (const code of Object.keys(enGB).filter((name) => name.startsWith('validation.'))) {
      expect(rules.RULE_MESSAGE_CODES, code).toHaveProperty([code]);
    }
  });

  it('name the visible strings of the spec in English', () => {
    expect(enGB).toMatchObject({
      'menu.sportsBetting': 'Sports Betting',
      'menu.casino': 'Casino',
      'menu.liveCasino': 'Live Casino',
      'menu.promotions': 'Promotions',
      'auth.noAccount': 'Do not have an account?',
      'toast.signedOut': 'Signed Out Successful',
      'toast.tokenExpired': 'Token expired, please login again',
      'lobby.searchPlaceholder': 'Search Your Favourite Game',
      'promotions.empty': 'No Active Bonuses Available',
      'kyc.reviewPending': rules.KYC_REVIEW_PENDING_TEXT,
      'kyc.verificationPending': rules.KYC_VERIFICATION_PENDING_TEXT,
      'dashboard.kycVerification': 'Kyc Verification',
      'common.unexpectedError': 'Unexpected Application Error!',
    });
  });

  it('give every page in every language a name and clean multi-paragraph HTML', () => {
    const allowedTags = new Set(['h2', 'h3', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'a']);
    for (const language of SEED_LANGUAGES) {
      for (const page of PAGES) {
        const { name, description } = language.pages[page.slug];
        expect(name.trim().length, `${language.lanCode} ${page.slug}`).toBeGreaterThan(0);
        expect((description.match(/<p>/g) ?? []).length, `${language.lanCode} ${page.slug}`).toBeGreaterThanOrEqual(3);
        const tags = [...description.matchAll(/<\/?([a-z0-9]+)([^>]*)>/g)];
        for (const [whole, tag, attributes] of tags) {
          expect(allowedTags.has(tag!), `${language.lanCode} ${page.slug}: ${whole}`).toBe(true);
          if (attributes!.trim()) expect(attributes, whole).toMatch(/^ href="mailto:[^"]+"$/);
        }
        for (const tag of allowedTags) {
          const opened = (description.match(new RegExp(`<${tag}[ >]`, 'g')) ?? []).length;
          const closed = (description.match(new RegExp(`</${tag}>`, 'g')) ?? []).length;
          expect(closed, `${language.lanCode} ${page.slug} <${tag}>`).toBe(opened);
        }
      }
    }
  });
});

describe.each(databaseKinds)('content on %s', (kind) => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await startIsolatedPlatform(kind);
  });
  afterAll(() => t?.close());

  const get = <T>(path: string) => t.call<{ result: T; error?: { code: number; message: string } }>('GET', path);

  it('lists the languages, en_GB first', async () => {
    const { status, body } = await get<Language[]>(buildPath(authApi.listLanguages));
    expect(status).toBe(200);
    expect(
      body.result.map(({ lanCode, language, status: active, enable }) => ({ lanCode, language, active, enable })),
    ).toEqual([
      { lanCode: 'en_GB', language: 'English', active: true, enable: true },
      { lanCode: 'de_DE', language: 'Deutsch', active: true, enable: true },
      { lanCode: 'es_ES', language: 'Español', active: true, enable: true },
    ]);
    for (const language of body.result) expect(Number.isInteger(language.id)).toBe(true);
  });

  it('answers the texts of every language, or of one', async () => {
    const all = await get<LocaleTexts>(buildPath(authApi.getLocaleTexts));
    expect(all.status).toBe(200);
    expect(Object.keys(all.body.result)).toEqual(['en_GB', 'de_DE', 'es_ES']);
    for (const language of SEED_LANGUAGES) expect(all.body.result[language.lanCode]).toEqual(language.texts);
    const german = await get<LocaleTexts>(buildPath(authApi.getLocaleTexts, undefined, { lanCode: 'de_DE' }));
    expect(Object.keys(german.body.result)).toEqual(['de_DE']);
    expect(german.body.result.de_DE!['header.signIn']).toBe('Anmelden');
    const unknown = await get<LocaleTexts>(buildPath(authApi.getLocaleTexts, undefined, { lanCode: 'xx_XX' }));
    expect(unknown).toEqual({ status: 200, body: { result: {} } });
    const tooLong = await get(buildPath(authApi.getLocaleTexts, undefined, { lanCode: 'x'.repeat(500) }));
    expect(tooLong.status).toBe(400);
  });

  it('drops empty texts and languages that are not active', async () => {
    const { db } = t.platform.context;
    await db.insert(localeTexts).values([
      { lanCode: 'en_GB', key: 'test.empty', text: '' },
      { lanCode: 'en_GB', key: 'test.blank', text: '   ' },
    ]);
    await db.insert(languages).values({ lanCode: 'fr_FR', language: 'Français', status: false, enable: false });
    await db.insert(localeTexts).values({ lanCode: 'fr_FR', key: 'menu.casino', text: 'Casino' });
    const { body } = await get<LocaleTexts>(buildPath(authApi.getLocaleTexts));
    expect(body.result.en_GB).not.toHaveProperty('test.empty');
    expect(body.result.en_GB).not.toHaveProperty('test.blank');
    expect(body.result).not.toHaveProperty('fr_FR');
    const list = await get<Language[]>(buildPath(authApi.listLanguages));
    expect(list.body.result.map((language) => language.lanCode)).not.toContain('fr_FR');
  });

  it('lists the pages of a language in footer order with stable ids', async () => {
    const { status, body } = await get<PageDescription[]>(
      buildPath(authApi.listPageDescriptions, undefined, { lanCode: 'en_GB' }),
    );
    expect(status).toBe(200);
    expect(body.result.map(({ pageId, slug, name, lanCode }) => ({ pageId, slug, name, lanCode }))).toEqual([
      { pageId: 1, slug: 'terms-and-conditions', name: 'Terms & conditions', lanCode: 'en_GB' },
      { pageId: 2, slug: 'bonus-terms-and-conditions', name: 'Bonus terms & conditions', lanCode: 'en_GB' },
      { pageId: 3, slug: 'privacy-policy', name: 'Privacy policy', lanCode: 'en_GB' },
      { pageId: 4, slug: 'responsible-gaming', name: 'Responsible gaming', lanCode: 'en_GB' },
      { pageId: 5, slug: 'faq', name: 'FAQ', lanCode: 'en_GB' },
      { pageId: 6, slug: 'support', name: 'Support', lanCode: 'en_GB' },
      { pageId: 7, slug: 'affiliate-program', name: 'Affiliate program', lanCode: 'en_GB' },
    ]);
    expect(body.result[0]!.description).toContain('<h2>');
    const byDefault = await get<PageDescription[]>(buildPath(authApi.listPageDescriptions));
    expect(byDefault.body.result).toEqual(body.result);
    const spanish = await get<PageDescription[]>(
      buildPath(authApi.listPageDescriptions, undefined, { lanCode: 'es_ES' }),
    );
    expect(spanish.body.result.map((page) => page.pageId)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(spanish.body.result[0]).toMatchObject({ name: 'Términos y condiciones', lanCode: 'es_ES' });
  });

  it('falls back to en_GB, page by page', async () => {
    const unknown = await get<PageDescription[]>(
      buildPath(authApi.listPageDescriptions, undefined, { lanCode: 'xx_XX' }),
    );
    expect(unknown.status).toBe(200);
    expect(unknown.body.result.every((page) => page.lanCode === 'en_GB')).toBe(true);
    expect(unknown.body.result).toHaveLength(7);

    await t.platform.context.db
      .delete(pageDescriptions)
      .where(and(eq(pageDescriptions.pageId, 7), eq(pageDescriptions.lanCode, 'de_DE')));
    const german = await get<PageDescription[]>(
      buildPath(authApi.listPageDescriptions, undefined, { lanCode: 'de_DE' }),
    );
    expect(german.body.result.map((page) => page.lanCode)).toEqual([...Array(6).fill('de_DE'), 'en_GB']);
    expect(german.body.result[6]!.name).toBe('Affiliate program');
    const one = await get<PageDescription>(
      buildPath(authApi.getPageDescription, undefined, { pageId: 7, lanCode: 'de_DE' }),
    );
    expect(one.body.result).toMatchObject({ pageId: 7, lanCode: 'en_GB', slug: 'affiliate-program' });
  });

  it('answers one page, 404 for an unknown page and 400 for a bad id', async () => {
    const { status, body } = await get<PageDescription>(
      buildPath(authApi.getPageDescription, undefined, { pageId: 5, lanCode: 'de_DE' }),
    );
    expect(status).toBe(200);
    expect(body.result).toMatchObject({ pageId: 5, slug: 'faq', name: 'FAQ', lanCode: 'de_DE' });
    expect(body.result.description).toContain('Häufig gestellte Fragen');
    const english = await get<PageDescription>(buildPath(authApi.getPageDescription, undefined, { pageId: 3 }));
    expect(english.body.result).toMatchObject({ name: 'Privacy policy', lanCode: 'en_GB' });
    const missing = await get(buildPath(authApi.getPageDescription, undefined, { pageId: 999 }));
    expect(missing.status).toBe(404);
    expect(missing.body.error).toEqual({ code: 404, message: 'Page not found' });
    expect((await get('/api/auth/localization/get-page-description?pageId=abc')).status).toBe(400);
    expect((await get('/api/auth/localization/get-page-description')).status).toBe(400);
    expect((await get('/api/auth/localization/get-page-description?pageId=0')).status).toBe(400);
    expect((await get(`/api/auth/localization/get-page-description?pageId=${'9'.repeat(40)}`)).status).toBe(400);
  });

  it('lists the currencies', async () => {
    const { status, body } = await get<Currency[]>(buildPath(authApi.listCurrencies));
    expect(status).toBe(200);
    expect(body.result.map((currency) => currency.code).sort()).toEqual(['CAD', 'EUR', 'GBP', 'USD']);
    expect(body.result.find((currency) => currency.code === 'EUR')).toEqual({
      code: 'EUR',
      name: 'Euro',
      symbol: '€',
      symbolNative: '€',
    });
  });

  it('seeds again without duplicates and keeps what an operator changed', async () => {
    const { db } = t.platform.context;
    await db
      .update(localeTexts)
      .set({ text: 'Bets on sports' })
      .where(and(eq(localeTexts.lanCode, 'en_GB'), eq(localeTexts.key, 'menu.sportsBetting')));
    const before = await db.select({ n: count() }).from(localeTexts);
    await seedContent(db);
    const after = await db.select({ n: count() }).from(localeTexts);
    expect(after).toEqual(before);
    const { body } = await get<LocaleTexts>(buildPath(authApi.getLocaleTexts, undefined, { lanCode: 'en_GB' }));
    expect(body.result.en_GB!['menu.sportsBetting']).toBe('Bets on sports');
    // The page deleted above comes back: the seed inserts what is missing.
    const german = await get<PageDescription>(
      buildPath(authApi.getPageDescription, undefined, { pageId: 7, lanCode: 'de_DE' }),
    );
    expect(german.body.result).toMatchObject({ name: 'Partnerprogramm', lanCode: 'de_DE' });
  });

  it('adds keys new to the seed files to a database seeded before them', async () => {
    const { db } = t.platform.context;
    // A database from before the sportsbook widget's texts: none of its keys.
    await db.delete(localeTexts).where(like(localeTexts.key, 'sportsbook.betslip.%'));
    const before = await get<LocaleTexts>(buildPath(authApi.getLocaleTexts, undefined, { lanCode: 'de_DE' }));
    expect(before.body.result.de_DE!['sportsbook.betslip.title']).toBeUndefined();
    await seedContent(db);
    const after = await get<LocaleTexts>(buildPath(authApi.getLocaleTexts, undefined, { lanCode: 'de_DE' }));
    expect(after.body.result.de_DE!['sportsbook.betslip.title']).toBe('Wettschein');
    expect(after.body.result.de_DE!['sportsbook.betslip.placeBet']).toBe('Wette platzieren');
  });
});
