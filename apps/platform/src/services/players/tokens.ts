import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { playerTokens } from '../../db/schema';
import { hashToken, newOpaqueToken } from '../sessions';

/** What a one-time token of a player's e-mail is for. */
export type TokenPurpose = 'verify-email' | 'reset-password';

/** A new one-time token of `purpose`; only its hash is stored. Answers the token itself. */
export async function issueToken(
  tx: Executor,
  playerId: number,
  purpose: TokenPurpose,
  ttlHours: number,
): Promise<string> {
  const token = newOpaqueToken();
  await tx.insert(playerTokens).values({
    playerId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ttlHours * 3_600_000),
  });
  return token;
}

/** Marks a valid token used and answers its player; null when unknown, used or expired. */
export async function consumeToken(tx: Executor, token: string, purpose: TokenPurpose): Promise<number | null> {
  const now = new Date();
  const [row] = await tx
    .update(playerTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(playerTokens.tokenHash, hashToken(token)),
        eq(playerTokens.purpose, purpose),
        isNull(playerTokens.usedAt),
        gt(playerTokens.expiresAt, now),
      ),
    )
    .returning({ playerId: playerTokens.playerId });
  return row?.playerId ?? null;
}

/** Makes every open token of `purpose` of the player unusable. */
export async function expireTokens(tx: Executor, playerId: number, purpose: TokenPurpose): Promise<void> {
  await tx
    .update(playerTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(playerTokens.playerId, playerId), eq(playerTokens.purpose, purpose), isNull(playerTokens.usedAt)));
}
