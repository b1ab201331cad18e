import { describe, expect, it } from 'vitest';
import { sportsbookLineIn, sportsbookMarketText, sportsbookPickText } from './sportsbookTexts';

describe('sportsbook names in words', () => {
  it('reads the markets the platform names', () => {
    expect(sportsbookMarketText('Winner')).toEqual({ key: 'sportsbook.market.winner' });
    expect(sportsbookMarketText('1x2')).toEqual({ key: 'sportsbook.market.1x2' });
    expect(sportsbookMarketText('Total 55.5')).toEqual({ key: 'sportsbook.market.total', values: { line: '55.5' } });
    expect(sportsbookMarketText('Handicap -1.5')).toEqual({
      key: 'sportsbook.market.handicap',
      values: { line: '-1.5' },
    });
    expect(sportsbookMarketText('Handicap +1.5')).toEqual({
      key: 'sportsbook.market.handicap',
      values: { line: '+1.5' },
    });
    expect(sportsbookMarketText('Correct score')).toEqual({ key: 'sportsbook.market.correctScore' });
    expect(sportsbookMarketText('Both teams to score')).toEqual({ key: 'sportsbook.market.btts' });
    expect(sportsbookMarketText('Double chance')).toEqual({ key: 'sportsbook.market.doubleChance' });
    expect(sportsbookMarketText('First goalscorer')).toEqual({ key: 'sportsbook.market.firstGoalscorer' });
    expect(sportsbookMarketText('Quarter 2 - Total 52.5')).toEqual({
      key: 'sportsbook.market.quarter',
      quarter: { number: '2', market: { key: 'sportsbook.market.total', values: { line: '52.5' } } },
    });
    expect(sportsbookMarketText('Half-time result')).toBeNull();
    expect(sportsbookMarketText('constructor')).toBeNull();
  });

  it('reads the picks, and leaves a team as it is', () => {
    expect(sportsbookPickText('Draw')).toEqual({ key: 'sportsbook.pick.draw' });
    expect(sportsbookPickText('Over 2.5')).toEqual({ key: 'sportsbook.pick.over', values: { line: '2.5' } });
    expect(sportsbookPickText('Under 208.5')).toEqual({ key: 'sportsbook.pick.under', values: { line: '208.5' } });
    expect(sportsbookPickText('Cedar Lions')).toBeNull();
    expect(sportsbookPickText('Yes')).toEqual({ key: 'sportsbook.pick.yes' });
    expect(sportsbookPickText('Any other score')).toEqual({ key: 'sportsbook.pick.otherScore' });
    expect(sportsbookPickText('2-1')).toBeNull();
    expect(sportsbookPickText('toString')).toBeNull();
  });

  it("writes a line with the language's decimal sign", () => {
    expect(sportsbookLineIn('55.5', 'de-DE')).toBe('55,5');
    expect(sportsbookLineIn('55.5', 'es-ES')).toBe('55,5');
    expect(sportsbookLineIn('55.5', 'en-GB')).toBe('55.5');
  });
});
