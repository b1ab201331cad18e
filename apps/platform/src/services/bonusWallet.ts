import { and, eq, lte, sql } from 'drizzle-orm';
import { type Clock, systemClock } from '../clock';
import type { Database, Executor } from '../db/client';
import { prepared } from '../db/prepared';
import {
  accounts,
  bonusOffers,
  type BonusProductName,
  playerBonuses,
  ROUND_REFERENCE_TYPE,
  SPORTSBOOK_BET_REFERENCE_TYPE,
} from '../db/schema';
import { notFound, says } from './errors';
import { percentageCleared } from './bonuses';
import type { Posting, PostingResult } from './ledger';
import type { LedgerScope, WalletService } from './wallet';

export const NO_ACTIVE_BONUS_MESSAGE = says('bonus.noneInProgress');

type PlayerBonusRow = typeof playerBonuses.$inferSelect;
type EndStatus = 'completed' | 'expired' | 'forfeited';

const ENTRY_OF_END: Record<EndStatus, 'bonus_conversion' | 'bonus_expiry' | 'bonus_forfeit'> = {
  completed: 'bonus_conversion',
  expired: 'bonus_expiry',
  forfeited: 'bonus_forfeit',
};

/** A stake as the bonus wallet took it: how much of it was bonus money, and from which bonus. */
export interface FundedStake {
  result: PostingResult;
  bonusStake: bigint;
  playerBonusId: number | null;
}

/**
 * The product a stake is on, read from its ledger reference: a casino game round or a sportsbook
 * bet; null for any other stake (only a mixed bonus covers it).
 */
export function stakeProduct(referenceType: string): Exclude<BonusProductName, 'mixed'> | null {
  if (referenceType === ROUND_REFERENCE_TYPE) return 'casino';
  if (referenceType === SPORTSBOOK_BET_REFERENCE_TYPE) return 'sports';
  return null;
}

/** Whether a bonus for `product` covers a stake on `stake`: its money is staked and the stake counts. */
export const bonusCovers = (product: BonusProductName, stake: ReturnType<typeof stakeProduct>) =>
  product === 'mixed' || product === stake;

/** The player's combined account, its row locked for the rest of the transaction (accounts first, then bonus rows: no deadlock). */
async function combinedAccountRow(tx: Executor, ledger: LedgerScope, playerId: number) {
  const [row] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.playerId, playerId), eq(accounts.type, 'combined')))
    .limit(1);
  return row ? ledger.lock(row.id) : null;
}

/**
 * The money side of bonuses. An account's `bonus` is the bonus money of the player's one active
 * bonus; it never leaves as cash except through a conversion when the wagering is met (up to the
 * offer's maxConversionLimit), and it is removed when the bonus expires or is forfeited. Stakes
 * take cash first, then bonus money; winnings of a stake follow its funding (the bonus part of the
 * winnings is bonus money). Every movement is a ledger entry.
 */
export class BonusWallet {
  constructor(
    private readonly db: Database,
    private readonly wallet: WalletService,
    /** Decides when a clearing period has passed (the platform's clock: tests and TEST_CLOCK move it). */
    private readonly clock: Clock = systemClock,
  ) {}

  /**
   * Debits a stake (ledger type 'bet') cash first, then bonus money, after ending the player's bonus
   * if its clearing period has passed (so expired bonus money cannot be staked). A bonus is used
   * only on its product (stakeProduct of the posting's reference): a stake on the other product
   * takes cash only, so its winnings are cash too.
   */
  async stake(tx: Executor, ledger: LedgerScope, posting: Omit<Posting, 'bonusDelta' | 'type'>): Promise<FundedStake> {
    // The account row first (accounts first, then bonus rows: no deadlock); the ledger's posting
    // below does not lock it again.
    const account = await ledger.lock(posting.accountId);
    let active: PlayerBonusRow | null = null;
    // The bonus decides the funding only when there is bonus money to take: the locked row says
    // whether the player has a bonus in progress (a trigger on player_bonuses keeps it, and the
    // lock's statement reads the row's latest version) and how much bonus money the account holds
    // (this transaction's postings keep it). Without bonus money a stake is cash whatever the
    // bonus, and the wagering listener reads the bonus if the posting's statement finds one.
    if (account && account.hasActiveBonus !== false && account.bonus > 0n) {
      // The player's active bonus, locked (after the account: no deadlock), read by a statement of
      // its own: one sent after the account's lock was granted sees a bonus granted by the
      // transaction that held the lock (a statement that waits for a row's lock keeps the snapshot
      // it started with for everything but that row). One past its clearing period ends first
      // (expireDueOf), so expired bonus money cannot be staked.
      active = await activeBonusOf(tx, account.playerId, { lock: true });
      if (active?.expiresAt && active.expiresAt.getTime() <= this.clock.now().getTime()) {
        await this.expireDueOf(tx, ledger, account.playerId);
        active = await activeBonusOf(tx, account.playerId);
      }
    }
    const covered = !active || bonusCovers(active.product, stakeProduct(posting.referenceType));
    const result = await ledger.post({
      ...posting,
      type: 'bet',
      bonusDelta: covered ? 'cash-first' : 'cash-only',
    });
    const bonusStake = -result.bonusDelta;
    return { result, bonusStake, playerBonusId: bonusStake > 0n ? (active?.id ?? null) : null };
  }

