import type { PlayerSession, SignInAttempt } from '@casino/contract';
import { playersApi } from '@casino/contract/routes';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { withTexts } from '../../test/i18n';
import { SessionsList } from './SessionsList';
import { SignInHistory } from './SignInHistory';
import { enGB } from '@casino/contract/texts';

const api = vi.hoisted(() => ({ callApi: vi.fn() }));
vi.mock('../../api/client', async (original) => ({ ...(await original()), callApi: api.callApi }));
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../notify/notify', () => ({ notify: toasts }));

const wrapper = withTexts({ ...enGB, 'toast.somethingWentWrong': 'Something went wrong' });

const session = (overrides: Partial<PlayerSession>): PlayerSession => ({
  id: '00000000-0000-4000-8000-000000000001',
  browser: 'Chrome 120',
  os: 'Windows 10',
  device: 'desktop',
  address: '203.0.113.7',
  startedAt: '2026-03-02T10:00:00.000Z',
  lastSeenAt: '2026-03-02T10:05:00.000Z',
  current: false,
  ...overrides,
});

describe('SessionsList', () => {
  beforeEach(() => {
    api.callApi.mockReset();
    toasts.success.mockReset();
  });

  it('marks this device, ends another session and then all others', async () => {
    let sessions = [
      session({ id: '00000000-0000-4000-8000-00000000000a', current: true }),
      session({
        id: '00000000-0000-4000-8000-00000000000b',
        browser: 'Safari 17',
        os: 'iOS 17.1',
        address: '198.51.100.2',
      }),
      session({ id: '00000000-0000-4000-8000-00000000000c', browser: 'Firefox 130', os: 'Linux' }),
    ];
    api.callApi.mockImplementation(async (route: unknown, options?: { params?: { id: string } }) => {
      if (route === playersApi.listSessions) return sessions;
      if (route === playersApi.endSession) {
        sessions = sessions.filter((item) => item.id !== options?.params?.id);
        return { message: 'The session has been ended.' };
      }
      if (route === playersApi.endOtherSessions) {
        sessions = sessions.filter((item) => item.current);
        return { message: 'All other sessions have been ended.', ended: 1 };
      }
      throw new Error('unexpected call');
    });
    render(<SessionsList playerUuid="p-1" />, { wrapper });

    const table = await screen.findByRole('table', { name: 'Open sessions' });
    const rows = await within(table).findAllByRole('row');
    expect(rows).toHaveLength(4);
    const current = rows.find((row) => within(row).queryByText('This device'))!;
    expect(within(current).getByText('Chrome 120 on Windows 10')).toBeInTheDocument();
    expect(within(current).queryByRole('button')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'End session: Safari 17 on iOS 17.1' }));
    expect(api.callApi).toHaveBeenCalledWith(playersApi.endSession, {
      params: { id: '00000000-0000-4000-8000-00000000000b' },
    });
    expect(toasts.success).toHaveBeenCalledWith('The session has been ended');
    expect(await within(table).findAllByRole('row')).toHaveLength(3);

    await userEvent.click(screen.getByRole('button', { name: 'End all other sessions' }));
    expect(api.callApi).toHaveBeenCalledWith(playersApi.endOtherSessions);
    expect(await screen.findByText('You are signed in on this device only.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'End all other sessions' })).not.toBeInTheDocument();
  });
});

describe('SignInHistory', () => {
  it('lists each attempt with its outcome, address and browser', async () => {
    const attempts: SignInAttempt[] = [
      {
        outcome: 'success',
        at: '2026-03-02T10:03:00.000Z',
        address: '203.0.113.7',
        browser: 'Chrome 120',
        os: 'Windows 10',
      },
      { outcome: 'wrong_code', at: '2026-03-02T10:02:00.000Z', address: '198.51.100.2', browser: null, os: null },
      { outcome: 'wrong_password', at: '2026-03-02T10:01:00.000Z', address: null, browser: 'Safari 17', os: null },
    ];
    api.callApi.mockImplementation(async (route: unknown) => {
      if (route === playersApi.listSignIns) return attempts;
      throw new Error('unexpected call');
    });
    render(<SignInHistory playerUuid="p-1" />, { wrapper });
    const table = await screen.findByRole('table', { name: 'Sign-in attempts' });
    const rows = (await within(table).findAllByRole('row')).slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('Signed in')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Chrome 120 on Windows 10')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Wrong code')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Unknown browser')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Wrong password')).toBeInTheDocument();
  });
});
