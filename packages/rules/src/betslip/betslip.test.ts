import { describe, expect, it } from 'vitest';
import {
  BET_KIND_LABELS,
  DUPLICATE_SELECTION_MESSAGE,
  EMPTY_BETSLIP_MESSAGE,
  INSUFFICIENT_BALANCE_MESSAGE,
  INVALID_ODDS_MESSAGE,
  INVALID_STAKE_MESSAGE,
  MAX_STAKE_MESSAGE,
  MIN_STAKE_MESSAGE,
  MULTIPLE_MIN_SELECTIONS_MESSAGE,
  ODDS_CHANGE_POLICY_LABELS,
  SAME_EVENT_MESSAGE,
  STAKE_REQUIRED_MESSAGE,
  SYSTEM_MIN_SELECTIONS_MESSAGE,
  TOO_MANY_SELECTIONS_MESSAGE,
  betCount,
  binomial,
  decideOddsChange,
  decideOddsChanges,
  formatOdds,
  hasSelection,
  isValidOdds,
  multiplePayout,
  oddsMovement,
  possiblePayout,
  quoteBetslip,
  roundPayout,
  settleBet,
  singlePayout,
  systemPayout,
  systemSizes,
  toggleSelection,
  totalOdds,
  validateSelections,
  validateStake,
  validateSystemSize,
  type BetSelection,
} from './index';

function pick(eventId: string, odds: string, outcomeId = 'home'): BetSelection {
  return {
    eventId,
    marketId: '1x2',
    outcomeId,
    odds,
    matchName: `Match ${eventId}`,
    pickName: outcomeId,
    marketName: '1x2',
  };
}

describe('labels', () => {
  it('uses the spec texts', () => {
    expect(Object.values(BET_KIND_LABELS)).toEqual(['Single', 'Multiple', 'System']);
    expect(ODDS_CHANGE_POLICY_LABELS).toEqual({
      any: 'Accept any odds changes',
      higher: 'Only accept increased odds',
      ask: 'Always ask',
    });
  });
});

describe('odds', () => {
  it('accepts decimal prices within the limits and at most 3 decimals', () => {
    for (const odds of ['1.01', '1.85', '2', '2.375', '1000', ' 3.50 ']) expect(isValidOdds(odds)).toBe(true);
    for (const odds of ['1', '1.00', '1.009', '1000.001', '1.0001', '1e2', '-2', '', 'abc', 1.85, null]) {
      expect(isValidOdds(odds)).toBe(false);
    }
  });

  it('multiplies exactly and formats rounded down', () => {
    expect(totalOdds(['1.5', '2.25'])).toBe('3.375');
    expect(totalOdds(['2', '3'])).toBe('6.00');
    expect(totalOdds(['1.85'])).toBe('1.85');
    expect(totalOdds([])).toBe('1.00');
    expect(formatOdds('3.375')).toBe('3.37');
    expect(formatOdds('6')).toBe('6.00');
    expect(() => formatOdds('x')).toThrow(RangeError);
  });

  it('tells the direction of a move', () => {
    expect(oddsMovement('1.85', '1.9')).toBe('up');
    expect(oddsMovement('1.85', '1.80')).toBe('down');
    expect(oddsMovement('1.8', '1.80')).toBe('none');
  });
});

