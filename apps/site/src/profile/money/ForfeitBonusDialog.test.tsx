import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { withTexts } from '../../test/i18n';
import { ForfeitBonus } from './ForfeitBonusDialog';

const api = vi.hoisted(() => ({ callApi: vi.fn() }));
vi.mock('../../api/client', () => ({ callApi: api.callApi }));
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../notify/notify', () => ({ notify: toasts }));
vi.mock('../../player/PlayerProvider', () => ({
  usePlayer: () => ({
    playerDetails: {
      accounts: [
        {
          id: 1,
          type: 'combined',
          value: '120.00',
          cash: '20.00',
          bonus: '100.00',
          held: '0.00',
          currency: { code: 'EUR', symbolNative: '€' },
        },
      ],
    },
  }),
}));

const wrapper = withTexts({
  'forfeit.action': 'Forfeit bonus',
  'forfeit.title': 'Forfeit {{name}}?',
  'forfeit.whatHappens':
    'Your bonus money of {{bonus}} is removed from your balance: the bonus and everything won with it. Your cash of {{cash}} stays yours and can be withdrawn.',
  'forfeit.final': 'This cannot be undone.',
  'forfeit.keep': 'Keep the bonus',
  'forfeit.confirm': 'Yes, forfeit the bonus',
  'forfeit.done': '{{name}} forfeited: its bonus money was removed.',
  'common.close': 'Close',
});

const bonus = { uuid: '0b7c9a10-5e2f-4c1d-8a3b-000000000001', name: 'Welcome Bonus' };

describe('ForfeitBonus', () => {
  beforeEach(() => {
    api.callApi.mockReset();
    toasts.success.mockReset();
    toasts.error.mockReset();
  });

  it('says what goes and what stays, and forfeits nothing without the confirmation', async () => {
    render(<ForfeitBonus bonus={bonus} />, { wrapper });
    await userEvent.click(screen.getByRole('button', { name: 'Forfeit bonus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forfeit Welcome Bonus?' });
    expect(dialog).toHaveAccessibleDescription(
      'Your bonus money of €100.00 is removed from your balance: the bonus and everything won with it. Your cash of €20.00 stays yours and can be withdrawn.',
    );
    expect(dialog).toHaveTextContent('This cannot be undone.');
    await userEvent.click(screen.getByRole('button', { name: 'Keep the bonus' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Forfeit bonus' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callApi).not.toHaveBeenCalled();
  });

  it('forfeits the bonus it names once the player confirms', async () => {
    const onForfeited = vi.fn();
    api.callApi.mockResolvedValue({ uuid: bonus.uuid, status: 'forfeited' });
    render(<ForfeitBonus bonus={bonus} onForfeited={onForfeited} />, { wrapper });
    await userEvent.click(screen.getByRole('button', { name: 'Forfeit bonus' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, forfeit the bonus' }));
    await waitFor(() => expect(onForfeited).toHaveBeenCalledOnce());
    expect(api.callApi).toHaveBeenCalledWith(expect.objectContaining({ path: '/api/players/bonuses/forfeit' }), {
      body: { uuid: bonus.uuid },
    });
    expect(toasts.success).toHaveBeenCalledWith('Welcome Bonus forfeited: its bonus money was removed.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the dialog and says why when the platform refuses', async () => {
    api.callApi.mockRejectedValue(new Error('Bonus not found'));
    render(<ForfeitBonus bonus={bonus} />, { wrapper });
    await userEvent.click(screen.getByRole('button', { name: 'Forfeit bonus' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, forfeit the bonus' }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Bonus not found'));
    expect(screen.getByRole('dialog', { name: 'Forfeit Welcome Bonus?' })).toBeInTheDocument();
  });
});
