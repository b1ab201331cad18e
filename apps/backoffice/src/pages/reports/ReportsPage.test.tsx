// vitest: isolate
import type { BusinessReport } from '@casino/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakePlatform, selfOf } from '../../test/fakePlatform';
import { renderApp } from '../../test/renderApp';

afterEach(() => vi.unstubAllGlobals());

const zero = {
  casinoGgr: '0.00',
  sportsGgr: '0.00',
  ggr: '0.00',
  casinoBonusCost: '0.00',
  sportsBonusCost: '0.00',
  bonusCost: '0.00',
  casinoNgr: '0.00',
  sportsNgr: '0.00',
  ngr: '0.00',
  deposits: '0.00',
  withdrawals: '0.00',
  newPlayers: 0,
};
const REPORT: BusinessReport = {
  currency: 'EUR',
  from: '2026-11-26',
  to: '2026-11-27',
  days: [
    { day: '2026-11-26', ...zero, activePlayers: 0 },
    {
      day: '2026-11-27',
      ...zero,
      casinoGgr: '48.50',
      sportsGgr: '-12.00',
      ggr: '36.50',
      casinoBonusCost: '12.50',
      bonusCost: '12.50',
      casinoNgr: '36.00',
      sportsNgr: '-12.00',
      ngr: '24.00',
      deposits: '1000.00',
      activePlayers: 3,
      newPlayers: 2,
    },
  ],
  totals: {
    ...zero,
    casinoGgr: '48.50',
    sportsGgr: '-12.00',
    ggr: '36.50',
    casinoBonusCost: '12.50',
    bonusCost: '12.50',
    casinoNgr: '36.00',
    sportsNgr: '-12.00',
    ngr: '24.00',
    deposits: '1000.00',
    newPlayers: 2,
  },
};

describe('the business report', () => {
  it('shows the days and their total as the platform computed them, and downloads the table as its CSV', async () => {
    // The charts measure their box; jsdom has no layout.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    const saved: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => (saved.push(blob), 'blob:report'),
        revokeObjectURL: () => undefined,
      }),
    );
    const platform = fakePlatform({
      'GET /api/backoffice/me': { result: selfOf('payments') },
      'GET /api/auth/master/currency/avaliable': {
        result: [{ id: 1, code: 'EUR', name: 'Euro', symbol: '€', decimals: 2 }],
      },
      'GET /api/backoffice/reports/business': { result: REPORT },
    });
    await renderApp('/reports?from=2026-11-26&to=2026-11-27&currency=EUR');

    const revenue = await screen.findByRole('table', { name: 'Revenue by day' });
    const rows = await within(revenue).findAllByRole('row');
    const texts = rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim()));
    expect(texts[0]).toEqual([
      'Day',
      'Casino GGR',
      'Sportsbook GGR',
      'GGR',
      'Casino bonus cost',
      'Sports bonus cost',
      'Bonus cost',
      'Casino NGR',
      'Sportsbook NGR',
      'NGR',
    ]);
    expect(texts[2]).toEqual([
      '2026-11-27',
      '48.50',
      '-12.00',
      '36.50',
      '12.50',
      '0.00',
      '12.50',
      '36.00',
      '-12.00',
      '24.00',
    ]);
    expect(texts[3]?.[0]).toBe('Total');
    const payments = screen.getByRole('table', { name: 'Payments and players by day' });
    expect(within(payments).getAllByRole('row')[2]).toHaveTextContent(/2026-11-27\s*1000\.00\s*0\.00\s*3\s*2/);
    const asked = platform.calls.find((call) => call.path === '/api/backoffice/reports/business');
    expect(asked).toBeDefined();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Download revenue as CSV' }));
    expect(saved).toHaveLength(1);
    const csv = (await saved[0]!.text()).split(/\r?\n/).map((line) => line.split(','));
    expect(csv).toEqual(texts);
  });
});
