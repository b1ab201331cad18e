import { describe, expect, it } from 'vitest';
import { acceptMoves, type SlipSelection } from './useBetslip';

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
