import { backofficeApi, type PaymentTransaction } from '@casino/contract';
import { fromMinorUnits } from '@casino/rules';
import { eq } from 'drizzle-orm';
import type { PlatformContext } from '../context';
import type { Executor } from '../db/client';
import { currencies, payments, players } from '../db/schema';
import type { StaffCaller } from '../services/staff';

/** The staff caller of a 'staff' endpoint (the registrar has refused a call without one). */
function caller(staff: StaffCaller | null): StaffCaller {
  if (!staff) throw new Error('A staff endpoint ran without its staff member');
  return staff;
}

/**
 * The back office's money queues (issue 30): the withdrawal queue with four eyes and the held
 * deposits. Staff decisions are audit entries of the staff member, written in the decision's
 * transaction (a return through the provider: once the provider was asked).
 */
export function registerBackofficeMoneyRoutes(context: PlatformContext): void {
  const { moneyQueues, withdrawals, heldDeposits, staff, audit } = context.services;

  context.route(backofficeApi.withdrawalQueue, () => moneyQueues.withdrawalQueue());

  context.route(backofficeApi.approveWithdrawal, ({ staff: member, params, body }) => {
    const actor = staff.actorOf(caller(member));
    return withdrawals.approveAsStaff(params.uuid, {
      actor: { ...actor, kind: 'staff', id: caller(member).staffId },
      reason: body.reason ?? null,
    });
  });

  context.route(backofficeApi.rejectWithdrawal, ({ staff: member, params, body }) =>
    withdrawals.reject(params.uuid, body.reason, staff.actorOf(caller(member))),
  );

  context.route(backofficeApi.heldDepositQueue, () => moneyQueues.heldDepositQueue());

  /** The audit entry of a decision on a held deposit. */
  const recordDeposit = async (
    member: StaffCaller,
    action: 'deposit.release' | 'deposit.refund',
    executor: Executor,
    payment: { uuid: string; playerId: number; amount: bigint; currencyCode: string },
    status: string,
    reason: string | null,
  ) => {
    const [player] = await executor
      .select({ uuid: players.uuid })
      .from(players)
      .where(eq(players.id, payment.playerId));
    const [currency] = await executor
      .select({ decimals: currencies.decimals })
      .from(currencies)
      .where(eq(currencies.code, payment.currencyCode));
    await audit.append(
      staff.actorOf(member),
      {
        action,
        targetKind: 'deposit',
        targetId: payment.uuid,
        playerUuid: player?.uuid ?? null,
        before: { status: 'held' },
        after: {
          status,
          amount: fromMinorUnits(payment.amount, currency?.decimals ?? 2),
          currency: payment.currencyCode,
        },
        reason,
      },
      executor,
    );
  };

  context.route(backofficeApi.releaseHeldDeposit, ({ staff: member, params, body }) =>
    heldDeposits.release(params.uuid, (tx, payment) =>
      recordDeposit(caller(member), 'deposit.release', tx, payment, 'completed', body.reason ?? null),
    ),
  );

  context.route(backofficeApi.returnHeldDeposit, async ({ staff: member, params, body }) => {
    const returned: PaymentTransaction = await heldDeposits.refund(params.uuid);
    const [payment] = await context.db.select().from(payments).where(eq(payments.uuid, params.uuid));
    if (payment) {
      await recordDeposit(
        caller(member),
        'deposit.refund',
        context.db,
        payment,
        returned.status.name,
        body.reason ?? null,
      );
    }
    return returned;
  });
}
