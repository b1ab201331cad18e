import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { Database } from '../db/client';
import { players, refreshTokens, sessions } from '../db/schema';
import { unauthorized } from '../http/errors';

export const TOKEN_EXPIRED_MESSAGE = 'Token expired, please login again';

export interface Identity {
  playerId: number;
  playerUuid: string;
  sessionId: string;
}

export interface TokenPair {
  token: string;
  refreshToken: string;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
export const newOpaqueToken = () => randomBytes(32).toString('base64url');

/**
 * Short-lived access tokens (JWT) bound to a server-side session, and one-use refresh tokens
 * that rotate; presenting a used refresh token again revokes the whole session.
 */
export class SessionService {
  private readonly key: Uint8Array;

  constructor(
    private readonly db: Database,
    private readonly options: { jwtSecret: string; accessTokenTtlSeconds: number; refreshTokenTtlSeconds: number },
  ) {
    this.key = new TextEncoder().encode(options.jwtSecret);
  }

  async start(playerId: number, playerUuid: string): Promise<TokenPair> {
    const expiresAt = new Date(Date.now() + this.options.refreshTokenTtlSeconds * 1000);
    const [session] = await this.db.insert(sessions).values({ playerId, expiresAt }).returning({ id: sessions.id });
    if (!session) throw new Error('Session was not created');
    const refreshToken = newOpaqueToken();
    await this.db.insert(refreshTokens).values({ sessionId: session.id, tokenHash: hashToken(refreshToken) });
    return { token: await this.accessToken(playerUuid, session.id), refreshToken };
  }

  private accessToken(playerUuid: string, sessionId: string): Promise<string> {
    return new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(playerUuid)
      .setIssuedAt()
      .setExpirationTime(`${this.options.accessTokenTtlSeconds}s`)
      .sign(this.key);
  }

  /** Checks the signature, the expiry and that the session is still open. Throws a 401 otherwise. */
  async verify(token: string | undefined): Promise<Identity> {
    if (!token) throw unauthorized();
    let sessionId: string;
    let playerUuid: string;
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      if (typeof payload.sid !== 'string' || typeof payload.sub !== 'string') throw new Error('malformed');
      sessionId = payload.sid;
      playerUuid = payload.sub;
    } catch {
      throw unauthorized(TOKEN_EXPIRED_MESSAGE);
    }
    const [row] = await this.db
      .select({ playerId: sessions.playerId, uuid: players.uuid })
      .from(sessions)
      .innerJoin(players, eq(players.id, sessions.playerId))
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())));
    if (!row || row.uuid !== playerUuid) throw unauthorized(TOKEN_EXPIRED_MESSAGE);
    return { playerId: row.playerId, playerUuid, sessionId };
  }

  /** Exchanges a refresh token for a new pair. A reused token revokes its session. */
  async refresh(refreshToken: string): Promise<TokenPair> {
    return this.db
      .transaction(async (tx) => {
        const [row] = await tx
          .select({
            tokenId: refreshTokens.id,
            usedAt: refreshTokens.usedAt,
            sessionId: sessions.id,
            revokedAt: sessions.revokedAt,
            expiresAt: sessions.expiresAt,
            playerUuid: players.uuid,
          })
          .from(refreshTokens)
          .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
          .innerJoin(players, eq(players.id, sessions.playerId))
          .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)))
          .for('update');
        if (!row || row.revokedAt || row.expiresAt <= new Date()) throw unauthorized(TOKEN_EXPIRED_MESSAGE);
        if (row.usedAt) {
          await tx
            .update(sessions)
            .set({ revokedAt: new Date(), revokedReason: 'refresh-token-reuse' })
            .where(eq(sessions.id, row.sessionId));
          return null;
        }
        await tx.update(refreshTokens).set({ usedAt: new Date() }).where(eq(refreshTokens.id, row.tokenId));
        const next = newOpaqueToken();
        await tx.insert(refreshTokens).values({ sessionId: row.sessionId, tokenHash: hashToken(next) });
        return { token: await this.accessToken(row.playerUuid, row.sessionId), refreshToken: next };
      })
      .then((pair) => {
        // The revocation above must commit, so the 401 is raised after the transaction.
        if (!pair) throw unauthorized(TOKEN_EXPIRED_MESSAGE);
        return pair;
      });
  }

  async revoke(sessionId: string, reason = 'sign-out'): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: new Date(), revokedReason: reason })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  }

  async revokeAllFor(playerId: number, reason: string): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: new Date(), revokedReason: reason })
      .where(and(eq(sessions.playerId, playerId), isNull(sessions.revokedAt)));
  }
}
