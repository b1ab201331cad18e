import type { MessageCode } from '@casino/contract/texts';
import type { PlayerDetails, PlayerUpdateBody } from '@casino/contract';
import {
  changeGamertagSchema,
  emailEditSchema,
  REQUIRED_MESSAGE,
  resetPasswordSchema,
  SAME_EMAIL_MESSAGE,
  validateValues,
} from '@casino/rules';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { emailChanges, players } from '../../db/schema';
import { conflict, answer, invalid, wrongAnswer } from '../errors';
import { hashToken, newOpaqueToken, type Identity } from '../sessions';
import {
  hashPassword,
  isUniqueViolation,
  LOCALE_PATTERN,
  normaliseEmail,
  PLAYER_MESSAGES,
  type PlayerRow,
  trimmed,
  validate,
  VERIFY_EMAIL_TTL_HOURS,
} from './common';
import type { PlayersParts } from './deps';
import { expireTokens } from './tokens';

const SESSION_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The link of an e-mail change carries the session that asked for it (after a random part): that
 * session stays when the change completes. The whole token is stored hashed, so a link whose
 * session part was altered matches no change. (The session's id is no secret: every access token
 * of the session shows it.)
 */
const emailChangeToken = (sessionId: string) => `${newOpaqueToken()}.${sessionId}`;

/** The session named by an e-mail change's link, or null (a link without one: no session stays). */
function sessionOfEmailChangeToken(token: string): string | null {
  const sessionId = token.slice(token.lastIndexOf('.') + 1);
  return token.includes('.') && SESSION_ID_PATTERN.test(sessionId) ? sessionId : null;
}

/**
 * Account changes of a signed-in player: password (the other sessions end), gamertag, and
 * e-mail address (complete only once the link sent to the new address is opened, when the other
 * sessions end; the old address can cancel it).
 */
export class AccountChangeService {
  constructor(private readonly deps: PlayersParts) {}

  /** One account change: password, gamertag or e-mail. */
  async update(identity: Identity, body: PlayerUpdateBody): Promise<PlayerDetails> {
    switch (body.action) {
      case 'password':
        return this.changePassword(identity, body);
      case 'username':
        return this.changeUsername(identity.playerId, body);
      case 'email':
        return this.changeEmail(identity, body);
      case 'locale':
        return this.changeLocale(identity.playerId, body.locale);
      default:
        throw invalid(PLAYER_MESSAGES.invalidRequest, { action: REQUIRED_MESSAGE });
    }
  }

  /** The language the player reads the site in: their e-mails follow it (textLanguageOf). */
  private async changeLocale(playerId: number, locale: string): Promise<PlayerDetails> {
    if (!LOCALE_PATTERN.test(locale))
      throw invalid(PLAYER_MESSAGES.invalidRequest, { locale: PLAYER_MESSAGES.localeInvalid });
    await this.deps.db
      .update(players)
      .set({ locale, updatedAt: sql`now()` })
      .where(eq(players.id, playerId));
    await this.deps.playerDetails.changed(playerId);
    return this.deps.records.details(playerId);
  }

  private async changePassword(
    identity: Identity,
    body: Extract<PlayerUpdateBody, { action: 'password' }>,
  ): Promise<PlayerDetails> {
    const result = await validateValues(resetPasswordSchema, body);
    const fields = result.ok ? {} : { ...result.errors };
    const current = typeof body.currentPassword === 'string' ? body.currentPassword : '';
    if (!current) fields.currentPassword = REQUIRED_MESSAGE;
    if (!result.ok || Object.keys(fields).length) throw invalid(PLAYER_MESSAGES.invalidRequest, fields);

    const player = await this.deps.records.playerById(identity.playerId);
    if (!(await this.deps.records.passwordMatches(player.passwordHash, current))) {
      throw wrongAnswer(
        invalid(PLAYER_MESSAGES.currentPasswordWrong, {
          currentPassword: PLAYER_MESSAGES.currentPasswordWrong,
        }),
      );
    }
    await this.deps.twoFactor.requireCode(player.id, body.twoFactorCode);
    const passwordHash = await hashPassword(result.values.newPassword);
    const ended = await this.deps.db.transaction(async (tx) => {
      await tx.update(players).set({ passwordHash, updatedAt: new Date() }).where(eq(players.id, player.id));
      // Every other session ends; the one that made the change stays signed in.
      const others = await this.deps.sessions.endOthersIn(tx, player.id, identity.sessionId, 'password-change');
      await expireTokens(tx, player.id, 'reset-password');
      return others;
    });
    await this.deps.playerDetails.changed(player.id);
    await this.deps.sessions.announceRevoked(ended);
    await this.deps.notices.sendPasswordChangedNotice(player);
    return this.deps.records.details(player.id);
  }

