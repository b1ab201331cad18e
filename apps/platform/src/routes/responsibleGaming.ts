import { adminApi, playersApi, type SelfExclusionPeriod, type TimeOutPeriod, TIME_OUT_PERIODS } from '@casino/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { PlatformContext } from '../context';
import { players } from '../db/schema';
import { createCredentialThrottle } from '../http/credentialThrottle';
import { badRequest, notFound, unauthorized } from '../http/errors';
import { LIMIT_AMOUNT_MESSAGE } from '../services/protection';
import { protectionChangeRecord } from '../services/audit/protectionChange';
import { invalid } from '../services/errors';
import type { Identity } from '../services/sessions';
import { automationActor } from './backoffice';
import { recordAutomation } from './backofficeAutomation';

export const PLAYER_NOT_FOUND_MESSAGE = 'Player not found';
const TIME_OUT_PERIOD_MESSAGE = `A time-out lasts ${TIME_OUT_PERIODS.join(', ')}`;
const SELF_EXCLUSION_PERIOD_MESSAGE = 'A self-exclusion lasts 6m, 1y, 5y or permanent';

function playerOf(identity: Identity | null): number {
  if (!identity) throw unauthorized();
  return identity.playerId;
}

/** An empty amount is not a removal (Ajv would read '' as null): only null removes a limit. */
function noEmptyAmount(request: FastifyRequest): void {
  const body = request.body as { amount?: unknown } | null;
  if (body && typeof body === 'object' && typeof body.amount === 'string' && body.amount.trim() === '') {
    throw invalid(LIMIT_AMOUNT_MESSAGE, { amount: LIMIT_AMOUNT_MESSAGE });
  }
}

