import { marketOfCountry } from '@casino/rules';
import { randomBytes } from 'node:crypto';
import type { KycStatus, PlayerDetails } from '@casino/contract';
import { verify } from '@node-rs/argon2';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/client';
import { emailChanges, players } from '../../db/schema';
import { notFound } from '../errors';
import type { AccountView, WalletService } from '../wallet';
import { AVATAR_FILE_PATTERN, AVATAR_PATH_PREFIX, hashPassword, normaliseEmail, type PlayerRow } from './common';

/**
 * The player lookups every players service shares: a player by id or address, the password
 * check, and the player's details as the API answers them.
 */
export class PlayerRecords {
  private dummyHash: Promise<string> | undefined;

  constructor(
    readonly db: Database,
    private readonly config: Pick<Config, 'publicUrl'>,
    private readonly wallet: WalletService,
  ) {}

  async findByEmail(email: string, executor: Executor = this.db): Promise<PlayerRow | undefined> {
    const [player] = await executor
      .select()
      .from(players)
      .where(eq(sql`lower(${players.email})`, normaliseEmail(email)));
    return player;
  }

  async playerById(playerId: number, executor: Executor = this.db): Promise<PlayerRow> {
    const [player] = await executor.select().from(players).where(eq(players.id, playerId));
    if (!player) throw notFound('Player not found');
    return player;
  }

  /** Verifies a password; without a stored hash it verifies against a dummy one (same time, false). */
  async passwordMatches(storedHash: string | undefined, password: string): Promise<boolean> {
    this.dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    const against = storedHash ?? (await this.dummyHash);
    const matches = await verify(against, password).catch(() => false);
    return storedHash !== undefined && matches;
  }

  async details(playerId: number, executor: Executor = this.db): Promise<PlayerDetails> {
    const player = await this.playerById(playerId, executor);
    return this.toDetails(player, executor);
  }

  async toDetails(player: PlayerRow, executor: Executor = this.db): Promise<PlayerDetails> {
    const accounts = await this.wallet.accountsOf(player.id, executor);
    return this.detailsOf(player, accounts, await this.pendingEmailOf(player.id, executor));
  }

  detailsOf(player: PlayerRow, accounts: AccountView[], pendingEmail: string | null): PlayerDetails {
    return {
      uuid: player.uuid,
      username: player.username,
      email: player.email,
      isVerified: player.isVerified,
      kycStatus: (player.kycStatus ?? null) as KycStatus | null,
      profilePicture: player.profilePicture ? this.pictureUrl(player.profilePicture) : null,
      firstName: player.firstName,
      lastName: player.lastName,
      gender: player.gender as PlayerDetails['gender'],
      dob: player.dob,
      placeOfBirth: player.placeOfBirth,
      birthName: player.birthName,
      phoneNumber: player.phoneNumber,
      address: player.address,
      city: player.city,
      country: player.country,
      market: marketOfCountry(player.country),
      locale: player.locale,
      currency: accounts[0]?.currency.code ?? player.currencyCode,
      consent: player.consent,
      createdAt: player.createdAt.toISOString(),
      pendingEmail,
      accounts,
    };
  }

  /** A stored picture name as a URL; a stored URL or path is answered as it is. */
  pictureUrl(stored: string): string {
    return AVATAR_FILE_PATTERN.test(stored) ? `${this.config.publicUrl}${AVATAR_PATH_PREFIX}${stored}` : stored;
  }

  private async pendingEmailOf(playerId: number, executor: Executor): Promise<string | null> {
    const [change] = await this.pendingEmailQuery(playerId, executor);
    return change?.value ?? null;
  }

  /**
   * The address of the player's open e-mail change (at most one row), or with `column` its expiry;
   * `playerId` may be a column.
   */
  pendingEmailQuery<
    C extends typeof emailChanges.newEmail | typeof emailChanges.expiresAt = typeof emailChanges.newEmail,
  >(playerId: number | typeof players.id, executor: Executor = this.db, column: C = emailChanges.newEmail as C) {
    return executor
      .select({ value: column })
      .from(emailChanges)
      .where(
        and(
          eq(emailChanges.playerId, playerId),
          isNull(emailChanges.completedAt),
          isNull(emailChanges.cancelledAt),
          gt(emailChanges.expiresAt, new Date()),
        ),
      )
      .orderBy(desc(emailChanges.id))
      .limit(1);
  }
}
