import type { PaymentTransaction } from '@casino/contract';
import { deDE, enGB } from '@casino/contract/texts';
import { cleanup, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { withTexts } from '../../test/i18n';
import TransactionHistoryTab from './TransactionHistoryTab';

const api = vi.hoisted(() => ({ callApi: vi.fn() }));
vi.mock('../../api/client', async (original) => ({ ...(await original()), callApi: api.callApi }));
vi.mock('../../notify/notify', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
const player = vi.hoisted(() => ({ market: 'mt' }));
vi.mock('../../player/PlayerProvider', () => ({ usePlayer: () => ({ playerDetails: { market: player.market } }) }));

const row = (id: number, type: string, amount: string, status = 'completed'): PaymentTransaction => ({
  id,
  uuid: `0b7c9a10-5e2f-4c1d-8a3b-0000000000${id}`,
  provider: type === 'adjustment' ? 'BACKOFFICE' : 'CRYPTOPAY',
  accountId: 1,
  amount,
  fee: { amount: '0.00' },
  type: { name: type as PaymentTransaction['type']['name'] },
  status: { name: status as PaymentTransaction['status']['name'] },
  rejectionReason: null,
  player: { username: 'ace', email: 'ace@casino.test', address: '', currency: { code: 'EUR' } },
  withdrawal: null,
  createdAt: `2026-11-24T10:${id}:00.000Z`,
});

const rows = [
  row(10, 'deposit', '100.00'),
  row(11, 'withdrawal', '30.00'),
  row(12, 'adjustment', '20.00'),
  row(13, 'adjustment', '-5.50'),
  row(14, 'withdrawal', '25.00', 'requested'),
];

async function showHistory(texts: Record<string, string>, language: string) {
  api.callApi.mockResolvedValue({
    transactions: rows,
    pagination: { page: 1, limit: 10, totalPages: 1, totalItems: rows.length },
  });
  const Wrapper = withTexts(texts, language);
  render(
    <Wrapper>
      <TransactionHistoryTab />
    </Wrapper>,
  );
  await screen.findAllByText(texts['transactions.typeDeposit'] as string);
  /** The row of a transaction, by its id in the first column. */
  return (id: number) => {
    const cell = screen.getAllByRole('cell').find((item) => item.textContent === String(id));
    return within(cell?.closest('tr') as HTMLElement);
  };
}

describe('TransactionHistoryTab', () => {
  it('names a balance adjustment, signs its amount and colours it as money in or out by that sign', async () => {
    const rowOf = await showHistory(enGB, 'en_GB');
    const credit = rowOf(12);
    const debit = rowOf(13);
    expect(credit.getByText('Balance adjustment')).toBeVisible();
    expect(credit.getByText('+20.00')).toBeVisible();
    expect(debit.getByText('-5.50')).toBeVisible();
    // A deposit and a withdrawal keep their unsigned amounts.
    expect(rowOf(10).getByText('100.00')).toBeVisible();
    // The same colour as a deposit when it credits, as a withdrawal when it debits.
    expect(credit.getByText('Balance adjustment').className).toBe(rowOf(10).getByText('Deposit').className);
    expect(debit.getByText('Balance adjustment').className).toBe(rowOf(11).getByText('Withdrawal').className);
    expect(credit.getByText('Balance adjustment')).toHaveAttribute('data-kind', 'adjustment');
  });

  it("names it in the player's language", async () => {
    const rowOf = await showHistory(deDE, 'de_DE');
    expect(rowOf(12).getByText('Saldokorrektur')).toBeVisible();
    expect(rowOf(13).getByText('-5,50')).toBeVisible();
  });

  it("offers the cancel of a requested withdrawal only where the player's market allows reversing it", async () => {
    player.market = 'mt';
    const malta = await showHistory(enGB, 'en_GB');
    expect(malta(14).getByRole('button', { name: 'Cancel 14' })).toBeVisible();
    cleanup();
    player.market = 'uk';
    const uk = await showHistory(enGB, 'en_GB');
    expect(uk(14).queryByRole('button', { name: /Cancel/ })).toBeNull();
    player.market = 'mt';
  });
});
