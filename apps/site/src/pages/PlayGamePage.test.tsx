import type { ResponsibleGaming } from '@casino/contract';
import { ApiError, gpApi, playersApi } from '@casino/contract/routes';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enGB } from '@casino/contract/texts';
import { announcePlayResumed } from '../protection/refusals';
import { withTexts } from '../test/i18n';
import PlayGamePage from './PlayGamePage';

const api = vi.hoisted(() => ({ callApi: vi.fn() }));
vi.mock('../api/client', async (original) => ({ ...(await original()), callApi: api.callApi }));
const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('../notify/notify', () => ({ notify }));
const accounts = [{ id: 1, type: 'combined', value: '50.00', currency: { code: 'EUR', symbolNative: '€' } }];
vi.mock('../player/PlayerProvider', () => ({
  usePlayer: () => ({ playerDetails: { uuid: 'p-1', accounts }, loginLoader: false, isLoggedIn: true }),
}));

const ENDS_AT = '2026-11-26T14:05:00.000Z';
const GAME_URL = 'http://127.0.0.1/api/gp/demo/games/page-token';

function protectionState(overrides: Partial<ResponsibleGaming> = {}): ResponsibleGaming {
  return {
    limits: [],
    realityCheck: { minutes: 0, nextAt: null, due: false },
    session: null,
    timeOut: null,
    selfExclusion: null,
    resume: null,
    closedAt: null,
    canPlay: true,
    activity: [],
    ...overrides,
  };
}

/** The platform: the catalogue, the protection state, and launches answered in turn by `launches`. */
function platform(state: ResponsibleGaming, launches: (body: { demo: boolean }) => Promise<unknown>) {
  api.callApi.mockImplementation((endpoint: unknown, options?: { body?: { demo: boolean } }) => {
    if (endpoint === gpApi.playGame) return launches(options!.body!);
    if (endpoint === playersApi.getResponsibleGaming) return Promise.resolve(state);
    if (endpoint === gpApi.listGames) return Promise.resolve([]);
    return Promise.reject(new Error(`unexpected call ${JSON.stringify(endpoint)}`));
  });
}

const refused = (reason: string, message: string) => Promise.reject(new ApiError(403, message, {}, reason));
const launched = () => Promise.resolve({ gameUrl: { link: GAME_URL } });

function renderPage() {
  const Texts = withTexts({
    ...enGB,
    'playGame.close': 'Close game',
    'playGame.fullscreen': 'Fullscreen',
    'playGame.loading': 'Loading game...',
    'playGame.demoMode': 'Demo mode',
  });
  return render(
    <Texts>
      <MemoryRouter initialEntries={['/play-game?id=7&gameId=dice-1&gameProviderId=1']}>
        <Routes>
          <Route path="/play-game" element={<PlayGamePage />} />
          <Route path="/" element={<p>Home</p>} />
        </Routes>
      </MemoryRouter>
    </Texts>,
  );
}

const launchBodies = () =>
  api.callApi.mock.calls.filter(([endpoint]) => endpoint === gpApi.playGame).map(([, options]) => options.body);

afterEach(() => {
  api.callApi.mockReset();
  vi.clearAllMocks();
});

describe('the game page when a protection rule refuses the real-money launch', () => {
  it('says why in the player’s language with a way to the Responsible Gaming settings, and stays', async () => {
    platform(
      protectionState({
        canPlay: false,
        timeOut: { period: '24h', startedAt: '2026-11-25T14:05:00.000Z', endsAt: ENDS_AT },
      }),
      () => refused('time_out', 'You are taking a time-out until 26 Nov 2026, 14:05 UTC'),
    );
    renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Real-money play is paused' })).toBeVisible();
    // The tab's own sentence, with the end in the player's format, once the state is read.
    await waitFor(() => expect(screen.getByText(/^You are on a time-out until .*2026/)).toBeVisible());
    expect(screen.getByRole('link', { name: 'Responsible Gaming' })).toHaveAttribute(
      'href',
      '/profile/responsible-gaming',
    );
    expect(screen.getByRole('link', { name: 'Back to the casino' })).toHaveAttribute('href', '/casino');
    // No invitation to keep playing during a break, no game frame, no error toast, no trip home.
    expect(screen.queryByRole('button', { name: 'Play for fun' })).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(notify.error).not.toHaveBeenCalled();
    expect(screen.queryByText('Home')).toBeNull();
    expect(launchBodies()).toEqual([expect.objectContaining({ demo: false, playerId: 'p-1' })]);
  });

  it('shows the platform’s message until the protection state is known', async () => {
    // The protection state never arrives.
    api.callApi.mockImplementation((endpoint: unknown) =>
      endpoint === gpApi.playGame
        ? refused('self_excluded', 'You are self-excluded until 1 Jun 2027, 10:00 UTC')
        : endpoint === gpApi.listGames
          ? Promise.resolve([])
          : new Promise(() => undefined),
    );
    renderPage();
    expect(await screen.findByText('You are self-excluded until 1 Jun 2027, 10:00 UTC')).toBeVisible();
  });

  it('offers the game for fun at a used-up play-time limit, and launches it in demo mode', async () => {
    platform(protectionState(), (body) =>
      body.demo ? launched() : refused('time_limit', 'You have reached your daily play-time limit of 30 minutes'),
    );
    renderPage();
    expect(await screen.findByText('You have reached your play-time limit.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Play for fun' }));

    await waitFor(() => expect(document.querySelector('iframe')).toHaveAttribute('src', GAME_URL));
    expect(screen.getByText('Demo mode')).toBeVisible();
    expect(launchBodies().map((body: { demo: boolean }) => body.demo)).toEqual([false, true]);
  });

  it('launches again once a due reality check is answered with Continue', async () => {
    let due = true;
    platform(protectionState({ realityCheck: { minutes: 15, nextAt: ENDS_AT, due: true } }), () =>
      due ? refused('reality_check_due', 'Reality check: you have played for 15 minutes this session.') : launched(),
    );
    renderPage();
    expect(await screen.findByText('A reality check is due. Answer it to play on.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Play for fun' })).toBeNull();

    due = false;
    act(() => announcePlayResumed());
    await waitFor(() => expect(document.querySelector('iframe')).toHaveAttribute('src', GAME_URL));
    expect(screen.queryByText('Demo mode')).toBeNull();
    expect(launchBodies().map((body: { demo: boolean }) => body.demo)).toEqual([false, false]);
  });
});
