import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleSports } from '../../private/sportsbookSamples';
import { PopularEvents } from './PopularEvents';

const featured = [
  { id: 'ucl', name: 'Champions League', count: 8 },
  { id: 'atp', name: 'ATP Finals', count: 4 },
];

describe('PopularEvents', () => {
  it('has the spec heading, two featured tournaments, Favorites and Live / Prematch tabs', () => {
    render(<PopularEvents featured={featured} sports={sampleSports} favoritesCount={2} />);
    expect(screen.getByRole('heading', { name: 'Popular events' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Featured tournaments' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Favorites (2 events)' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent?.replace(/\(.*\)/, '').trim())).toEqual([
      'Live11',
      'Prematch94',
    ]);
  });

  it('lists the sports with live events in Live and all with prematch events in Prematch', async () => {
    const onSelectSport = vi.fn();
    const onModeChange = vi.fn();
    render(
      <PopularEvents
        featured={featured}
        sports={sampleSports}
        onSelectSport={onSelectSport}
        onModeChange={onModeChange}
      />,
    );
    const live = screen.getByRole('tabpanel');
    expect(within(live).queryByRole('button', { name: /Volleyball/ })).not.toBeInTheDocument();
    expect(within(live).getByRole('button', { name: 'Soccer (4 events)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: /Prematch/ }));
    expect(onModeChange).toHaveBeenCalledWith('prematch');
    const prematch = screen.getByRole('tabpanel');
    await userEvent.click(within(prematch).getByRole('button', { name: 'Volleyball (6 events)' }));
    expect(onSelectSport).toHaveBeenCalledWith('volleyball', 'prematch');
  });

  it('follows a controlled mode and reports tournament and favourites picks', async () => {
    const onSelectTournament = vi.fn();
    const onSelectFavorites = vi.fn();
    render(
      <PopularEvents
        featured={featured}
        sports={sampleSports}
        mode="prematch"
        onSelectTournament={onSelectTournament}
        onSelectFavorites={onSelectFavorites}
      />,
    );
    expect(screen.getByRole('tab', { name: /Prematch/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('button', { name: /Champions League/ }));
    expect(onSelectTournament).toHaveBeenCalledWith('ucl');
    await userEvent.click(screen.getByRole('button', { name: 'Favorites' }));
    expect(onSelectFavorites).toHaveBeenCalledOnce();
  });
});
