/**
 * Outgoing e-mail of the platform.
 *
 * The composition root (`services/index.ts`) makes one Mailer per platform and hands it to the
 * services that send mail (`context.services.mailer` in a route module). A service writes a
 * message from codes of the text catalogue (`mail.*` in `@casino/contract/texts`), in the
 * player's language (`players.locale`):
 *
 * ```ts
 * import { textLanguageOf } from '@casino/contract/texts';
 * import { composeMail } from '../services/mail';
 *
 * await this.deps.mailer.send({
 *   to: player.email,
 *   ...composeMail(textLanguageOf(player.locale), {
 *     subject: 'mail.kycVerified.subject',
 *     greeting: ['mail.greeting', { firstName: player.firstName }],
 *     paragraphs: ['mail.kycVerified.paragraph1'],
 *     action: { label: 'mail.kyc.action', url },
 *   }),
 * });
 * ```
 *
 * With `SMTP_URL` set, mail leaves through SMTP (nodemailer) from `MAIL_FROM`. Without it, mail
 * is written to the `outbox` table, which the local mailbox shows (`GET /mailbox` for people,
 * `GET /api/mailbox` for tests and scripts), so every flow works on one machine.
 *
 * `send(message, { background: true })` does not wait for an SMTP server (errors are logged):
 * flows whose timing must not tell whether an address is registered use it. The outbox is
 * always written before `send` resolves.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import {
  bcp47Of,
  textIn,
  type MessageCode,
  type PluralBase,
  type TextLanguage,
  type TextParams,
} from '@casino/contract/texts';
import type { Config } from '../config';
import type { Executor } from '../db/client';
import { outbox } from '../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain-text body: every link of the message appears in it as a full URL. */
  text: string;
  html: string;
}

export interface SendOptions {
  /** Do not wait for the SMTP server (the outbox is written either way). */
  background?: boolean;
}

export interface Mailer {
  /** 'smtp' when SMTP_URL is set, otherwise 'outbox'. */
  readonly transport: 'smtp' | 'outbox';
  send(message: MailMessage, options?: SendOptions): Promise<void>;
}

/** Sends through SMTP. */
class SmtpMailer implements Mailer {
  readonly transport = 'smtp' as const;
  private readonly transporter: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.transporter = nodemailer.createTransport(smtpUrl);
  }

  async send(message: MailMessage, options: SendOptions = {}): Promise<void> {
    const delivery = this.transporter.sendMail({ from: this.from, ...message });
    if (!options.background) {
      await delivery;
      return;
    }
    delivery.catch((error: unknown) => this.log.error({ err: error, subject: message.subject }, 'mail not sent'));
  }
}

/** Writes to the outbox table (no SMTP server configured). */
class OutboxMailer implements Mailer {
  readonly transport = 'outbox' as const;

  constructor(private readonly db: Executor) {}

  async send(message: MailMessage): Promise<void> {
    await this.db.insert(outbox).values({ ...message });
  }
}