describe('selections', () => {
  it('toggles a pick in and out', () => {
    const a = pick('e1', '1.5');
    const slip = toggleSelection([], a);
    expect(slip).toEqual([a]);
    expect(hasSelection(slip, { ...a })).toBe(true);
    expect(toggleSelection(slip, { ...a, odds: '1.6' })).toEqual([]);
  });

  it('validates per kind of bet', () => {
    expect(validateSelections('single', [])).toBe(EMPTY_BETSLIP_MESSAGE);
    expect(validateSelections('single', [pick('e1', '1.5'), pick('e1', '2.5', 'away')])).toBeNull();
    expect(validateSelections('single', [pick('e1', '1.5'), pick('e1', '1.6')])).toBe(DUPLICATE_SELECTION_MESSAGE);
    expect(validateSelections('single', [pick('e1', '0.5')])).toBe(INVALID_ODDS_MESSAGE);
    expect(validateSelections('multiple', [pick('e1', '1.5')])).toBe(MULTIPLE_MIN_SELECTIONS_MESSAGE);
    expect(validateSelections('multiple', [pick('e1', '1.5'), pick('e1', '2.5', 'away')])).toBe(SAME_EVENT_MESSAGE);
    expect(validateSelections('multiple', [pick('e1', '1.5'), pick('e2', '2.5')])).toBeNull();
    expect(validateSelections('system', [pick('e1', '1.5'), pick('e2', '2.5')])).toBe(SYSTEM_MIN_SELECTIONS_MESSAGE);
    expect(validateSelections('system', [pick('e1', '1.5'), pick('e2', '2.5'), pick('e2', '2.5', 'draw')])).toBe(
      SAME_EVENT_MESSAGE,
    );
    const many = Array.from({ length: 21 }, (_, index) => pick(`e${index}`, '1.5'));
    expect(validateSelections('single', many)).toBe(TOO_MANY_SELECTIONS_MESSAGE);
  });

  it('offers system sizes 2 to n - 1', () => {
    expect(systemSizes(2)).toEqual([]);
    expect(systemSizes(3)).toEqual([2]);
    expect(systemSizes(5)).toEqual([2, 3, 4]);
    expect(validateSystemSize(4, 2)).toBeNull();
    expect(validateSystemSize(4, 3)).toBeNull();
    expect(validateSystemSize(4, 4)).toBe('Choose a system size from 2 to 3');
    expect(validateSystemSize(4, 1)).toBe('Choose a system size from 2 to 3');
    expect(validateSystemSize(4, 2.5)).toBe('Choose a system size from 2 to 3');
    expect(validateSystemSize(4, undefined)).toBe('Choose a system size from 2 to 3');
  });

  it('counts bets', () => {
    expect(betCount('single', 3)).toBe(3);
    expect(betCount('multiple', 3)).toBe(1);
    expect(betCount('system', 4, 2)).toBe(6);
    expect(betCount('system', 20, 10)).toBe(184_756);
    expect(() => betCount('system', 3)).toThrow(RangeError);
    expect(binomial(5, 0)).toBe(1n);
    expect(binomial(5, 6)).toBe(0n);
  });
});

describe('stake', () => {
  it('checks presence, format and limits', () => {
    expect(validateStake('')).toBe(STAKE_REQUIRED_MESSAGE);
    expect(validateStake('  ')).toBe(STAKE_REQUIRED_MESSAGE);
    expect(validateStake('abc')).toBe(INVALID_STAKE_MESSAGE);
    expect(validateStake('1.005')).toBe(INVALID_STAKE_MESSAGE);
    expect(validateStake('-5')).toBe(INVALID_STAKE_MESSAGE);
    for (const stake of ['0x10', '0b101', '0o17', '1e3', '+5', ' 5', '5 ', '.5', '5.', '1.500', 'Infinity']) {
      expect(validateStake(stake), stake).toBe(INVALID_STAKE_MESSAGE);
    }
    expect(validateStake('0')).toBe(MIN_STAKE_MESSAGE);
    expect(validateStake('0.09')).toBe(MIN_STAKE_MESSAGE);
    expect(validateStake('0.10')).toBeNull();
    expect(validateStake('10000')).toBeNull();
    expect(validateStake('10000.01')).toBe(MAX_STAKE_MESSAGE);
    expect(validateStake('5000.01', { betCount: 2 })).toBe(MAX_STAKE_MESSAGE);
  });

  it('keeps the total stake within the balance', () => {
    expect(validateStake('10', { betCount: 3, balance: '30.00' })).toBeNull();
    expect(validateStake('10', { betCount: 3, balance: '29.99' })).toBe(INSUFFICIENT_BALANCE_MESSAGE);
    expect(validateStake('10', { balance: '0' })).toBe(INSUFFICIENT_BALANCE_MESSAGE);
  });
});

