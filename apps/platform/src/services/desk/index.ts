import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { AuditService } from '../audit';
import { PlayerActions } from './playerActions';
import { Player360Service, type Player360Deps } from './player360';
import { PlayerNotes } from './playerNotes';

export { PlayerActions, STAFF_LOCK_UNTIL } from './playerActions';
export { Player360Service } from './player360';
export { PlayerNotes } from './playerNotes';

/** The back office's player desk (issue 30): the player 360, staff's notes and tags, and the actions. */
export interface DeskServices {
  player360: Player360Service;
  notes: PlayerNotes;
  actions: PlayerActions;
}

export function createDeskServices(
  deps: Omit<Player360Deps, 'notes' | 'actions'> & { db: Database; clock: Clock; audit: AuditService },
): DeskServices {
  const notes = new PlayerNotes(deps.db, deps.clock, deps.audit);
  const actions = new PlayerActions({
    db: deps.db,
    clock: deps.clock,
    audit: deps.audit,
    sessions: deps.sessions,
    twoFactor: deps.twoFactor,
    protection: deps.protection,
    wallet: deps.wallet,
  });
  return { notes, actions, player360: new Player360Service({ ...deps, notes, actions }) };
}
