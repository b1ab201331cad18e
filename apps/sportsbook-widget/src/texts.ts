/**
 * The widget's texts: English built in, the player's language read from the platform that
 * served the script (GET /api/auth/localization/get-locale-text, the same `sportsbook.*` keys the
 * platform seeds for every language). No i18next: a key lookup with `{{name}}` placeholders and
 * i18next-style plural keys (`key_one`, `key_other`, chosen with Intl.PluralRules).
 */

import {
  sportsbookEnglish,
  sportsbookInWords,
  sportsbookMarketText,
  sportsbookPickText,
  sportsbookRoundIn,
} from '@casino/contract';
import { ruleMessageCode } from '@casino/rules';

/** The default language of the platform (and the widget's built-in texts). */
export const DEFAULT_LAN_CODE = 'en_GB';

/** English text of every key the widget shows (the same object the platform seeds as en_GB). */
export const ENGLISH = sportsbookEnglish;

type WithoutPlural<K> = K extends `${infer Base}_${'one' | 'other'}` ? Base : K;

/** A key of the widget's texts, without the plural suffix (`sportsbook.eventCount`). */
export type TextKey = WithoutPlural<keyof typeof ENGLISH>;

export type TextValues = Record<string, string | number>;

/** The texts of one language. */
export interface Translator {
  /** The platform language the texts are in ('de_DE'). */
  lanCode: string;
  /** The text of a key with its placeholders filled; `count` picks the plural form. */
  t(key: TextKey, values?: TextValues): string;
  /**
   * A message of the platform or the rules, as the widget keeps it (English), in this language:
   * the widget's own error texts by key, a rules message by its code (`validation.minStake`, as the site does).
   */
  message(message: string): string;
  /** A sport's name from the feed in this language (`sportsbook.sport.<slug>`), else as the feed has it. */
  sport(slug: string, name: string): string;
  /**
   * A market label as the platform writes it ('1x2', 'Winner', 'Total 55.5') in this language
   * (`sportsbook.market.*`); any other label as it is.
   */
  market(name: string): string;
  /** A pick as the platform writes it ('Draw', 'Over 55.5', 'Under 55.5'; a team stays as it is). */
  pick(name: string): string;
  /** A region of a tournament from the feed ('Germany', 'World') in this language (`sportsbook.region.<name>`). */
  region(name: string): string;
  /** A knockout round from the feed ('Quarter-finals', 'Round of 16') in this language (`sportsbook.round.*`). */
  round(name: string): string;
}

/** Fills `{{name}}` placeholders; unknown ones stay as they are. */
export function interpolate(text: string, values?: TextValues): string {
  if (!values) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    values[name] === undefined ? whole : String(values[name]),
  );
}

/** 'de_DE' -> 'de-DE' (for Intl and the `lang` attribute). */
export const toBcp47 = (lanCode: string) => lanCode.replace('_', '-');

function pluralRules(lanCode: string): Intl.PluralRules {
  try {
    return new Intl.PluralRules(toBcp47(lanCode));
  } catch {
    return new Intl.PluralRules('en');
  }
}

/** English messages the widget raises itself, by their text key. */
const OWN_MESSAGES: Record<string, TextKey> = Object.fromEntries(
  (['sportsbook.networkError', 'sportsbook.requestFailed', 'sportsbook.sessionEnded'] as const).map((key) => [
    ENGLISH[key],
    key,
  ]),
);

/**
 * Looks keys up in the language's texts, then in the English ones (a key the platform lacks, or
 * texts that have not loaded or failed to load). Empty texts count as missing.
 */
export function createTranslator(lanCode: string, texts: Readonly<Record<string, string>> = {}): Translator {
  const plural = pluralRules(lanCode);
  const english = ENGLISH as Readonly<Record<string, string>>;
  const find = (candidates: readonly string[]): string | undefined => {
    for (const table of [texts, english])
      for (const key of candidates) {
        const text = table[key];
        if (text?.trim()) return text;
      }
    return undefined;
  };
  const t = (key: string, values?: TextValues) => {
    const count = values?.count;
    const candidates = typeof count === 'number' ? [`${key}_${plural.select(count)}`, `${key}_other`, key] : [key];
    return interpolate(find(candidates) ?? key, values);
  };
  return {
    lanCode,
    t,
    message(message) {
      const own = OWN_MESSAGES[message];
      if (own) return t(own);
      const code = ruleMessageCode(message);
      return (code && find([code])) ?? message;
    },
    sport(slug, name) {
      const text = texts[`sportsbook.sport.${slug}`];
      return text?.trim() ? text : name;
    },
    market(name) {
      return sportsbookInWords(name, sportsbookMarketText(name), t, toBcp47(lanCode));
    },
    pick(name) {
      return sportsbookInWords(name, sportsbookPickText(name), t, toBcp47(lanCode));
    },
    round(name) {
      return sportsbookRoundIn(name, t);
    },
    region(name) {
      const text = texts[`sportsbook.region.${name.toLowerCase()}`];
      return text?.trim() ? text : name;
    },
  };
}

/** English, until (or unless) the player's language has loaded. */
export const englishTranslator = createTranslator(DEFAULT_LAN_CODE);

/**
 * The platform language for the contract's `locale`: the language itself when the platform has
 * it ('de_DE', 'de-DE', 'de_de'), else the first of the platform's languages (in its order) of
 * the same language ('de' -> 'de_DE'), else en_GB.
 */
export function pickLanCode(locale: string, available: readonly string[]): string {
  const wanted = locale.trim().replace('-', '_').toLowerCase();
  const exact = available.find((code) => code.toLowerCase() === wanted);
  if (exact) return exact;
  const language = wanted.split('_')[0];
  if (language) {
    const same = available.find((code) => code.toLowerCase().split(/[_-]/)[0] === language);
    if (same) return same;
  }
  return DEFAULT_LAN_CODE;
}
