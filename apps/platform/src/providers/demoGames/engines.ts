import { randomInt } from 'node:crypto';
import { REQUIRED_MESSAGE } from '@casino/rules';

/**
 * The demo provider's game engines: every game of a type plays its type's engine. Outcomes are
 * decided here, on the server, with a cryptographic RNG; the page only shows them. Each engine
 * has a fixed theoretical return to player (RTP) below 100%, stated and derived below and
 * checked by the tests. Payouts are integer minor units: stake x multiplier, rounded down, so
 * rounding only ever lowers the return.
 */

export type EngineName = 'slot' | 'roulette' | 'dice';

/** Uniform random integers in [0, max). */
export interface Rng {
  int(max: number): number;
}

/** node:crypto's randomInt: a CSPRNG with rejection sampling (no modulo bias). */
export const cryptoRng: Rng = { int: (max) => randomInt(max) };

/** Multipliers are fixed-point: 10_000 = 1x the stake. */
export const MULTIPLIER_ONE = 10_000n;

export interface Play<Result> {
  /** Payout per stake, in 1/10_000 (0 for a loss; 10_000 gives the stake back). */
  multiplier: bigint;
  result: Result;
}

export type ChoiceParse<C> = { ok: true; choice: C } | { ok: false; errors: Record<string, string> };

export interface Engine<C = unknown, R = unknown> {
  name: EngineName;
  /** Theoretical return to player, as a fraction (0.9646 = 96.46%). */
  rtp: number;
  parseChoice(input: unknown): ChoiceParse<C>;
  play(choice: C, rng: Rng): Play<R>;
}

/** Payout of a stake at a multiplier, rounded down to a whole minor unit. */
export const payoutOf = (stake: bigint, multiplier: bigint) => (stake * multiplier) / MULTIPLIER_ONE;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// ---------------------------------------------------------------------------------------------
// Slot: three reels, one pay line (the middle row).

