import { act, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { playersApi } from '@casino/contract/routes';
import { callApi } from '../api/client';
import { readSession, writeSession } from '../api/session';
import { Toasts } from '../notify/Toasts';
import { PlayerProvider, usePlayer } from './PlayerProvider';

const details = {
  uuid: '7d9f1b1e-1111-4a4a-9999-000000000001',
  username: 'ada@example.com',
  email: 'ada@example.com',
  accounts: [{ id: 1, type: 'combined', value: '20.00', held: '0.00', currency: { code: 'EUR', symbolNative: '€' } }],
};

function platform(overrides: Record<string, () => { status: number; body: unknown }> = {}) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = url.split('?')[0]!;
      calls.push(path);
      const answer = overrides[path]?.() ??
        {
          '/api/players/signin': {
            status: 200,
            body: {
              result: {
                token: 'access-1',
                refreshToken: 'refresh-1',
                user: { uuid: details.uuid, email: details.email },
              },
            },
          },
          '/api/players/refresh': { status: 200, body: { result: { token: 'access-2', refreshToken: 'refresh-2' } } },
          '/api/players/details': { status: 200, body: { result: details } },
          '/api/auth/signout': { status: 200, body: { result: { message: 'Signed Out Successful' } } },
        }[path] ?? { status: 404, body: { error: { code: 404, message: 'No such call' } } };
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
  return calls;
}

function Probe() {
  const player = usePlayer();
  return (
    <div>
      <p>status: {player.status}</p>
      <p>currency: {player.playerCurrency ?? 'none'}</p>
      <button
        type="button"
        onClick={() => void player.signIn({ email: 'ada@example.com', password: 'Secret-Password-1' })}
      >
        sign in
      </button>
      <button type="button" onClick={() => void player.signOut()}>
        sign out
      </button>
    </div>
  );
}

function renderPlayer(path = '/casino') {
  const navigate = vi.fn();
  const reloadPage = vi.fn();
  const loadPage = vi.fn();
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <PlayerProvider navigate={navigate} currentPath={() => path} reloadPage={reloadPage} loadPage={loadPage}>
        <Probe />
        <Toasts />
      </PlayerProvider>
    </SWRConfig>,
  );
  return { navigate, reloadPage, loadPage };
}

describe('PlayerProvider', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('signs in: stores the session, loads the player and its currency, says so', async () => {
    platform();
    const { reloadPage } = renderPlayer('/casino');
    expect(screen.getByText('status: empty')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'sign in' }).click());
    expect(await screen.findByText('status: succeeded')).toBeInTheDocument();
    expect(screen.getByText('currency: EUR')).toBeInTheDocument();
    expect(await screen.findByText('Logged in successfully!')).toBeInTheDocument();
    expect(readSession()).toEqual({
      playerId: details.uuid,
      token: 'access-1',
      refreshToken: 'refresh-1',
      email: details.email,
    });
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('reloads the page after signing in on sport-betting', async () => {
    platform();
    const { reloadPage } = renderPlayer('/sport-betting');
    act(() => screen.getByRole('button', { name: 'sign in' }).click());
    await waitFor(() => expect(reloadPage).toHaveBeenCalledOnce());
  });

  it('renews a stored session at start, and says when it cannot', async () => {
    writeSession({ playerId: details.uuid, token: 'old', refreshToken: 'stale', email: details.email });
    platform({
      '/api/players/refresh': () => ({
        status: 401,
        body: { error: { code: 401, message: 'Token expired, please login again' } },
      }),
    });
    renderPlayer();
    expect(await screen.findByText('Token expired, please login again')).toBeInTheDocument();
    expect(screen.getByText('status: empty')).toBeInTheDocument();
    expect(readSession()).toBeNull();
  });

  it('signs out: calls the platform, clears the session, goes home with the server message', async () => {
    writeSession({ playerId: details.uuid, token: 'access-1', refreshToken: 'refresh-1', email: details.email });
    const calls = platform();
    const { navigate } = renderPlayer();
    expect(await screen.findByText('status: succeeded')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'sign out' }).click());
    expect(await screen.findByText('Signed Out Successful')).toBeInTheDocument();
    expect(calls).toContain('/api/auth/signout');
    expect(readSession()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/');
    expect(screen.getByText('status: empty')).toBeInTheDocument();
  });

  describe('a session refused out of the blue goes home, forced after 2 seconds', () => {
    const refused = () => ({ status: 401, body: { error: { code: 401, message: 'Session ended' } } });

    async function refuseSession(path: string) {
      writeSession({ playerId: details.uuid, token: 'access-1', refreshToken: 'refresh-1', email: details.email });
      let ended = false;
      const whileOpen = (answer: { status: number; body: unknown }) => () => (ended ? refused() : answer);
      platform({
        '/api/players/details': whileOpen({ status: 200, body: { result: details } }),
        '/api/players/refresh': whileOpen({
          status: 200,
          body: { result: { token: 'access-2', refreshToken: 'refresh-2' } },
        }),
      });
      const handles = renderPlayer(path);
      expect(await screen.findByText('status: succeeded')).toBeInTheDocument();
      // The session is ended elsewhere: the next call is refused, and so is its renewal.
      ended = true;
      await expect(callApi(playersApi.getDetails)).rejects.toThrow();
      await waitFor(() => expect(handles.navigate).toHaveBeenCalledWith('/'));
      expect(readSession()).toBeNull();
      // The forced load waits 2 seconds for the navigation to have taken the player home.
      await new Promise((resolve) => setTimeout(resolve, 2_100));
      return handles;
    }

    it('loads home afresh when the navigation left the player where they were', async () => {
      const { loadPage } = await refuseSession('/casino');
      expect(loadPage).toHaveBeenCalledWith('/');
    });

    it('does not reload the sportsbook, which is home', async () => {
      const { loadPage } = await refuseSession('/sport-betting');
      expect(loadPage).not.toHaveBeenCalled();
    });
  });

  it('follows a sign-out made in another tab', async () => {
    writeSession({ playerId: details.uuid, token: 'access-1', refreshToken: 'refresh-1', email: details.email });
    platform();
    renderPlayer();
    expect(await screen.findByText('status: succeeded')).toBeInTheDocument();
    act(() => {
      window.localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    });
    expect(await screen.findByText('status: empty')).toBeInTheDocument();
  });
});
