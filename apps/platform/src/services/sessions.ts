import { createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import type { PlayerSession, SignInAttempt, SignInOutcome } from '@casino/contract';
import Bowser from 'bowser';
import { and, desc, eq, gt, isNull, lt, ne, or, type SQL } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import { systemClock, type Clock } from '../clock';
import type { Database, Executor } from '../db/client';
import { players, refreshTokens, sessions, signInAttempts } from '../db/schema';
import { unauthenticated, says } from './errors';

export const TOKEN_EXPIRED_MESSAGE = says('toast.tokenExpired');

/**
 * How long a refresh token still renews after its first use (its successor's answer may be lost):
 * it answers the successor it was exchanged for, again.
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;

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
/** How long a process trusts a session it has verified without asking the database again. */
export const SESSION_CACHE_TTL_MS = 5_000;
/** Sessions one process keeps verified at most (the least recently used go first). */
export const SESSION_CACHE_MAX = 50_000;
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

/** What a valid access token says: its session and player (signature and expiry checked). */
export interface TokenClaims {
  sessionId: string;
  playerUuid: string;
}

/** The session's row as a query that checked it read it (see `SessionService.verifyWith`). */
export interface SessionFacts {
  playerId: number;
  lastSeenAt: Date | null;
  expiresAt: Date;
}

/** A session this process verified lately. */
interface VerifiedSession extends SessionFacts {
  playerUuid: string;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
export const newOpaqueToken = () => randomBytes(32).toString('base64url');

/**
 * Short-lived access tokens (JWT) bound to a server-side session, and one-use refresh tokens
 * that rotate; presenting a used refresh token again, once its grace is over, revokes the whole
 * session.
 */
export class SessionService {
  private readonly key: Uint8Array;
  /** Keys the successor of a refresh token (see `successorOf`). */
  private readonly successorKey: Buffer;
  private readonly revokedListeners: ((sessionIds: string[]) => void | Promise<void>)[] = [];
  /**
   * Sessions verified in the last SESSION_CACHE_TTL_MS, by id: signed-in calls skip the session
   * query. A revocation evicts at once, here and (see realtime/socket.ts) in every other process.
   */
  private readonly verified = new LRUCache<string, VerifiedSession>({
    max: SESSION_CACHE_MAX,
    ttl: SESSION_CACHE_TTL_MS,
  });
  /** Moves on at every revocation: a check that read the database before one is not cached. */
  private revocations = 0;

  constructor(
    private readonly db: Database,
    private readonly options: { jwtSecret: string; accessTokenTtlSeconds: number; refreshTokenTtlSeconds: number },
    /** Times a sign-in (player protection starts a new play session after one). */
    private readonly clock: Clock = systemClock,
  ) {
    this.key = new TextEncoder().encode(options.jwtSecret);
    this.successorKey = Buffer.from(hkdfSync('sha256', options.jwtSecret, 'casino-refresh-token', 'successor', 32));
  }

  /**
   * The one refresh token a refresh token is ever exchanged for: a keyed hash of it, so the same
   * successor can be answered again during the grace without keeping any token in clear (only its
   * hash is stored, like every refresh token's), and nobody without the server's secret can
   * compute it.
   */
  private successorOf(refreshToken: string): string {
    return createHmac('sha256', this.successorKey).update(refreshToken).digest('base64url');
  }

  /**
   * Called after sessions end (sign-out, password change or reset, e-mail change, two-factor
   * sign-in turned on, refresh-token reuse): live sockets close and the other processes forget them. The revoking call answers once every
   * listener has settled.
   */
  onRevoked(listener: (sessionIds: string[]) => void | Promise<void>): void {
    this.revokedListeners.push(listener);
  }

  /**
   * These sessions have ended (after the change has committed): this process forgets them at once,
   * then the listeners are told.
   */
  async announceRevoked(sessionIds: string[]): Promise<void> {
    if (sessionIds.length === 0) return;
    this.forget(sessionIds);
    await Promise.all(this.revokedListeners.map((listener) => listener(sessionIds)));
  }

  /** Drops sessions from this process's verified ones (they ended here or in another process). */
  forget(sessionIds: string[]): void {
    this.revocations += 1;
    for (const sessionId of sessionIds) this.verified.delete(sessionId);
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

  /** Checks the signature and the expiry of an access token (no database read). Throws a 401 otherwise. */
  async claims(token: string | undefined): Promise<TokenClaims> {
    if (!token) throw unauthenticated();
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      if (typeof payload.sid !== 'string' || typeof payload.sub !== 'string') throw new Error('malformed');
      return { sessionId: payload.sid, playerUuid: payload.sub };
    } catch {
      throw unauthenticated(TOKEN_EXPIRED_MESSAGE);
    }
  }

  /**
   * Checks the signature, the expiry and that the session is still open. Throws a 401 otherwise.
   * A session this process verified in the last SESSION_CACHE_TTL_MS is not read again.
   */
  async verify(token: string | undefined): Promise<Identity> {
    const claims = await this.claims(token);
    const known = await this.recall(claims);
    if (known) return known;
    return (
      await this.verifyWith(claims, async (open) => {
        const [row] = await this.db
          .select({ playerId: sessions.playerId, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
          .from(sessions)
          .innerJoin(players, eq(players.id, sessions.playerId))
          .where(and(open, eq(players.uuid, claims.playerUuid)));
        return row && { session: row };
      })
    ).identity;
  }

  /**
   * The identity of a session this process verified lately (its last use moved on when due), or
   * undefined: then the caller checks it in its own query with `verifyWith`.
   */
  async recall(claims: TokenClaims): Promise<Identity | undefined> {
    const known = this.verified.get(claims.sessionId);
    if (!known || known.playerUuid !== claims.playerUuid || known.expiresAt.getTime() <= Date.now()) return undefined;
    const identity = { playerId: known.playerId, playerUuid: known.playerUuid, sessionId: claims.sessionId };
    known.lastSeenAt = await this.touch(claims.sessionId, known.lastSeenAt);
    return identity;
  }

  /**
   * Checks the session in the caller's own query: `read` gets the condition "this is the token's
   * session and it is open" on the sessions table, to use in its where clause, and answers the
   * session's row (`SessionFacts`) beside what it read, or undefined (then the call gets a 401;
   * `read` also checks that the session's player is the token's, e.g. on players.uuid). The
   * session is then remembered for SESSION_CACHE_TTL_MS, never beyond its expiry.
   */
  async verifyWith<T extends { session: SessionFacts }>(
    claims: TokenClaims,
    read: (open: SQL) => Promise<T | undefined>,
  ): Promise<{ identity: Identity; row: T }> {
    const revocationsBefore = this.revocations;
    const row = await read(
      and(eq(sessions.id, claims.sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())) as SQL,
    );
    if (!row) throw unauthenticated(TOKEN_EXPIRED_MESSAGE);
    const { playerId, expiresAt } = row.session;
    const lastSeenAt = await this.touch(claims.sessionId, row.session.lastSeenAt);
    // A revocation while the query ran may have come after it read the row: not remembered then.
    const ttl = Math.min(SESSION_CACHE_TTL_MS, expiresAt.getTime() - Date.now());
    if (this.revocations === revocationsBefore && ttl > 0) {
      this.verified.set(claims.sessionId, { playerId, playerUuid: claims.playerUuid, lastSeenAt, expiresAt }, { ttl });
    }
    return { identity: { playerId, playerUuid: claims.playerUuid, sessionId: claims.sessionId }, row };
  }

  /**
   * Moves the session's last use on, at most once a minute (one guarded update, often none).
   * Answers the last use as it now stands.
   */
  private async touch(sessionId: string, lastSeenAt: Date | null): Promise<Date | null> {
    const now = this.clock.now();
    if (lastSeenAt && now.getTime() - lastSeenAt.getTime() < LAST_SEEN_INTERVAL_MS) return lastSeenAt;
    const before = new Date(now.getTime() - LAST_SEEN_INTERVAL_MS);
    await this.db
      .update(sessions)
      .set({ lastSeenAt: now })
      .where(and(eq(sessions.id, sessionId), or(isNull(sessions.lastSeenAt), lt(sessions.lastSeenAt, before))));
    return now;
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
    await this.announceRevoked(ended.map((session) => session.id));
    return ended.length > 0;
  }

  /** Ends every open session of the player except `keepSessionId`; answers how many ended. */
  async endOthers(playerId: number, keepSessionId: string): Promise<number> {
    const ended = await this.endOthersIn(this.db, playerId, keepSessionId, 'ended-by-player');
    await this.announceRevoked(ended);
    return ended.length;
  }

  /**
   * Ends, in the caller's transaction, every open session of the player but `keepSessionId` (all
   * of them when null): a change of what proves the account (password, e-mail address,
   * two-factor sign-in) leaves no other session behind. Answers the ended sessions, which the
   * caller passes to `announceRevoked` once it has committed (their sockets close, every process
   * forgets them).
   */
  async endOthersIn(
    executor: Executor,
    playerId: number,
    keepSessionId: string | null,
    reason: string,
  ): Promise<string[]> {
    const ended = await executor
      .update(sessions)
      .set({ revokedAt: new Date(), revokedReason: reason })
      .where(
        and(
          eq(sessions.playerId, playerId),
          isNull(sessions.revokedAt),
          ...(keepSessionId === null ? [] : [ne(sessions.id, keepSessionId)]),
        ),
      )
      .returning({ id: sessions.id });
    return ended.map((session) => session.id);
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

  /** The player a refresh token belongs to (used or not), or null for an unknown token. */
  async playerOfRefreshToken(refreshToken: string): Promise<number | null> {
    const [row] = await this.db
      .select({ playerId: sessions.playerId })
      .from(refreshTokens)
      .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
      .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
    return row?.playerId ?? null;
  }

  /**
   * Exchanges a refresh token for the next pair. Within REFRESH_REUSE_GRACE_MS of its first use a
   * refresh token answers the very successor it was exchanged for (and an access token of the same
   * session): a session has one chain of refresh tokens, never a second one beside it. A token used
   * longer ago than that revokes its session.
   */
  async refresh(refreshToken: string): Promise<TokenPair> {
    return this.db
      .transaction(async (tx): Promise<TokenPair | { revoked: string }> => {
        // Locked: concurrent renewals with one token take turns, and all but the first see it used.
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
        if (!row || row.revokedAt || row.expiresAt <= new Date()) throw unauthenticated(TOKEN_EXPIRED_MESSAGE);
        const now = this.clock.now();
        const successor = this.successorOf(refreshToken);
        if (!row.usedAt) {
          await tx.update(refreshTokens).set({ usedAt: now }).where(eq(refreshTokens.id, row.tokenId));
          await tx.insert(refreshTokens).values({ sessionId: row.sessionId, tokenHash: hashToken(successor) });
          return { token: await this.accessToken(row.playerUuid, row.sessionId), refreshToken: successor };
        }
        // The answer that carried the successor may never have been read (the player left the page
        // while the renewal was in flight; the connection dropped; two tabs renewed at once): for a
        // few seconds the token answers that same successor again. Later, a reuse is a theft.
        if (now.getTime() - row.usedAt.getTime() <= REFRESH_REUSE_GRACE_MS) {
          const [issued] = await tx
            .select({ id: refreshTokens.id })
            .from(refreshTokens)
            .where(and(eq(refreshTokens.tokenHash, hashToken(successor)), eq(refreshTokens.sessionId, row.sessionId)));
          // Exchanged before successors were derived (or under another secret): there is no
          // successor to answer again, and a new one would start a second chain.
          if (!issued) throw unauthenticated(TOKEN_EXPIRED_MESSAGE);
          return { token: await this.accessToken(row.playerUuid, row.sessionId), refreshToken: successor };
        }
        await tx
          .update(sessions)
          .set({ revokedAt: new Date(), revokedReason: 'refresh-token-reuse' })
          .where(eq(sessions.id, row.sessionId));
        return { revoked: row.sessionId };
      })
      .then(async (pair) => {
        // The revocation above must commit, so the 401 is raised after the transaction.
        if ('revoked' in pair) {
          await this.announceRevoked([pair.revoked]);
          throw unauthenticated(TOKEN_EXPIRED_MESSAGE);
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
    await this.announceRevoked(ended.map((session) => session.id));
  }

  async revokeAllFor(playerId: number, reason: string): Promise<void> {
    const ended = await this.db
      .update(sessions)
      .set({ revokedAt: new Date(), revokedReason: reason })
      .where(and(eq(sessions.playerId, playerId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    await this.announceRevoked(ended.map((session) => session.id));
  }
}
