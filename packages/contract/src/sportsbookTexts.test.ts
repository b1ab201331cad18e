import { describe, expect, it } from 'vitest';
import { sportsbookLineIn, sportsbookMarketText, sportsbookPickText } from './sportsbookTexts';

describe('sportsbook names in words', () => {
  it('reads the markets the platform names', () => {
    expect(sportsbookMarketText('Winner')).toEqual({ key: 'sportsbook.market.winner' });
    expect(sportsbookMarketText('1x2')).toEqual({ key: 'sportsbook.market.1x2' });
    expect(sportsbookMarketText('Total 55.5')).toEqual({ key: 'sportsbook.market.total', values: { line: '55.5' } });
    expect(sportsbookMarketText('Handicap -1')).toBeNull();
  });

  it('reads the picks, and leaves a team as it is', () => {
    expect(sportsbookPickText('Draw')).toEqual({ key: 'sportsbook.pick.draw' });
    expect(sportsbookPickText('Over 2.5')).toEqual({ key: 'sportsbook.pick.over', values: { line: '2.5' } });
    expect(sportsbookPickText('Under 208.5')).toEqual({ key: 'sportsbook.pick.under', values: { line: '208.5' } });
    expect(sportsbookPickText('Cedar Lions')).toBeNull();
  });

  it("writes a line with the language's decimal sign", () => {
    expect(sportsbookLineIn('55.5', 'de-DE')).toBe('55,5');
    expect(sportsbookLineIn('55.5', 'es-ES')).toBe('55,5');
    expect(sportsbookLineIn('55.5', 'en-GB')).toBe('55.5');
  });
});
