import { buildPath, playersApi, SITE_LINKS } from '@casino/contract';
import { textLanguageOf } from '@casino/contract/texts';
import type { Config } from '../../config';
import { composeMail, type MailFromCodes, type Mailer } from '../mail';
import { RESET_PASSWORD_TTL_HOURS, VERIFY_EMAIL_TTL_HOURS, type PlayerRow } from './common';

/**
 * The e-mails of the players services: verification and reset links, and the notices of
 * account changes, in the player's language (`mail.*` codes of the text catalogue). Each is sent
 * in the background (the answer's timing never tells whether an address is registered); the
 * outbox is written before the call resolves.
 */
export class PlayerMail {
  constructor(
    private readonly mailer: Mailer,
    private readonly config: Pick<Config, 'publicUrl'>,
  ) {}

  sendPasswordResetLink(player: PlayerRow, token: string) {
    const url = `${this.config.publicUrl}${SITE_LINKS.resetPassword}?${new URLSearchParams({ token }).toString()}`;
    return this.send(player, player.email, {
      subject: 'mail.passwordReset.subject',
      paragraphs: ['mail.passwordReset.paragraph'],
      action: { label: 'mail.passwordReset.action', url },
      notes: [['mail.linkExpires', { count: RESET_PASSWORD_TTL_HOURS }], 'mail.passwordReset.note'],
    });
  }

  sendVerificationEmail(player: PlayerRow, token: string) {
    const url = `${this.config.publicUrl}${buildPath(playersApi.verifyEmail, { token })}`;
    return this.send(player, player.email, {
      subject: 'mail.verifyEmail.subject',
      paragraphs: ['mail.verifyEmail.paragraph'],
      action: { label: 'mail.verifyEmail.action', url },
      notes: [['mail.linkExpires', { count: VERIFY_EMAIL_TTL_HOURS }], 'mail.verifyEmail.note'],
    });
  }

  sendDuplicateSignUpNotice(player: PlayerRow) {
    return this.send(player, player.email, {
      subject: 'mail.duplicateSignUp.subject',
      paragraphs: ['mail.duplicateSignUp.paragraph1', 'mail.duplicateSignUp.paragraph2'],
      action: { label: 'mail.duplicateSignUp.action', url: this.config.publicUrl },
      notes: ['mail.duplicateSignUp.note'],
    });
  }

  sendEmailChangedNotice(player: PlayerRow, newEmail: string) {
    return this.send(player, player.email, {
      subject: 'mail.emailChanged.subject',
      paragraphs: [['mail.emailChanged.paragraph', { email: newEmail }]],
      notes: ['mail.emailChanged.note'],
    });
  }

  sendEmailChangeVerification(player: PlayerRow, newEmail: string, token: string) {
    const url = `${this.config.publicUrl}${buildPath(playersApi.verifyEmail, { token })}`;
    return this.send(player, newEmail, {
      subject: 'mail.confirmNewEmail.subject',
      paragraphs: ['mail.confirmNewEmail.paragraph'],
      action: { label: 'mail.confirmNewEmail.action', url },
      notes: [['mail.linkExpires', { count: VERIFY_EMAIL_TTL_HOURS }], 'mail.ignoreIfNotAsked'],
    });
  }

  sendEmailChangeRequestedNotice(player: PlayerRow, newEmail: string, cancelToken: string) {
    const url = `${this.config.publicUrl}${buildPath(playersApi.cancelEmailChange, { token: cancelToken })}`;
    return this.send(player, player.email, {
      subject: 'mail.emailChangeRequested.subject',
      paragraphs: [
        ['mail.emailChangeRequested.paragraph1', { email: newEmail }],
        'mail.emailChangeRequested.paragraph2',
      ],
      action: { label: 'mail.emailChangeRequested.action', url },
      notes: ['mail.emailChangeRequested.note'],
    });
  }

  sendEmailTakenNotice(owner: PlayerRow) {
    return this.send(owner, owner.email, {
      subject: 'mail.emailTaken.subject',
      paragraphs: ['mail.emailTaken.paragraph'],
      notes: ['mail.emailTaken.note'],
    });
  }

  sendPasswordChangedNotice(player: PlayerRow) {
    return this.send(player, player.email, {
      subject: 'mail.passwordChanged.subject',
      paragraphs: ['mail.passwordChanged.paragraph'],
      notes: ['mail.notYouResetPassword'],
    });
  }

  /** Sends a message greeting the player by first name, in the player's language, in the background. */
  private send(player: PlayerRow, to: string, mail: Omit<MailFromCodes, 'greeting'>) {
    const message = composeMail(textLanguageOf(player.locale), {
      greeting: ['mail.greeting', { firstName: player.firstName }],
      ...mail,
    });
    return this.mailer.send({ to, ...message }, { background: true });
  }
}
