/**
 * The sportsbook widget token (POST /api/players/data-bet/token, spec point 7): a short-lived
 * JWT (HS256, `config.jwtSecret`) with audience 'sportsbook' and the claims of the spec's
 * sportsbook token payload (playerId, currency, locale). It is not an access token: it carries
 * no `sid`, so the API refuses it as a bearer, and `SportsbookTokenService.verify` refuses access
 * tokens.
 *
 * The sportsbook side (the first-party widget's bet calls, or a third-party provider's callback)
 * checks it with `SportsbookTokenService.verify(token)`, which also requires the player's
 * session to be still open: signing out ends the widget's rights too.
 */
import { SPORTSBOOK_CONFIG } from '@casino/rules';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { Database } from '../db/client';
import { players, sessions } from '../db/schema';
import type { ProtectionGate } from './protection';
import type { Identity } from './sessions';

export const SPORTSBOOK_TOKEN_AUDIENCE = 'sportsbook';
export const SPORTSBOOK_TOKEN_ISSUER = 'casino-platform';
/** Lifetime of a widget token; the site asks for a new one whenever it mounts the widget. */
export const SPORTSBOOK_TOKEN_TTL_SECONDS = 15 * 60;
/** The only currency the sportsbook plays in (spec point 9). */
export const SPORTSBOOK_CURRENCY = SPORTSBOOK_CONFIG.currency;

export interface SportsbookTokenClaims {
  /** The player's uuid (the spec's playerId). */
  playerId: string;
  currency: string;
  locale: string;
}

export interface VerifiedSportsbookToken extends SportsbookTokenClaims {
  /** The player's database id. */
  playerDbId: number;
  sessionId: string;
  expiresAt: Date;
}

/** Widget tokens: signed for a signed-in player, checked against the player's open session. */
export class SportsbookTokenService {
  private readonly key: Uint8Array;

  constructor(
    private readonly db: Database,
    jwtSecret: string,
    /** Player protection: no token for a player who may not bet now. */
    private readonly protection: ProtectionGate,
  ) {
    this.key = new TextEncoder().encode(jwtSecret);
  }

  /**
   * Signs a widget token for a signed-in player, refused with the protection's 403 while every bet
   * would be (time-out, self-exclusion, closure, a due reality check, a play-time limit reached):
   * the site then shows why betting is paused, with the odds still browsable.
   */
  async issue(identity: Identity, claims: { currency: string; locale: string }): Promise<string> {
    await this.protection.assertCanStartPlay(identity.playerId);
    return new SignJWT({
      playerId: identity.playerUuid,
      currency: claims.currency,
      locale: claims.locale,
      session: identity.sessionId,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(identity.playerUuid)
      .setIssuer(SPORTSBOOK_TOKEN_ISSUER)
      .setAudience(SPORTSBOOK_TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${SPORTSBOOK_TOKEN_TTL_SECONDS}s`)
      .sign(this.key);
  }

  /**
   * Checks a widget token: signature, audience, issuer, expiry, and that the player's session is
   * still open. Answers the claims, or null when the token is not (or no longer) valid.
   */
  async verify(token: string | undefined | null): Promise<VerifiedSportsbookToken | null> {
    if (!token) return null;
    let payload;
    try {
      ({ payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        audience: SPORTSBOOK_TOKEN_AUDIENCE,
        issuer: SPORTSBOOK_TOKEN_ISSUER,
      }));
    } catch {
      return null;
    }
    const { playerId, currency, locale, session, exp } = payload;
    if (
      typeof playerId !== 'string' ||
      typeof currency !== 'string' ||
      typeof locale !== 'string' ||
      typeof session !== 'string' ||
      typeof exp !== 'number' ||
      payload.sub !== playerId
    ) {
      return null;
    }
    const [row] = await this.db
      .select({ playerDbId: players.id })
      .from(sessions)
      .innerJoin(players, eq(players.id, sessions.playerId))
      .where(
        and(
          eq(sessions.id, session),
          eq(players.uuid, playerId),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, new Date()),
        ),
      )
      .catch(() => []);
    if (!row) return null;
    return {
      playerId,
      currency,
      locale,
      playerDbId: row.playerDbId,
      sessionId: session,
      expiresAt: new Date(exp * 1000),
    };
  }
}