  /**
   * Credits winnings (ledger type 'win'): the share of `payout` that the bonus money of the stake
   * earned is bonus money. When the bonus that funded the stake has ended meanwhile (a bet settled
   * later), that share is settled as its end says: converted within the conversion limit after a
   * completion, removed after an expiry or a forfeit, so bonus winnings never escape as cash.
   */
  async win(
    tx: Executor,
    ledger: LedgerScope,
    posting: Omit<Posting, 'bonusDelta' | 'type'>,
    funding: { stake: bigint; bonusStake: bigint; playerBonusId: number | null },
  ): Promise<PostingResult> {
    const bonusShare =
      funding.bonusStake > 0n && funding.stake > 0n ? (posting.balanceDelta * funding.bonusStake) / funding.stake : 0n;
    const result = await ledger.post({ ...posting, type: 'win', bonusDelta: bonusShare });
    if (result.replayed || bonusShare === 0n) return result;
    const [bonus] =
      funding.playerBonusId === null
        ? []
        : await tx.select().from(playerBonuses).where(eq(playerBonuses.id, funding.playerBonusId)).for('update');
    if (bonus?.status === 'active') return result;
    return this.settleEndedShare(tx, ledger, posting, bonus ?? null, bonusShare);
  }

  private async settleEndedShare(
    tx: Executor,
    ledger: LedgerScope,
    posting: Omit<Posting, 'bonusDelta' | 'type'>,
    bonus: PlayerBonusRow | null,
    share: bigint,
  ): Promise<PostingResult> {
    const status: EndStatus = bonus && bonus.status !== 'active' ? bonus.status : 'expired';
    let converted = 0n;
    if (status === 'completed' && bonus) {
      const room = (await conversionLimit(tx, bonus)) - bonus.convertedAmount;
      converted = room > 0n ? (share < room ? share : room) : 0n;
      if (converted > 0n) {
        await tx
          .update(playerBonuses)
          .set({ convertedAmount: bonus.convertedAmount + converted, updatedAt: sql`now()` })
          .where(eq(playerBonuses.id, bonus.id));
      }
    }
    return ledger.post({
      accountId: posting.accountId,
      type: ENTRY_OF_END[status],
      balanceDelta: -(share - converted),
      bonusDelta: -share,
      referenceType: 'bonus',
      referenceId: bonus?.uuid ?? posting.referenceId,
      idempotencyKey: `${posting.idempotencyKey}:bonus-share`,
    });
  }

  /**
   * Ends an active bonus (the account row must be locked first): its bonus money is converted
   * (completed: up to maxConversionLimit, the rest removed) or removed (expired, forfeited) in one
   * ledger entry, and the bonus takes its end status.
   */
  private async end(
    tx: Executor,
    ledger: LedgerScope,
    account: { id: number; bonus: bigint },
    bonus: PlayerBonusRow,
    status: EndStatus,
  ): Promise<void> {
    const money = account.bonus;
    let converted = 0n;
    if (status === 'completed') {
      const limit = await conversionLimit(tx, bonus);
      converted = money < limit ? money : limit;
    }
    await tx
      .update(playerBonuses)
      .set({
        status,
        convertedAmount: bonus.convertedAmount + converted,
        endedAt: this.clock.now(),
        updatedAt: sql`now()`,
      })
      .where(eq(playerBonuses.id, bonus.id));
    if (money === 0n) return;
    await ledger.post({
      accountId: account.id,
      type: ENTRY_OF_END[status],
      balanceDelta: -(money - converted),
      bonusDelta: -money,
      referenceType: 'bonus',
      referenceId: bonus.uuid,
      idempotencyKey: `bonus:${bonus.uuid}:${status}`,
    });
  }

  /** Ends the player's active bonus when its clearing period has passed (inside a wallet transaction). */
  async expireDueOf(tx: Executor, ledger: LedgerScope, playerId: number): Promise<void> {
    const account = await combinedAccountRow(tx, ledger, playerId);
    if (!account) return;
    const [due] = await tx
      .select()
      .from(playerBonuses)
      .where(
        and(
          eq(playerBonuses.playerId, playerId),
          eq(playerBonuses.status, 'active'),
          lte(playerBonuses.expiresAt, this.clock.now()),
        ),
      )
      .for('update');
    if (due) await this.end(tx, ledger, account, due, 'expired');
  }

