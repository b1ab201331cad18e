import { randomUUID } from 'node:crypto';
import {
  adminApi,
  buildPath,
  CRYPTOPAY_SIGNATURE_HEADER,
  KYC_DOCUMENT_TYPES,
  type PaymentLink,
  paymentsApi,
  playersApi,
  type SignUpBody,
} from '@casino/contract';
import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { accounts, ledgerEntries } from '../src/db/schema';
import { signPayload } from '../src/providers/cryptoPay/signature';
import { signUpPlayer, type SignedUpPlayer, tokenFromMail } from './fixtures';
import { threeDocuments, uploadKyc } from './kycFixtures';
import { OPERATOR_TOKEN, type TestPlatform } from './harness';

export { OPERATOR_TOKEN };

export interface Player extends SignedUpPlayer {
  accountId: number;
  currency: string;
}

/** A signed-up, signed-in player with their combined account id. */
export async function newPlayer(t: TestPlatform, overrides: Partial<SignUpBody> = {}): Promise<Player> {
  const player = await signUpPlayer(t, overrides);
  const [account] = await t.platform.context.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.playerId, player.playerId));
  if (!account) throw new Error('the player has no account');
  return { ...player, accountId: account.id, currency: overrides.currency ?? 'EUR' };
}

/**
 * Makes the player able to withdraw the way a player does: verifies the e-mail with the link of the
 * verification mail, uploads the three KYC documents and has the operator approve each.
 */
export async function makeEligible(t: TestPlatform, player: Player): Promise<Player> {
  const token = await tokenFromMail(t, player.email, 'verify');
  const verified = await t.call('GET', buildPath(playersApi.verifyEmail, { token }));
  if (verified.status !== 200) throw new Error(`verify-email answered ${verified.status}`);
  const uploaded = await uploadKyc(t, player.token, player.uuid, threeDocuments());
  if (uploaded.status !== 200) throw new Error(`kyc upload answered ${uploaded.status}`);
  for (const type of KYC_DOCUMENT_TYPES) {
    const review = await t.call(
      'POST',
      buildPath(adminApi.reviewKycDocument, { playerUuid: player.uuid, type } as never),
      { token: OPERATOR_TOKEN, body: { decision: 'approve' } },
    );
    if (review.status !== 200) throw new Error(`kyc review answered ${review.status}`);
  }
  return player;
}

/** An access token of the player that has expired (right signature, past expiry). */
export async function expiredToken(t: TestPlatform, player: Player): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ sid: randomUUID() })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(player.uuid)
    .setIssuedAt(now - 3600)
    .setExpirationTime(now - 1800)
    .sign(new TextEncoder().encode(t.config.jwtSecret));
}

/** Credits the player's account directly through the ledger (a test deposit). */
export async function credit(t: TestPlatform, player: Player, units: bigint, key = `test-credit-${randomUUID()}`) {
  await t.platform.context.services.wallet.transact((_tx, ledger) =>
    ledger.post({
      accountId: player.accountId,
      type: 'deposit',
      balanceDelta: units,
      referenceType: 'test',
      referenceId: key,
      idempotencyKey: key,
    }),
  );
}

/** A stake of `units`, cash first then bonus money (as the games post it). */
export async function bet(t: TestPlatform, player: Player, units: bigint, key = `test-bet-${randomUUID()}`) {
  await t.platform.context.services.wallet.transact((tx, ledger) =>
    t.platform.context.services.bonusWallet.stake(tx, ledger, {
      accountId: player.accountId,
      balanceDelta: -units,
      referenceType: 'test',
      referenceId: key,
      idempotencyKey: key,
    }),
  );
}

/** A win of `units` (as a game round's settlement posts it). */
export async function win(t: TestPlatform, player: Player, units: bigint, key = `test-win-${randomUUID()}`) {
  await t.platform.context.services.wallet.transact((_tx, ledger) =>
    ledger.post({
      accountId: player.accountId,
      type: 'win',
      balanceDelta: units,
      referenceType: 'test',
      referenceId: key,
      idempotencyKey: key,
    }),
  );
}

