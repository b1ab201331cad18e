import { quoteBetslip } from '@casino/rules';
import { describe, expect, it } from 'vitest';
import { acceptMoves, pricesShown, type SlipSelection } from './useBetslip';

const pick = (selectionId: number, odds: string): SlipSelection => ({
  selectionId,
  eventId: String(selectionId),
  marketId: String(selectionId),
  outcomeId: String(selectionId),
  odds,
  matchName: 'A vs B',
  pickName: 'A',
  marketName: 'Winner',
});

describe('acceptMoves: the odds-change setting applied to prices that moved in the slip', () => {
  const slip = [pick(1, '2.00'), pick(2, '3.00')];
  const live = new Map([
    [1, '2.20'],
    [2, '2.80'],
  ]);

  it('Accept any odds changes: takes every move', () => {
    expect(acceptMoves(slip, live, 'any').map((s) => s.odds)).toEqual(['2.20', '2.80']);
  });

  it('Only accept increased odds: takes the rise, holds the fall', () => {
    expect(acceptMoves(slip, live, 'higher').map((s) => s.odds)).toEqual(['2.20', '3.00']);
  });

  it('Always ask: holds every move (the same slip back)', () => {
    expect(acceptMoves(slip, live, 'ask')).toBe(slip);
  });

  it('leaves a slip alone when nothing moved or the selection left the feed', () => {
    expect(acceptMoves(slip, new Map([[1, '2.00']]), 'any')).toBe(slip);
  });
});

describe('pricesShown: what the slip reckons its totals on', () => {
  it('uses a price change that waits for Accept changes, so the payout shown is what the bet would pay', () => {
    const slip = [pick(1, '2.00'), pick(2, '3.20'), pick(3, '4.00')];
    const pending = new Map([[2, '3.00']]);
    const shown = pricesShown(slip, pending);
    expect(shown.map((s) => s.odds)).toEqual(['2.00', '3.00', '4.00']);
    const quote = quoteBetslip({ kind: 'multiple', selections: shown, stake: '5.00' });
    expect(quote.totalOdds).toBe('24.00');
    expect(quote.possiblePayout).toBe('120.00');
    expect(pricesShown(slip, new Map())).toBe(slip);
  });
});
