import { describe, expect, it } from 'vitest';
import { marketOfCountry } from './countries';
import { ageOn, MARKET_PROFILES, parseMarkets, valueForAge } from './profiles';

describe('market rules', () => {
  it('finds the market of a country as players type it', () => {
    expect(marketOfCountry('United Kingdom')).toBe('uk');
    expect(marketOfCountry('  great  britain ')).toBe('uk');
    expect(marketOfCountry('U.K.')).toBe('uk');
    expect(marketOfCountry('Deutschland')).toBe('de');
    expect(marketOfCountry('de')).toBe('de');
    expect(marketOfCountry('Países Bajos')).toBe('nl');
    expect(marketOfCountry('Paises Bajos')).toBe('nl');
    expect(marketOfCountry('Ireland')).toBe('mt');
    expect(marketOfCountry('Malta')).toBe('mt');
  });

  it('reads MARKETS strictly', () => {
    expect(parseMarkets(undefined)).toEqual({ ok: true, markets: ['mt'] });
    expect(parseMarkets(' UK, mt ,uk')).toEqual({ ok: true, markets: ['uk', 'mt'] });
    expect(parseMarkets('uk,fr')).toEqual({
      ok: false,
      problem: 'MARKETS names "fr": use uk, de, nl, mt (comma-separated)',
    });
  });

  it('counts age by the calendar, the birthday itself included', () => {
    expect(ageOn('2001-06-15', new Date('2026-06-15T00:00:00Z'))).toBe(25);
    expect(ageOn('2001-06-16', new Date('2026-06-15T23:59:59Z'))).toBe(24);
    expect(ageOn('2008-02-29', new Date('2026-02-28T12:00:00Z'))).toBe(17);
    expect(ageOn('2008-02-29', new Date('2026-03-01T12:00:00Z'))).toBe(18);
    const uk = MARKET_PROFILES.uk.slots.stakeMax!;
    expect(valueForAge(uk, '2001-06-16', new Date('2026-06-15T12:00:00Z'))).toBe('2.00');
    expect(valueForAge(uk, '2001-06-15', new Date('2026-06-15T12:00:00Z'))).toBe('5.00');
    // The Dutch line is drawn a year earlier: 24 is an adult there, not in the UK.
    const nl = MARKET_PROFILES.nl.deposits.netMonthlyCap!;
    expect(valueForAge(nl, '2002-06-16', new Date('2026-06-15T12:00:00Z'))).toBe('300.00');
    expect(valueForAge(nl, '2002-06-15', new Date('2026-06-15T12:00:00Z'))).toBe('700.00');
    expect(valueForAge(uk, '2002-06-15', new Date('2026-06-15T12:00:00Z'))).toBe('2.00');
  });
});
