import type { ResponsibleGaming, SportsbookWidgetOptions, SportsbookWidgetWindow } from '@casino/contract';
import { ApiError, playersApi } from '@casino/contract/routes';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enGB } from '@casino/contract/texts';
import { withTexts } from '../test/i18n';
import { ScriptSportsbook } from './SportsbookHost';
import { SPORTSBOOK_SCRIPT_URL } from './widgetContract';

const player = vi.hoisted(() => ({ playerDetails: null as { uuid: string } | null, loginLoader: false }));
vi.mock('../player/PlayerProvider', () => ({ usePlayer: () => player }));
const auth = vi.hoisted(() => ({ openAuth: vi.fn() }));
vi.mock('../auth/AuthModalContext', () => ({ useAuthModal: () => auth }));
const api = vi.hoisted(() => ({ callApi: vi.fn() }));
vi.mock('../api/client', async (original) => ({ ...(await original()), callApi: api.callApi }));

const Texts = withTexts({
  ...enGB,
  'sportsbook.loadFailed': 'The sportsbook could not be loaded. Check your connection and try again.',
  'sportsbook.loading': 'Loading the sportsbook',
  'common.tryAgain': 'Try again',
});

const widgetScript = () => document.head.querySelector<HTMLScriptElement>('script[data-sportsbook-widget]');
const host = window as Window & SportsbookWidgetWindow;

afterEach(() => {
  widgetScript()?.remove();
  delete host.CasinoSportsbook;
  player.playerDetails = null;
  api.callApi.mockReset();
});

/** A brand's sportsbook (SPORTSBOOK_SCRIPT_URL): the site loads its script and mounts it by the widget contract. */
describe('ScriptSportsbook', () => {
  it('shows a message and a retry when the script fails, then mounts the widget it defines', async () => {
    render(
      <Texts>
        <MemoryRouter initialEntries={['/sport-betting/live']}>
          <ScriptSportsbook />
        </MemoryRouter>
      </Texts>,
    );
    expect(screen.getByRole('status', { name: 'Loading the sportsbook' })).toBeInTheDocument();
    const first = widgetScript();
    expect(first?.src).toContain(SPORTSBOOK_SCRIPT_URL);
    first?.dispatchEvent(new Event('error'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The sportsbook could not be loaded.');

    const unmount = vi.fn();
    const mount = vi.fn((_element: HTMLElement, _options: SportsbookWidgetOptions) => ({ unmount }));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const second = widgetScript();
    expect(second).not.toBe(first);
    host.CasinoSportsbook = { version: 1, mount };
    second?.dispatchEvent(new Event('load'));

    await waitFor(() => expect(mount).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).toBeNull();
    const [element, options] = mount.mock.calls[0]!;
    expect(element).toBeVisible();
    expect(options).toMatchObject({ token: null, locale: 'en_GB', currency: 'EUR', basePath: '/sport-betting' });
    options.onRedirect('login');
    expect(auth.openAuth).toHaveBeenCalledWith('signIn');
  });
});

describe('the sportsbook of a player whose token a protection rule refused', () => {
  it('says betting is paused and why, and mounts the widget with the odds but no token', async () => {
    player.playerDetails = { uuid: 'p-1' };
    const state: ResponsibleGaming = {
      limits: [],
      realityCheck: { minutes: 0, nextAt: null, due: false },
      session: null,
      timeOut: { period: '24h', startedAt: '2026-11-25T14:05:00.000Z', endsAt: '2026-11-26T14:05:00.000Z' },
      selfExclusion: null,
      resume: null,
      closedAt: null,
      canPlay: false,
      activity: [],
    };
    api.callApi.mockImplementation((endpoint: unknown) =>
      endpoint === playersApi.dataBetToken
        ? Promise.reject(new ApiError(403, 'You are taking a time-out until 26 Nov 2026, 14:05 UTC', {}, 'time_out'))
        : endpoint === playersApi.getResponsibleGaming
          ? Promise.resolve(state)
          : Promise.reject(new Error('unexpected call')),
    );
    const mount = vi.fn((_element: HTMLElement, _options: SportsbookWidgetOptions) => ({ unmount: vi.fn() }));
    host.CasinoSportsbook = { version: 1, mount };
    render(
      <Texts>
        <MemoryRouter initialEntries={['/sport-betting']}>
          <ScriptSportsbook />
        </MemoryRouter>
      </Texts>,
    );
    widgetScript()?.dispatchEvent(new Event('load'));

    const notice = await screen.findByRole('status', { name: 'Betting is paused' });
    await waitFor(() => expect(notice).toHaveTextContent(/You are on a time-out until .*2026/));
    expect(notice).toHaveTextContent('You can still browse events and odds.');
    expect(screen.getByRole('link', { name: 'Responsible Gaming' })).toHaveAttribute(
      'href',
      '/profile/responsible-gaming',
    );
    // Not a load failure, not a visitor's sign-in.
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() =>
      expect(mount.mock.lastCall?.[1].bettingPaused?.message).toMatch(
        /^Betting is paused\. You are on a time-out until .*2026/,
      ),
    );
    expect(mount.mock.lastCall?.[1]).toMatchObject({ token: null, bettingPaused: { reason: 'time_out' } });
  });

  it('pauses betting when the renewal of an expired token is refused, instead of signing the widget out', async () => {
    player.playerDetails = { uuid: 'p-1' };
    let refused = false;
    api.callApi.mockImplementation((endpoint: unknown) =>
      endpoint === playersApi.dataBetToken
        ? refused
          ? Promise.reject(new ApiError(403, 'You are taking a time-out until 26 Nov 2026, 14:05 UTC', {}, 'time_out'))
          : Promise.resolve({ token: 'widget-token-1' })
        : Promise.reject(new Error('unexpected call')),
    );
    const mount = vi.fn((_element: HTMLElement, _options: SportsbookWidgetOptions) => ({ unmount: vi.fn() }));
    host.CasinoSportsbook = { version: 1, mount };
    render(
      <Texts>
        <MemoryRouter initialEntries={['/sport-betting']}>
          <ScriptSportsbook />
        </MemoryRouter>
      </Texts>,
    );
    widgetScript()?.dispatchEvent(new Event('load'));
    await waitFor(() => expect(mount.mock.lastCall?.[1].token).toBe('widget-token-1'));

    // The player took a time-out elsewhere; the widget's token expires and it asks for another.
    refused = true;
    expect(await mount.mock.lastCall![1].refreshToken!()).toBeNull();
    expect(await screen.findByRole('status', { name: 'Betting is paused' })).toBeInTheDocument();
    await waitFor(() =>
      expect(mount.mock.lastCall?.[1]).toMatchObject({ token: null, bettingPaused: { reason: 'time_out' } }),
    );
  });
});
