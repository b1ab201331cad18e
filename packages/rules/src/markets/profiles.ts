/**
 * Market profiles: every number a regulator sets, one profile per jurisdiction the platform can be
 * licensed in. The platform enforces them on its money paths; the site shows what they imply;
 * docs/markets.md lists each rule with its source and the test that proves it (rules.ts).
 *
 * A market's players hold the market's currency (`currency`), so every amount here is in the
 * currency of the player's account, as a money string of the strict grammar.
 */

export const MARKET_CODES = ['uk', 'de', 'nl', 'mt'] as const;
export type MarketCode = (typeof MARKET_CODES)[number];

/**
 * A value that is lower for young adults (UK slot stakes, Dutch deposits). Each regulator draws
 * the line at its own age: the UK at 25 (18 to 24 are young), the Netherlands at 24 (18 to 23).
 */
export interface ByAge {
  /** From 18 until `adultFrom`. */
  young: string;
  /** From the birthday of `adultFrom` on. */
  adult: string;
  /** The age (whole years, from the date of birth) from which `adult` applies. */
  adultFrom: number;
}

export interface MarketProfile {
  code: MarketCode;
  /** The market's name as staff and docs read it. */
  name: string;
  regulator: string;
  /** The currency its players hold (null: any currency the brand offers). */
  currency: 'GBP' | 'EUR' | null;
  slots: {
    /** The largest stake of one game cycle of a slot (bonus features included); null: no cap. */
    stakeMax: ByAge | null;
    /** The shortest time between two rounds of one game session, in milliseconds; 0: none. */
    minRoundMs: number;
    /** Whether autoplay, turbo and slam stop may be offered. */
    autoplay: boolean;
    /** Whether a return at or below the stake may be celebrated as a win. */
    celebrateReturnAtOrBelowStake: boolean;
    /** Whether the game shows the session's net position and the time played all along. */
    showSessionPosition: boolean;
  };
  /** Whether casino table games (roulette, blackjack, baccarat) may be offered. */
  tableGames: boolean;
  /** Whether games with a jackpot may be offered. */
  jackpots: boolean;
  /** Whether the game page and the sportsbook offer the panic button (a 24-hour block at once). */
  panicButton: boolean;
  /**
   * Who of the signed-in players may play a game for fun (play money): 'any', or 'ageVerified' (only
   * once the player's identity and age are verified, KYC approved).
   */
  freePlay: 'any' | 'ageVerified';
  bonuses: {
    /** The largest wagering requirement, as a multiple of the bonus; null: no cap. */
    wageringMultiplierMax: number | null;
    /** Whether an offer may mix products (a casino bonus for sports bets or the reverse). */
    mixedProducts: boolean;
  };
  /** Whether a player may cancel a requested withdrawal back into the balance. */
  withdrawalReversal: boolean;
  /** The national exclusion register consulted, if any. */
  exclusionRegister: 'gamstop' | 'oasis' | 'cruks' | null;
  deposits: {
    /** A monthly deposit limit across every operator (Germany's LUGAS limit file); null: none. */
    monthlyCapAcrossOperators: string | null;
    /** Net deposits (deposits less withdrawals) per calendar month; null: none. */
    netMonthlyCap: ByAge | null;
    /**
     * Deposits per calendar month a player may make, and the most a raised deposit limit may allow a
     * month, until the operator has recorded a personal contact with the player (the Netherlands:
     * trained staff talk about the risks and CRUKS first); null: no such rule.
     */
    untilContact: ByAge | null;
  };
  /**
   * The pause between the end of a player's session and the next one at any operator, in minutes
   * (Germany's activity file, GlüStV 2021 § 6h (4)); 0: none.
   */
  sessionPauseMinutes: number;
  /** The longest reality-check interval a player may choose, in minutes; null: any. */
  realityCheckMaxMinutes: number | null;
  /** How long a limit increase waits before it can be confirmed, in hours. */
  limitIncreaseWaitHours: number;
}

