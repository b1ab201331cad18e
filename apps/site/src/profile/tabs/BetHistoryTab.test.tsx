import type { BetTransaction } from '@casino/contract';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deDE, enGB } from '@casino/contract/texts';
import { withTexts } from '../../test/i18n';
import BetHistoryTab from './BetHistoryTab';

const api = vi.hoisted(() => ({ callApi: vi.fn() }));
vi.mock('../../api/client', async (original) => ({ ...(await original()), callApi: api.callApi }));
vi.mock('../../notify/notify', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const multiple: BetTransaction = {
  id: 7,
  uuid: '0b8f7d7e-3c1f-4f7e-9a51-0d5f3c1e2a11',
  game: { name: 'Sportsbook multiple (2)' },
  amount: '5.00',
  currency: { code: 'EUR' },
  type: { name: 'bet' },
  source: 'sportsbook',
  selections: [
    {
      selectionId: 1,
      eventId: 10,
      eventName: 'Dresden HC - Fulda HC',
      marketName: 'Total 55.5',
      pickName: 'Over 55.5',
      odds: '1.85',
      result: null,
    },
    {
      selectionId: 2,
      eventId: 11,
      eventName: 'Cedar Lions - Aurora Lions',
      marketName: 'Winner',
      pickName: 'Cedar Lions',
      odds: '2.10',
      result: 'won',
    },
  ],
  createdAt: '2026-11-24T18:00:00.000Z',
};

describe('BetHistoryTab', () => {
  it("shows a multiple's selections in the player's language", async () => {
    api.callApi.mockResolvedValue({
      transactions: [multiple],
      pagination: { page: 1, limit: 10, totalPages: 1, totalItems: 1 },
    });
    const Wrapper = withTexts(deDE, 'de_DE');
    render(
      <Wrapper>
        <BetHistoryTab />
      </Wrapper>,
    );
    const list = await screen.findByRole('list', { name: 'Auswahlen' });
    // Market and pick in German, with the German decimal sign; a team stays as it is.
    expect(within(list).getByText(/Gesamt 55,5/)).toBeVisible();
    expect(within(list).getByText(/Über 55,5/)).toBeVisible();
    expect(within(list).getByText(/Sieger/)).toBeVisible();
    expect(within(list).getAllByText(/Cedar Lions/).length).toBeGreaterThan(0);
    expect(within(list).queryByText(/Total 55\.5|Over 55\.5|Winner/)).toBeNull();
  });

  it('names a sportsbook cash-out "Cashed out" with its amount', async () => {
    const cashOut: BetTransaction = {
      id: 9,
      uuid: '0b8f7d7e-3c1f-4f7e-9a51-0d5f3c1e2a12',
      game: { name: 'Sportsbook: Dresden HC vs Fulda HC' },
      amount: '7.54',
      currency: { code: 'EUR' },
      type: { name: 'cash_out' },
      source: 'sportsbook',
      createdAt: '2026-11-24T19:00:00.000Z',
    };
    api.callApi.mockResolvedValue({
      transactions: [cashOut],
      pagination: { page: 1, limit: 10, totalPages: 1, totalItems: 1 },
    });
    const Wrapper = withTexts(enGB, 'en_GB');
    render(
      <Wrapper>
        <BetHistoryTab />
      </Wrapper>,
    );
    const row = (await screen.findByText('Cashed out')).closest('tr');
    expect(row).not.toBeNull();
    expect(within(row!).getByText('7.54')).toBeVisible();
    expect(within(row!).getByText('Sportsbook: Dresden HC vs Fulda HC')).toBeVisible();
  });
});