/** A new Mailer for these settings (the composition root makes the platform's one). */
export function createMailer(deps: { config: Config; db: Executor; log: FastifyBaseLogger }): Mailer {
  return deps.config.smtpUrl
    ? new SmtpMailer(deps.config.smtpUrl, deps.config.mailFrom, deps.log)
    : new OutboxMailer(deps.db);
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe to put inside HTML (element content and quoted attributes). */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

export interface EmailContent {
  /** First line, e.g. 'Hello Ada,'. */
  greeting?: string;
  paragraphs: string[];
  /** The one button of the message; its URL is also written out in the text body. */
  action?: { label: string; url: string };
  /** Lines after the action, e.g. when the link expires or what to do if it was not you. */
  notes?: string[];
}

/**
 * The text and HTML bodies of a short message in the platform's style; its own words (the
 * signature, the line under the button) in `language`. Services write mail with `composeMail`.
 */
export function composeEmail(
  content: EmailContent,
  language: TextLanguage = 'en_GB',
): Pick<MailMessage, 'text' | 'html'> {
  const { greeting, paragraphs, action, notes = [] } = content;
  const signature = textIn(language, 'mail.signature');
  const textParts = [
    ...(greeting ? [greeting] : []),
    ...paragraphs,
    ...(action ? [`${action.label}: ${action.url}`] : []),
    ...notes,
    signature,
  ];
  const paragraph = (line: string) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`;
  const button = action
    ? `<p style="margin:0 0 16px"><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#f5b301;color:#111;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#555">${escapeHtml(textIn(language, 'mail.linkFallback'))} <a href="${escapeHtml(action.url)}">${escapeHtml(action.url)}</a></p>`
    : '';
  const html = [
    `<!doctype html><html lang="${bcp47Of(language)}"><body style="font-family:Arial,Helvetica,sans-serif;color:#111;line-height:1.5">`,
    '<div style="max-width:560px;margin:0 auto;padding:24px">',
    ...(greeting ? [paragraph(greeting)] : []),
    ...paragraphs.map(paragraph),
    button,
    ...notes.map((line) => `<p style="margin:0 0 16px;font-size:13px;color:#555">${escapeHtml(line)}</p>`),
    paragraph(signature),
    '</div></body></html>',
  ].join('');
  return { text: textParts.join('\n\n'), html };
}

/**
 * A text of an e-mail: a code of the text catalogue, or a code with the values of its
 * `{{placeholders}}` (`['mail.greeting', { firstName }]`). A plural code ('mail.linkExpires')
 * picks its form by the `count` value.
 */
export type MailText = MessageCode | PluralBase | readonly [MessageCode | PluralBase, TextParams];

/** An e-mail by its texts' codes (see {@link composeMail}). */
export interface MailFromCodes {
  subject: MailText;
  greeting?: MailText;
  paragraphs: readonly MailText[];
  /** The one button: its label's code and its URL. */
  action?: { label: MailText; url: string };
  notes?: readonly MailText[];
}

/** One text of an e-mail in `language` (en_GB's where the language lacks it), placeholders filled. */
export function mailText(language: TextLanguage, text: MailText): string {
  return typeof text === 'string' ? textIn(language, text) : textIn(language, text[0], text[1]);
}

/** "25 Nov 2026, 14:05 UTC" (en_GB), "25. Nov. 2026, 14:05 UTC" (de_DE): a time as e-mails write it. */
export function mailTime(language: TextLanguage, date: Date): string {
  const text = new Intl.DateTimeFormat(bcp47Of(language), {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(date);
  return `${text} UTC`;
}

/**
 * The subject and bodies of an e-mail written from catalogue codes, in `language`: the one way a
 * service writes a message. A new e-mail is its `mail.*` codes in every language of the
 * catalogue and one call of this.
 */
export function composeMail(
  language: TextLanguage,
  mail: MailFromCodes,
): Pick<MailMessage, 'subject' | 'text' | 'html'> {
  const say = (text: MailText) => mailText(language, text);
  return {
    subject: say(mail.subject),
    ...composeEmail(
      {
        greeting: mail.greeting ? say(mail.greeting) : undefined,
        paragraphs: mail.paragraphs.map(say),
        action: mail.action ? { label: say(mail.action.label), url: mail.action.url } : undefined,
        notes: mail.notes?.map(say),
      },
      language,
    ),
  };
}

/** The http(s) links written in a text. */
export function linksIn(text: string): string[] {
  const links = text.match(/https?:\/\/[^\s<>"']+/g) ?? [];
  return [...new Set(links.map((link) => link.replace(/[.,;:!?)]+$/, '')))];
}

export interface OutboxMessage extends MailMessage {
  id: number;
  createdAt: Date;
  links: string[];
}

/** Messages of the outbox, newest first, optionally only those to one address (any case). */
export async function listOutbox(
  db: Executor,
  options: { to?: string; limit?: number } = {},
): Promise<OutboxMessage[]> {
  const filter = options.to ? eq(sql`lower(${outbox.to})`, options.to.trim().toLowerCase()) : undefined;
  const rows = await db
    .select()
    .from(outbox)
    .where(and(filter))
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(options.limit ?? 50);
  return rows.map((row) => ({ ...row, links: linksIn(row.text) }));
}
