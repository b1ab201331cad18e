import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { PlatformContext } from '../context';
import { payments, players } from '../db/schema';
import type { AuditInput } from '../services/audit';
import { automationActor } from './backoffice';

/**
 * The audit of the operator token's changes (OPERATOR_TOKEN is for automation only: the CLI,
 * scripts): each is an entry of actor `automation` with the caller's address, written once the
 * change succeeded.
 */
export function recordAutomation(
  context: Pick<PlatformContext, 'services'>,
  request: FastifyRequest,
  input: AuditInput,
): Promise<unknown> {
  return context.services.audit.append(automationActor(request), input);
}

/** The uuid of the player a payment (deposit or withdrawal) belongs to. */
export async function playerUuidOfPayment(
  context: Pick<PlatformContext, 'db'>,
  paymentUuid: string,
): Promise<string | null> {
  const [row] = await context.db
    .select({ uuid: players.uuid })
    .from(payments)
    .innerJoin(players, eq(players.id, payments.playerId))
    .where(eq(payments.uuid, paymentUuid));
  return row?.uuid ?? null;
}

/** The id of a player by uuid, or undefined. */
export async function playerIdOfUuid(context: Pick<PlatformContext, 'db'>, uuid: string): Promise<number | undefined> {
  const [row] = await context.db.select({ id: players.id }).from(players).where(eq(players.uuid, uuid));
  return row?.id;
}

/** The uuid of a player by id, or null. */
export async function playerUuidOfId(context: Pick<PlatformContext, 'db'>, id: number): Promise<string | null> {
  const [row] = await context.db.select({ uuid: players.uuid }).from(players).where(eq(players.id, id));
  return row?.uuid ?? null;
}