export const SLOT_SYMBOLS = ['cherry', 'lemon', 'orange', 'plum', 'bell', 'bar', 'seven'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

/** Stops of each symbol on every reel (32 stops per reel). */
export const SLOT_WEIGHTS: Record<SlotSymbol, number> = {
  cherry: 7,
  lemon: 6,
  orange: 5,
  plum: 5,
  bell: 4,
  bar: 3,
  seven: 2,
};
/** Three of a kind on the line pays this many times the stake. */
export const SLOT_THREE_OF_A_KIND: Record<SlotSymbol, number> = {
  cherry: 10,
  lemon: 12,
  orange: 16,
  plum: 20,
  bell: 30,
  bar: 70,
  seven: 300,
};
/** Any mix of bell, bar and seven (not three of a kind). */
export const SLOT_ANY_HIGH = 5;
const HIGH_SYMBOLS: readonly SlotSymbol[] = ['bell', 'bar', 'seven'];
/** Exactly two cherries anywhere on the line. */
export const SLOT_TWO_CHERRIES = 2;
/** A single cherry on the first reel gives the stake back. */
export const SLOT_FIRST_CHERRY = 1;
const SLOT_STOPS = Object.values(SLOT_WEIGHTS).reduce((sum, weight) => sum + weight, 0);

export interface SlotWin {
  times: number;
  rule: string;
}

/** What a line pays (in stakes) and why; times 0 for a loss. */
export function slotLinePays(line: readonly SlotSymbol[]): SlotWin {
  const [a, b, c] = line;
  if (a === b && b === c && a) return { times: SLOT_THREE_OF_A_KIND[a], rule: `Three ${a}s` };
  if (line.every((symbol) => HIGH_SYMBOLS.includes(symbol)))
    return { times: SLOT_ANY_HIGH, rule: 'Any bells, bars or sevens' };
  const cherries = line.filter((symbol) => symbol === 'cherry').length;
  if (cherries === 2) return { times: SLOT_TWO_CHERRIES, rule: 'Two cherries' };
  if (cherries === 1 && a === 'cherry') return { times: SLOT_FIRST_CHERRY, rule: 'Cherry on the first reel' };
  return { times: 0, rule: 'No win' };
}

/**
 * The slot's exact RTP: the sum over all 32^3 equally likely stop combinations of what the line
 * pays. With the tables above it is 31,607 / 32,768 = 96.46% (hit rate 29.3%).
 */
export function slotReturnToPlayer(): number {
  let total = 0;
  for (const a of SLOT_SYMBOLS)
    for (const b of SLOT_SYMBOLS)
      for (const c of SLOT_SYMBOLS) {
        const ways = SLOT_WEIGHTS[a] * SLOT_WEIGHTS[b] * SLOT_WEIGHTS[c];
        total += ways * slotLinePays([a, b, c]).times;
      }
  return total / SLOT_STOPS ** 3;
}

function drawSymbol(rng: Rng): SlotSymbol {
  let stop = rng.int(SLOT_STOPS);
  for (const symbol of SLOT_SYMBOLS) {
    stop -= SLOT_WEIGHTS[symbol];
    if (stop < 0) return symbol;
  }
  return 'cherry';
}

export interface SlotResult {
  /** Each reel top to bottom; the middle row is the pay line. */
  reels: SlotSymbol[][];
  line: SlotSymbol[];
  rule: string;
  times: number;
}

export const slotEngine: Engine<Record<string, never>, SlotResult> = {
  name: 'slot',
  rtp: 31_607 / 32_768,
  parseChoice: () => ({ ok: true, choice: {} }),
  play(_choice, rng) {
    const reels = [0, 1, 2].map(() => [drawSymbol(rng), drawSymbol(rng), drawSymbol(rng)] as const);
    const line = reels.map((reel) => reel[1]);
    const win = slotLinePays(line);
    return {
      multiplier: BigInt(win.times) * MULTIPLIER_ONE,
      result: { reels: reels.map((reel) => [...reel]), line, rule: win.rule, times: win.times },
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Roulette: European single-zero wheel. Every bet pays 36 / (numbers covered) including the
// stake, so every bet returns 36/37 = 97.30%.

export const ROULETTE_RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
export const ROULETTE_BETS = [
  'red',
  'black',
  'odd',
  'even',
  'low',
  'high',
  'dozen1',
  'dozen2',
  'dozen3',
  'straight',
] as const;
export type RouletteBet = (typeof ROULETTE_BETS)[number];

export interface RouletteChoice {
  bet: RouletteBet;
  /** The number of a straight bet, 0 to 36. */
  number?: number;
}

export function rouletteCovers(choice: RouletteChoice, n: number): boolean {
  if (choice.bet === 'straight') return n === choice.number;
  if (n === 0) return false;
  switch (choice.bet) {
    case 'red':
      return ROULETTE_RED.has(n);
    case 'black':
      return !ROULETTE_RED.has(n);
    case 'odd':
      return n % 2 === 1;
    case 'even':
      return n % 2 === 0;
    case 'low':
      return n <= 18;
    case 'high':
      return n >= 19;
    case 'dozen1':
      return n <= 12;
    case 'dozen2':
      return n >= 13 && n <= 24;
    case 'dozen3':
      return n >= 25;
  }
}

/** Total payout in stakes of a winning bet: 36 divided by the numbers the bet covers. */
export function roulettePays(bet: RouletteBet): number {
  if (bet === 'straight') return 36;
  return bet.startsWith('dozen') ? 3 : 2;
}

export const rouletteColour = (n: number) => (n === 0 ? 'green' : ROULETTE_RED.has(n) ? 'red' : 'black');

export interface RouletteResult {
  number: number;
  colour: 'green' | 'red' | 'black';
  won: boolean;
}

export const rouletteEngine: Engine<RouletteChoice, RouletteResult> = {
  name: 'roulette',
  rtp: 36 / 37,
  parseChoice(input): ChoiceParse<RouletteChoice> {
    if (!isRecord(input) || input.bet === undefined) return { ok: false, errors: { 'choice.bet': REQUIRED_MESSAGE } };
    if (typeof input.bet !== 'string' || !(ROULETTE_BETS as readonly string[]).includes(input.bet)) {
      return { ok: false, errors: { 'choice.bet': `must be one of ${ROULETTE_BETS.join(', ')}` } };
    }
    const bet = input.bet as RouletteBet;
    if (bet !== 'straight') return { ok: true, choice: { bet } };
    const number = typeof input.number === 'string' && input.number.trim() !== '' ? Number(input.number) : input.number;
    if (number === undefined || number === null) return { ok: false, errors: { 'choice.number': REQUIRED_MESSAGE } };
    if (typeof number !== 'number' || !Number.isInteger(number) || number < 0 || number > 36) {
      return { ok: false, errors: { 'choice.number': 'must be a whole number from 0 to 36' } };
    }
    return { ok: true, choice: { bet, number } };
  },
  play(choice, rng) {
    const number = rng.int(37);
    const won = rouletteCovers(choice, number);
    return {
      multiplier: won ? BigInt(roulettePays(choice.bet)) * MULTIPLIER_ONE : 0n,
      result: { number, colour: rouletteColour(number), won },
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Dice: a roll from 1 to 100; the player wins when the roll is under the target (2 to 96).
// The win chance is (target - 1)%, and the payout 97 / (target - 1) times the stake, rounded down
// to 1/10_000: RTP = 97% at most, whatever the target.

export const DICE_RTP_PERCENT = 97n;
export const DICE_MIN_TARGET = 2;
export const DICE_MAX_TARGET = 96;

export interface DiceChoice {
  target: number;
}

/** Payout multiplier (1/10_000) of a winning roll under `target`. */
export const diceMultiplier = (target: number) => (DICE_RTP_PERCENT * MULTIPLIER_ONE) / BigInt(target - 1);

export interface DiceResult {
  roll: number;
  target: number;
  won: boolean;
  /** The payout multiplier of the target, e.g. "1.9400". */
  multiplier: string;
}

export const diceEngine: Engine<DiceChoice, DiceResult> = {
  name: 'dice',
  rtp: 0.97,
  parseChoice(input): ChoiceParse<DiceChoice> {
    if (!isRecord(input) || input.target === undefined || input.target === null || input.target === '') {
      return { ok: false, errors: { 'choice.target': REQUIRED_MESSAGE } };
    }
    const target = typeof input.target === 'string' ? Number(input.target) : input.target;
    if (
      typeof target !== 'number' ||
      !Number.isInteger(target) ||
      target < DICE_MIN_TARGET ||
      target > DICE_MAX_TARGET
    ) {
      return {
        ok: false,
        errors: { 'choice.target': `must be a whole number from ${DICE_MIN_TARGET} to ${DICE_MAX_TARGET}` },
      };
    }
    return { ok: true, choice: { target } };
  },
  play(choice, rng) {
    const roll = rng.int(100) + 1;
    const won = roll < choice.target;
    const multiplier = diceMultiplier(choice.target);
    const whole = multiplier / MULTIPLIER_ONE;
    const fraction = (multiplier % MULTIPLIER_ONE).toString().padStart(4, '0');
    return {
      multiplier: won ? multiplier : 0n,
      result: { roll, target: choice.target, won, multiplier: `${whole}.${fraction}` },
    };
  },
};

export const ENGINES: Record<EngineName, Engine> = {
  slot: slotEngine as Engine,
  roulette: rouletteEngine as Engine,
  dice: diceEngine as Engine,
};

/**
 * A game's top prize (times the stake) and its chance per round as "1 in N" (N rounded to a whole
 * number of rounds): what a player is shown where the stake is placed (GlüStV § 22a (3)).
 */
export function topPrizeOf(engine: EngineName): { times: number; oneIn: number } {
  if (engine === 'slot') {
    let best = 0;
    let ways = 0;
    for (const a of SLOT_SYMBOLS)
      for (const b of SLOT_SYMBOLS)
        for (const c of SLOT_SYMBOLS) {
          const times = slotLinePays([a, b, c]).times;
          const combos = SLOT_WEIGHTS[a] * SLOT_WEIGHTS[b] * SLOT_WEIGHTS[c];
          if (times > best) [best, ways] = [times, combos];
          else if (times === best) ways += combos;
        }
    return { times: best, oneIn: Math.round(SLOT_STOPS ** 3 / ways) };
  }
  if (engine === 'roulette') return { times: roulettePays('straight'), oneIn: 37 };
  // Dice: the lowest target wins on a roll of 1 (1 in 100) and pays the most.
  return { times: Number(diceMultiplier(DICE_MIN_TARGET) / MULTIPLIER_ONE), oneIn: 100 };
}
