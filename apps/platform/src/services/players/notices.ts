import { buildPath, playersApi, SITE_LINKS } from '@casino/contract';
import type { Config } from '../../config';
import { composeEmail, type Mailer } from '../mail';
import { RESET_PASSWORD_TTL_HOURS, VERIFY_EMAIL_TTL_HOURS, type PlayerRow } from './common';

/**
 * The e-mails of the players services: verification and reset links, and the notices of
 * account changes. Each is sent in the background (the answer's timing never tells whether an
 * address is registered); the outbox is written before the call resolves.
 */
export class PlayerMail {
  constructor(
    private readonly mailer: Mailer,
    private readonly config: Pick<Config, 'publicUrl'>,
  ) {}

  sendPasswordResetLink(player: PlayerRow, token: string) {
    const url = `${this.config.publicUrl}${SITE_LINKS.resetPassword}?${new URLSearchParams({ token }).toString()}`;
    return this.mailer.send(
      {
        to: player.email,
        subject: 'Reset your password',
        ...composeEmail({
          greeting: `Hello ${player.firstName},`,
          paragraphs: ['We received a request to reset the password of your account.'],
          action: { label: 'Reset password', url },
          notes: [
            `The link works once and expires in ${RESET_PASSWORD_TTL_HOURS} hour.`,
            'If you did not ask for this, you can ignore this message: your password stays the same.',
          ],
        }),
      },
      { background: true },
    );
  }

  sendVerificationEmail(player: PlayerRow, token: string) {
    const url = `${this.config.publicUrl}${buildPath(playersApi.verifyEmail, { token })}`;
    return this.mailer.send(
      {
        to: player.email,
        subject: 'Verify your e-mail address',
        ...composeEmail({
          greeting: `Hello ${player.firstName},`,
          paragraphs: ['Please confirm that this is your e-mail address.'],
          action: { label: 'Verify e-mail', url },
          notes: [
            `The link works once and expires in ${VERIFY_EMAIL_TTL_HOURS} hours.`,
            'If you did not sign up, you can ignore this message.',
          ],
        }),
      },
      { background: true },
    );
  }

  sendDuplicateSignUpNotice(player: PlayerRow) {
    return this.mailer.send(
      {
        to: player.email,
        subject: 'Someone tried to register with your e-mail address',
        ...composeEmail({
          greeting: `Hello ${player.firstName},`,
          paragraphs: [
            'Someone tried to register a new account with this e-mail address. You already have an account, so no new account was made.',
            'If it was you, sign in with your password, or use "Forgot Password" to choose a new one.',
          ],
          action: { label: 'Go to the site', url: this.config.publicUrl },
          notes: ['If it was not you, you can ignore this message: your account has not changed.'],
        }),
      },
      { background: true },
    );
  }

  sendEmailChangedNotice(player: PlayerRow, newEmail: string) {
    return this.mailer.send(
      {
        to: player.email,
        subject: 'Your e-mail address was changed',
        ...composeEmail({
          greeting: `Hello ${player.firstName},`,
          paragraphs: [`The e-mail address of your account was changed to ${newEmail}.`],
          notes: ['If you did not make this change, contact support right away.'],
        }),
      },
      { background: true },
    );
  }

  sendEmailChangeVerification(player: PlayerRow, newEmail: string, token: string) {
    const url = `${this.config.publicUrl}${buildPath(playersApi.verifyEmail, { token })}`;
    return this.mailer.send(
      {
        to: newEmail,
        subject: 'Confirm your new e-mail address',
        ...composeEmail({
          greeting: `Hello ${player.firstName},`,
          paragraphs: [
            'You asked to use this address to sign in to your account. Please confirm that it is yours: it becomes your sign-in once you open this link.',
          ],
          action: { label: 'Confirm new e-mail', url },
          notes: [
            `The link works once and expires in ${VERIFY_EMAIL_TTL_HOURS} hours.`,
            'If you did not ask for this, you can ignore this message.',
          ],
        }),
      },
      { background: true },
    );
  }

  sendEmailChangeRequestedNotice(player: PlayerRow, newEmail: string, cancelToken: string) {
    const url = `${this.config.publicUrl}${buildPath(playersApi.cancelEmailChange, { token: cancelToken })}`;
    return this.mailer.send(
      {
        to: player.email,
        subject: 'A change of your e-mail address was requested',
        ...composeEmail({
          greeting: `Hello ${player.firstName},`,
          paragraphs: [
            `Someone signed in to your account asked to change its e-mail address to ${newEmail}.`,
            'Nothing changes until the new address is confirmed: until then you sign in with this address.',
          ],
          action: { label: 'Cancel the change', url },
          notes: [
            'If it was you, you can ignore this message. If it was not, cancel the change and reset your password.',
          ],
        }),
      },
      { background: true },
    );
  }

  sendEmailTakenNotice(owner: PlayerRow) {
    return this.mailer.send(
      {
        to: owner.email,
        subject: 'Someone tried to use your e-mail address',
        ...composeEmail({
          greeting: `Hello ${owner.firstName},`,
          paragraphs: [
            'Someone asked to move another account to this e-mail address. It is already the address of your account, so nothing was changed.',
          ],
          notes: ['You do not need to do anything: your account has not changed.'],
        }),
      },
      { background: true },
    );
  }

  sendPasswordChangedNotice(player: PlayerRow) {
    return this.mailer.send(
      {
        to: player.email,
        subject: 'Your password was changed',
        ...composeEmail({
          greeting: `Hello ${player.firstName},`,
          paragraphs: ['The password of your account was changed, and your other sessions were signed out.'],
          notes: ['If you did not make this change, reset your password right away and contact support.'],
        }),
      },
      { background: true },
    );
  }
}
