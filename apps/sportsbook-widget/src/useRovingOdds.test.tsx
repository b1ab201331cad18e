import { EventRow, type SportEvent } from '@casino/ui/EventRow';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { useRovingOdds } from './useRovingOdds';

const event = (id: string, home: string, away: string): SportEvent => ({
  id,
  home,
  away,
  startTime: '20:00',
  markets: [
    {
      id: `${id}-1x2`,
      label: '1x2',
      outcomes: [
        { id: `${id}-1`, label: '1', odds: '1.50' },
        { id: `${id}-x`, label: 'X', odds: '3.40' },
        { id: `${id}-2`, label: '2', odds: '5.00' },
      ],
    },
  ],
});

function EventList({ loading = false }: { loading?: boolean }) {
  const list = useRef<HTMLElement>(null);
  useRovingOdds(list);
  // As the widget does: a spinner first, the list once the feed is in.
  if (loading) return <p>Loading</p>;
  return (
    <>
      <button type="button">Before</button>
      <section ref={list} aria-label="Events">
        <EventRow event={event('a', 'Alpha', 'Beta')} />
        <EventRow event={event('b', 'Gamma', 'Delta')} />
      </section>
      <button type="button">After</button>
    </>
  );
}

const odds = (match: string) => within(screen.getByRole('group', { name: `${match}, 1x2` })).getAllByRole('button');

describe('useRovingOdds', () => {
  it('makes all the odds one tab stop, moved through with the arrow keys', async () => {
    const { rerender } = render(<EventList loading />);
    rerender(<EventList />);
    const [a1, ax, a2] = odds('Alpha - Beta');
    const [b1, bx] = odds('Gamma - Delta');

    await userEvent.click(screen.getByRole('button', { name: 'Before' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(a1);
    // One Tab leaves all six odds.
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'After' }));

    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(a1);
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(ax);
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(bx);
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(b1);
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(a1);
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(odds('Gamma - Delta')[2]);
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(a1);

    // Tab comes back to the odds where the player left them.
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(a2);
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(a2);
  });

  it('passes over a market the layout hides (a phone shows an event’s main market only)', async () => {
    const withTotal = (id: string, home: string, away: string): SportEvent => {
      const base = event(id, home, away);
      return {
        ...base,
        markets: [
          ...base.markets,
          {
            id: `${id}-total`,
            label: 'Total 2.5',
            outcomes: [
              { id: `${id}-over`, label: 'Over', odds: '1.90' },
              { id: `${id}-under`, label: 'Under', odds: '1.90' },
            ],
          },
        ],
      };
    };
    function PhoneList() {
      const list = useRef<HTMLElement>(null);
      useRovingOdds(list);
      return (
        <section ref={list} aria-label="Events">
          <style>{'[aria-label$="Total 2.5"] { display: none; }'}</style>
          <EventRow event={withTotal('a', 'Alpha', 'Beta')} />
          <EventRow event={withTotal('b', 'Gamma', 'Delta')} />
        </section>
      );
    }
    render(<PhoneList />);
    const [, , a2] = odds('Alpha - Beta');
    const [b1, , b2] = odds('Gamma - Delta');
    await userEvent.click(a2!);
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(b1);
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(b2);
  });
});
