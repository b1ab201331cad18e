import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleLiveEvent, samplePrematchEvent } from '../../private/sportsbookSamples';
import { EventRow } from './EventRow';
import { OddsButton } from './OddsButton';

describe('EventRow', () => {
  it('names the event and groups the prices per market', () => {
    render(<EventRow event={samplePrematchEvent} />);
    expect(screen.getByRole('article', { name: 'Carlos Alcaraz - Jannik Sinner' })).toBeInTheDocument();
    const winner = screen.getByRole('group', { name: 'Carlos Alcaraz - Jannik Sinner, Winner' });
    expect(within(winner).getAllByRole('button')).toHaveLength(2);
    expect(within(winner).getByRole('button', { name: '1 1.95' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Today 18:30').tagName).toBe('TIME');
  });

  it('shows the live score and clock instead of the start time', () => {
    render(<EventRow event={sampleLiveEvent} />);
    expect(screen.getByText('Live')).toBeInTheDocument();
    expect(screen.getByText('2 - 1')).toBeInTheDocument();
    expect(screen.getByText("67'")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '1 1.45 Odds went down' })).toHaveAttribute('data-movement', 'down');
  });

  it('reports the toggled outcome with its market and event', async () => {
    const onToggleOutcome = vi.fn();
    render(<EventRow event={sampleLiveEvent} onToggleOutcome={onToggleOutcome} />);
    await userEvent.click(screen.getByRole('button', { name: 'Under 1.85' }));
    expect(onToggleOutcome).toHaveBeenCalledWith(
      sampleLiveEvent,
      sampleLiveEvent.markets[1],
      sampleLiveEvent.markets[1]!.outcomes[1],
    );
  });

  it('translates its texts', () => {
    render(<EventRow event={sampleLiveEvent} messages={{ live: 'Direkt', oddsUp: 'Quote gestiegen' }} />);
    expect(screen.getByText('Direkt')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '2 7.50 Quote gestiegen' })).toBeInTheDocument();
  });
});

describe('OddsButton', () => {
  it('is a toggle button that cannot be pressed while suspended', async () => {
    const onClick = vi.fn();
    render(<OddsButton label="X" odds="3.40" disabled onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'X 3.40' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
