import { ApiError, playersApi } from '@casino/contract/routes';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { withTexts } from '../../test/i18n';
import { enGB } from '@casino/contract/texts';
import { TwoFactorSettings } from './TwoFactorSettings';

const api = vi.hoisted(() => ({ callApi: vi.fn() }));
vi.mock('../../api/client', async (original) => ({ ...(await original()), callApi: api.callApi }));
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../notify/notify', () => ({ notify: toasts }));

const wrapper = withTexts({
  ...enGB,
  'common.close': 'Close',
  'auth.showPassword': 'Show password',
  'auth.hidePassword': 'Hide password',
  'toast.somethingWentWrong': 'Something went wrong',
});

const codes = Array.from({ length: 10 }, (_, index) => `code${index}-abcde`);
const setup = {
  otpauthUrl: 'otpauth://totp/Casino:a?secret=JBSWY3DPEHPK3PXP',
  secret: 'JBSWY3DPEHPK3PXP',
  qrCode: 'data:image/png;base64,AAAA',
};

/** Answers each call by its route, recording the bodies sent. */
function platform(state: { enabled: boolean }) {
  api.callApi.mockImplementation(async (route: unknown, options?: { body?: Record<string, string> }) => {
    if (route === playersApi.getTwoFactor) return { enabled: state.enabled, recoveryCodesLeft: state.enabled ? 10 : 0 };
    if (route === playersApi.setupTwoFactor) {
      if (options?.body?.password !== 'Right-Password-1') {
        throw new ApiError(400, 'The password is not correct', { password: 'The password is not correct' });
      }
      return setup;
    }
    if (route === playersApi.enableTwoFactor) {
      state.enabled = true;
      return { recoveryCodes: codes };
    }
    if (route === playersApi.disableTwoFactor) {
      state.enabled = false;
      return { message: 'Two-factor sign-in is now off.' };
    }
    throw new Error('unexpected call');
  });
}

describe('TwoFactorSettings', () => {
  beforeEach(() => {
    api.callApi.mockReset();
    toasts.success.mockReset();
    toasts.error.mockReset();
  });

  it('enrols: password, then QR code and manual key, then a first code, then the recovery codes shown once', async () => {
    const state = { enabled: false };
    platform(state);
    render(<TwoFactorSettings playerUuid="p-1" />, { wrapper });
    expect(await screen.findByText('Off')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));

    const dialog = await screen.findByRole('dialog', { name: 'Two-factor sign-in' });
    await userEvent.type(within(dialog).getByLabelText('Password'), 'Wrong-Password-1{Enter}');
    expect(await within(dialog).findByText('* The password is not correct')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('Password'));
    await userEvent.type(within(dialog).getByLabelText('Password'), 'Right-Password-1{Enter}');

    const qr = await within(dialog).findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr).toHaveAttribute('src', setup.qrCode);
    expect(within(dialog).getByText('JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Authentication code'), '123456{Enter}');
    expect(api.callApi).toHaveBeenCalledWith(playersApi.enableTwoFactor, { body: { code: '123456' } });

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes);
    expect(toasts.success).toHaveBeenCalledWith('Two-factor sign-in is on');

    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(screen.getByRole('button', { name: 'Copy codes' }));
    expect(writeText).toHaveBeenCalledWith(`${codes.join('\n')}\n`);

    await userEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('On')).toBeInTheDocument();
    expect(screen.getByText('Recovery codes left: 10')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
  });

  it('turns off with the password and a code, both required', async () => {
    const state = { enabled: true };
    platform(state);
    render(<TwoFactorSettings playerUuid="p-2" />, { wrapper });
    await userEvent.click(await screen.findByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Two-factor sign-in' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(within(dialog).getAllByText('* required')).toHaveLength(2);
    expect(api.callApi).not.toHaveBeenCalledWith(playersApi.disableTwoFactor, expect.anything());

    await userEvent.type(within(dialog).getByLabelText('Password'), 'Right-Password-1');
    await userEvent.type(within(dialog).getByLabelText('Code or recovery code'), ' abcde-fghjk ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(api.callApi).toHaveBeenCalledWith(playersApi.disableTwoFactor, {
      body: { password: 'Right-Password-1', code: 'abcde-fghjk' },
    });
    expect(await screen.findByText('Off')).toBeInTheDocument();
    expect(toasts.success).toHaveBeenCalledWith('Two-factor sign-in is off');
  });
});
