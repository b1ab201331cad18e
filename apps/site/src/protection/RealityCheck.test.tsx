import type { ResponsibleGaming } from '@casino/contract';
import { playersApi } from '@casino/contract/routes';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withTexts } from '../test/i18n';
import { RealityCheck } from './RealityCheck';
import { BALANCE_UPDATE_EVENT } from '../wallet/useWalletFeed';
import { announceRefusal, PLAY_RESUMED_EVENT } from './refusals';

const api = vi.hoisted(() => ({ callApi: vi.fn() }));
vi.mock('../api/client', async (original) => ({ ...(await original()), callApi: api.callApi }));
vi.mock('../notify/notify', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
const accounts = [{ id: 1, type: 'combined', value: '20.00', currency: { code: 'EUR', symbolNative: '€' } }];
vi.mock('../player/PlayerProvider', () => ({
  usePlayer: () => ({ playerDetails: { uuid: 'p-1', accounts } }),
}));

const texts = withTexts({
  'rg.checkTitle': 'Reality check',
  'rg.checkDescription': 'A look at your play so far this session.',
  'rg.checkTime': 'Time played this session',
  'rg.checkNet': 'Net position this session',
  'rg.checkContinue': 'Continue',
  'rg.checkHistory': 'Bet history',
  'rg.checkLeave': 'Leave',
  'rg.durationMinutes': '{{minutes}} min',
  'rg.durationHours': '{{hours}} h {{minutes}} min',
});

function stateWith(realityCheck: ResponsibleGaming['realityCheck']): ResponsibleGaming {
  return {
    limits: [],
    realityCheck,
    session: { startedAt: new Date().toISOString(), minutes: 75, stakes: '10.00', winnings: '6.50', net: '-3.50' },
    timeOut: null,
    selfExclusion: null,
    resume: null,
    closedAt: null,
    canPlay: true,
    activity: [],
  };
}

function renderCheck() {
  const Texts = texts;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Texts>
      <MemoryRouter initialEntries={['/play-game']}>
        <Routes>
          <Route path="/play-game" element={children} />
          <Route path="/casino" element={<p>Lobby</p>} />
        </Routes>
      </MemoryRouter>
    </Texts>
  );
  return render(<RealityCheck lobbyHref="/casino" historyHref="/profile/casino-bets" />, { wrapper });
}

describe('RealityCheck', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api.callApi.mockReset();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks the platform at the check time and shows the session until Continue answers it', async () => {
    const nextAt = new Date(Date.now() + 15 * 60_000).toISOString();
    let due = false;
    api.callApi.mockImplementation(async (route: unknown) => {
      if (route === playersApi.answerRealityCheck) {
        due = false;
        return stateWith({ minutes: 15, nextAt: new Date(Date.now() + 15 * 60_000).toISOString(), due: false });
      }
      return stateWith({ minutes: 15, nextAt, due });
    });
    renderCheck();
    await waitFor(() => expect(api.callApi).toHaveBeenCalledWith(playersApi.getResponsibleGaming));
    expect(screen.queryByRole('alertdialog')).toBeNull();

    due = true;
    const calls = api.callApi.mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(15 * 60_000 + 1_000));
    await waitFor(() => expect(api.callApi.mock.calls.length).toBeGreaterThan(calls));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reality check' });
    expect(dialog).toHaveTextContent('Time played this session1 h 15 min');
    expect(dialog).toHaveTextContent('Net position this session-€3.50');
    expect(screen.getByRole('link', { name: 'Bet history' })).toHaveAttribute('href', '/profile/casino-bets');

    // Continue tells the play views that play goes on (a launch or a token refused for the check asks again).
    const resumed = vi.fn();
    window.addEventListener(PLAY_RESUMED_EVENT, resumed);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(api.callApi).toHaveBeenCalledWith(playersApi.answerRealityCheck, { body: { action: 'continue' } });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(resumed).toHaveBeenCalledOnce();
    window.removeEventListener(PLAY_RESUMED_EVENT, resumed);
  });

  it('opens when a round is refused with reality_check_due, and Leave ends the session and goes to the lobby', async () => {
    let due = false;
    api.callApi.mockImplementation(async (route: unknown) =>
      stateWith({ minutes: 30, nextAt: null, due: route === playersApi.answerRealityCheck ? false : due }),
    );
    renderCheck();
    await waitFor(() => expect(api.callApi).toHaveBeenCalled());
    // Another rule's refusal does not open it.
    act(() => announceRefusal('loss_limit', 'Your loss limit is reached'));
    expect(screen.queryByRole('alertdialog')).toBeNull();

    due = true;
    act(() => announceRefusal('reality_check_due', 'Reality check: you have played for 30 minutes'));
    await screen.findByRole('alertdialog', { name: 'Reality check' });
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(api.callApi).toHaveBeenCalledWith(playersApi.answerRealityCheck, { body: { action: 'leave' } });
    expect(await screen.findByText('Lobby')).toBeInTheDocument();
  });

  it('reads the session again after every balance update, even one that leaves the figures as they were', async () => {
    let due = false;
    api.callApi.mockImplementation(async () => stateWith({ minutes: 15, nextAt: null, due }));
    renderCheck();
    await waitFor(() => expect(api.callApi).toHaveBeenCalledTimes(1));
    due = true;
    act(() => {
      window.dispatchEvent(new Event(BALANCE_UPDATE_EVENT));
    });
    await screen.findByRole('alertdialog', { name: 'Reality check' });
    expect(api.callApi).toHaveBeenCalledTimes(2);
  });
});
