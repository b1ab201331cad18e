/**
 * The widget's texts: English built in, the player's language read from the platform that
 * served the script (GET /api/auth/localization/get-locale-text, the same `sportsbook.*` keys the
 * platform seeds for every language). No i18next: a key lookup with `{{name}}` placeholders and
 * i18next-style plural keys (`key_one`, `key_other`, chosen with Intl.PluralRules).
 */

/** The default language of the platform (and the widget's built-in texts). */
export const DEFAULT_LAN_CODE = 'en_GB';

/**
 * English text of every key the widget shows. The platform's seed (apps/platform/src/db/seed/
 * content/texts/en_GB.ts) carries the same keys and wording; a test checks they agree.
 */
export const ENGLISH = {
  // The widget's own texts
  'sportsbook.loading': 'Loading the sportsbook...',
  'sportsbook.feedFailed': 'The sportsbook could not be loaded.',
  'sportsbook.retry': 'Try again',
  'sportsbook.networkError': 'The sportsbook cannot be reached. Check your connection and try again.',
  'sportsbook.requestFailed': 'The request failed. Try again.',
  'sportsbook.sessionEnded': 'Your sportsbook session has ended. Please sign in again.',
  'sportsbook.all': 'All',
  'sportsbook.live': 'Live',
  'sportsbook.prematch': 'Prematch',
  'sportsbook.modes': 'Events',
  'sportsbook.allEvents': 'Live and prematch events',
  'sportsbook.liveEvents': 'Live events',
  'sportsbook.prematchEvents': 'Prematch events',
  'sportsbook.sportEvents': '{{sport}}: {{events}}',
  'sportsbook.favorites': 'Favorites',
  'sportsbook.favorite': 'Favorite {{name}}',
  'sportsbook.noEvents': 'No events right now. New matches are scheduled all the time.',
  'sportsbook.noFavorites': 'Add a tournament to your favorites with its star.',
  'sportsbook.openBetslip': 'Betslip ({{count}})',
  'sportsbook.placed_one': 'Your bet is placed.',
  'sportsbook.placed_other': 'Your {{count}} bets are placed.',
  'sportsbook.myBets': 'My bets',
  'sportsbook.noBets': 'No bets yet.',
  'sportsbook.betStake': 'Stake {{amount}}',
  'sportsbook.betPayout': 'Payout',
  'sportsbook.betPossiblePayout': 'Possible payout',
  'sportsbook.status.open': 'Open',
  'sportsbook.status.won': 'Won',
  'sportsbook.status.lost': 'Lost',
  'sportsbook.status.void': 'Void',
  'sportsbook.close': 'Close',
  // Events, sports and popular events (@casino/ui EventRow, SportsNav, PopularEvents, TournamentHeading)
  'sportsbook.score': 'Score',
  'sportsbook.oddsUp': 'Odds went up',
  'sportsbook.oddsDown': 'Odds went down',
  'sportsbook.eventCount_one': '({{count}} event)',
  'sportsbook.eventCount_other': '({{count}} events)',
  'sportsbook.sports': 'Sports',
  'sportsbook.sportCounts': '({{live}} live, {{prematch}} prematch)',
  'sportsbook.popularEvents': 'Popular events',
  'sportsbook.liveOrPrematch': 'Live or prematch',
  'sportsbook.featured': 'Featured tournaments',
  'sportsbook.noEventsShort': 'No events right now',
  // The betslip (@casino/ui Betslip)
  'sportsbook.betslip.title': 'Betslip',
  'sportsbook.betslip.single': 'Single',
  'sportsbook.betslip.multiple': 'Multiple',
  'sportsbook.betslip.system': 'System',
  'sportsbook.betslip.kinds': 'Bet type',
  'sportsbook.betslip.selectionCount_one': '({{count}} selection)',
  'sportsbook.betslip.selectionCount_other': '({{count}} selections)',
  'sportsbook.betslip.empty': 'Your betslip is empty',
  'sportsbook.betslip.emptyHint': 'Pick the odds of an event to add a selection.',
  'sportsbook.betslip.remove': 'Remove {{pick}}, {{match}}',
  'sportsbook.betslip.previousOdds': 'was',
  'sportsbook.betslip.unavailable': 'Unavailable',
  'sportsbook.betslip.payout': 'Payout',
  'sportsbook.betslip.systemSize': 'System size',
  'sportsbook.betslip.systemOption_one': '{{size}}/{{selections}} ({{count}} bet)',
  'sportsbook.betslip.systemOption_other': '{{size}}/{{selections}} ({{count}} bets)',
  'sportsbook.betslip.stake': 'Stake',
  'sportsbook.betslip.quickStakes': 'Quick stakes',
  'sportsbook.betslip.totalOdds': 'Total odds',
  'sportsbook.betslip.bets': 'Bets',
  'sportsbook.betslip.totalStake': 'Total stake',
  'sportsbook.betslip.possiblePayout': 'Possible payout',
  'sportsbook.betslip.signInAndBet': 'Sign In & Bet',
  'sportsbook.betslip.placeBet': 'Place bet',
  'sportsbook.betslip.erase': 'Erase Betslip',
  'sportsbook.betslip.eraseQuestion': 'Are you sure you want to erase Betslip?',
  'sportsbook.betslip.no': 'No',
  'sportsbook.betslip.accept': 'Accept',
  'sportsbook.betslip.settings': 'Settings',
  'sportsbook.betslip.settingsTitle': 'Accept Changes automatically?',
  'sportsbook.betslip.acceptAny': 'Accept any odds changes',
  'sportsbook.betslip.acceptHigher': 'Only accept increased odds',
  'sportsbook.betslip.alwaysAsk': 'Always ask',
  'sportsbook.betslip.oddsChanged': 'The odds have changed. Accept the new odds to place your bet.',
  'sportsbook.betslip.acceptChanges': 'Accept changes',
} as const;

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
   * the widget's own error texts by key, the others as `validation.<message>` (the site's scheme).
   */
  message(message: string): string;
  /** A sport's name from the feed in this language (`sportsbook.sport.<slug>`), else as the feed has it. */
  sport(slug: string, name: string): string;
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
      return find([`validation.${message}`]) ?? message;
    },
    sport(slug, name) {
      const text = texts[`sportsbook.sport.${slug}`];
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
