// vitest: isolate
import type { TradingEvent, TradingPayoutPreview } from '@casino/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakePlatform, selfOf } from '../../test/fakePlatform';
import { renderApp } from '../../test/renderApp';

afterEach(() => vi.unstubAllGlobals());

const EVENT: TradingEvent = {
  id: 12,
  name: 'Arsenal vs Chelsea',
  home: 'Arsenal',
  away: 'Chelsea',
  sport: 'Football',
  competition: 'Premier League',
  status: 'live',
  startsAt: '2026-11-27T20:00:00.000Z',
  score: { home: 1, away: 0 },
  minute: 63,
  periods: [],
  traderSuspended: false,
  currency: 'EUR',
  open: { bets: 3, stake: '30.00' },
  markets: [
    {
      id: 40,
      kind: '1x2',
      name: '1x2',
      status: 'open',
      traderSuspended: false,
      voidReason: null,
      selections: [
        { id: 1, name: 'Arsenal', odds: '1.50', result: null },
        { id: 2, name: 'Draw', odds: '4.00', result: null },
        { id: 3, name: 'Chelsea', odds: '6.00', result: null },
      ],
      open: { bets: 3, stake: '30.00' },
    },
  ],
};

const PREVIEW: TradingPayoutPreview = {
  eventId: 12,
  result: { home: 2, away: 0 },
  currency: 'EUR',
  markets: [{ marketId: 40, name: '1x2', bets: 3, stake: '30.00', payout: '15.00' }],
  total: { bets: 3, stake: '30.00', payout: '15.00', paidBefore: '0.00' },
  waiting: 0,
};

describe('the settle dialog', () => {
  it('checks the score, shows what the result pays, and settles only on confirmation', async () => {
    const platform = fakePlatform({
      'GET /api/backoffice/me': { result: selfOf('trader') },
      'GET /api/backoffice/sportsbook/events/12': { result: EVENT },
      'GET /api/backoffice/sportsbook/events': { result: { events: [EVENT] } },
      'POST /api/backoffice/sportsbook/events/12/preview': { result: PREVIEW },
      'POST /api/backoffice/sportsbook/events/12/settle': { result: PREVIEW },
    });
    const user = userEvent.setup();
    await renderApp('/trading/12');
    const trigger = await screen.findByRole('button', { name: 'Settle' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Settle Arsenal vs Chelsea' });

    await user.type(within(dialog).getByLabelText(/Home score \(Arsenal\)/), 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Preview payouts' }));
    expect(await within(dialog).findAllByText(/Enter a whole number from 0 to 999/)).toHaveLength(2);
    expect(platform.calls.some((call) => call.path.endsWith('/preview'))).toBe(false);

    await user.clear(within(dialog).getByLabelText(/Home score/));
    await user.type(within(dialog).getByLabelText(/Home score/), '2');
    await user.type(within(dialog).getByLabelText(/Away score \(Chelsea\)/), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Preview payouts' }));

    // The preview: per market and in all, before anything is settled.
    expect(await within(dialog).findByRole('heading', { name: 'What settling 2–0 pays' })).toBeVisible();
    const rows = within(dialog).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'MarketBetsStakePayout',
      '1x2330.0015.00',
      'In all330.0015.00',
    ]);
    expect(within(dialog).getByText('Amounts in EUR')).toBeVisible();
    expect(platform.calls.find((call) => call.path.endsWith('/preview'))!.body).toEqual({ home: 2, away: 0 });
    expect(platform.calls.some((call) => call.path.endsWith('/settle'))).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Confirm the settlement' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(platform.calls.find((call) => call.path.endsWith('/settle'))!.body).toEqual({ home: 2, away: 0 });
    expect(await screen.findByText('Settled: 3 bets, 15.00 EUR paid.')).toBeVisible();
    // Focus returns to the button that opened the dialog.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Settle' })).toHaveFocus());
  });
});