  /** Ends the player's active bonus if due, in a transaction of its own. */
  expireDue(playerId: number): Promise<void> {
    return this.wallet.transact((tx, ledger) => this.expireDueOf(tx, ledger, playerId));
  }

  /** Ends every active bonus past its clearing period (the periodic sweep); answers how many. */
  async expireAllDue(): Promise<number> {
    const due = await this.db
      .select({ playerId: playerBonuses.playerId })
      .from(playerBonuses)
      .where(and(eq(playerBonuses.status, 'active'), lte(playerBonuses.expiresAt, this.clock.now())));
    for (const { playerId } of due) await this.expireDue(playerId);
    return due.length;
  }

  /**
   * The player gives up the bonus in progress (named by uuid, so a stale screen cannot forfeit a
   * newer one): its bonus money is removed. Answers the bonus's uuid.
   */
  async forfeit(playerId: number, uuid: string): Promise<string> {
    return this.wallet.transact(async (tx, ledger) => {
      const account = await combinedAccountRow(tx, ledger, playerId);
      if (!account) throw notFound(NO_ACTIVE_BONUS_MESSAGE);
      const [bonus] = await tx
        .select()
        .from(playerBonuses)
        .where(
          and(eq(playerBonuses.playerId, playerId), eq(playerBonuses.uuid, uuid), eq(playerBonuses.status, 'active')),
        )
        .for('update');
      if (!bonus) throw notFound(NO_ACTIVE_BONUS_MESSAGE);
      await this.end(tx, ledger, account, bonus, 'forfeited');
      return bonus.uuid;
    });
  }

  /**
   * Wallet posting listener (inside the stake's transaction, the account already locked): every
   * stake of a player with an active bonus on the bonus's product (any stake for a mixed bonus)
   * counts towards its wagering; at 100% the bonus completes and its bonus money converts.
   */
  recordWager = async (tx: Executor, posting: Posting, result: PostingResult, ledger: LedgerScope): Promise<void> => {
    if (posting.type !== 'bet' || posting.balanceDelta >= 0n) return;
    // The posting's own statement wrote the account row after every write of this transaction
    // and with the row locked: no bonus in progress there, nothing to count.
    if (result.hasActiveBonus === false) return;
    // The posting locked the account row in this transaction; its figures are the result's.
    const account = { id: posting.accountId, playerId: result.playerId, bonus: result.bonus };
    const bonus = await activeBonusOf(tx, account.playerId, { lock: true });
    if (!bonus) return;
    if (bonus.expiresAt && bonus.expiresAt.getTime() <= this.clock.now().getTime()) {
      await this.end(tx, ledger, account, bonus, 'expired');
      return;
    }
    // A stake on another product than the bonus's does not clear it (it took no bonus money).
    if (!bonusCovers(bonus.product, stakeProduct(posting.referenceType))) return;
    const wagered = bonus.amountWagered + -posting.balanceDelta;
    await tx
      .update(playerBonuses)
      .set({
        amountWagered: wagered,
        percentageCleared: percentageCleared(wagered, bonus.wageringRequirement),
        updatedAt: sql`now()`,
      })
      .where(eq(playerBonuses.id, bonus.id));
    if (wagered >= bonus.wageringRequirement) {
      await this.end(tx, ledger, account, { ...bonus, amountWagered: wagered }, 'completed');
    }
  };
}

const activeBonusQuery = (db: Executor) =>
  db
    .select()
    .from(playerBonuses)
    .where(and(eq(playerBonuses.playerId, sql.placeholder('playerId')), eq(playerBonuses.status, 'active')))
    .limit(1);
const activeBonus = prepared('bonus_active', activeBonusQuery);
const activeBonusLocked = prepared('bonus_active_locked', (db) => activeBonusQuery(db).for('update'));

/** The player's active bonus (at most one), locked for the transaction with `lock`. */
async function activeBonusOf(
  tx: Executor,
  playerId: number,
  { lock = false }: { lock?: boolean } = {},
): Promise<PlayerBonusRow | null> {
  const [row] = await (lock ? activeBonusLocked : activeBonus)(tx, { playerId });
  return row ?? null;
}

async function conversionLimit(tx: Executor, bonus: PlayerBonusRow): Promise<bigint> {
  const [offer] = await tx
    .select({ limit: bonusOffers.maxConversionLimit })
    .from(bonusOffers)
    .where(eq(bonusOffers.id, bonus.offerId));
  return offer?.limit ?? 0n;
}
