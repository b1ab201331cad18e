import type { MessageCode } from '@casino/contract/texts';
import { SITE_LINKS } from '@casino/contract';
import { forgotPasswordSchema, resetPasswordSchema } from '@casino/rules';
import { eq } from 'drizzle-orm';
import { players } from '../../db/schema';
import { answer, invalid } from '../errors';
import type { AccountChangeService } from './accountChanges';
import {
  hashPassword,
  normaliseEmail,
  PLAYER_MESSAGES,
  RESET_PASSWORD_TTL_HOURS,
  trimmed,
  validate,
  VERIFY_EMAIL_TTL_HOURS,
} from './common';
import type { PlayersParts } from './deps';
import { consumeToken, expireTokens, issueToken } from './tokens';

/**
 * The links sent by e-mail: verifying the address (also a pending change of address), sending
 * the verification link again, and resetting a forgotten password.
 */
export class EmailTokenService {
  constructor(
    private readonly deps: PlayersParts,
    /** Completes a change of address when a verification link is one of its links. */
    private readonly emailChanges: Pick<AccountChangeService, 'completeEmailChange'>,
  ) {}

  /** Consumes a verification token; null when it is unknown, used or expired. */
  async verifyEmail(token: string): Promise<{ emailVerified: boolean; message: string; messageCode: MessageCode }> {
    if (await this.emailChanges.completeEmailChange(token)) {
      return { emailVerified: true, ...answer(PLAYER_MESSAGES.emailChangeVerified) };
    }
    const verifiedPlayerId = await this.deps.db.transaction(async (tx) => {
      const playerId = await consumeToken(tx, token, 'verify-email');
      if (playerId === null) return null;
      await tx.update(players).set({ isVerified: true, updatedAt: new Date() }).where(eq(players.id, playerId));
      return playerId;
    });
    if (verifiedPlayerId === null) return { emailVerified: false, ...answer(PLAYER_MESSAGES.verificationLinkInvalid) };
    await this.deps.playerDetails.changed(verifiedPlayerId);
    return { emailVerified: true, ...answer(PLAYER_MESSAGES.emailVerified) };
  }

  /** Where a browser that opened a verification link is sent. */
  verificationPageUrl(result: { emailVerified: boolean; message: string; messageCode: string }): string {
    const query = new URLSearchParams({
      emailVerified: String(result.emailVerified),
      message: result.message,
      messageCode: result.messageCode,
    });
    return `${this.deps.config.publicUrl}${SITE_LINKS.emailVerification}?${query.toString()}`;
  }

  /** Where a browser that opened the cancel link of an e-mail change is sent: the site says what happened. */
  emailChangeCancelPageUrl(result: { cancelled: boolean; message: string; messageCode: string }): string {
    const query = new URLSearchParams({
      emailChange: result.cancelled ? 'cancelled' : 'invalid',
      message: result.message,
      messageCode: result.messageCode,
    });
    return `${this.deps.config.publicUrl}${SITE_LINKS.emailVerification}?${query.toString()}`;
  }

  async resendVerification(playerId: number): Promise<{ message: string }> {
    const player = await this.deps.records.playerById(playerId);
    if (player.isVerified) throw invalid(PLAYER_MESSAGES.alreadyVerified);
    const token = await this.deps.db.transaction(async (tx) => {
      await expireTokens(tx, playerId, 'verify-email');
      return issueToken(tx, playerId, 'verify-email', VERIFY_EMAIL_TTL_HOURS);
    });
    await this.deps.notices.sendVerificationEmail(player, token);
    return answer(PLAYER_MESSAGES.verificationSent);
  }

  /** Validates the address; e-mails a reset link when it has an account. The caller answers alike either way. */
  async requestPasswordReset(rawEmail: string): Promise<void> {
    const { email } = await validate(forgotPasswordSchema, { email: trimmed(rawEmail) });
    const player = await this.deps.records.findByEmail(normaliseEmail(email));
    if (!player) return;
    const token = await this.deps.db.transaction(async (tx) => {
      await expireTokens(tx, player.id, 'reset-password');
      return issueToken(tx, player.id, 'reset-password', RESET_PASSWORD_TTL_HOURS);
    });
    await this.deps.notices.sendPasswordResetLink(player, token);
  }

  async resetPassword(tokenValue: string, body: { newPassword: string; confirmPassword: string }) {
    const values = await validate(resetPasswordSchema, body);
    const passwordHash = await hashPassword(values.newPassword);
    const player = await this.deps.db.transaction(async (tx) => {
      const playerId = await consumeToken(tx, tokenValue, 'reset-password');
      if (playerId === null) return null;
      // Opening the e-mailed link proves the address, so it counts as verified too.
      const [row] = await tx
        .update(players)
        .set({ passwordHash, isVerified: true, updatedAt: new Date() })
        .where(eq(players.id, playerId))
        .returning();
      await expireTokens(tx, playerId, 'reset-password');
      return row ?? null;
    });
    if (!player) throw invalid(PLAYER_MESSAGES.resetLinkInvalid);
    await this.deps.playerDetails.changed(player.id);
    await this.deps.sessions.revokeAllFor(player.id, 'password-reset');
    await this.deps.notices.sendPasswordChangedNotice(player);
    return answer(PLAYER_MESSAGES.passwordReset);
  }
}
