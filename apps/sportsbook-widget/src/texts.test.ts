import { describe, expect, it } from 'vitest';
// The platform seeds the texts the widget reads; its English must be the widget's built-in English.
import { deDE, enGB, esES } from '@casino/contract/texts';
import { NETWORK_ERROR_TEXT } from './api';
import { euroFormatter } from './messages';
import { uiMessages } from './messages';
import { createTranslator, ENGLISH, englishTranslator, interpolate, pickLanCode } from './texts';
import { SESSION_ENDED_TEXT } from './useBetslip';

const PLATFORM = ['en_GB', 'de_DE', 'es_ES'];

describe('the contract locale picks a platform language', () => {
  it.each([
    ['de', 'de_DE'],
    ['de_DE', 'de_DE'],
    ['de-DE', 'de_DE'],
    ['DE-de', 'de_DE'],
    ['de-AT', 'de_DE'],
    ['es', 'es_ES'],
    ['es-MX', 'es_ES'],
    ['en', 'en_GB'],
    ['en-US', 'en_GB'],
    ['fr', 'en_GB'],
    ['fr_FR', 'en_GB'],
    ['', 'en_GB'],
    ['e', 'en_GB'],
  ])('%j -> %s', (locale, lanCode) => {
    expect(pickLanCode(locale, PLATFORM)).toBe(lanCode);
  });

  it('takes the first of several languages of the same language, and an exact region first', () => {
    expect(pickLanCode('pt', ['en_GB', 'pt_BR', 'pt_PT'])).toBe('pt_BR');
    expect(pickLanCode('pt-PT', ['en_GB', 'pt_BR', 'pt_PT'])).toBe('pt_PT');
  });
});

describe('the texts lookup', () => {
  const german = createTranslator('de_DE', {
    'sportsbook.betslip.title': 'Wettschein',
    'sportsbook.eventCount_one': '({{count}} Event)',
    'sportsbook.eventCount_other': '({{count}} Events)',
    'sportsbook.placed_other': 'Ihre {{count}} Wetten sind platziert.',
    'sportsbook.sportCounts': '({{live}} live, {{prematch}} demnächst)',
    'sportsbook.myBets': '   ',
    'sportsbook.sport.soccer': 'Fußball',
    'validation.minStake': 'Der Mindesteinsatz beträgt 0.10',
  });

  it('fills placeholders and leaves unknown ones', () => {
    expect(interpolate('{{a}} and {{ b }} and {{c}}', { a: 1, b: 'two' })).toBe('1 and two and {{c}}');
    expect(interpolate('no values {{a}}')).toBe('no values {{a}}');
    expect(german.t('sportsbook.sportCounts', { live: 2, prematch: 14 })).toBe('(2 live, 14 demnächst)');
  });

  it('picks the plural form by count, as i18next keys it (_one, _other)', () => {
    expect(german.t('sportsbook.eventCount', { count: 1 })).toBe('(1 Event)');
    expect(german.t('sportsbook.eventCount', { count: 0 })).toBe('(0 Events)');
    expect(german.t('sportsbook.eventCount', { count: 12 })).toBe('(12 Events)');
    expect(englishTranslator.t('sportsbook.placed', { count: 1 })).toBe('Your bet is placed.');
    expect(englishTranslator.t('sportsbook.placed', { count: 3 })).toBe('Your 3 bets are placed.');
    // A language without the _one form uses _other.
    expect(german.t('sportsbook.placed', { count: 1 })).toBe('Ihre 1 Wetten sind platziert.');
  });

  it('falls back to English for a missing or blank text', () => {
    expect(german.t('sportsbook.betslip.title')).toBe('Wettschein');
    expect(german.t('sportsbook.betslip.placeBet')).toBe('Place bet');
    expect(german.t('sportsbook.myBets')).toBe('My bets');
    expect(englishTranslator.t('sportsbook.betslip.remove', { pick: 'Draw', match: 'A - B' })).toBe(
      'Remove Draw, A - B',
    );
  });

  it('translates messages: its own by key, those of the rules and the platform as validation.<message>', () => {
    expect(german.message('Minimum stake is 0.10')).toBe('Der Mindesteinsatz beträgt 0.10');
    expect(german.message('Something else')).toBe('Something else');
    expect(englishTranslator.message(NETWORK_ERROR_TEXT)).toBe(NETWORK_ERROR_TEXT);
    const seeded = createTranslator('de_DE', deDE);
    expect(seeded.message(NETWORK_ERROR_TEXT)).toBe(deDE['sportsbook.networkError']);
    expect(seeded.message(SESSION_ENDED_TEXT)).toBe(deDE['sportsbook.sessionEnded']);
  });

  it('names sports by slug, else as the feed has them', () => {
    expect(german.sport('soccer', 'Soccer')).toBe('Fußball');
    expect(german.sport('curling', 'Curling')).toBe('Curling');
    expect(englishTranslator.sport('soccer', 'Football')).toBe('Football');
  });

  it('gives the ui components their texts in the language', () => {
    const messages = uiMessages(createTranslator('de_DE', deDE));
    expect(messages.betslip.title).toBe('Wettschein');
    expect(messages.betslip.selectionCount?.(1)).toBe('(1 Tipp)');
    expect(messages.betslip.systemOption?.(2, 3, 3)).toBe('2/3 (3 Wetten)');
    expect(messages.betslip.remove?.('Unentschieden', 'A - B')).toBe('Unentschieden entfernen, A - B');
    expect(messages.popularEvents.eventCount(1)).toBe('(1 Event)');
    expect(messages.sportsNav.counts(1, 2)).toBe('(1 live, 2 demnächst)');
    expect(messages.dialog.close).toBe('Schließen');
  });
});