/** The account's balance and held amount, and the sums of its ledger entries. */
export async function figures(t: TestPlatform, player: Player) {
  const { db } = t.platform.context;
  const [account] = await db.select().from(accounts).where(eq(accounts.id, player.accountId));
  const [sums] = await db
    .select({
      balance: sql<string>`coalesce(sum(${ledgerEntries.balanceDelta}), 0)::text`,
      held: sql<string>`coalesce(sum(${ledgerEntries.heldDelta}), 0)::text`,
      entries: sql<number>`count(*)::int`,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, player.accountId));
  return {
    balance: account!.balance,
    held: account!.held,
    ledgerBalance: BigInt(sums!.balance),
    ledgerHeld: BigInt(sums!.held),
    entries: sums!.entries,
  };
}

/** Ledger entries of the account of one type. */
export async function entriesOfType(t: TestPlatform, player: Player, type: string) {
  const rows = await t.platform.context.db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, player.accountId));
  return rows.filter((row) => row.type === type);
}

/** POST payment-link; throws unless 200. */
export async function createLink(t: TestPlatform, player: Player, amount: string | number, bonusCode?: string) {
  const response = await t.call<{ result: PaymentLink }>('POST', buildPath(paymentsApi.createPaymentLink), {
    token: player.token,
    body: { amount, ...(bonusCode !== undefined ? { bonusCode } : {}) },
  });
  if (response.status !== 200)
    throw new Error(`payment-link answered ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body.result;
}

export interface WebhookBody {
  event: 'payment.confirmed' | 'payment.failed';
  eventId: string;
  paymentUuid: string;
  amount: string;
  currency: string;
}

/** Sends a webhook body as raw text, signed with `secret` (the platform's by default) unless `signature` is given. */
export async function sendWebhook(
  t: TestPlatform,
  body: WebhookBody | string,
  options: { signature?: string | null; secret?: string } = {},
) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const signature =
    options.signature === undefined
      ? signPayload(raw, options.secret ?? t.config.cryptoPayWebhookSecret)
      : options.signature;
  if (signature !== null) headers[CRYPTOPAY_SIGNATURE_HEADER] = signature;
  const response = await fetch(t.baseUrl + buildPath(paymentsApi.webhook), { method: 'POST', headers, body: raw });
  const text = await response.text();
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : null) as never as {
      result?: unknown;
      error?: { code: number; message: string; fields?: Record<string, string> };
    },
  };
}

export const confirmedEvent = (
  link: PaymentLink,
  amount: string,
  currency = 'EUR',
  eventId = randomUUID(),
): WebhookBody => ({
  event: 'payment.confirmed',
  eventId,
  paymentUuid: link.uuid,
  amount,
  currency,
});

/** A deposit made the whole way: link, then the provider's signed confirmation. */
export async function deposit(t: TestPlatform, player: Player, amount: string, bonusCode?: string) {
  const link = await createLink(t, player, amount, bonusCode);
  const confirmed = await sendWebhook(t, confirmedEvent(link, amount, player.currency));
  if (confirmed.status !== 200)
    throw new Error(`webhook answered ${confirmed.status}: ${JSON.stringify(confirmed.body)}`);
  return link;
}

/** A bitcoin, a Tron and an EVM address that pass the format rules. */
export const ADDRESSES = {
  BTC: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  TRC20: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7',
  EVM: '0x52908400098527886E0F7030069857D2E4169EE7',
};

/** Calls with the operator token. */
export const admin = (t: TestPlatform) => ({
  call: <T = unknown>(method: string, path: string, body?: unknown) =>
    t.call<T>(method, path, { token: OPERATOR_TOKEN, ...(body !== undefined ? { body } : {}) }),
});
