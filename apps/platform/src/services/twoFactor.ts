import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT, type TwoFactorReason, type TwoFactorSetup, type TwoFactorStatus } from '@casino/contract';
import { textLanguageOf } from '@casino/contract/texts';
import { verify as verifyPassword } from '@node-rs/argon2';
import { and, count, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { generateSecret, generateURI, verify as verifyTotp } from 'otplib';
import QRCode from 'qrcode';
import type { Clock } from '../clock';
import type { Database, Executor } from '../db/client';
import { players, playerTwoFactor, twoFactorRecoveryCodes } from '../db/schema';
import { conflict, DomainError, answer, invalid, notFound, wrongAnswer, says } from './errors';
import { composeMail, type MailText, type Mailer } from './mail';
import { PASSWORD_WRONG_MESSAGE } from './protection';
import type { Identity, SessionService } from './sessions';

/** The key TOTP secrets are stored under (AES-256-GCM), derived from JWT_SECRET; staff secrets use it too. */
export const totpSecretKey = (jwtSecret: string): Buffer =>
  Buffer.from(hkdfSync('sha256', jwtSecret, 'casino-two-factor', 'totp-secret', 32));

/** A TOTP secret as stored: `v1.<iv>.<tag>.<sealed>` (AES-256-GCM). */
export function sealTotpSecret(key: Buffer, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join(
    '.',
  );
}

/** The secret of a stored TOTP secret (throws when it was not sealed with `key`). */
export function openTotpSecret(key: Buffer, stored: string): string {
  const [version, iv, tag, sealed] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !sealed) throw new Error('Unreadable two-factor secret');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
}

/** Name the authenticator app shows beside the account. */
export const TOTP_ISSUER = 'Casino';
/** A code of the step before or after the current one is still accepted (clock drift). */
const TOLERANCE_SECONDS = 30;
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_CODE_LENGTH = 10;

export const TWO_FACTOR_MESSAGES = {
  required: says('security.codeNeeded'),
  invalid: says('twoFactor.codeWrong'),
  codeRequired: says('twoFactor.codeRequired'),
  alreadyOn: says('twoFactor.alreadyOn'),
  notOn: says('twoFactor.notOn'),
  noSetup: says('twoFactor.noSetup'),
  disabled: says('twoFactor.turnedOff'),
} as const;

/** A refusal that wants a (right) two-factor code: 403 with the envelope's reason, never 401. */
export class TwoFactorError extends DomainError {
  constructor(readonly twoFactorReason: TwoFactorReason) {
    const message =
      twoFactorReason === 'two_factor_required' ? TWO_FACTOR_MESSAGES.required : TWO_FACTOR_MESSAGES.invalid;
    super('refused', message, { fields: { twoFactorCode: message }, reason: twoFactorReason });
    this.wrongAnswer = twoFactorReason === 'two_factor_invalid';
  }
}

/** A wrong code at set-up or when turning it off (400 with fields.code). */
const wrongCode = () => wrongAnswer(invalid(TWO_FACTOR_MESSAGES.invalid, { code: TWO_FACTOR_MESSAGES.invalid }));

const normaliseCode = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();

/**
 * Two-factor sign-in with TOTP (RFC 6238, the authenticator apps' default: SHA-1, 6 digits, 30 s)
 * and single-use recovery codes. The secret is kept encrypted with AES-256-GCM under a key
 * derived from JWT_SECRET; recovery codes are kept as keyed hashes.
 */
export class TwoFactorService {
  private readonly key: Buffer;

  constructor(
    private readonly deps: {
      db: Database;
      jwtSecret: string;
      clock: Clock;
      mailer: Mailer;
      /** Turning two-factor sign-in on ends the player's other sessions. */
      sessions: Pick<SessionService, 'endOthersIn' | 'announceRevoked'>;
    },
  ) {
    this.key = totpSecretKey(deps.jwtSecret);
  }

  private get db() {
    return this.deps.db;
  }

  async status(playerId: number): Promise<TwoFactorStatus> {
    const row = await this.row(playerId);
    if (!row?.enabledAt) return { enabled: false, recoveryCodesLeft: 0 };
    const [left] = await this.db
      .select({ value: count() })
      .from(twoFactorRecoveryCodes)
      .where(and(eq(twoFactorRecoveryCodes.playerId, playerId), isNull(twoFactorRecoveryCodes.usedAt)));
    return { enabled: true, recoveryCodesLeft: Number(left?.value ?? 0) };
  }

  async isEnabled(playerId: number): Promise<boolean> {
    return Boolean((await this.row(playerId))?.enabledAt);
  }