  private async changeUsername(
    playerId: number,
    body: Extract<PlayerUpdateBody, { action: 'username' }>,
  ): Promise<PlayerDetails> {
    const { username } = await validate(changeGamertagSchema, body);
    const taken = await this.deps.db
      .select({ id: players.id })
      .from(players)
      .where(and(eq(sql`lower(${players.username})`, username.toLowerCase()), ne(players.id, playerId)))
      .limit(1);
    if (taken.length) throw conflict(PLAYER_MESSAGES.gamertagTaken, { username: PLAYER_MESSAGES.gamertagTaken });
    try {
      await this.deps.db.update(players).set({ username, updatedAt: new Date() }).where(eq(players.id, playerId));
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw conflict(PLAYER_MESSAGES.gamertagTaken, { username: PLAYER_MESSAGES.gamertagTaken });
      }
      throw error;
    }
    await this.deps.playerDetails.changed(playerId);
    return this.deps.records.details(playerId);
  }

  /**
   * Asks for a new address (password, and a code with two-factor sign-in on). The address
   * changes only when the link sent to it is opened (then every other session of the player
   * ends: the link names the session that asked); the old address gets a notice with a link that
   * cancels the change. A taken address is answered alike: its owner is told instead, and that
   * change can never complete.
   */
  private async changeEmail(
    identity: Identity,
    body: Extract<PlayerUpdateBody, { action: 'email' }>,
  ): Promise<PlayerDetails> {
    const { playerId } = identity;
    const player = await this.deps.records.playerById(playerId);
    const result = await validateValues(emailEditSchema(player.email), { email: trimmed(body.email) });
    const password = typeof body.password === 'string' ? body.password : '';
    if (!result.ok) {
      const message = result.errors.email === SAME_EMAIL_MESSAGE ? SAME_EMAIL_MESSAGE : PLAYER_MESSAGES.invalidRequest;
      throw invalid(message, { ...result.errors, ...(password ? {} : { password: REQUIRED_MESSAGE }) });
    }
    if (!password) throw invalid(PLAYER_MESSAGES.invalidRequest, { password: REQUIRED_MESSAGE });
    if (!(await this.deps.records.passwordMatches(player.passwordHash, password))) {
      throw wrongAnswer(invalid(PLAYER_MESSAGES.passwordWrong, { password: PLAYER_MESSAGES.passwordWrong }));
    }
    await this.deps.twoFactor.requireCode(playerId, body.twoFactorCode);

    const email = normaliseEmail(result.values.email);
    const owner = await this.deps.records.findByEmail(email);
    const verifyToken = emailChangeToken(identity.sessionId);
    const cancelToken = newOpaqueToken();
    const now = new Date();
    await this.deps.db.transaction(async (tx) => {
      // One change waits at a time: a new request replaces the one before.
      await tx
        .update(emailChanges)
        .set({ cancelledAt: now })
        .where(
          and(eq(emailChanges.playerId, playerId), isNull(emailChanges.completedAt), isNull(emailChanges.cancelledAt)),
        );
      await tx.insert(emailChanges).values({
        playerId,
        newEmail: email,
        verifyTokenHash: hashToken(verifyToken),
        cancelTokenHash: hashToken(cancelToken),
        expiresAt: new Date(now.getTime() + VERIFY_EMAIL_TTL_HOURS * 3_600_000),
      });
    });
    await this.deps.playerDetails.changed(playerId);
    if (owner) await this.deps.notices.sendEmailTakenNotice(owner);
    else await this.deps.notices.sendEmailChangeVerification(player, email, verifyToken);
    await this.deps.notices.sendEmailChangeRequestedNotice(player, email, cancelToken);
    return this.deps.records.toDetails(player);
  }

  /**
   * Opens a pending change's link: the new address becomes the sign-in, verified, and every
   * session of the player but the one that asked for the change ends. False when the link is not
   * usable.
   */
  async completeEmailChange(token: string): Promise<boolean> {
    const now = new Date();
    let switched: { player: PlayerRow; newEmail: string; ended: string[] } | null;
    try {
      switched = await this.deps.db.transaction(async (tx) => {
        const [change] = await tx
          .update(emailChanges)
          .set({ completedAt: now })
          .where(
            and(
              eq(emailChanges.verifyTokenHash, hashToken(token)),
              isNull(emailChanges.completedAt),
              isNull(emailChanges.cancelledAt),
              gt(emailChanges.expiresAt, now),
            ),
          )
          .returning();
        if (!change) return null;
        const before = await this.deps.records.playerById(change.playerId, tx);
        const taken = await this.deps.records.findByEmail(change.newEmail, tx);
        if (taken) return null;
        await tx
          .update(players)
          .set({
            email: change.newEmail,
            isVerified: true,
            // A gamertag still equal to the old address follows the address (contract: "equal to the e-mail until the player changes it").
            username: sql`case when lower(${players.username}) = lower(${players.email}) then ${change.newEmail} else ${players.username} end`,
            updatedAt: now,
          })
          .where(eq(players.id, change.playerId));
        await expireTokens(tx, change.playerId, 'verify-email');
        await expireTokens(tx, change.playerId, 'reset-password');
        const ended = await this.deps.sessions.endOthersIn(
          tx,
          change.playerId,
          sessionOfEmailChangeToken(token),
          'email-change',
        );
        return { player: before, newEmail: change.newEmail, ended };
      });
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
    if (!switched) return false;
    await this.deps.playerDetails.changed(switched.player.id);
    await this.deps.sessions.announceRevoked(switched.ended);
    await this.deps.notices.sendEmailChangedNotice(switched.player, switched.newEmail);
    return true;
  }

  /** The link of the notice to the old address: the pending change is dropped. */
  async cancelEmailChange(token: string): Promise<{ cancelled: boolean; message: string; messageCode: MessageCode }> {
    const [change] = await this.deps.db
      .update(emailChanges)
      .set({ cancelledAt: new Date() })
      .where(
        and(
          eq(emailChanges.cancelTokenHash, hashToken(token)),
          isNull(emailChanges.completedAt),
          isNull(emailChanges.cancelledAt),
        ),
      )
      .returning({ playerId: emailChanges.playerId });
    if (change) await this.deps.playerDetails.changed(change.playerId);
    return change
      ? { cancelled: true, ...answer(PLAYER_MESSAGES.emailChangeCancelled) }
      : { cancelled: false, ...answer(PLAYER_MESSAGES.emailChangeLinkInvalid) };
  }
}
