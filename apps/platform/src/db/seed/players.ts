import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import { systemClock } from '../../clock';
import { hashPassword } from '../../services/players';
import { createProtectionGate } from '../../services/protection';
import { WalletService } from '../../services/wallet';
import type { Database } from '../client';
import { accounts, players } from '../schema';

/** The demo player of local and test setups (never seeded in production). */
export const DEMO_PLAYER = {
  email: 'demo@casino.local',
  password: 'Demo-Password-1',
  username: 'demoplayer',
  currency: 'EUR',
  /** Starting balance in minor units: 100.00 EUR. */
  balance: 10_000n,
} as const;

const DEMO_BALANCE_KEY = 'seed:demo-player:starting-balance';

/**
 * The demo player with a verified e-mail, a combined EUR account and a small starting balance
 * (one ledger 'bonus' posting with a fixed idempotency key, so restarts never add to it).
 */
export async function seedPlayers(db: Database, config: Config): Promise<void> {
  if (config.env === 'production') return;
  // The starting balance is no stake, but every wallet checks stakes with player protection.
  const wallet = new WalletService(db, systemClock, createProtectionGate({ db, clock: systemClock }).gate);
  const find = () =>
    db
      .select({ id: players.id })
      .from(players)
      .where(eq(sql`lower(${players.email})`, DEMO_PLAYER.email));

  let [player] = await find();
  if (!player) {
    await db
      .insert(players)
      .values({
        email: DEMO_PLAYER.email,
        username: DEMO_PLAYER.username,
        passwordHash: await hashPassword(DEMO_PLAYER.password),
        firstName: 'Demo',
        lastName: 'Player',
        gender: 'other',
        dob: '1990-01-01',
        phoneNumber: '+35621234567',
        address: '1 Demo Street',
        city: 'Valletta',
        // Malta: the default market (MARKETS=mt) takes any currency.
        country: 'Malta',
        locale: 'en_GB',
        currencyCode: DEMO_PLAYER.currency,
        consent: true,
        isVerified: true,
      })
      .onConflictDoNothing();
    [player] = await find();
  }
  if (!player) return;
  const playerId = player.id;

  await wallet.transact(async (tx, ledger) => {
    const [account] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.playerId, playerId), eq(accounts.type, 'combined')));
    const accountId = account?.id ?? (await wallet.openAccount(tx, playerId, DEMO_PLAYER.currency));
    await ledger.post({
      accountId,
      type: 'bonus',
      balanceDelta: DEMO_PLAYER.balance,
      referenceType: 'seed',
      referenceId: 'demo-player',
      idempotencyKey: DEMO_BALANCE_KEY,
    });
  });
}
