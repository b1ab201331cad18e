import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LobbySkeleton } from './LobbySkeleton';

describe('LobbySkeleton', () => {
  it('announces loading and marks the sections busy', () => {
    const { container } = render(<LobbySkeleton />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading games');
    expect(container.querySelector('[aria-busy="true"]')).toBeInTheDocument();
  });

  it('draws the spec sections with 3, 4, 8, 4, 4, 4 and 20 hidden tiles', () => {
    render(<LobbySkeleton />);
    const regions = screen.getAllByRole('region');
    expect(regions.map((region) => region.querySelector('h2')?.textContent)).toEqual([
      'Top Games',
      'New Games',
      'Popular Games',
      'Slots',
      'Jackpots',
      'Live Games',
      'All Games',
    ]);
    expect(regions.map((region) => region.querySelectorAll('[data-skeleton]').length)).toEqual([3, 4, 8, 4, 4, 4, 20]);
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('takes other sections, heading level and texts', () => {
    render(
      <LobbySkeleton
        sections={[{ key: 'live', count: 2 }]}
        headingLevel={3}
        messages={{ live: 'Live Casino', loading: 'Spiele laden' }}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Live Casino' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Spiele laden');
  });
});
