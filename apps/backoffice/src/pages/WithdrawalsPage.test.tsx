// vitest: isolate
import type { HeldDepositItem, WithdrawalQueueItem } from '@casino/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakePlatform, selfOf, type SentCall } from '../test/fakePlatform';
import { renderApp } from '../test/renderApp';

afterEach(() => vi.unstubAllGlobals());

const ME = '11111111-1111-4111-8111-111111111111';
const ANA = '44444444-4444-4444-8444-444444444444';

function item(uuid: string, overrides: Partial<WithdrawalQueueItem> & { amount?: string } = {}): WithdrawalQueueItem {
  const { amount = '50.00', ...rest } = overrides;
  return {
    withdrawal: {
      id: 1,
      uuid,
      provider: 'CRYPTOPAY',
      accountId: 7,
      amount,
      fee: { amount: '1.00' },
      type: { name: 'withdrawal' },
      status: { name: 'requested' },
      rejectionReason: null,
      player: { username: 'ola', email: 'ola@example.com', address: '', currency: { code: 'EUR' } },
      withdrawal: {
        address: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7',
        network: 'TRC20',
        networkFeeLevel: 'low',
        receivedCurrency: 'USDT',
      },
      createdAt: '2026-11-27T08:00:00.000Z',
    },
    player: {
      uuid: '55555555-5555-4555-8555-555555555555',
      email: 'ola@example.com',
      firstName: 'Ola',
      lastName: 'Nordmann',
    },
    balance: { cash: '19.00', bonus: '0.00', held: '51.00' },
    risks: [{ flag: 'first_withdrawal' }, { flag: 'little_play', deposited: '100.00', staked: '30.00' }],
    needsSecondApproval: false,
    approvals: [],
    activity: {
      days: 30,
      deposits: '100.00',
      withdrawals: '0.00',
      stakes: '30.00',
      wins: '0.00',
      latest: [
        { type: 'block', balanceDelta: '-51.00', heldDelta: '51.00', at: '2026-11-27T08:00:00.000Z' },
        { type: 'deposit', balanceDelta: '100.00', heldDelta: '0.00', at: '2026-11-26T08:00:00.000Z' },
      ],
    },
    ...rest,
  } as WithdrawalQueueItem;
}

const LARGE = item('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', {
  amount: '1500.00',
  needsSecondApproval: true,
  risks: [
    { flag: 'new_address', address: '0xabc' },
    { flag: 'large_amount', threshold: '1000.00' },
  ],
  approvals: [{ staffId: ANA, staffName: 'Ana Payer', at: '2026-11-27T09:00:00.000Z', reason: 'Checked' }],
});
const SMALL = item('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb');