  /** A new secret waiting for its first code (replaces an unconfirmed one). */
  async setup(playerId: number, password: unknown): Promise<TwoFactorSetup> {
    const player = await this.checkPassword(playerId, password);
    const current = await this.row(playerId);
    if (current?.enabledAt) throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
    const secret = generateSecret();
    const stored = this.encrypt(secret);
    await this.db
      .insert(playerTwoFactor)
      .values({ playerId, secret: stored, enabledAt: null, lastTimeStep: null })
      .onConflictDoUpdate({
        target: playerTwoFactor.playerId,
        set: { secret: stored, enabledAt: null, lastTimeStep: null, createdAt: this.deps.clock.now() },
      });
    const otpauthUrl = generateURI({ issuer: TOTP_ISSUER, label: player.email, secret });
    const qrCode = await QRCode.toDataURL(otpauthUrl, { errorCorrectionLevel: 'M', margin: 1, width: 240 });
    return { otpauthUrl, secret, qrCode };
  }

  /**
   * Confirms the set-up with a first code: on, with ten fresh recovery codes (answered once).
   * Every other session of the player ends (one opened before may be a thief's); the one that
   * turned it on stays.
   */
  async enable(
    identity: Pick<Identity, 'playerId' | 'sessionId'>,
    code: unknown,
  ): Promise<{ recoveryCodes: string[] }> {
    const { playerId } = identity;
    const row = await this.row(playerId);
    if (!row) throw notFound(TWO_FACTOR_MESSAGES.noSetup);
    if (row.enabledAt) throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
    const step = typeof code === 'string' ? await this.matchTotp(row, normaliseCode(code)) : null;
    if (step === null) throw wrongCode();
    const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, () => this.newRecoveryCode());
    const enabled = await this.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(playerTwoFactor)
        .set({ enabledAt: this.deps.clock.now(), lastTimeStep: step })
        .where(
          and(
            eq(playerTwoFactor.playerId, playerId),
            isNull(playerTwoFactor.enabledAt),
            eq(playerTwoFactor.secret, row.secret),
          ),
        )
        .returning({ playerId: playerTwoFactor.playerId });
      if (!updated) return null;
      await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.playerId, playerId));
      await tx
        .insert(twoFactorRecoveryCodes)
        .values(recoveryCodes.map((value) => ({ playerId, codeHash: this.hashRecoveryCode(normaliseCode(value)) })));
      return this.deps.sessions.endOthersIn(tx, playerId, identity.sessionId, 'two-factor-on');
    });
    if (!enabled) throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
    await this.deps.sessions.announceRevoked(enabled);
    await this.notify(playerId, 'mail.twoFactorOn.subject', 'mail.twoFactorOn.paragraph');
    return { recoveryCodes };
  }

  /** Off, with the password and a code (or a recovery code). */
  async disable(playerId: number, password: unknown, code: unknown): Promise<{ message: string }> {
    await this.checkPassword(playerId, password);
    if (!(await this.isEnabled(playerId))) throw conflict(TWO_FACTOR_MESSAGES.notOn);
    if (typeof code !== 'string' || !(await this.consumeCode(playerId, code))) throw wrongCode();
    await this.db.transaction(async (tx) => {
      await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.playerId, playerId));
      await tx.delete(playerTwoFactor).where(eq(playerTwoFactor.playerId, playerId));
    });
    await this.notify(playerId, 'mail.twoFactorOff.subject', 'mail.twoFactorOff.paragraph');
    return answer(TWO_FACTOR_MESSAGES.disabled);
  }

  /**
   * Off by the operator's staff (the back office: a player who lost their authenticator and their
   * recovery codes), with a reason the player is told by e-mail. `record` runs inside the same
   * transaction (the audit entry). 409 when two-factor sign-in is not on.
   */
  async reset(playerId: number, reason: string, record: (tx: Executor) => Promise<void>): Promise<void> {
    await this.db.transaction(async (tx) => {
      const removed = await tx
        .delete(playerTwoFactor)
        .where(and(eq(playerTwoFactor.playerId, playerId), isNotNull(playerTwoFactor.enabledAt)))
        .returning({ playerId: playerTwoFactor.playerId });
      if (removed.length === 0) throw conflict(TWO_FACTOR_MESSAGES.notOn);
      await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.playerId, playerId));
      await record(tx);
    });
    await this.notify(playerId, 'mail.twoFactorReset.subject', ['mail.twoFactorReset.paragraph', { reason }]);
  }

  /**
   * A sensitive change of a player with two-factor sign-in on (time-out, self-exclusion): the
   * password first (400 with fields.password), then a code. Nothing when two-factor sign-in is off.
   */
  async confirm(playerId: number, password: unknown, code: string | undefined): Promise<void> {
    if (!(await this.isEnabled(playerId))) return;
    await this.checkPassword(playerId, password);
    await this.requireCode(playerId, code);
  }

  /**
   * For sign-in and sensitive changes: nothing when two-factor sign-in is off; otherwise the code
   * must be sent and right (each code works once). Throws a TwoFactorError (403) otherwise.
   */
  async requireCode(playerId: number, code: string | undefined): Promise<void> {
    if (!(await this.isEnabled(playerId))) return;
    if (code === undefined || normaliseCode(code) === '') throw new TwoFactorError('two_factor_required');
    if (!(await this.consumeCode(playerId, code))) throw new TwoFactorError('two_factor_invalid');
  }

  /**
   * Uses up a code of an enabled player: a TOTP code of a time step after the last accepted one
   * (so a code is never accepted twice), or an unused recovery code. False when neither.
   */
  async consumeCode(playerId: number, rawCode: string): Promise<'totp' | 'recovery' | false> {
    const code = normaliseCode(rawCode);
    const row = await this.row(playerId);
    if (!row?.enabledAt) return false;
    if (/^\d{6}$/.test(code)) {
      const step = await this.matchTotp(row, code);
      if (step === null) return false;
      // Only one request can move the step on: a concurrent replay finds it taken.
      const [moved] = await this.db
        .update(playerTwoFactor)
        .set({ lastTimeStep: step })
        .where(
          and(
            eq(playerTwoFactor.playerId, playerId),
            or(isNull(playerTwoFactor.lastTimeStep), lt(playerTwoFactor.lastTimeStep, step)),
          ),
        )
        .returning({ playerId: playerTwoFactor.playerId });
      return moved ? 'totp' : false;
    }
    if (code.length !== RECOVERY_CODE_LENGTH) return false;
    const [used] = await this.db
      .update(twoFactorRecoveryCodes)
      .set({ usedAt: this.deps.clock.now() })
      .where(
        and(
          eq(twoFactorRecoveryCodes.playerId, playerId),
          eq(twoFactorRecoveryCodes.codeHash, this.hashRecoveryCode(code)),
          isNull(twoFactorRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: twoFactorRecoveryCodes.id });
    return used ? 'recovery' : false;
  }

  /** The time step of a right TOTP code newer than the last accepted one, or null. */
  private async matchTotp(row: typeof playerTwoFactor.$inferSelect, code: string): Promise<number | null> {
    if (!/^\d{6}$/.test(code)) return null;
    const result = await verifyTotp({
      secret: this.decrypt(row.secret),
      token: code,
      epoch: Math.floor(this.deps.clock.now().getTime() / 1000),
      epochTolerance: TOLERANCE_SECONDS,
      ...(row.lastTimeStep !== null ? { afterTimeStep: row.lastTimeStep } : {}),
    }).catch(() => ({ valid: false as const }));
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  }

  private async row(playerId: number) {
    const [row] = await this.db.select().from(playerTwoFactor).where(eq(playerTwoFactor.playerId, playerId));
    return row;
  }

  private async checkPassword(playerId: number, password: unknown) {
    const [player] = await this.db
      .select({ email: players.email, hash: players.passwordHash })
      .from(players)
      .where(eq(players.id, playerId));
    if (!player) throw notFound('Player not found');
    const ok =
      typeof password === 'string' &&
      password !== '' &&
      (await verifyPassword(player.hash, password).catch(() => false));
    if (!ok) throw wrongAnswer(invalid(PASSWORD_WRONG_MESSAGE, { password: PASSWORD_WRONG_MESSAGE }));
    return player;
  }

  private newRecoveryCode(): string {
    const chars = Array.from(
      { length: RECOVERY_CODE_LENGTH },
      () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
    );
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  }

  private hashRecoveryCode(normalised: string): string {
    return createHmac('sha256', this.key).update(`recovery:${normalised}`).digest('base64url');
  }

  private encrypt(secret: string): string {
    return sealTotpSecret(this.key, secret);
  }

  private decrypt(stored: string): string {
    return openTotpSecret(this.key, stored);
  }

  private async notify(playerId: number, subject: MailText, paragraph: MailText): Promise<void> {
    const [player] = await this.db
      .select({ email: players.email, firstName: players.firstName, locale: players.locale })
      .from(players)
      .where(eq(players.id, playerId));
    if (!player) return;
    await this.deps.mailer.send(
      {
        to: player.email,
        ...composeMail(textLanguageOf(player.locale), {
          subject,
          greeting: ['mail.greeting', { firstName: player.firstName }],
          paragraphs: [paragraph],
          notes: ['mail.notYouResetPassword'],
        }),
      },
      { background: true },
    );
  }
}