/** Player protection (issue 16): the player's own settings and the operator's side. */
export async function registerResponsibleGamingRoutes(context: PlatformContext): Promise<void> {
  const { db } = context;
  const { protection, twoFactor } = context.services;
  // The calls that check the password (and a code) count wrong ones as sign-in does: a stolen
  // access token is no password oracle.
  const credentials = createCredentialThrottle(context);

  async function playerByUuid(uuid: string): Promise<number> {
    const [player] = await db.select({ id: players.id }).from(players).where(eq(players.uuid, uuid));
    if (!player) throw notFound(PLAYER_NOT_FOUND_MESSAGE);
    return player.id;
  }

  context.route(playersApi.getResponsibleGaming, async ({ identity }) => {
    const playerId = playerOf(identity);
    const state = await protection.standing.state(playerId);
    // A German player's LUGAS limit file, read when the tab is (null while LUGAS is out of reach).
    return { ...state, crossOperatorDeposits: await context.services.lugas.view(playerId) };
  });
  context.route(playersApi.setLimit, {
    validate: noEmptyAmount,
    handler: ({ identity, body }) => protection.limits.setLimit(playerOf(identity), 'player', body),
  });
  context.route(playersApi.confirmLimit, ({ identity, body }) =>
    protection.limits.confirmLimit(playerOf(identity), body),
  );
  context.route(playersApi.setRealityCheck, ({ identity, body }) =>
    protection.realityChecks.setRealityCheck(playerOf(identity), body.minutes),
  );
  context.route(playersApi.answerRealityCheck, ({ identity, body }) =>
    protection.realityChecks.answerRealityCheck(playerOf(identity), body.action),
  );
  // With two-factor sign-in on, an exclusion also needs a code (after the password).
  // The panic button (Germany's short-term block): 24 hours at once, no password to type first.
  context.route(playersApi.panicButton, ({ identity }) =>
    protection.exclusions.exclude(playerOf(identity), 'player', { type: 'time_out', period: '24h' }),
  );
  context.route(playersApi.takeTimeOut, ({ identity, body, request, reply }) =>
    credentials.player(request, reply, playerOf(identity), async () => {
      await twoFactor.confirm(playerOf(identity), body.password, body.twoFactorCode);
      return protection.exclusions.exclude(
        playerOf(identity),
        'player',
        { type: 'time_out', period: body.period },
        body.password,
      );
    }),
  );
  context.route(playersApi.selfExclude, ({ identity, body, request, reply }) =>
    credentials.player(request, reply, playerOf(identity), async () => {
      await twoFactor.confirm(playerOf(identity), body.password, body.twoFactorCode);
      return protection.exclusions.exclude(
        playerOf(identity),
        'player',
        { type: 'self_exclusion', period: body.period },
        body.password,
      );
    }),
  );
  context.route(playersApi.requestResume, ({ identity, body, request, reply }) =>
    credentials.player(request, reply, playerOf(identity), () =>
      protection.exclusions.requestResume(playerOf(identity), body.password),
    ),
  );
  context.route(playersApi.closeAccount, ({ identity, body, request, reply }) =>
    credentials.player(request, reply, playerOf(identity), () =>
      protection.exclusions.closeAccount(playerOf(identity), body.password),
    ),
  );

  context.route(adminApi.listMarketingRecipients, ({ query }) => protection.audience.recipients(query.list));
  context.route(adminApi.findPlayer, async ({ query }) => {
    const [player] = await db
      .select({ uuid: players.uuid, email: players.email, firstName: players.firstName, lastName: players.lastName })
      .from(players)
      .where(eq(sql`lower(${players.email})`, query.email.trim().toLowerCase()));
    if (!player) throw notFound(PLAYER_NOT_FOUND_MESSAGE);
    return player;
  });
  context.route(adminApi.getPlayerProtection, async ({ params }) => {
    const playerId = await playerByUuid(params.playerUuid);
    const [state, audit] = await Promise.all([protection.standing.state(playerId), protection.audit.trail(playerId)]);
    return { state, audit };
  });
  // The operator token is automation: besides the protection audit's "By operator" entry, each
  // change is an entry of the tamper-evident audit trail (issue 30), with the state before and
  // after, written by the protection service in the change's own transaction.
  const audited = (request: FastifyRequest, playerUuid: string, playerId: number) =>
    protectionChangeRecord(context.services.audit, protection.standing, automationActor(request), {
      playerId,
      playerUuid,
    });
  context.route(adminApi.setPlayerLimit, {
    validate: noEmptyAmount,
    handler: async ({ params, body, request }) => {
      const playerId = await playerByUuid(params.playerUuid);
      return protection.limits.setLimit(playerId, 'operator', body, audited(request, params.playerUuid, playerId));
    },
  });
  // An affordability check lifts a Dutch player's monthly cap on net deposits to its amount.
  context.route(adminApi.recordAffordabilityCheck, async ({ params, body, request }) => {
    const playerId = await playerByUuid(params.playerUuid);
    const { before, after } = await protection.limits.recordAffordabilityCheck(playerId, body);
    await recordAutomation(context, request, {
      action: 'protection.affordabilityCheck',
      targetKind: 'protection',
      targetId: params.playerUuid,
      playerUuid: params.playerUuid,
      before: { cap: before.depositCap?.cap ?? null },
      after: { cap: after.depositCap?.cap ?? null, amount: body.amount },
      reason: body.note,
    });
    return after;
  });
  // A personal contact opens a Dutch player's deposits past the first amount a month.
  context.route(adminApi.recordContactMoment, async ({ params, body, request }) => {
    const playerId = await playerByUuid(params.playerUuid);
    const { after } = await protection.limits.recordContactMoment(playerId, 'operator', body.note);
    await recordAutomation(context, request, {
      action: 'protection.contactMoment',
      targetKind: 'protection',
      targetId: params.playerUuid,
      playerUuid: params.playerUuid,
      before: { untilContact: true },
      after: { untilContact: false },
      reason: body.note,
    });
    return after;
  });
  context.route(adminApi.excludePlayer, async ({ params, body, request }) => {
    const playerId = await playerByUuid(params.playerUuid);
    const isTimeOut = (TIME_OUT_PERIODS as readonly string[]).includes(body.period);
    if (body.type === 'time_out' && !isTimeOut) {
      throw badRequest(TIME_OUT_PERIOD_MESSAGE, { period: TIME_OUT_PERIOD_MESSAGE });
    }
    if (body.type === 'self_exclusion' && isTimeOut) {
      throw badRequest(SELF_EXCLUSION_PERIOD_MESSAGE, { period: SELF_EXCLUSION_PERIOD_MESSAGE });
    }
    return protection.exclusions.exclude(
      playerId,
      'operator',
      body.type === 'time_out'
        ? { type: 'time_out', period: body.period as TimeOutPeriod }
        : { type: 'self_exclusion', period: body.period as SelfExclusionPeriod },
      undefined,
      audited(request, params.playerUuid, playerId),
    );
  });
}