export const MARKET_PROFILES: Record<MarketCode, MarketProfile> = {
  uk: {
    code: 'uk',
    name: 'United Kingdom',
    regulator: 'Gambling Commission (UKGC)',
    currency: 'GBP',
    slots: {
      stakeMax: { young: '2.00', adult: '5.00', adultFrom: 25 },
      minRoundMs: 2_500,
      autoplay: false,
      celebrateReturnAtOrBelowStake: false,
      showSessionPosition: true,
    },
    tableGames: true,
    jackpots: true,
    panicButton: false,
    freePlay: 'ageVerified',
    bonuses: { wageringMultiplierMax: 10, mixedProducts: false },
    withdrawalReversal: false,
    exclusionRegister: 'gamstop',
    deposits: { monthlyCapAcrossOperators: null, netMonthlyCap: null, untilContact: null },
    realityCheckMaxMinutes: null,
    limitIncreaseWaitHours: 24,
    sessionPauseMinutes: 0,
  },
  de: {
    code: 'de',
    name: 'Germany',
    regulator: 'Gemeinsame Glücksspielbehörde der Länder (GGL)',
    currency: 'EUR',
    slots: {
      stakeMax: { young: '1.00', adult: '1.00', adultFrom: 25 },
      minRoundMs: 5_000,
      autoplay: false,
      celebrateReturnAtOrBelowStake: true,
      showSessionPosition: false,
    },
    tableGames: false,
    jackpots: false,
    panicButton: true,
    freePlay: 'any',
    bonuses: { wageringMultiplierMax: null, mixedProducts: true },
    withdrawalReversal: true,
    exclusionRegister: 'oasis',
    deposits: { monthlyCapAcrossOperators: '1000.00', netMonthlyCap: null, untilContact: null },
    realityCheckMaxMinutes: null,
    limitIncreaseWaitHours: 168,
    sessionPauseMinutes: 5,
  },
  nl: {
    code: 'nl',
    name: 'Netherlands',
    regulator: 'Kansspelautoriteit (KSA)',
    currency: 'EUR',
    slots: {
      stakeMax: null,
      minRoundMs: 0,
      autoplay: true,
      celebrateReturnAtOrBelowStake: true,
      showSessionPosition: false,
    },
    tableGames: true,
    jackpots: true,
    panicButton: false,
    freePlay: 'any',
    bonuses: { wageringMultiplierMax: null, mixedProducts: true },
    withdrawalReversal: true,
    exclusionRegister: 'cruks',
    deposits: {
      monthlyCapAcrossOperators: null,
      netMonthlyCap: { young: '300.00', adult: '700.00', adultFrom: 24 },
      untilContact: { young: '150.00', adult: '350.00', adultFrom: 24 },
    },
    realityCheckMaxMinutes: 30,
    limitIncreaseWaitHours: 168,
    sessionPauseMinutes: 0,
  },
  mt: {
    code: 'mt',
    name: 'Malta',
    regulator: 'Malta Gaming Authority (MGA)',
    currency: null,
    slots: {
      stakeMax: null,
      minRoundMs: 0,
      autoplay: true,
      celebrateReturnAtOrBelowStake: true,
      showSessionPosition: false,
    },
    tableGames: true,
    jackpots: true,
    panicButton: false,
    freePlay: 'any',
    bonuses: { wageringMultiplierMax: null, mixedProducts: true },
    withdrawalReversal: true,
    exclusionRegister: null,
    deposits: { monthlyCapAcrossOperators: null, netMonthlyCap: null, untilContact: null },
    realityCheckMaxMinutes: null,
    limitIncreaseWaitHours: 24,
    sessionPauseMinutes: 0,
  },
};

/** The brand's licensed markets when `MARKETS` is not set. */
export const DEFAULT_MARKETS: readonly MarketCode[] = ['mt'];

/**
 * Reads `MARKETS` ("uk,mt"): the markets in the order given, or the problem with the text. An
 * empty or missing text is the default.
 */
export function parseMarkets(
  text: string | undefined,
): { ok: true; markets: MarketCode[] } | { ok: false; problem: string } {
  const parts = (text ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
  if (parts.length === 0) return { ok: true, markets: [...DEFAULT_MARKETS] };
  const unknown = parts.filter((part) => !(MARKET_CODES as readonly string[]).includes(part));
  if (unknown.length) {
    return {
      ok: false,
      problem: `MARKETS names ${unknown.map((part) => `"${part}"`).join(', ')}: use ${MARKET_CODES.join(', ')} (comma-separated)`,
    };
  }
  return { ok: true, markets: [...new Set(parts)] as MarketCode[] };
}

/** Whole years of age on `on` of someone born on `dob` ('yyyy-MM-dd'), by the calendar. */
export function ageOn(dob: string, on: Date): number {
  const [year, month, day] = dob.split('-').map(Number) as [number, number, number];
  const years = on.getUTCFullYear() - year;
  const beforeBirthday = on.getUTCMonth() + 1 < month || (on.getUTCMonth() + 1 === month && on.getUTCDate() < day);
  return beforeBirthday ? years - 1 : years;
}

/** The value of `byAge` for a player born on `dob`, on `on`. */
export function valueForAge(byAge: ByAge, dob: string, on: Date): string {
  return ageOn(dob, on) < byAge.adultFrom ? byAge.young : byAge.adult;
}
