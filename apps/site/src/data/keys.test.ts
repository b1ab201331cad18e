import { unstable_serialize } from 'swr';
import { describe, expect, it } from 'vitest';
import { isBonusKey, isMoneyKey, isProtectionKey, keys } from './keys';

describe('keys', () => {
  it('keeps the serialized keys the server renders pages with', () => {
    // The rendered data of the casino lobby, promotions and the shell are keyed by these.
    expect(unstable_serialize(keys.games(undefined))).toBe(unstable_serialize(['games', null]));
    expect(unstable_serialize(keys.games('p-1'))).toBe(unstable_serialize(['games', 'p-1']));
    expect(unstable_serialize(keys.gameTypes())).toBe(unstable_serialize(['game-types', null]));
    expect(unstable_serialize(keys.gameTypes('p-1'))).toBe(unstable_serialize(['game-types', 'p-1']));
    expect(unstable_serialize(keys.gameProviders())).toBe('game-providers');
    expect(unstable_serialize(keys.activeBonuses(null, null))).toBe(unstable_serialize(['bonuses', null, null]));
    // The offers' names and terms come in the page's language: its key says which.
    expect(keys.activeBonuses(null, null, 'de_DE')).toEqual(['bonuses', null, null, 'de_DE']);
    expect(keys.bonusInProgress('p-1', 'de_DE')).toEqual(['bonus-in-progress', 'p-1', 'de_DE']);
    expect(keys.bonus('b-1', 'es_ES')).toEqual(['bonus', 'b-1', 'es_ES']);
    expect(unstable_serialize(keys.languages())).toBe('languages');
    expect(unstable_serialize(keys.pageDescriptions('de_DE'))).toBe(unstable_serialize(['page-descriptions', 'de_DE']));
  });

  it("answers no key for a player's resource without a player, and the player's key with one", () => {
    expect(keys.favourites(undefined)).toBeNull();
    expect(keys.playerDetails(null)).toBeNull();
    expect(keys.playerOffers(undefined, 'EUR')).toBeNull();
    expect(keys.pageDescription(null, 'en_GB')).toBeNull();
    expect(keys.bonus(undefined)).toBeNull();
    expect(keys.favourites('p-1')).toEqual(['favourites', 'p-1']);
    expect(keys.playerOffers('p-1', null)).toEqual(['player-offers', 'p-1', null]);
    expect(keys.historyPage('bet-history', 2)).toEqual(['bet-history', 2, null, null]);
  });

  it('tells the bonus, money and protection keys apart', () => {
    expect(isBonusKey(keys.bonusInProgress('p-1'))).toBe(true);
    expect(isBonusKey(keys.bonusHistory('p-1'))).toBe(true);
    expect(isBonusKey(keys.bonusHistory('p-1', 'de_DE'))).toBe(true);
    expect(isMoneyKey(keys.playerOffers('p-1', 'EUR', 'de_DE'))).toBe(true);
    expect(isBonusKey(keys.activeBonuses('p-1', 'EUR'))).toBe(false);
    expect(isMoneyKey(keys.bonusInProgress('p-1'))).toBe(true);
    expect(isMoneyKey(keys.playerOffers('p-1', 'EUR'))).toBe(true);
    expect(isMoneyKey(keys.withdrawalStatus('p-1'))).toBe(true);
    expect(isMoneyKey(keys.historyPage('payment-history', 1))).toBe(true);
    expect(isMoneyKey(keys.historyPage('bet-history', 1))).toBe(false);
    expect(isMoneyKey(keys.games('p-1'))).toBe(false);
    expect(isProtectionKey(keys.responsibleGaming('p-1'))).toBe(true);
    expect(isProtectionKey(keys.sessions('p-1'))).toBe(false);
    expect(isProtectionKey('responsible-gaming')).toBe(false);
  });
});
