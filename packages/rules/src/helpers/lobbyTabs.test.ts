import { describe, expect, it } from 'vitest';
import { visibleLobbyTabs } from './lobbyTabs';

describe('visibleLobbyTabs', () => {
  it('always shows All and Search', () => {
    expect(visibleLobbyTabs([], false)).toEqual([
      { id: 1, name: 'All' },
      { id: 11, name: 'Search' },
    ]);
    expect(visibleLobbyTabs(null, false).map((tab) => tab.name)).toEqual(['All', 'Search']);
  });

  it('shows type tabs with games and Favourites when the player has some, in order', () => {
    const types = [
      { name: 'Instant', gameCount: 3 },
      { name: 'Live', gameCount: 9 },
      { name: 'Table Games', gameCount: 0 },
      { name: 'slots', gameCount: 12 },
    ];
    expect(visibleLobbyTabs(types, true)).toEqual([
      { id: 1, name: 'All' },
      { id: 5, name: 'Slots' },
      { id: 9, name: 'Instant' },
      { id: 10, name: 'Favourites' },
      { id: 11, name: 'Search' },
    ]);
    expect(visibleLobbyTabs([{ name: 'Table Games', gameCount: 1 }], false).map((tab) => tab.id)).toEqual([1, 6, 11]);
  });
});