describe('payouts', () => {
  it('the rounding rule: an exact amount, half-up to the cent', () => {
    expect(roundPayout('234.286')).toBe('234.29');
    expect(roundPayout('234.284')).toBe('234.28');
    expect(roundPayout('0.125')).toBe('0.13'); // exactly half: up
    expect(roundPayout('0.1249999')).toBe('0.12');
    expect(roundPayout('13.225')).toBe('13.23');
    expect(roundPayout('9.995')).toBe('10.00');
    expect(roundPayout('18.5')).toBe('18.50');
    expect(() => roundPayout('-1.005')).toThrow(RangeError);
    expect(() => roundPayout('1e3')).toThrow(RangeError);
  });

  it('single: stake x odds, rounded half-up to the cent', () => {
    expect(singlePayout('10', '1.85')).toBe('18.50');
    expect(singlePayout('0.15', '1.855')).toBe('0.28'); // 0.27825 -> 0.28
    expect(singlePayout('0.10', '1.125')).toBe('0.11'); // 0.1125 -> 0.11
    expect(singlePayout('1', '1.125')).toBe('1.13'); // 1.125 -> 1.13: a .xx5 payout goes up
    expect(singlePayout('3.33', '3.333')).toBe('11.10'); // 11.09889 -> 11.10
  });

  it('multiple: stake x product of the odds, rounded once', () => {
    expect(multiplePayout('10', ['1.5', '2.25'])).toBe('33.75');
    expect(multiplePayout('10', ['1.15', '1.15'])).toBe('13.23'); // 13.225
    expect(multiplePayout('1', ['1.111', '1.111', '1.111'])).toBe('1.37'); // 1.371330631
    // Rounded once, not per leg: 1.05 x 1.05 x 1.05 = 1.157625 at stake 1 -> 1.16.
    expect(multiplePayout('1', ['1.05', '1.05', '1.05'])).toBe('1.16');
  });

  it('system: the exact sum over every combination, rounded once (234.286 pays 234.29)', () => {
    // 2 of 3 at 1.21, 1.80, 7.06: 2.178 + 8.5426 + 12.708 = 23.4286 per unit; at 10: 234.286.
    expect(systemPayout('10', ['1.21', '1.80', '7.06'], 2)).toBe('234.29');
    expect(
      quoteBetslip({
        kind: 'system',
        selections: [pick('e1', '1.21'), pick('e2', '1.80'), pick('e3', '7.06')],
        stake: '10',
        systemSize: 2,
      }).possiblePayout,
    ).toBe('234.29');
  });

  it('system: stake per combination x sum over every combination', () => {
    // 2 of 3 at 2, 3, 4: combinations 6 + 8 + 12 = 26.
    expect(systemPayout('1', ['2', '3', '4'], 2)).toBe('26.00');
    expect(systemPayout('0.10', ['2', '3', '4'], 2)).toBe('2.60');
    // 2 of 4 at 1.5, 2, 2.5, 3: 3 + 3.75 + 4.5 + 5 + 6 + 7.5 = 29.75.
    expect(systemPayout('2', ['1.5', '2', '2.5', '3'], 2)).toBe('59.50');
  });

  it('whole slip', () => {
    expect(possiblePayout({ kind: 'single', stake: '10', odds: ['1.5', '2.5'] })).toBe('40.00');
    expect(possiblePayout({ kind: 'multiple', stake: '10', odds: ['1.5', '2.5'] })).toBe('37.50');
    expect(possiblePayout({ kind: 'system', stake: '1', odds: ['2', '3', '4'], systemSize: 2 })).toBe('26.00');
    expect(() => possiblePayout({ kind: 'system', stake: '1', odds: ['2', '3'], systemSize: 3 })).toThrow(RangeError);
    expect(() => possiblePayout({ kind: 'single', stake: 'x', odds: ['2'] })).toThrow(RangeError);
  });
});

