import type { SportsbookWidgetOptions, SportsbookWidgetWindow } from '@casino/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withTexts } from '../test/i18n';
import { ScriptSportsbook } from './SportsbookHost';
import { SPORTSBOOK_SCRIPT_URL } from './widgetContract';

vi.mock('../player/PlayerProvider', () => ({ usePlayer: () => ({ playerDetails: null, loginLoader: false }) }));
const auth = vi.hoisted(() => ({ openAuth: vi.fn() }));
vi.mock('../auth/AuthModalContext', () => ({ useAuthModal: () => auth }));

const Texts = withTexts({
  'sportsbook.loadFailed': 'The sportsbook could not be loaded. Check your connection and try again.',
  'sportsbook.loading': 'Loading the sportsbook',
  'common.tryAgain': 'Try again',
});

const widgetScript = () => document.head.querySelector<HTMLScriptElement>('script[data-sportsbook-widget]');
const host = window as Window & SportsbookWidgetWindow;

afterEach(() => {
  widgetScript()?.remove();
  delete host.CasinoSportsbook;
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
