import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleSports } from '../../private/sportsbookSamples';
import { SportsNav } from './SportsNav';

describe('SportsNav', () => {
  it('lists every sport with its counts and marks the current one', () => {
    render(<SportsNav sports={sampleSports} selectedId="tennis" />);
    const nav = screen.getByRole('navigation', { name: 'Sports' });
    const buttons = within(nav).getAllByRole('button');
    expect(buttons).toHaveLength(sampleSports.length);
    expect(within(nav).getByRole('button', { name: 'Tennis (2 live, 16 prematch)' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(buttons.filter((button) => button.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('shows the live badge only for sports in play', () => {
    render(<SportsNav sports={sampleSports} />);
    expect(screen.getByRole('button', { name: /^Soccer/ })).toHaveTextContent('Live 4');
    expect(screen.getByRole('button', { name: /^Volleyball/ })).not.toHaveTextContent('Live');
  });

  it('reports the chosen sport', async () => {
    const onSelect = vi.fn();
    render(<SportsNav sports={sampleSports} onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('button', { name: /^Handball/ }));
    expect(onSelect).toHaveBeenCalledWith('handball');
  });
});