describe('quoteBetslip', () => {
  const three = [pick('e1', '2'), pick('e2', '3'), pick('e3', '4')];

  it('quotes a multiple', () => {
    expect(quoteBetslip({ kind: 'multiple', selections: three, stake: '5' })).toEqual({
      ok: true,
      errors: {},
      betCount: 1,
      totalStake: '5.00',
      totalOdds: '24.00',
      possiblePayout: '120.00',
      singlePayouts: [],
    });
  });

  it('quotes singles per selection', () => {
    const quote = quoteBetslip({ kind: 'single', selections: three, stake: '10', balance: '100' });
    expect(quote).toMatchObject({ ok: true, betCount: 3, totalStake: '30.00', totalOdds: null });
    expect(quote.singlePayouts).toEqual(['20.00', '30.00', '40.00']);
    expect(quote.possiblePayout).toBe('90.00');
    expect(quoteBetslip({ kind: 'single', selections: three.slice(0, 1), stake: '10' }).totalOdds).toBe('2.00');
  });

  it('quotes a system', () => {
    expect(quoteBetslip({ kind: 'system', selections: three, stake: '1', systemSize: 2 })).toMatchObject({
      ok: true,
      betCount: 3,
      totalStake: '3.00',
      totalOdds: null,
      possiblePayout: '26.00',
    });
  });

  it('reports every problem without throwing', () => {
    expect(quoteBetslip({ kind: 'system', selections: three, stake: '', systemSize: 3 })).toMatchObject({
      ok: false,
      errors: { systemSize: 'Choose a system size from 2 to 2', stake: STAKE_REQUIRED_MESSAGE },
      betCount: 0,
      possiblePayout: '0.00',
    });
    expect(quoteBetslip({ kind: 'multiple', selections: [], stake: 'x' })).toMatchObject({
      ok: false,
      errors: { selections: EMPTY_BETSLIP_MESSAGE, stake: INVALID_STAKE_MESSAGE },
      totalStake: '0.00',
    });
    expect(quoteBetslip({ kind: 'single', selections: [pick('e1', '1')], stake: '5' })).toMatchObject({
      ok: false,
      errors: { selections: INVALID_ODDS_MESSAGE },
      possiblePayout: '0.00',
      singlePayouts: [],
    });
    expect(quoteBetslip({ kind: 'multiple', selections: three, stake: '50', balance: '49.99' })).toMatchObject({
      ok: false,
      errors: { stake: INSUFFICIENT_BALANCE_MESSAGE },
      possiblePayout: '1200.00',
    });
  });
});

describe('odds changes', () => {
  it('accepts an unchanged price whatever the setting', () => {
    for (const policy of ['any', 'higher', 'ask'] as const)
      expect(decideOddsChange(policy, '1.8', '1.80')).toBe('accept');
  });

  it('behaves as each setting is named', () => {
    expect(decideOddsChange('any', '1.8', '2.0')).toBe('accept');
    expect(decideOddsChange('any', '1.8', '1.5')).toBe('accept');
    expect(decideOddsChange('higher', '1.8', '2.0')).toBe('accept');
    expect(decideOddsChange('higher', '1.8', '1.5')).toBe('reject');
    expect(decideOddsChange('ask', '1.8', '2.0')).toBe('ask');
    expect(decideOddsChange('ask', '1.8', '1.5')).toBe('ask');
  });

  it('decides a slip by its worst price', () => {
    const up = { shown: '1.8', current: '2' };
    const down = { shown: '1.8', current: '1.7' };
    expect(decideOddsChanges('higher', [up, up])).toBe('accept');
    expect(decideOddsChanges('higher', [up, down])).toBe('reject');
    expect(decideOddsChanges('ask', [up, { shown: '2', current: '2' }])).toBe('ask');
    expect(decideOddsChanges('ask', [])).toBe('accept');
  });
});

