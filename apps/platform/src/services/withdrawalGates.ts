import type { WithdrawalRequirement, WithdrawalStatus } from '@casino/contract';
import { fromMinorUnits } from '@casino/rules';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database, Executor } from '../db/client';
import { accounts, bonusOffers, currencies, playerBonuses, players } from '../db/schema';
import { conflict, refused, says, type Said } from './errors';
import type { BonusService } from './bonuses';

export const EMAIL_UNVERIFIED_MESSAGE = says('withdrawal.emailUnverified');
export const KYC_REQUIRED_MESSAGE = says('withdrawal.kycRequired');
export const BONUS_ACTIVE_MESSAGE = says('withdrawal.bonusActive');

const REFUSALS: Record<WithdrawalRequirement, { message: Said; reason: string }> = {
  email: { message: EMAIL_UNVERIFIED_MESSAGE, reason: 'email_unverified' },
  kyc: { message: KYC_REQUIRED_MESSAGE, reason: 'kyc_required' },
};

/**
 * What a withdrawal needs besides money: a verified e-mail and approved KYC (each relaxable by
 * the operator's settings for a market that allows it), and no bonus in progress (bonus money is
 * never withdrawable, and the player forfeits a bonus only by their own choice).
 */
export class WithdrawalGates {
  constructor(
    private readonly db: Database,
    private readonly config: Pick<Config, 'withdrawalRequiresVerifiedEmail' | 'withdrawalRequiresKyc'>,
    private readonly bonuses: BonusService,
    /** The player's KYC status brought up to date (documents expire by time). */
    private readonly kycStatus: (playerId: number) => Promise<string | null>,
  ) {}

  async missing(playerId: number): Promise<WithdrawalRequirement[]> {
    const missing: WithdrawalRequirement[] = [];
    if (this.config.withdrawalRequiresVerifiedEmail) {
      const [player] = await this.db
        .select({ verified: players.isVerified })
        .from(players)
        .where(eq(players.id, playerId));
      if (!player?.verified) missing.push('email');
    }
    if (this.config.withdrawalRequiresKyc && (await this.kycStatus(playerId)) !== 'approved') missing.push('kyc');
    return missing;
  }

  /** Refuses (403 with the rule as reason) a player who lacks a requirement. */
  async assertMet(playerId: number): Promise<void> {
    const [first] = await this.missing(playerId);
    if (first) throw refused(REFUSALS[first].message, REFUSALS[first].reason);
  }

  /** Refuses (409, reason bonus_active) while a bonus is in progress; call inside the withdrawal's transaction. */
  async assertNoActiveBonus(tx: Executor, playerId: number): Promise<void> {
    if (await activeBonus(tx, playerId)) {
      throw conflict(BONUS_ACTIVE_MESSAGE, { amount: BONUS_ACTIVE_MESSAGE }, { reason: 'bonus_active' });
    }
  }

  /** What the Withdraw tab shows before a submit. */
  async status(playerId: number): Promise<WithdrawalStatus> {
    await this.bonuses.expireDue(playerId);
    const [missing, bonus, [account]] = await Promise.all([
      this.missing(playerId),
      activeBonus(this.db, playerId),
      this.db
        .select({ balance: accounts.balance, bonus: accounts.bonus, decimals: currencies.decimals })
        .from(accounts)
        .innerJoin(currencies, eq(currencies.code, accounts.currencyCode))
        .where(and(eq(accounts.playerId, playerId), eq(accounts.type, 'combined'))),
    ]);
    const decimals = account?.decimals ?? 2;
    return {
      canWithdraw: missing.length === 0 && !bonus,
      missing,
      cash: fromMinorUnits(account ? account.balance - account.bonus : 0n, decimals),
      bonus: fromMinorUnits(account?.bonus ?? 0n, decimals),
      activeBonus: bonus
        ? {
            uuid: bonus.uuid,
            name: bonus.name,
            wageringLeft: fromMinorUnits(
              bonus.wagered >= bonus.requirement ? 0n : bonus.requirement - bonus.wagered,
              decimals,
            ),
          }
        : null,
    };
  }
}

async function activeBonus(executor: Executor, playerId: number) {
  const [row] = await executor
    .select({
      uuid: playerBonuses.uuid,
      name: bonusOffers.name,
      wagered: playerBonuses.amountWagered,
      requirement: playerBonuses.wageringRequirement,
    })
    .from(playerBonuses)
    .innerJoin(bonusOffers, eq(bonusOffers.id, playerBonuses.offerId))
    .where(and(eq(playerBonuses.playerId, playerId), eq(playerBonuses.status, 'active')))
    .limit(1);
  return row ?? null;
}
