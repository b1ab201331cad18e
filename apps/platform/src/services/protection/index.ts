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
 * - `marketCap.ts`: the market's monthly cap on net deposits (the Netherlands) and the alerts at 50% and 100%;
 * - `common.ts`: windows, waits, texts, the refusal, reading a typed limit.
 *
 * The composition root builds it in two steps: `createProtectionGate` first (the wallet takes the
 * gate's stake check), then `createProtectionServices` over it once the bonus wallet exists
 * (an exclusion forfeits the bonus in progress).
 */
import type { ProtectionDeps, ProtectionReading, ProtectionServicesDeps } from './deps';
import { ExclusionService } from './exclusions';
import { PlayerProtectionGate, type ProtectionGate } from './gate';
import { MarketRules } from '../markets';
import { LimitFigures, LimitService } from './limits';
import { LimitAlerts, MarketCaps } from './marketCap';
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
  const limits = new LimitFigures(deps.db, sessions);
  const reading: ProtectionReading = {
    rows: new StandingReader(deps.db),
    sessions,
    limits,
    caps: new MarketCaps(deps.db, deps.markets ?? new MarketRules(deps.clock), limits),
  };
  return { gate: new PlayerProtectionGate({ ...deps, ...reading }), reading, deps };
}

/** The player's and operator's side of protection, over the gate's readers. */
export function createProtectionServices(core: ProtectionCore, deps: ProtectionServicesDeps): ProtectionServices {
  const base = { ...core.deps, ...core.reading, ...deps };
  const audit = new ProtectionAudit(base.db);
  const standing = new StandingService(base);
  const mail = new ProtectionMail(base.db, deps.mailer, deps.log);
  const parts = { ...base, audit, standing, mail };
  // A deposit credited may raise an alert at 50% or 100% of a limit or of the market's cap.
  const alerts = new LimitAlerts({
    ...base,
    audit,
    mail,
    lockedRow: (tx, playerId) => base.rows.lockedRow(tx, playerId),
    now: () => base.clock.now(),
  });
  core.gate.onCredited((playerId) => alerts.afterCredit(playerId));
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
