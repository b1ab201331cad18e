import { MONEY_DECIMALS } from '../constants';
import { fromMinorUnits } from '../helpers/money';
import { betCount } from './validate';
import { oddsUnits, UNIT_ODDS } from './odds';
import { payoutUnits, stakeMinorUnits } from './payout';
import type { BetInput, LegResult } from './types';

/** State of a placed bet. */
export type BetStatus = 'open' | 'won' | 'lost' | 'void';

export interface SettledLeg {
  /** Price the leg was placed at. */
  readonly odds: string;
  readonly result: LegResult;
}

export interface Settlement {
  /**
   * 'open' while the result is not decided; 'lost' when nothing is paid (decided as soon as
   * no open leg can change that, e.g. a lost leg of a multiple); 'void' when every leg is void
   * (the stake is returned); otherwise 'won'.
   */
  readonly status: BetStatus;
  /** Amount credited, rounded half-up to the cent by roundPayout's rule ('0.00' while open or when lost). */
  readonly payout: string;
}

function legUnits(leg: SettledLeg, openAs: 'won' | 'lost'): bigint {
  const result = leg.result === 'open' ? openAs : leg.result;
  if (result === 'won') return oddsUnits(leg.odds);
  if (result === 'void') return UNIT_ODDS;
  return 0n;
}

/**
 * Settles a bet from its legs' results: a won leg counts at its odds, a lost leg as 0, a void
 * leg as odds 1; the payout is then computed as for the possible payout (rounded half-up per
 * bet). A single with several legs is that many bets; its payout is their sum and it is open
 * until every leg is decided. Throws a RangeError for invalid odds, stake or system size.
 */
export function settleBet(bet: BetInput & { readonly legs: readonly SettledLeg[] }): Settlement {
  const stake = stakeMinorUnits(bet.stake);
  const zero = fromMinorUnits(0n, MONEY_DECIMALS);
  if (bet.kind === 'system') betCount('system', bet.legs.length, bet.systemSize);
  const best = payoutUnits(
    bet.kind,
    stake,
    bet.legs.map((leg) => legUnits(leg, 'won')),
    bet.systemSize,
  );
  if (best === 0n) return { status: 'lost', payout: zero };
  if (bet.legs.some((leg) => leg.result === 'open')) return { status: 'open', payout: zero };
  const payout = fromMinorUnits(best, MONEY_DECIMALS);
  if (bet.legs.every((leg) => leg.result === 'void')) return { status: 'void', payout };
  return { status: 'won', payout };
}
