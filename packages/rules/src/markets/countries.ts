import type { MarketCode } from './profiles';

/**
 * The countries of registration of the markets with a national licence, as players type them
 * (the sign-up's country is free text, 2 to 50 letters): the English name, the country's own
 * names, the ISO 3166 codes and the usual other names. Compared without case, accents, dots or
 * extra spaces.
 */
const COUNTRY_NAMES: Record<Exclude<MarketCode, 'mt'>, readonly string[]> = {
  uk: [
    'United Kingdom',
    'United Kingdom of Great Britain and Northern Ireland',
    'Great Britain',
    'Britain',
    'England',
    'Scotland',
    'Wales',
    'Northern Ireland',
    'UK',
    'GB',
    'GBR',
    'Vereinigtes Königreich',
    'Reino Unido',
  ],
  de: ['Germany', 'Deutschland', 'Federal Republic of Germany', 'Bundesrepublik Deutschland', 'Alemania', 'DE', 'DEU'],
  nl: [
    'Netherlands',
    'The Netherlands',
    'Nederland',
    'Holland',
    'Kingdom of the Netherlands',
    'Niederlande',
    'Países Bajos',
    'NL',
    'NLD',
  ],
};

/** The text compared: lower case, no accents, dots or repeated spaces. */
export function countryKey(country: string): string {
  return country
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[.]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

const MARKET_OF_KEY = new Map<string, MarketCode>(
  Object.entries(COUNTRY_NAMES).flatMap(([market, names]) =>
    names.map((name) => [countryKey(name), market as MarketCode] as const),
  ),
);

/**
 * The market of a country of registration: the national market of the United Kingdom, Germany or
 * the Netherlands, and Malta's (the MGA's licence, which serves the other countries) for any other.
 */
export function marketOfCountry(country: string): MarketCode {
  return MARKET_OF_KEY.get(countryKey(country)) ?? 'mt';
}
