import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Database, Executor } from '../../db/client';
import type { BonusWallet } from '../bonusWallet';
import type { Mailer } from '../mail';
import type { MarketRules } from '../markets';
import type { LimitFigures } from './limits';
import type { MarketCaps } from './marketCap';
import type { ProtectionAudit, ProtectionMail } from './notices';
import type { PlaySessions } from './playSessions';
import type { StandingReader, StandingService } from './standing';

/** What the gate is made from: the database and the platform's clock (every window is read from it). */
export interface ProtectionDeps {
  db: Database;
  clock: Clock;
  /** The rules of each player's market (built from the clock when not given). */
  markets?: MarketRules;
}

/** The readers of the player's protection the gate and the changes share. */
export interface ProtectionReading {
  /** The protection row: exclusions, closure, the reality-check interval. */
  rows: StandingReader;
  /** Limits and what the ledger holds in their windows. */
  limits: LimitFigures;
  /** Play sessions and the minutes played. */
  sessions: PlaySessions;
  /** The market's monthly cap on net deposits, its alerts, and the market's reading of the player. */
  caps: MarketCaps;
}

/**
 * What the player's and operator's changes need besides (the composition root hands them over
 * once the wallet, built with the gate, has its bonus side).
 */
export interface ProtectionServicesDeps {
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** An exclusion or closure forfeits the bonus in progress. */
  bonusWallet: BonusWallet;
}

/** The deps of one change service: the platform's, the readers, the trail, the e-mails and the state it answers. */
export interface ProtectionParts extends ProtectionDeps, ProtectionServicesDeps, ProtectionReading {
  audit: ProtectionAudit;
  mail: ProtectionMail;
  standing: StandingService;
}

/**
 * A record of a change written in the change's own transaction (the back office's audit entry,
 * with the state before and after): called with the transaction once the player's row is locked,
 * it answers what to call once the change is written, in the same transaction. A refused change
 * writes nothing; a record that fails undoes the change.
 */
export type ChangeRecord = (tx: Executor) => Promise<(tx: Executor) => Promise<void>>;
