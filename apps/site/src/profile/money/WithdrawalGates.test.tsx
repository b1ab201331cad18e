import type { WithdrawalStatus } from '@casino/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { withTexts } from '../../test/i18n';
import { WithdrawalGates } from './WithdrawalGates';

const api = vi.hoisted(() => ({ callApi: vi.fn() }));
vi.mock('../../api/client', () => ({ callApi: api.callApi }));
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../notify/notify', () => ({ notify: toasts }));
vi.mock('../../player/PlayerProvider', () => ({ usePlayer: () => ({ playerDetails: null }) }));

const Texts = withTexts({
  'withdraw.emailTitle': 'Verify your e-mail address',
  'withdraw.emailText': 'Withdrawals need a verified e-mail address.',
  'withdraw.emailResend': 'Send the e-mail again',
  'withdraw.emailSettings': 'Go to Account Settings',
  'withdraw.kycTitle': 'Your identity documents must be approved',
  'withdraw.kycText': 'They are reviewed within {{hours}} hours.',
  'withdraw.kycLink': 'Go to Kyc Verification',
  'withdraw.bonusTitle': 'Bonus money cannot be withdrawn',
  'withdraw.bonusText': 'You have a bonus in progress: {{name}}, with {{wageringLeft}} still to wager.',
  'withdraw.bonusKeepPlaying': 'Or keep playing.',
  'withdraw.bonusMyPromo': 'See the bonus in My Promo',
  'forfeit.action': 'Forfeit bonus',
});
const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter>
    <Texts>{children}</Texts>
  </MemoryRouter>
);

const status = (overrides: Partial<WithdrawalStatus>): WithdrawalStatus => ({
  canWithdraw: false,
  missing: [],
  cash: '20.00',
  bonus: '0.00',
  activeBonus: null,
  ...overrides,
});

describe('WithdrawalGates', () => {
  beforeEach(() => {
    api.callApi.mockReset();
    toasts.success.mockReset();
  });

  it('says nothing when the player can withdraw', () => {
    const { container } = render(
      <WithdrawalGates status={status({ canWithdraw: true })} currency="EUR" onForfeited={() => undefined} />,
      { wrapper },
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('names each missing step with the way to it', async () => {
    api.callApi.mockResolvedValue({ message: 'Verification e-mail sent' });
    render(
      <WithdrawalGates status={status({ missing: ['email', 'kyc'] })} currency="EUR" onForfeited={() => undefined} />,
      {
        wrapper,
      },
    );
    const email = screen.getByRole('region', { name: 'Verify your e-mail address' });
    expect(within(email).getByRole('link', { name: 'Go to Account Settings' })).toHaveAttribute(
      'href',
      '/profile/account-settings',
    );
    const kyc = screen.getByRole('region', { name: 'Your identity documents must be approved' });
    expect(kyc).toHaveTextContent('They are reviewed within 48 hours.');
    expect(within(kyc).getByRole('link', { name: 'Go to Kyc Verification' })).toHaveAttribute(
      'href',
      '/profile/verification',
    );
    expect(screen.queryByRole('region', { name: 'Bonus money cannot be withdrawn' })).toBeNull();

    const resend = within(email).getByRole('button', { name: 'Send the e-mail again' });
    await userEvent.click(resend);
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Verification e-mail sent'));
    expect(api.callApi).toHaveBeenCalledWith(expect.objectContaining({ path: '/api/players/resend-email/:token' }), {
      params: { token: '' },
    });
    expect(resend).toBeDisabled();
  });

  it('explains a bonus in progress with its wagering left, the forfeit and My Promo', () => {
    render(
      <WithdrawalGates
        status={status({
          bonus: '100.00',
          activeBonus: { uuid: '0b7c9a10-5e2f-4c1d-8a3b-000000000001', name: 'Welcome Bonus', wageringLeft: '2970.00' },
        })}
        currency="EUR"
        onForfeited={() => undefined}
      />,
      { wrapper },
    );
    const bonus = screen.getByRole('region', { name: 'Bonus money cannot be withdrawn' });
    expect(bonus).toHaveTextContent('You have a bonus in progress: Welcome Bonus, with €2,970.00 still to wager.');
    expect(within(bonus).getByRole('button', { name: 'Forfeit bonus' })).toBeInTheDocument();
    expect(within(bonus).getByRole('link', { name: 'See the bonus in My Promo' })).toHaveAttribute(
      'href',
      '/profile/my-promo',
    );
  });
});
