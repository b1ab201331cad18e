import type { Executor } from '../../db/client';
import type { ChangeRecord, StandingService } from '../protection';
import type { AuditActor, AuditService } from './index';

/**
 * The audit entry of a limit or exclusion set by staff or automation, as a `ChangeRecord` the
 * protection services write in the change's own transaction: the player's protection state
 * before (read once the player's row is locked) and after (read once the change is written).
 * Both read through the transaction, so no other change can come between them.
 */
export function protectionChangeRecord(
  audit: AuditService,
  standing: Pick<StandingService, 'state'>,
  actor: AuditActor,
  change: {
    playerId: number;
    playerUuid: string;
    reason?: string | null;
    /** The audit action (a limit or exclusion: 'protection.change'). */
    action?: 'protection.change' | 'protection.affordabilityCheck' | 'protection.contactMoment';
  },
): ChangeRecord {
  return async (tx: Executor) => {
    const before = await standing.state(change.playerId, tx);
    return async (tx: Executor) => {
      await audit.append(
        actor,
        {
          action: change.action ?? 'protection.change',
          targetKind: 'protection',
          targetId: change.playerUuid,
          playerUuid: change.playerUuid,
          before,
          after: await standing.state(change.playerId, tx),
          reason: change.reason ?? null,
        },
        tx,
      );
    };
  };
}
