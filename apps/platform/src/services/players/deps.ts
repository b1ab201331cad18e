import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Mailer } from '../mail';
import type { NationalRegisters } from '../registers';
import type { SessionService } from '../sessions';
import type { TwoFactorService } from '../twoFactor';
import type { WalletService } from '../wallet';
import type { PlayerDetailsCache } from './detailsCache';
import type { PlayerMail } from './notices';
import type { PlayerRecords } from './records';

/** What the players services are made from (the composition root hands them over). */
export interface PlayersDeps {
  db: Database;
  config: Config;
  sessions: SessionService;
  wallet: WalletService;
  mailer: Mailer;
  twoFactor: TwoFactorService;
  /** The details answers kept per process: every write that changes a player's details tells it after committing. */
  playerDetails: PlayerDetailsCache;
  /** The national exclusion registers, asked at sign-up and sign-in (docs/registers.md). */
  registers: NationalRegisters;
}

/** The deps of one players service: the platform's, and the lookups and e-mails they share. */
export interface PlayersParts extends PlayersDeps {
  records: PlayerRecords;
  notices: PlayerMail;
}
