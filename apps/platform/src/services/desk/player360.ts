import type { Player360, PlayerSearchHit } from '@casino/contract';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { players } from '../../db/schema';
import { notFound } from '../errors';
import type { GameRoundService } from '../gameRounds';
import type { KycService } from '../kyc';
import type { PaymentService } from '../payments';
import type { PlayerServices } from '../players';
import type { PlayerSearch } from '../playerSearch';
import type { ProtectionServices } from '../protection';
import type { SessionService } from '../sessions';
import type { SportsbookService } from '../sportsbook';
import type { TwoFactorService } from '../twoFactor';
import type { WalletService } from '../wallet';
import type { BonusService } from '../bonuses';
import type { PlayerActions } from './playerActions';
import type { PlayerNotes } from './playerNotes';

/** How many of the latest payments, rounds and bets the page shows. */
export const PLAYER_360_LATEST = 20;

export const PLAYER_NOT_FOUND_MESSAGE = 'Player not found';

export interface Player360Deps {
  db: Database;
  clock: Clock;
  players: PlayerServices;
  kyc: KycService;
  wallet: WalletService;
  payments: PaymentService;
  gameRounds: GameRoundService;
  sportsbook: SportsbookService;
  sessions: SessionService;
  twoFactor: TwoFactorService;
  protection: ProtectionServices;
  search: PlayerSearch;
  notes: PlayerNotes;
  actions: PlayerActions;
  bonuses: BonusService;
}

/**
 * The back office's player 360 (issue 30): one player as staff see them, read through the
 * services that own each part (the same answers the player's own pages get), and the search
 * that leads there.
 */
export class Player360Service {
  constructor(private readonly deps: Player360Deps) {}

  async search(text: string): Promise<PlayerSearchHit[]> {
    const hits = await this.deps.search.search(text);
    return hits.map((hit) => ({
      uuid: hit.uuid,
      email: hit.email,
      gamertag: hit.username,
      firstName: hit.firstName,
      lastName: hit.lastName,
      country: hit.country,
      currency: hit.currencyCode,
      kycStatus: hit.kycStatus,
      createdAt: hit.createdAt.toISOString(),
      matched: hit.matched,
    }));
  }

  /** The player's id by uuid; 404 for none. */
  async playerId(uuid: string): Promise<number> {
    const [row] = await this.deps.db.select({ id: players.id }).from(players).where(eq(players.uuid, uuid));
    if (!row) throw notFound(PLAYER_NOT_FOUND_MESSAGE);
    return row.id;
  }

  async view(uuid: string): Promise<Player360> {
    const { db, clock, players: playerServices, kyc, wallet, payments, gameRounds, sportsbook } = this.deps;
    const { sessions, twoFactor, protection, notes } = this.deps;
    const playerId = await this.playerId(uuid);
    const latest = { page: 1, limit: PLAYER_360_LATEST };
    const [row] = await db.select({ lockedUntil: players.lockedUntil }).from(players).where(eq(players.id, playerId));
    const [details, record, accounts, statement, rounds, bets, open, signIns, standing, trail, twoFactorStatus] =
      await Promise.all([
        playerServices.profile.details(playerId),
        kyc.getRecord(playerId, { latestOnly: false }),
        wallet.accountsOf(playerId),
        payments.listTransactions(playerId, latest),
        gameRounds.listRounds(playerId, latest),
        sportsbook.bets.list(playerId, { limit: PLAYER_360_LATEST }),
        sessions.list(playerId, ''),
        sessions.signIns(playerId),
        protection.standing.state(playerId),
        protection.audit.trail(playerId),
        twoFactor.status(playerId),
      ]);
    const [written, tags, activeBonus, adjustments] = await Promise.all([
      notes.notesOf(playerId),
      notes.tagsOf(playerId),
      this.deps.bonuses.selfBonuses(playerId, false),
      this.deps.actions.adjustmentsOf(playerId),
    ]);
    const lockedUntil = row?.lockedUntil ?? null;
    return {
      player: details,
      locked: lockedUntil !== null && lockedUntil > clock.now(),
      lockedUntil: lockedUntil?.toISOString() ?? null,
      kyc: record,
      accounts,
      transactions: statement.transactions,
      rounds: rounds.rounds,
      bets,
      sessions: open,
      signIns,
      protection: standing,
      protectionAudit: trail,
      twoFactorEnabled: twoFactorStatus.enabled,
      notes: written,
      tags,
      activeBonus: Array.isArray(activeBonus) ? null : activeBonus,
      adjustments,
    };
  }
}