describe('the withdrawal queue', () => {
  it('shows each withdrawal with its flags as badges, the figures behind them, and who approved first', async () => {
    fakePlatform({
      'GET /api/backoffice/me': { result: selfOf('payments') },
      'GET /api/backoffice/withdrawals': { result: [SMALL, LARGE] },
    });
    await renderApp('/withdrawals');
    const table = await screen.findByRole('table', { name: 'Withdrawals waiting for a decision, oldest first' });
    const rows = await within(table).findAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Ola Nordmann');
    expect(rows[1]).toHaveTextContent('50.00 EUR');
    expect(within(rows[1]!).getByText('First withdrawal')).toBeVisible();
    expect(within(rows[1]!).getByText('Little play')).toBeVisible();
    expect(within(rows[1]!).getByText('One approval needed')).toBeVisible();
    expect(within(rows[2]!).getByText('New payout address')).toBeVisible();
    expect(within(rows[2]!).getByText('Large amount')).toBeVisible();
    expect(within(rows[2]!).getByText('Needs a second approval')).toBeVisible();
    expect(within(rows[2]!).getByText('Approved by Ana Payer')).toBeVisible();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Review the withdrawal of 50.00 EUR by Ola Nordmann' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdrawal of 50.00 EUR' });
    expect(within(dialog).getByText('30.00 EUR staked since the last deposit of 100.00 EUR.')).toBeVisible();
    expect(within(dialog).getByText('No earlier withdrawal of this player was paid out.')).toBeVisible();
    expect(within(dialog).getByText('Withdrawal requested (held)')).toBeVisible();
    expect(within(dialog).getByRole('heading', { name: 'Last 30 days' })).toBeVisible();
  });

  it('records a first approval of a large amount and says it waits for a second; a rejection needs a reason', async () => {
    let queue = [item('cccccccc-cccc-4ccc-8ccc-cccccccccccc', { amount: '1500.00', needsSecondApproval: true })];
    const platform = fakePlatform({
      'GET /api/backoffice/me': { result: selfOf('payments') },
      'GET /api/backoffice/withdrawals': () => ({ result: queue }),
      'POST /api/backoffice/withdrawals/cccccccc-cccc-4ccc-8ccc-cccccccccccc/approve': () => {
        queue = [
          {
            ...queue[0]!,
            approvals: [{ staffId: ME, staffName: 'Ada Admin', at: '2026-11-27T09:00:00.000Z', reason: null }],
          },
        ];
        return { result: { withdrawal: queue[0]!.withdrawal, approvalsNeeded: 1 } };
      },
      'POST /api/backoffice/withdrawals/cccccccc-cccc-4ccc-8ccc-cccccccccccc/reject': (call: SentCall) => ({
        result: {
          ...queue[0]!.withdrawal,
          status: { name: 'rejected' },
          rejectionReason: (call.body as { reason: string }).reason,
        },
      }),
    });
    await renderApp('/withdrawals');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Review the withdrawal of 1500.00 EUR/ }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('This amount needs two approvals by different staff members.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Give the first approval' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your approval is recorded. The withdrawal of 1500.00 EUR waits for a second approval.',
    );
    const approve = platform.calls.find((call) => call.path.endsWith('/approve'))!;
    expect(approve.headers.get('x-csrf-token')).toBe('csrf-payments');
    expect(approve.body).toEqual({});

    // The same staff member opens it again: they cannot approve twice.
    await waitFor(() => expect(screen.getByText('Needs a second approval')).toBeVisible());
    await user.click(screen.getByRole('button', { name: /Review the withdrawal of 1500.00 EUR/ }));
    dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('You approved it first. Another staff member must give the second approval.'),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Approve' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText(/Enter the reason the player will see/)).toBeVisible();
    expect(platform.calls.some((call) => call.path.endsWith('/reject'))).toBe(false);
    await user.type(within(dialog).getByLabelText('Reason', { exact: false }), 'Address not the player’s');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(platform.calls.some((call) => call.path.endsWith('/reject'))).toBe(true));
    expect(platform.calls.find((call) => call.path.endsWith('/reject'))!.body).toEqual({
      reason: 'Address not the player’s',
    });
  });

  it('shows a role without withdrawals.decide the queue and the review, with no decision buttons', async () => {
    fakePlatform({
      'GET /api/backoffice/me': { result: selfOf('support') },
      'GET /api/backoffice/withdrawals': { result: [LARGE] },
    });
    await renderApp('/withdrawals');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Review the withdrawal of 1500.00 EUR/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Ana Payer approved it first/)).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: /Approve/ })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Reject' })).toBeNull();
  });
});

describe('the held deposits', () => {
  const HELD: HeldDepositItem = {
    deposit: {
      ...SMALL.withdrawal,
      uuid: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd',
      amount: '40.00',
      fee: { amount: '0.00' },
      type: { name: 'deposit' },
      status: { name: 'held' },
      withdrawal: null,
    },
    player: SMALL.player,
    reason: 'deposit_limit',
  } as HeldDepositItem;

  it('lists them with the reason, and releases one with a note', async () => {
    let held = [HELD];
    const platform = fakePlatform({
      'GET /api/backoffice/me': { result: selfOf('payments') },
      'GET /api/backoffice/held-deposits': () => ({ result: held }),
      'POST /api/backoffice/held-deposits/dddddddd-dddd-4ddd-8ddd-dddddddddddd/release': () => {
        held = [];
        return { result: { ...HELD.deposit, status: { name: 'completed' } } };
      },
    });
    await renderApp('/held-deposits');
    expect(await screen.findByText('Over a deposit limit')).toBeVisible();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Release the deposit of 40.00 EUR by Ola Nordmann' }));
    const dialog = await screen.findByRole('dialog', { name: 'Release 40.00 EUR to the balance of Ola Nordmann?' });
    await user.type(within(dialog).getByLabelText('Note for the audit (optional)'), 'Limit period over');
    await user.click(within(dialog).getByRole('button', { name: 'Release' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The deposit of 40.00 EUR is released to the balance of Ola Nordmann.',
    );
    expect(platform.calls.find((call) => call.path.endsWith('/release'))!.body).toEqual({
      reason: 'Limit period over',
    });
    expect(await screen.findByText('No deposit is held.')).toBeVisible();
  });

  it('shows no buttons to a role without deposits.decide', async () => {
    fakePlatform({
      'GET /api/backoffice/me': { result: selfOf('compliance') },
      'GET /api/backoffice/held-deposits': { result: [HELD] },
    });
    await renderApp('/held-deposits');
    expect(await screen.findByText('Over a deposit limit')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Release|Return/ })).toBeNull();
  });
});