describe('the built-in English', () => {
  it('is the platform seed’s English, key for key', () => {
    for (const [key, text] of Object.entries(ENGLISH)) expect(enGB, key).toHaveProperty([key], text);
  });

  it('covers every widget key the seed has (sport and region names come from the feed)', () => {
    const seeded = Object.keys(enGB).filter(
      (key) =>
        key.startsWith('sportsbook.') &&
        !key.startsWith('sportsbook.sport.') &&
        !key.startsWith('sportsbook.region.') &&
        key !== 'sportsbook.loadFailed',
    );
    expect(Object.keys(ENGLISH).sort()).toEqual(seeded.sort());
  });
});

describe('amounts in the language of the widget', () => {
  it('formats euros as the language writes them, from the exact decimal string', () => {
    expect(euroFormatter('en_GB')('18.50')).toBe('€18.50');
    expect(euroFormatter('de_DE')('1234.50')).toMatch(/^1\.234,50\s€$/);
    expect(euroFormatter('es_ES')('0.10')).toMatch(/^0,10\s€$/);
    // More digits than a float keeps: the string is formatted as it is.
    expect(euroFormatter('en_GB')('12345678901234567.89')).toBe('€12,345,678,901,234,567.89');
  });
});

describe("the sportsbook's market labels, picks and regions", () => {
  const english = createTranslator('en_GB', enGB);
  const german = createTranslator('de_DE', deDE);
  const spanish = createTranslator('es_ES', esES);
  const labels = (translator: typeof english) => [
    translator.market('Winner'),
    translator.market('Total 55.5'),
    translator.pick('Over 55.5'),
    translator.pick('Under 55.5'),
    translator.pick('Draw'),
    translator.region('Germany'),
    translator.region('World'),
  ];

  it('are English under en_GB, as the platform writes them', () => {
    expect(labels(english)).toEqual(['Winner', 'Total 55.5', 'Over 55.5', 'Under 55.5', 'Draw', 'Germany', 'World']);
    expect(english.market('1x2')).toBe('1x2');
  });

  it('are German under de_DE and Spanish under es_ES, each one differing from the English', () => {
    expect(labels(german)).toEqual([
      'Sieger',
      'Gesamt 55,5',
      'Über 55,5',
      'Unter 55,5',
      'Unentschieden',
      'Deutschland',
      'Welt',
    ]);
    expect(labels(spanish)).toEqual([
      'Ganador',
      'Total 55,5',
      'Más de 55,5',
      'Menos de 55,5',
      'Empate',
      'Alemania',
      'Mundo',
    ]);
    for (const translator of [german, spanish]) {
      labels(translator).forEach((label, index) => expect(label).not.toBe(labels(english)[index]));
    }
  });

  it('leave team names and unknown labels as they are', () => {
    expect(german.pick('Ashford FC')).toBe('Ashford FC');
    expect(german.market('Half-time result')).toBe('Half-time result');
    expect(german.market('Handicap -1.5')).toBe('Handicap -1,5');
    expect(german.market('Correct score')).toBe('Genaues Ergebnis');
    expect(german.region('Atlantis')).toBe('Atlantis');
  });
});
