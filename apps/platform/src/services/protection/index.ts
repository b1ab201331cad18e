/**
 * Player protection (issue 16; UKGC RTS 12-14, MGA), one part per job:
 *
 * - `gate.ts`: the gate every money path asks before money moves (see there for who asks what);
 * - `standing.ts`: the protection row, whether an exclusion stops play, the Responsible Gaming state;
 * - `limits.ts`: limits over rolling windows of the ledger, their refusals, setting and confirming them;
 * - `playSessions.ts`: play sessions, minutes played, reality checks;
 * - `exclusions.ts`: time-out, self-exclusion, resuming after it, closing the account;
 * - `audience.ts`: who may receive marketing;
 * - `notices.ts`: the audit trail and the confirmation e-mails;
 * - `common.ts`: windows, waits, texts, the refusal, reading a typed limit.
 *
 * The composition root builds it in two steps: `createProtectionGate` first (the wallet takes the
 * gate's stake check), then `createProtectionServices` over it once the bonus wallet exists
 * (an exclusion forfeits the bonus in progress).
 */
import type { ProtectionDeps, ProtectionReading, ProtectionServicesDeps } from './deps';
import { ExclusionService } from './exclusions';
import { PlayerProtectionGate, type ProtectionGate } from './gate';
import { LimitFigures, LimitService } from './limits';
import { MarketingAudience } from './audience';
import { ProtectionAudit, ProtectionMail } from './notices';
import { PlaySessions, RealityCheckService } from './playSessions';
import { StandingReader, StandingService } from './standing';

export * from './common';
export type { MarketingList } from './audience';
export type { ChangeRecord, ProtectionDeps, ProtectionServicesDeps } from './deps';
export type { ProtectionGate } from './gate';
export { ExclusionService, LimitService, MarketingAudience, ProtectionAudit, RealityCheckService, StandingService };

/** The gate and the readers it is made of (the services of `createProtectionServices` share them). */
export interface ProtectionCore {
  gate: ProtectionGate;
  reading: ProtectionReading;
  deps: ProtectionDeps;
}

/** The protection services of a platform. */
export interface ProtectionServices {
  /** What every money path asks (the same object each of them was built with). */
  gate: ProtectionGate;
  /** The Responsible Gaming state of a player. */
  standing: StandingService;
  /** Setting and confirming limits. */
  limits: LimitService;
  /** The reality-check interval and the answer to a due check. */
  realityChecks: RealityCheckService;
  /** Time-out, self-exclusion, resuming, closure. */
  exclusions: ExclusionService;
  /** Who may receive marketing e-mails. */
  audience: MarketingAudience;
  /** The audit trail of protection changes. */
  audit: ProtectionAudit;
}

/** The gate, from the database and the clock alone (the wallet is built with it). */
export function createProtectionGate(deps: ProtectionDeps): ProtectionCore {
  const sessions = new PlaySessions(deps.db);
  const reading: ProtectionReading = {
    rows: new StandingReader(deps.db),
    sessions,
    limits: new LimitFigures(deps.db, sessions),
  };
  return { gate: new PlayerProtectionGate({ ...deps, ...reading }), reading, deps };
}

/** The player's and operator's side of protection, over the gate's readers. */
export function createProtectionServices(core: ProtectionCore, deps: ProtectionServicesDeps): ProtectionServices {
  const base = { ...core.deps, ...core.reading, ...deps };
  const audit = new ProtectionAudit(base.db);
  const standing = new StandingService(base);
  const parts = { ...base, audit, standing, mail: new ProtectionMail(base.db, deps.mailer, deps.log) };
  return {
    gate: core.gate,
    standing,
    limits: new LimitService(parts),
    realityChecks: new RealityCheckService(parts),
    exclusions: new ExclusionService(parts),
    audience: new MarketingAudience(base.db, base.clock),
    audit,
  };
}
