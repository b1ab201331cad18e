import { describe, expect, it } from 'vitest';
import { activeMenuHref } from './mainMenu';

describe('activeMenuHref', () => {
  it('marks the entry the path belongs to', () => {
    expect(activeMenuHref('/casino')).toBe('/casino');
    expect(activeMenuHref('/sport-betting/live/soccer')).toBe('/sport-betting');
    expect(activeMenuHref('/live-casino')).toBe('/live-casino');
  });

  it('marks nothing for pages outside the menu or lookalike paths', () => {
    expect(activeMenuHref('/profile')).toBeUndefined();
    expect(activeMenuHref('/casino-royale')).toBeUndefined();
  });
});
