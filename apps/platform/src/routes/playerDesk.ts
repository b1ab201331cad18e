import { backofficeApi, SELF_EXCLUSION_PERIODS, TIME_OUT_PERIODS } from '@casino/contract';
import type { SelfExclusionPeriod, TimeOutPeriod } from '@casino/contract';
import type { PlatformContext } from '../context';
import { invalid, says } from '../services/errors';
import type { StaffCaller } from '../services/staff';

/** The staff caller of a 'staff' endpoint (the registrar has refused a call without one). */
function caller(staff: StaffCaller | null): StaffCaller {
  if (!staff) throw new Error('A staff endpoint ran without its staff member');
  return staff;
}

/**
 * The back office's daily desk (issue 30): the dashboard, the player search, the player 360,
 * staff's notes and tags, and the actions on a player. Every endpoint is 'staff' (session cookie,
 * CSRF on changes, the endpoint's permission: http/routing.ts); every change is an audit entry.
 */
export async function registerPlayerDeskRoutes(context: PlatformContext): Promise<void> {
  const { dashboard, desk, reports, staff } = context.services;
  const { player360, notes, actions } = desk;
  const actorOf = (member: StaffCaller | null) => staff.actorOf(caller(member));
  const namedActorOf = (member: StaffCaller | null) => ({ ...actorOf(member), name: caller(member).name });

  context.route(backofficeApi.businessReport, ({ query }) => reports.business(query));

  context.route(backofficeApi.dashboard, async () => {
    const figures = await dashboard.figures();
    const at = (queue: { count: number; oldestSince: Date | null }) => ({
      count: queue.count,
      oldestSince: queue.oldestSince?.toISOString() ?? null,
    });
    return {
      queues: {
        kyc: at(figures.queues.kyc),
        withdrawals: at(figures.queues.withdrawals),
        heldDeposits: at(figures.queues.heldDeposits),
      },
      day: figures.day,
      money: figures.money,
    };
  });

  context.route(backofficeApi.searchPlayers, ({ query }) => player360.search(query.q ?? ''));

  context.route(backofficeApi.player, ({ params }) => player360.view(params.uuid));

  context.route(backofficeApi.addPlayerNote, async ({ staff: member, params, body }) => {
    const text = body.text.trim();
    if (text === '') throw invalid(says('validation.required'), { text: says('validation.required') });
    return notes.addNote(actorOf(member), await player360.playerId(params.uuid), text);
  });

  context.route(backofficeApi.setPlayerTags, async ({ staff: member, params, body }) =>
    notes.setTags(actorOf(member), await player360.playerId(params.uuid), body.tags),
  );

  context.route(backofficeApi.lockPlayer, ({ staff: member, params, body }) =>
    actions.lock(actorOf(member), params.uuid, body.reason),
  );

  context.route(backofficeApi.unlockPlayer, ({ staff: member, params, body }) =>
    actions.unlock(actorOf(member), params.uuid, body.reason),
  );

  context.route(backofficeApi.resetPlayerTwoFactor, ({ staff: member, params, body }) =>
    actions.resetTwoFactor(actorOf(member), params.uuid, body.reason),
  );

  context.route(backofficeApi.setPlayerLimitByStaff, async ({ staff: member, params, body }) => {
    const { reason, ...limit } = body;
    if (typeof limit.amount === 'string' && limit.amount.trim() === '') {
      throw invalid(says('protection.limitAmount'), { amount: says('protection.limitAmount') });
    }
    return actions.setLimit(namedActorOf(member), params.uuid, limit, reason);
  });

  context.route(backofficeApi.recordAffordabilityCheckByStaff, ({ staff: member, params, body }) =>
    actions.recordAffordabilityCheck(namedActorOf(member), params.uuid, { amount: body.amount, note: body.reason }),
  );

  context.route(backofficeApi.recordContactMomentByStaff, ({ staff: member, params, body }) =>
    actions.recordContactMoment(namedActorOf(member), params.uuid, body.reason),
  );

  context.route(backofficeApi.excludePlayerByStaff, async ({ staff: member, params, body }) => {
    const timeOut = (TIME_OUT_PERIODS as readonly string[]).includes(body.period);
    const selfExclusion = (SELF_EXCLUSION_PERIODS as readonly string[]).includes(body.period);
    if ((body.type === 'time_out' && !timeOut) || (body.type === 'self_exclusion' && !selfExclusion)) {
      const message =
        body.type === 'time_out'
          ? `A time-out lasts ${TIME_OUT_PERIODS.join(', ')}`
          : `A self-exclusion lasts ${SELF_EXCLUSION_PERIODS.join(', ')}`;
      throw invalid(message, { period: message });
    }
    return actions.exclude(
      namedActorOf(member),
      params.uuid,
      body.type === 'time_out'
        ? { type: 'time_out', period: body.period as TimeOutPeriod }
        : { type: 'self_exclusion', period: body.period as SelfExclusionPeriod },
      body.reason,
    );
  });

  context.route(backofficeApi.requestBalanceAdjustment, ({ staff: member, params, body }) =>
    actions.requestAdjustment(actorOf(member), params.uuid, body),
  );

  context.route(backofficeApi.approveBalanceAdjustment, ({ staff: member, params, body }) =>
    actions.approveAdjustment(actorOf(member), params.id, body.reason),
  );

  context.route(backofficeApi.rejectBalanceAdjustment, ({ staff: member, params, body }) =>
    actions.rejectAdjustment(actorOf(member), params.id, body.reason),
  );
}