describe('settleBet', () => {
  it('pays a won multiple and counts a void leg as odds 1', () => {
    expect(
      settleBet({
        kind: 'multiple',
        stake: '10',
        legs: [
          { odds: '2', result: 'won' },
          { odds: '3', result: 'void' },
          { odds: '1.5', result: 'won' },
        ],
      }),
    ).toEqual({ status: 'won', payout: '30.00' });
  });

  it('loses a multiple on its first lost leg, even with legs open', () => {
    expect(
      settleBet({
        kind: 'multiple',
        stake: '10',
        legs: [
          { odds: '2', result: 'lost' },
          { odds: '3', result: 'open' },
        ],
      }),
    ).toEqual({ status: 'lost', payout: '0.00' });
  });

  it('keeps a bet open while it can still pay', () => {
    expect(
      settleBet({
        kind: 'multiple',
        stake: '10',
        legs: [
          { odds: '2', result: 'won' },
          { odds: '3', result: 'open' },
        ],
      }),
    ).toEqual({ status: 'open', payout: '0.00' });
  });

  it('returns the stake when every leg is void', () => {
    expect(
      settleBet({
        kind: 'system',
        stake: '2',
        systemSize: 2,
        legs: [
          { odds: '2', result: 'void' },
          { odds: '3', result: 'void' },
          { odds: '4', result: 'void' },
        ],
      }),
    ).toEqual({ status: 'void', payout: '6.00' });
  });

  it('pays the system combinations that won', () => {
    // 2 of 3, the 3 lost: only 2 x 4 pays.
    const legs = [
      { odds: '2', result: 'won' },
      { odds: '3', result: 'lost' },
      { odds: '4', result: 'won' },
    ] as const;
    expect(settleBet({ kind: 'system', stake: '1', systemSize: 2, legs })).toEqual({ status: 'won', payout: '8.00' });
    // Every leg won: the bet pays what the slip showed, by the same rounding.
    const shown = ['1.21', '1.80', '7.06'];
    expect(
      settleBet({ kind: 'system', stake: '10', systemSize: 2, legs: shown.map((odds) => ({ odds, result: 'won' })) }),
    ).toEqual({ status: 'won', payout: systemPayout('10', shown, 2) });
    // Two lost of three: no combination of 2 can win, decided although a leg is open.
    expect(
      settleBet({
        kind: 'system',
        stake: '1',
        systemSize: 2,
        legs: [
          { odds: '2', result: 'lost' },
          { odds: '3', result: 'lost' },
          { odds: '4', result: 'open' },
        ],
      }),
    ).toEqual({ status: 'lost', payout: '0.00' });
  });

  it('settles a single', () => {
    expect(settleBet({ kind: 'single', stake: '10', legs: [{ odds: '1.85', result: 'won' }] })).toEqual({
      status: 'won',
      payout: '18.50',
    });
    expect(settleBet({ kind: 'single', stake: '10', legs: [{ odds: '1.85', result: 'lost' }] })).toEqual({
      status: 'lost',
      payout: '0.00',
    });
    expect(settleBet({ kind: 'single', stake: '10', legs: [{ odds: '1.85', result: 'void' }] })).toEqual({
      status: 'void',
      payout: '10.00',
    });
  });

  it('pays every won single of a slip of singles, and waits for the open ones', () => {
    const legs = [
      { odds: '2', result: 'won' },
      { odds: '3', result: 'lost' },
      { odds: '1.5', result: 'void' },
    ] as const;
    expect(settleBet({ kind: 'single', stake: '10', legs })).toEqual({ status: 'won', payout: '30.00' });
    expect(settleBet({ kind: 'single', stake: '10', legs: [...legs, { odds: '2', result: 'open' }] })).toEqual({
      status: 'open',
      payout: '0.00',
    });
  });

  it('refuses invalid bets', () => {
    expect(() =>
      settleBet({ kind: 'system', stake: '1', systemSize: 4, legs: [{ odds: '2', result: 'won' }] }),
    ).toThrow(RangeError);
    expect(() => settleBet({ kind: 'single', stake: '1', legs: [{ odds: '0.5', result: 'won' }] })).toThrow(RangeError);
  });
});
