import type { SportsbookCashOutReason } from '@casino/contract';

/**
 * The cash-out value of a bet (docs/cash-out.md), in integer minor units and integer odds
 * hundredths, never a float:
 *
 *   value = stake × Π(odds taken) / Π(current odds) × (1 − margin), rounded DOWN to the cent
 *
 * over the bet's legs, where a leg already won counts its current odds as 1.00 (its price is
 * earned), a void leg counts 1.00 on both sides (as settlement prices it), and an open leg counts
 * the selection's current price. The margin is in basis points (500 is 5%).
 *
 * No value (available false) when the bet is not open, is a system bet, has a lost leg, has an
 * undecided leg whose event ended or whose market is settled (settlement is on its way) or
 * suspended, when every leg is decided (settlement pays it), or when the value rounds to 0.
 */

export const BASIS_POINTS = 10_000n;
/** Odds hundredths of a price of 1.00. */
const EVENS = 100n;

export interface CashOutLeg {
  /** The odds the bet was placed at, in hundredths (185 is 1.85). */
  taken: number;
  /** The selection's odds now, in hundredths. */
  current: number;
  result: 'won' | 'lost' | 'void' | null;
  marketStatus: 'open' | 'suspended' | 'settled';
  eventStatus: 'prematch' | 'live' | 'ended';
}

export interface CashOutBet {
  type: 'single' | 'multiple' | 'system';
  status: string;
  /** The bet's stake now (a partial cash-out reduces it), in minor units. */
  stake: bigint;
}

export type CashOutQuote =
  { available: true; value: bigint; reason: null } | { available: false; value: 0n; reason: SportsbookCashOutReason };

const none = (reason: SportsbookCashOutReason): CashOutQuote => ({ available: false, value: 0n, reason });

export function cashOutQuote(bet: CashOutBet, legs: readonly CashOutLeg[], marginBasisPoints: number): CashOutQuote {
  if (bet.status !== 'open') return none('notOpen');
  if (bet.type === 'system') return none('system');
  if (legs.length === 0) return none('noValue');
  if (legs.some((leg) => leg.result === 'lost')) return none('legLost');
  const open = legs.filter((leg) => leg.result === null);
  if (open.length === 0 || open.some((leg) => leg.eventStatus === 'ended' || leg.marketStatus === 'settled')) {
    return none('eventEnded');
  }
  if (open.some((leg) => leg.marketStatus === 'suspended')) return none('suspended');

  let taken = 1n;
  let current = 1n;
  for (const leg of legs) {
    taken *= leg.result === 'void' ? EVENS : BigInt(leg.taken);
    current *= leg.result === null ? BigInt(leg.current) : EVENS;
  }
  const margin = BigInt(marginBasisPoints);
  // Integer division of non-negative integers rounds down: the player never gets a fraction of a cent more.
  const value = (bet.stake * taken * (BASIS_POINTS - margin)) / (current * BASIS_POINTS);
  return value > 0n ? { available: true, value, reason: null } : none('noValue');
}

/**
 * A partial cash-out of a single: `amount` of the whole `value` closes this part of the stake,
 * rounded UP to the cent (stake × amount / value), so what stays on the bet is never worth more
 * than the value not taken. Null when that would close the whole stake (cash out all instead).
 */
export function stakeClosedBy(stake: bigint, amount: bigint, value: bigint): bigint | null {
  const closed = (stake * amount + value - 1n) / value;
  return closed >= stake ? null : closed;
}
