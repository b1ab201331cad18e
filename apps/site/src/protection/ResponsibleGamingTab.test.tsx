import type { PlayerLimit, ResponsibleGaming } from '@casino/contract';
import { playersApi } from '@casino/contract/routes';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withTexts } from '../test/i18n';
import ResponsibleGamingTab from './ResponsibleGamingTab';
import { enGB } from '@casino/contract/texts';

const api = vi.hoisted(() => ({ callApi: vi.fn() }));
vi.mock('../api/client', async (original) => ({ ...(await original()), callApi: api.callApi }));
vi.mock('../notify/notify', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
const accounts = [{ id: 1, type: 'combined', value: '20.00', currency: { code: 'EUR', symbolNative: '€' } }];
vi.mock('../player/PlayerProvider', () => ({
  usePlayer: () => ({ playerDetails: { uuid: 'p-1', accounts } }),
}));

const KINDS = ['deposit', 'loss', 'wager', 'time'] as const;
const PERIODS = ['day', 'week', 'month'] as const;

function stateWith(pending: PlayerLimit['pending']): ResponsibleGaming {
  return {
    limits: KINDS.flatMap((kind) =>
      PERIODS.map((period) => {
        const dayDeposit = kind === 'deposit' && period === 'day';
        return {
          kind,
          period,
          amount: dayDeposit ? '20.00' : null,
          used: '0.00',
          left: dayDeposit ? '20.00' : null,
          effectiveFrom: null,
          pending: dayDeposit ? pending : null,
        };
      }),
    ),
    realityCheck: { minutes: 0, nextAt: null, due: false },
    session: null,
    timeOut: null,
    selfExclusion: null,
    resume: null,
    closedAt: null,
    canPlay: true,
    activity: [],
  };
}

describe('ResponsibleGamingTab', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api.callApi.mockReset();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('enables Confirm once the platform says the cooling-off has ended, without a reload', async () => {
    const requestedAt = new Date(Date.now() - 24 * 3_600_000 + 60_000);
    const confirmableAt = new Date(requestedAt.getTime() + 24 * 3_600_000);
    let ended = false;
    api.callApi.mockImplementation(async (route: unknown) => {
      expect(route).toBe(playersApi.getResponsibleGaming);
      return stateWith({
        amount: '100.00',
        requestedAt: requestedAt.toISOString(),
        confirmableAt: confirmableAt.toISOString(),
        confirmable: ended,
      });
    });
    const Texts = withTexts(enGB);
    render(
      <Texts>
        <MemoryRouter>
          <ResponsibleGamingTab />
        </MemoryRouter>
      </Texts>,
    );
    const day = await screen.findByRole('form', { name: 'Deposit limit: Per 24 hours' });
    expect(within(day).getByRole('button', { name: 'Confirm' })).toBeDisabled();
    expect(api.callApi).toHaveBeenCalledTimes(1);

    // A minute on, the cooling-off has ended: the tab asks the platform again by itself.
    ended = true;
    await act(() => vi.advanceTimersByTimeAsync(61_000));
    expect(api.callApi).toHaveBeenCalledTimes(2);
    expect(await within(day).findByRole('button', { name: 'Confirm' })).toBeEnabled();
  });

  it("shows a Dutch player's monthly cap and its alerts, and offers no reality check above 30 minutes", async () => {
    const until = new Date(Date.UTC(2026, 5, 30, 22)).toISOString();
    api.callApi.mockResolvedValue({
      ...stateWith(null),
      realityCheck: { minutes: 30, nextAt: null, due: false, maxMinutes: 30 },
      depositCap: {
        cap: '700.00',
        used: '700.00',
        left: '0.00',
        until,
        affordabilityChecked: false,
        reached: true,
        untilContact: null,
      },
      alerts: [
        { limit: 'cap', threshold: 100, at: until, cap: '700.00', used: '700.00', until },
        { limit: 'cap', threshold: 50, at: until, cap: '700.00', used: '400.00', until: null },
      ],
    } satisfies ResponsibleGaming);
    const Texts = withTexts(enGB);
    render(
      <Texts>
        <MemoryRouter>
          <ResponsibleGamingTab />
        </MemoryRouter>
      </Texts>,
    );
    const cap = await screen.findByRole('region', { name: 'Monthly deposit cap' });
    expect(cap).toHaveTextContent('€700.00 of €700.00 used, €0.00 left until');
    const notices = screen.getAllByRole('status').map((notice) => notice.textContent);
    expect(notices).toEqual([
      expect.stringMatching(/^You have reached your monthly deposit cap \(€700\.00\): play is paused until .+\.$/),
      'You have used half of your monthly deposit cap (€400.00 of €700.00).',
    ]);
    const interval = screen.getByRole('combobox', { name: 'Remind me every' });
    expect(
      within(interval)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['15 minutes', '30 minutes']);
    expect(screen.getByText('Dutch rules show a reality check at least every 30 minutes.')).toBeInTheDocument();
  });
});
