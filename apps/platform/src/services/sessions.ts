import { createHash, randomBytes } from 'node:crypto';
import type { PlayerSession, SignInAttempt, SignInOutcome } from '@casino/contract';
import Bowser from 'bowser';
import { and, desc, eq, gt, isNull, lt, ne, or } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import { systemClock, type Clock } from '../clock';
import type { Database } from '../db/client';
import { players, refreshTokens, sessions, signInAttempts } from '../db/schema';
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

/** Who signed in: the connection's address (request.ip) and the browser's User-Agent. */
export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

/** Sign-ins the player's history shows. */
export const SIGN_IN_HISTORY_LENGTH = 20;
/** A session's last use is written at most this often. */
export const LAST_SEEN_INTERVAL_MS = 60_000;
const MAX_USER_AGENT_LENGTH = 512;

/** Browser (name and major version), system and device kind of a User-Agent, or nulls. */
export function describeUserAgent(userAgent: string | null): {
  browser: string | null;
  os: string | null;
  device: string | null;
} {
  if (!userAgent) return { browser: null, os: null, device: null };
  const parsed = Bowser.parse(userAgent);
  const major = parsed.browser.version?.split('.')[0];
  const browser = parsed.browser.name ? [parsed.browser.name, major].filter(Boolean).join(' ') : null;
  const os = parsed.os.name
    ? [parsed.os.name, parsed.os.versionName ?? parsed.os.version].filter(Boolean).join(' ')
    : null;
  return { browser, os, device: parsed.platform.type ?? null };
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
export const newOpaqueToken = () => randomBytes(32).toString('base64url');

/**
 * Short-lived access tokens (JWT) bound to a server-side session, and one-use refresh tokens
 * that rotate; presenting a used refresh token again revokes the whole session.
 */
export class SessionService {
  private readonly key: Uint8Array;
  private readonly revokedListeners: ((sessionIds: string[]) => void)[] = [];

  constructor(
    private readonly db: Database,
    private readonly options: { jwtSecret: string; accessTokenTtlSeconds: number; refreshTokenTtlSeconds: number },
    /** Times a sign-in (player protection starts a new play session after one). */
    private readonly clock: Clock = systemClock,
  ) {
    this.key = new TextEncoder().encode(options.jwtSecret);
  }

  /** Called after sessions end (sign-out, password change or reset, refresh-token reuse): live sockets close. */
  onRevoked(listener: (sessionIds: string[]) => void): void {
    this.revokedListeners.push(listener);
  }

  /** Tells the listeners that these sessions have ended (after the change has committed). */
  announceRevoked(sessionIds: string[]): void {
    if (sessionIds.length === 0) return;
    for (const listener of this.revokedListeners) listener(sessionIds);
  }

  async start(playerId: number, playerUuid: string, client?: ClientInfo): Promise<TokenPair> {
    const expiresAt = new Date(Date.now() + this.options.refreshTokenTtlSeconds * 1000);
    const now = this.clock.now();
    const [session] = await this.db
      .insert(sessions)
      .values({
        playerId,
        expiresAt,
        createdAt: now,
        lastSeenAt: now,
        ipAddress: client?.ip ?? null,
        userAgent: client?.userAgent?.slice(0, MAX_USER_AGENT_LENGTH) ?? null,
      })
      .returning({ id: sessions.id });
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
      .select({ playerId: sessions.playerId, uuid: players.uuid, lastSeenAt: sessions.lastSeenAt })
      .from(sessions)
      .innerJoin(players, eq(players.id, sessions.playerId))
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())));
    if (!row || row.uuid !== playerUuid) throw unauthorized(TOKEN_EXPIRED_MESSAGE);
    await this.touch(sessionId, row.lastSeenAt);
    return { playerId: row.playerId, playerUuid, sessionId };
  }

  /** Moves the session's last use on, at most once a minute (one guarded update, often none). */
  private async touch(sessionId: string, lastSeenAt: Date | null): Promise<void> {
    const now = this.clock.now();
    if (lastSeenAt && now.getTime() - lastSeenAt.getTime() < LAST_SEEN_INTERVAL_MS) return;
    const before = new Date(now.getTime() - LAST_SEEN_INTERVAL_MS);
    await this.db
      .update(sessions)
      .set({ lastSeenAt: now })
      .where(and(eq(sessions.id, sessionId), or(isNull(sessions.lastSeenAt), lt(sessions.lastSeenAt, before))));
  }

  /** The player's open sessions, the most recently used first. */
  async list(playerId: number, currentSessionId: string): Promise<PlayerSession[]> {
    const rows = await this.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.playerId, playerId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
      .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
    return rows.map((row) => ({
      id: row.id,
      ...describeUserAgent(row.userAgent),
      address: row.ipAddress,
      startedAt: row.createdAt.toISOString(),
      lastSeenAt: (row.lastSeenAt ?? row.createdAt).toISOString(),
      current: row.id === currentSessionId,
    }));
  }

  /** Ends one open session of the player; false when there is none of that id. */
  async endOne(playerId: number, sessionId: string): Promise<boolean> {
    const ended = await this.db
      .update(sessions)
      .set({ revokedAt: new Date(), revokedReason: 'ended-by-player' })
      .where(and(eq(sessions.id, sessionId), eq(sessions.playerId, playerId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    this.announceRevoked(ended.map((session) => session.id));
    return ended.length > 0;
  }

  /** Ends every open session of the player except `keepSessionId`; answers how many ended. */
  async endOthers(playerId: number, keepSessionId: string): Promise<number> {
    const ended = await this.db
      .update(sessions)
      .set({ revokedAt: new Date(), revokedReason: 'ended-by-player' })
      .where(and(eq(sessions.playerId, playerId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    this.announceRevoked(ended.map((session) => session.id));
    return ended.length;
  }

  /** Writes one attempt to the player's sign-in history. */
  async recordSignIn(playerId: number, outcome: SignInOutcome, client?: ClientInfo): Promise<void> {
    await this.db.insert(signInAttempts).values({
      playerId,
      outcome,
      ipAddress: client?.ip ?? null,
      userAgent: client?.userAgent?.slice(0, MAX_USER_AGENT_LENGTH) ?? null,
      createdAt: this.clock.now(),
    });
  }

  /** The last SIGN_IN_HISTORY_LENGTH attempts, newest first. */
  async signIns(playerId: number): Promise<SignInAttempt[]> {
    const rows = await this.db
      .select()
      .from(signInAttempts)
      .where(eq(signInAttempts.playerId, playerId))
      .orderBy(desc(signInAttempts.createdAt), desc(signInAttempts.id))
      .limit(SIGN_IN_HISTORY_LENGTH);
    return rows.map((row) => {
      const { browser, os } = describeUserAgent(row.userAgent);
      return { outcome: row.outcome, at: row.createdAt.toISOString(), address: row.ipAddress, browser, os };
    });
  }

  /** Exchanges a refresh token for a new pair. A reused token revokes its session. */
  async refresh(refreshToken: string): Promise<TokenPair> {
    return this.db
      .transaction(async (tx): Promise<TokenPair | { revoked: string }> => {
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
          return { revoked: row.sessionId };
        }
        await tx.update(refreshTokens).set({ usedAt: new Date() }).where(eq(refreshTokens.id, row.tokenId));
        const next = newOpaqueToken();
        await tx.insert(refreshTokens).values({ sessionId: row.sessionId, tokenHash: hashToken(next) });
        return { token: await this.accessToken(row.playerUuid, row.sessionId), refreshToken: next };
      })
      .then((pair) => {
        // The revocation above must commit, so the 401 is raised after the transaction.
        if ('revoked' in pair) {
          this.announceRevoked([pair.revoked]);
          throw unauthorized(TOKEN_EXPIRED_MESSAGE);
        }
        return pair;
      });
  }

  async revoke(sessionId: string, reason = 'sign-out'): Promise<void> {
    const ended = await this.db
      .update(sessions)
      .set({ revokedAt: new Date(), revokedReason: reason })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    this.announceRevoked(ended.map((session) => session.id));
  }

  async revokeAllFor(playerId: number, reason: string): Promise<void> {
    const ended = await this.db
      .update(sessions)
      .set({ revokedAt: new Date(), revokedReason: reason })
      .where(and(eq(sessions.playerId, playerId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    this.announceRevoked(ended.map((session) => session.id));
  }
}
