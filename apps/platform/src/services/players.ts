import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  buildPath,
  type IdentityDetailsBody,
  type KycStatus,
  type PlayerDetails,
  type PlayerUpdateBody,
  playersApi,
  type Preferences,
  type PreferencesUpdate,
  type SignInResult,
  type SignUpBody,
  SITE_LINKS,
} from '@casino/contract';
import {
  CONSENT_REQUIRED_MESSAGE,
  changeGamertagSchema,
  emailEditSchema,
  forgotPasswordSchema,
  identityDetailsSchema,
  maxLengthMessage,
  REQUIRED_MESSAGE,
  resetPasswordSchema,
  SAME_EMAIL_MESSAGE,
  signInSchema,
  signUpRequestSchema,
  validateValues,
} from '@casino/rules';
import { hash, verify } from '@node-rs/argon2';
import { and, asc, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database, Executor } from '../db/client';
import {
  accounts,
  currencies,
  emailChanges,
  newsletterSubscriptions,
  players,
  playerPreferences,
  playerTokens,
  sessions as sessionsTable,
} from '../db/schema';
import { badRequest, conflict, notFound, unauthorized } from '../http/errors';
import { composeEmail, type Mailer } from './mail';
import {
  hashToken,
  newOpaqueToken,
  type ClientInfo,
  type Identity,
  type SessionService,
  type TokenClaims,
} from './sessions';
import { TwoFactorError, type TwoFactorService } from './twoFactor';
import { toAccountView, type AccountView, type WalletService } from './wallet';

/** Argon2id with the OWASP parameters (19 MiB, 2 passes, 1 lane). 2 is Algorithm.Argon2id. */
export const PASSWORD_HASH_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, PASSWORD_HASH_OPTIONS);

export const VERIFY_EMAIL_TTL_HOURS = 48;
export const RESET_PASSWORD_TTL_HOURS = 1;

/** Texts the players service answers where the spec gives none (chosen here). */
export const PLAYER_MESSAGES = {
  signedUp: 'Thank you for signing up. Please check your e-mail to verify your address.',
  invalidCredentials: 'Invalid email or password',
  emailVerified: 'Your e-mail address has been verified.',
  verificationLinkInvalid: 'This verification link is invalid or has expired.',
  alreadyVerified: 'Your e-mail address is already verified.',
  verificationSent: 'A new verification link has been sent to your e-mail address.',
  resetLinkInvalid: 'This password reset link is invalid or has expired.',
  passwordReset: 'Your password has been reset. Please sign in with your new password.',
  currentPasswordWrong: 'Current password is incorrect',
  gamertagTaken: 'This gamertag is already taken',
  emailUnavailable: 'This e-mail address cannot be used. Please choose another one.',
  emailChangePending:
    'We have sent a link to the new address. It becomes your sign-in once you open that link; until then, sign in with your current address.',
  emailChangeVerified: 'Your new e-mail address is verified and is now your sign-in.',
  emailChangeCancelled: 'The change of your e-mail address was cancelled. Your sign-in stays the same.',
  emailChangeLinkInvalid: 'This link is invalid or has expired.',
  passwordWrong: 'The password is not correct',
  currencyUnavailable: 'This currency is not available',
  localeInvalid: 'Invalid language',
  invalidRequest: 'Invalid request',
} as const;

const MARKETING_TAG_MAX = 100;
const LOCALE_PATTERN = /^[A-Za-z]{2,3}(?:[_-][A-Za-z0-9]{2,4})?$/;

export const DEFAULT_PREFERENCES: Preferences = {
  contact: {
    bonusClubSms: false,
    bonusClubEmail: false,
    winNotificationsEmail: false,
    regionalAnnouncementsEmail: false,
  },
  notifications: { announcements: true, feedbackRequests: true, billingAndAccount: true },
};

/** An e-mail address as the platform stores and compares it. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/** Surrounding spaces of a typed e-mail address are not part of it. */
const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/** True when a database error (possibly wrapped by Drizzle) is a unique violation. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current === 'object' && 'code' in current && (current as { code: unknown }).code === '23505')
      return true;
    current = typeof current === 'object' && 'cause' in current ? (current as { cause: unknown }).cause : undefined;
  }
  return false;
}

type RulesSchema<T> = Parameters<typeof validateValues<T>>[0];

/** Validates with a @casino/rules schema; a break is a 400 with the spec's field messages. */
async function validate<T>(schema: RulesSchema<T>, input: unknown, message: string = PLAYER_MESSAGES.invalidRequest) {
  const result = await validateValues(schema, input);
  if (!result.ok) throw badRequest(message, result.errors);
  return result.values;
}

/** Where uploaded files live: `DATA_DIR/uploads`, or a temporary folder for an in-memory database. */
export function uploadsDir(config: Config): string {
  const inMemory = config.dataDir === 'memory://' || path.basename(config.dataDir) === 'memory:';
  return inMemory ? path.join(os.tmpdir(), 'casino-platform-uploads') : path.join(config.dataDir, 'uploads');
}

export const avatarsDir = (config: Config) => path.join(uploadsDir(config), 'avatars');

/** Names the platform gives stored pictures: random hex and the extension of the checked content. */
export const AVATAR_FILE_PATTERN = /^[a-f0-9]{32}\.(?:jpg|png)$/;
/** Public path of stored profile pictures (served by the players routes). */
export const AVATAR_PATH_PREFIX = '/api/players/pictures/';

type PlayerRow = typeof players.$inferSelect;

export interface PlayersDeps {
  db: Database;
  config: Config;
  sessions: SessionService;
  wallet: WalletService;
  mailer: Mailer;
  twoFactor: TwoFactorService;
}

/**
 * 'player' and 64 random bits in base 36 (lowercase letters and digits, 7 to 19 characters): the first
 * gamertag of a new player, never derived from the e-mail or the name.
 */
export function newGamertag(): string {
  return `player${BigInt(`0x${randomBytes(8).toString('hex')}`).toString(36)}`;
}

/**
 * Players: sign-up, sign-in with lockout, e-mail verification, password reset, profile
 * changes, preferences and newsletter. Answers never tell whether an e-mail address is
 * registered (sign-up, sign-in and reset requests answer alike and take similar time).
 */
export class PlayersService {
  private dummyHash: Promise<string> | undefined;

  constructor(private readonly deps: PlayersDeps) {}

  private get db() {
    return this.deps.db;
  }

  private get publicUrl() {
    return this.deps.config.publicUrl;
  }

  // ---------------------------------------------------------------- sign-up and sign-in

  async signUp(body: SignUpBody): Promise<{ message: string }> {
    const input = { ...(body as object), email: trimmed(body.email), gender: (body as Partial<SignUpBody>).sex };
    const checked = await validateValues(signUpRequestSchema, input);
    const fields: Record<string, string> = {};
    if (!checked.ok) {
      for (const [field, message] of Object.entries(checked.errors))
        fields[field === 'gender' ? 'sex' : field] = message;
    }
    const locale = typeof body.locale === 'string' ? body.locale.trim() : '';
    if (!fields.locale && !LOCALE_PATTERN.test(locale)) fields.locale = PLAYER_MESSAGES.localeInvalid;
    if (typeof body.marketingTag === 'string' && body.marketingTag.length > MARKETING_TAG_MAX) {
      fields.marketingTag = maxLengthMessage(MARKETING_TAG_MAX);
    }
    if (!fields.currency && !(await this.isAvailableCurrency(String(body.currency)))) {
      fields.currency = PLAYER_MESSAGES.currencyUnavailable;
    }
    if (!checked.ok || Object.keys(fields).length) throw badRequest(PLAYER_MESSAGES.invalidRequest, fields);
    const values = checked.values;

    const email = normaliseEmail(values.email);
    // Hash first on every path, so a registered address answers in the same time as a new one.
    const passwordHash = await hashPassword(values.password);
    const existing = await this.findByEmail(email);
    if (existing) {
      await this.sendDuplicateSignUpNotice(existing);
      return { message: PLAYER_MESSAGES.signedUp };
    }

    let created: { player: PlayerRow; token: string } | undefined;
    try {
      created = await this.db.transaction(async (tx) => {
        const [player] = await tx
          .insert(players)
          .values({
            email,
            username: await this.unusedGamertag(tx),
            passwordHash,
            firstName: values.firstName,
            lastName: values.lastName,
            gender: values.gender,
            dob: values.dob,
            phoneNumber: values.phoneNumber,
            address: values.address,
            city: values.city,
            country: values.country,
            locale,
            currencyCode: values.currency,
            consent: values.consent === true,
            marketingTag: body.marketingTag ?? null,
          })
          .returning();
        if (!player) throw new Error('Player was not created');
        await this.deps.wallet.openAccount(tx, player.id, values.currency);
        const token = await this.issueToken(tx, player.id, 'verify-email', VERIFY_EMAIL_TTL_HOURS);
        return { player, token };
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Registered at the same moment by another request: answered like any known address.
      const raced = await this.findByEmail(email);
      if (raced) await this.sendDuplicateSignUpNotice(raced);
      return { message: PLAYER_MESSAGES.signedUp };
    }
    await this.sendVerificationEmail(created.player, created.token);
    return { message: PLAYER_MESSAGES.signedUp };
  }

  /** A generated gamertag that reveals nothing about the player and passes the 'Change Gamertag' rule. */
  private async unusedGamertag(tx: Executor): Promise<string> {
    for (;;) {
      const candidate = newGamertag();
      const [taken] = await tx
        .select({ id: players.id })
        .from(players)
        .where(eq(sql`lower(${players.username})`, candidate))
        .limit(1);
      if (!taken) return candidate;
    }
  }

  async signIn(
    body: { email: string; password: string; twoFactorCode?: string },
    client?: ClientInfo,
  ): Promise<SignInResult> {
    const values = await validate(signInSchema, { ...body, email: trimmed(body.email) });
    const email = normaliseEmail(values.email);
    // Failed sign-ins are throttled by the route, per (account, client address): see SIGN_IN_THROTTLES.
    const player = await this.findByEmail(email);
    const valid = await this.passwordMatches(player?.passwordHash, values.password);
    if (!player || !valid) {
      if (player) await this.deps.sessions.recordSignIn(player.id, 'wrong_password', client);
      throw unauthorized(PLAYER_MESSAGES.invalidCredentials);
    }
    try {
      await this.deps.twoFactor.requireCode(player.id, body.twoFactorCode);
    } catch (error) {
      if (error instanceof TwoFactorError) {
        const outcome = error.twoFactorReason === 'two_factor_required' ? 'code_required' : 'wrong_code';
        await this.deps.sessions.recordSignIn(player.id, outcome, client);
      }
      throw error;
    }
    const tokens = await this.deps.sessions.start(player.id, player.uuid, client);
    await this.deps.sessions.recordSignIn(player.id, 'success', client);
    return { ...tokens, user: { uuid: player.uuid, email: player.email } };
  }

  /** Verifies a password; without a stored hash it verifies against a dummy one (same time, false). */
  private async passwordMatches(storedHash: string | undefined, password: string): Promise<boolean> {
    this.dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    const against = storedHash ?? (await this.dummyHash);
    const matches = await verify(against, password).catch(() => false);
    return storedHash !== undefined && matches;
  }

  // ---------------------------------------------------------------- details

  async details(playerId: number, executor: Executor = this.db): Promise<PlayerDetails> {
    const player = await this.playerById(playerId, executor);
    return this.toDetails(player, executor);
  }

  /**
   * The signed-in player's details in one query: the session check (open, the token's player),
   * the player, the accounts (one row each) and the pending e-mail change. A 401 when the session
   * has ended.
   */
  async detailsOfSession(claims: TokenClaims): Promise<PlayerDetails> {
    const { row } = await this.deps.sessions.verifyWith(claims, async (open) => {
      const rows = await this.db
        .select({
          session: {
            playerId: sessionsTable.playerId,
            lastSeenAt: sessionsTable.lastSeenAt,
            expiresAt: sessionsTable.expiresAt,
          },
          player: players,
          // One object per table: a left-joined table's object is null when there is no row.
          account: {
            id: accounts.id,
            type: accounts.type,
            balance: accounts.balance,
            held: accounts.held,
            bonus: accounts.bonus,
          },
          currency: { code: currencies.code, symbolNative: currencies.symbolNative, decimals: currencies.decimals },
          pendingEmail: sql<string | null>`(${this.pendingEmailQuery(players.id)})`,
        })
        .from(sessionsTable)
        .innerJoin(players, eq(players.id, sessionsTable.playerId))
        .leftJoin(accounts, eq(accounts.playerId, players.id))
        .leftJoin(currencies, eq(currencies.code, accounts.currencyCode))
        .where(and(open, eq(players.uuid, claims.playerUuid)))
        .orderBy(asc(accounts.id));
      const [first] = rows;
      return (
        first && {
          ...first,
          accounts: rows.flatMap(({ account, currency }) =>
            account && currency ? [toAccountView({ ...account, ...currency })] : [],
          ),
        }
      );
    });
    return this.detailsOf(row.player, row.accounts, row.pendingEmail);
  }

  async updateDetails(playerId: number, body: IdentityDetailsBody): Promise<PlayerDetails> {
    const result = await validateValues(identityDetailsSchema, body);
    if (!result.ok) {
      const message = result.errors.consent ? CONSENT_REQUIRED_MESSAGE : PLAYER_MESSAGES.invalidRequest;
      throw badRequest(message, result.errors);
    }
    const values = result.values;
    await this.db
      .update(players)
      .set({
        firstName: values.firstName,
        lastName: values.lastName,
        dob: values.dob,
        phoneNumber: values.phoneNumber,
        address: values.address,
        city: values.city,
        country: values.country,
        consent: true,
        updatedAt: new Date(),
      })
      .where(eq(players.id, playerId));
    return this.details(playerId);
  }

  /** One account change: password, gamertag or e-mail. */
  async update(identity: Identity, body: PlayerUpdateBody): Promise<PlayerDetails> {
    switch (body.action) {
      case 'password':
        return this.changePassword(identity, body);
      case 'username':
        return this.changeUsername(identity.playerId, body);
      case 'email':
        return this.changeEmail(identity.playerId, body);
      default:
        throw badRequest(PLAYER_MESSAGES.invalidRequest, { action: REQUIRED_MESSAGE });
    }
  }

  private async changePassword(
    identity: Identity,
    body: Extract<PlayerUpdateBody, { action: 'password' }>,
  ): Promise<PlayerDetails> {
    const result = await validateValues(resetPasswordSchema, body);
    const fields = result.ok ? {} : { ...result.errors };
    const current = typeof body.currentPassword === 'string' ? body.currentPassword : '';
    if (!current) fields.currentPassword = REQUIRED_MESSAGE;
    if (!result.ok || Object.keys(fields).length) throw badRequest(PLAYER_MESSAGES.invalidRequest, fields);

    const player = await this.playerById(identity.playerId);
    if (!(await this.passwordMatches(player.passwordHash, current))) {
      throw badRequest(PLAYER_MESSAGES.currentPasswordWrong, { currentPassword: PLAYER_MESSAGES.currentPasswordWrong });
    }
    await this.deps.twoFactor.requireCode(player.id, body.twoFactorCode);
    const passwordHash = await hashPassword(result.values.newPassword);
    const ended = await this.db.transaction(async (tx) => {
      await tx.update(players).set({ passwordHash, updatedAt: new Date() }).where(eq(players.id, player.id));
      // Every other session ends; the one that made the change stays signed in.
      const others = await tx
        .update(sessionsTable)
        .set({ revokedAt: new Date(), revokedReason: 'password-change' })
        .where(
          and(
            eq(sessionsTable.playerId, player.id),
            ne(sessionsTable.id, identity.sessionId),
            isNull(sessionsTable.revokedAt),
          ),
        )
        .returning({ id: sessionsTable.id });
      await this.expireTokens(tx, player.id, 'reset-password');
      return others.map((session) => session.id);
    });
    await this.deps.sessions.announceRevoked(ended);
    await this.sendPasswordChangedNotice(player);
    return this.details(player.id);
  }

  private async changeUsername(
    playerId: number,
    body: Extract<PlayerUpdateBody, { action: 'username' }>,
  ): Promise<PlayerDetails> {
    const { username } = await validate(changeGamertagSchema, body);
    const taken = await this.db
      .select({ id: players.id })
      .from(players)
      .where(and(eq(sql`lower(${players.username})`, username.toLowerCase()), ne(players.id, playerId)))
      .limit(1);
    if (taken.length) throw conflict(PLAYER_MESSAGES.gamertagTaken, { username: PLAYER_MESSAGES.gamertagTaken });
    try {
      await this.db.update(players).set({ username, updatedAt: new Date() }).where(eq(players.id, playerId));
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw conflict(PLAYER_MESSAGES.gamertagTaken, { username: PLAYER_MESSAGES.gamertagTaken });
      }
      throw error;
    }
    return this.details(playerId);
  }

  /**
   * Asks for a new address (password, and a code with two-factor sign-in on). The address
   * changes only when the link sent to it is opened; the old address gets a notice with a link
   * that cancels the change. A taken address is answered alike: its owner is told instead, and
   * that change can never complete.
   */
  private async changeEmail(
    playerId: number,
    body: Extract<PlayerUpdateBody, { action: 'email' }>,
  ): Promise<PlayerDetails> {
    const player = await this.playerById(playerId);
    const result = await validateValues(emailEditSchema(player.email), { email: trimmed(body.email) });
    const password = typeof body.password === 'string' ? body.password : '';
    if (!result.ok) {
      const message = result.errors.email === SAME_EMAIL_MESSAGE ? SAME_EMAIL_MESSAGE : PLAYER_MESSAGES.invalidRequest;
      throw badRequest(message, { ...result.errors, ...(password ? {} : { password: REQUIRED_MESSAGE }) });
    }
    if (!password) throw badRequest(PLAYER_MESSAGES.invalidRequest, { password: REQUIRED_MESSAGE });
    if (!(await this.passwordMatches(player.passwordHash, password))) {
      throw badRequest(PLAYER_MESSAGES.passwordWrong, { password: PLAYER_MESSAGES.passwordWrong });
    }
    await this.deps.twoFactor.requireCode(playerId, body.twoFactorCode);

    const email = normaliseEmail(result.values.email);
    const owner = await this.findByEmail(email);
    const verifyToken = newOpaqueToken();
    const cancelToken = newOpaqueToken();
    const now = new Date();
    await this.db.transaction(async (tx) => {
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
    if (owner) await this.sendEmailTakenNotice(owner);
    else await this.sendEmailChangeVerification(player, email, verifyToken);
    await this.sendEmailChangeRequestedNotice(player, email, cancelToken);
    return this.toDetails(player);
  }

  /** Opens a pending change's link: the new address becomes the sign-in, verified. False when the link is not usable. */
  private async completeEmailChange(token: string): Promise<boolean> {
    const now = new Date();
    let switched: { player: PlayerRow; newEmail: string } | null;
    try {
      switched = await this.db.transaction(async (tx) => {
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
        const before = await this.playerById(change.playerId, tx);
        const taken = await this.findByEmail(change.newEmail, tx);
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
        await this.expireTokens(tx, change.playerId, 'verify-email');
        await this.expireTokens(tx, change.playerId, 'reset-password');
        return { player: before, newEmail: change.newEmail };
      });
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
    if (!switched) return false;
    await this.sendEmailChangedNotice(switched.player, switched.newEmail);
    return true;
  }

  /** The link of the notice to the old address: the pending change is dropped. */
  async cancelEmailChange(token: string): Promise<{ cancelled: boolean; message: string }> {
    const [change] = await this.db
      .update(emailChanges)
      .set({ cancelledAt: new Date() })
      .where(
        and(
          eq(emailChanges.cancelTokenHash, hashToken(token)),
          isNull(emailChanges.completedAt),
          isNull(emailChanges.cancelledAt),
        ),
      )
      .returning({ id: emailChanges.id });
    return change
      ? { cancelled: true, message: PLAYER_MESSAGES.emailChangeCancelled }
      : { cancelled: false, message: PLAYER_MESSAGES.emailChangeLinkInvalid };
  }

  private async pendingEmailOf(playerId: number, executor: Executor): Promise<string | null> {
    const [change] = await this.pendingEmailQuery(playerId, executor);
    return change?.newEmail ?? null;
  }

  /** The address of the player's open e-mail change (at most one row); `playerId` may be a column. */
  private pendingEmailQuery(playerId: number | typeof players.id, executor: Executor = this.db) {
    return executor
      .select({ newEmail: emailChanges.newEmail })
      .from(emailChanges)
      .where(
        and(
          eq(emailChanges.playerId, playerId),
          isNull(emailChanges.completedAt),
          isNull(emailChanges.cancelledAt),
          gt(emailChanges.expiresAt, new Date()),
        ),
      )
      .orderBy(desc(emailChanges.id))
      .limit(1);
  }

  // ---------------------------------------------------------------- profile picture

  /** Stores a checked picture under a server-made name and answers its public URL. */
  async setProfilePicture(playerId: number, picture: { content: Buffer; extension: 'jpg' | 'png' }) {
    const player = await this.playerById(playerId);
    const directory = avatarsDir(this.deps.config);
    await mkdir(directory, { recursive: true });
    const fileName = `${randomBytes(16).toString('hex')}.${picture.extension}`;
    await writeFile(path.join(directory, fileName), picture.content, { flag: 'wx' });
    await this.db
      .update(players)
      .set({ profilePicture: fileName, updatedAt: new Date() })
      .where(eq(players.id, playerId));
    const previous = player.profilePicture;
    if (previous && AVATAR_FILE_PATTERN.test(previous)) {
      await unlink(path.join(directory, previous)).catch(() => undefined);
    }
    return { profilePicture: this.pictureUrl(fileName) };
  }

  /** A stored picture name as a URL; a stored URL or path is answered as it is. */
  pictureUrl(stored: string): string {
    return AVATAR_FILE_PATTERN.test(stored) ? `${this.publicUrl}${AVATAR_PATH_PREFIX}${stored}` : stored;
  }

  // ---------------------------------------------------------------- e-mail verification

  /** Consumes a verification token; null when it is unknown, used or expired. */
  async verifyEmail(token: string): Promise<{ emailVerified: boolean; message: string }> {
    if (await this.completeEmailChange(token)) {
      return { emailVerified: true, message: PLAYER_MESSAGES.emailChangeVerified };
    }
    const verified = await this.db.transaction(async (tx) => {
      const playerId = await this.consumeToken(tx, token, 'verify-email');
      if (playerId === null) return false;
      await tx.update(players).set({ isVerified: true, updatedAt: new Date() }).where(eq(players.id, playerId));
      return true;
    });
    return verified
      ? { emailVerified: true, message: PLAYER_MESSAGES.emailVerified }
      : { emailVerified: false, message: PLAYER_MESSAGES.verificationLinkInvalid };
  }

  /** Where a browser that opened a verification link is sent. */
  verificationPageUrl(result: { emailVerified: boolean; message: string }): string {
    const query = new URLSearchParams({ emailVerified: String(result.emailVerified), message: result.message });
    return `${this.publicUrl}${SITE_LINKS.emailVerification}?${query.toString()}`;
  }

  /** Where a browser that opened the cancel link of an e-mail change is sent: the site says what happened. */
  emailChangeCancelPageUrl(result: { cancelled: boolean; message: string }): string {
    const query = new URLSearchParams({
      emailChange: result.cancelled ? 'cancelled' : 'invalid',
      message: result.message,
    });
    return `${this.publicUrl}${SITE_LINKS.emailVerification}?${query.toString()}`;
  }

  async resendVerification(playerId: number): Promise<{ message: string }> {
    const player = await this.playerById(playerId);
    if (player.isVerified) throw badRequest(PLAYER_MESSAGES.alreadyVerified);
    const token = await this.db.transaction(async (tx) => {
      await this.expireTokens(tx, playerId, 'verify-email');
      return this.issueToken(tx, playerId, 'verify-email', VERIFY_EMAIL_TTL_HOURS);
    });
    await this.sendVerificationEmail(player, token);
    return { message: PLAYER_MESSAGES.verificationSent };
  }

  // ---------------------------------------------------------------- password reset

  /** Validates the address; e-mails a reset link when it has an account. The caller answers alike either way. */
  async requestPasswordReset(rawEmail: string): Promise<void> {
    const { email } = await validate(forgotPasswordSchema, { email: trimmed(rawEmail) });
    const player = await this.findByEmail(normaliseEmail(email));
    if (!player) return;
    const token = await this.db.transaction(async (tx) => {
      await this.expireTokens(tx, player.id, 'reset-password');
      return this.issueToken(tx, player.id, 'reset-password', RESET_PASSWORD_TTL_HOURS);
    });
    const url = `${this.publicUrl}${SITE_LINKS.resetPassword}?${new URLSearchParams({ token }).toString()}`;
    await this.deps.mailer.send(
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

  async resetPassword(tokenValue: string, body: { newPassword: string; confirmPassword: string }) {
    const values = await validate(resetPasswordSchema, body);
    const passwordHash = await hashPassword(values.newPassword);
    const player = await this.db.transaction(async (tx) => {
      const playerId = await this.consumeToken(tx, tokenValue, 'reset-password');
      if (playerId === null) return null;
      // Opening the e-mailed link proves the address, so it counts as verified too.
      const [row] = await tx
        .update(players)
        .set({ passwordHash, isVerified: true, updatedAt: new Date() })
        .where(eq(players.id, playerId))
        .returning();
      await this.expireTokens(tx, playerId, 'reset-password');
      return row ?? null;
    });
    if (!player) throw badRequest(PLAYER_MESSAGES.resetLinkInvalid);
    await this.deps.sessions.revokeAllFor(player.id, 'password-reset');
    await this.sendPasswordChangedNotice(player);
    return { message: PLAYER_MESSAGES.passwordReset };
  }

  // ---------------------------------------------------------------- preferences and newsletter

  async preferences(playerId: number): Promise<Preferences> {
    const [row] = await this.db.select().from(playerPreferences).where(eq(playerPreferences.playerId, playerId));
    if (!row) return structuredClone(DEFAULT_PREFERENCES);
    return {
      contact: {
        bonusClubSms: row.bonusClubSms,
        bonusClubEmail: row.bonusClubEmail,
        winNotificationsEmail: row.winNotificationsEmail,
        regionalAnnouncementsEmail: row.regionalAnnouncementsEmail,
      },
      notifications: {
        announcements: row.announcements,
        feedbackRequests: row.feedbackRequests,
        billingAndAccount: true,
      },
    };
  }

  async updatePreferences(playerId: number, change: PreferencesUpdate): Promise<Preferences> {
    const current = await this.preferences(playerId);
    const pick = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);
    const contact = change.contact ?? {};
    const notifications = change.notifications ?? {};
    const row = {
      bonusClubSms: pick(contact.bonusClubSms, current.contact.bonusClubSms),
      bonusClubEmail: pick(contact.bonusClubEmail, current.contact.bonusClubEmail),
      winNotificationsEmail: pick(contact.winNotificationsEmail, current.contact.winNotificationsEmail),
      regionalAnnouncementsEmail: pick(contact.regionalAnnouncementsEmail, current.contact.regionalAnnouncementsEmail),
      announcements: pick(notifications.announcements, current.notifications.announcements),
      feedbackRequests: pick(notifications.feedbackRequests, current.notifications.feedbackRequests),
      updatedAt: new Date(),
    };
    await this.db
      .insert(playerPreferences)
      .values({ playerId, ...row })
      .onConflictDoUpdate({ target: playerPreferences.playerId, set: row });
    return this.preferences(playerId);
  }

  /** Subscribes an address; a repeat changes nothing. */
  async subscribeNewsletter(rawEmail: unknown): Promise<void> {
    const { email } = await validate(forgotPasswordSchema, { email: trimmed(rawEmail) });
    await this.db
      .insert(newsletterSubscriptions)
      .values({ email: normaliseEmail(email) })
      .onConflictDoNothing();
  }

  // ---------------------------------------------------------------- helpers

  private async isAvailableCurrency(code: string): Promise<boolean> {
    const [row] = await this.db
      .select({ code: currencies.code })
      .from(currencies)
      .where(and(eq(currencies.code, code), gt(currencies.available, 0)));
    return Boolean(row);
  }

  async findByEmail(email: string, executor: Executor = this.db): Promise<PlayerRow | undefined> {
    const [player] = await executor
      .select()
      .from(players)
      .where(eq(sql`lower(${players.email})`, normaliseEmail(email)));
    return player;
  }

  private async playerById(playerId: number, executor: Executor = this.db): Promise<PlayerRow> {
    const [player] = await executor.select().from(players).where(eq(players.id, playerId));
    if (!player) throw notFound('Player not found');
    return player;
  }

  private async toDetails(player: PlayerRow, executor: Executor = this.db): Promise<PlayerDetails> {
    const accounts = await this.deps.wallet.accountsOf(player.id, executor);
    return this.detailsOf(player, accounts, await this.pendingEmailOf(player.id, executor));
  }

  private detailsOf(player: PlayerRow, accounts: AccountView[], pendingEmail: string | null): PlayerDetails {
    return {
      uuid: player.uuid,
      username: player.username,
      email: player.email,
      isVerified: player.isVerified,
      kycStatus: (player.kycStatus ?? null) as KycStatus | null,
      profilePicture: player.profilePicture ? this.pictureUrl(player.profilePicture) : null,
      firstName: player.firstName,
      lastName: player.lastName,
      gender: player.gender as PlayerDetails['gender'],
      dob: player.dob,
      phoneNumber: player.phoneNumber,
      address: player.address,
      city: player.city,
      country: player.country,
      locale: player.locale,
      currency: accounts[0]?.currency.code ?? player.currencyCode,
      consent: player.consent,
      createdAt: player.createdAt.toISOString(),
      pendingEmail,
      accounts,
    };
  }

  /** A new one-time token of `purpose`; only its hash is stored. Answers the token itself. */
  private async issueToken(
    tx: Executor,
    playerId: number,
    purpose: 'verify-email' | 'reset-password',
    ttlHours: number,
  ): Promise<string> {
    const token = newOpaqueToken();
    await tx.insert(playerTokens).values({
      playerId,
      purpose,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + ttlHours * 3_600_000),
    });
    return token;
  }

  /** Marks a valid token used and answers its player; null when unknown, used or expired. */
  private async consumeToken(
    tx: Executor,
    token: string,
    purpose: 'verify-email' | 'reset-password',
  ): Promise<number | null> {
    const now = new Date();
    const [row] = await tx
      .update(playerTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(playerTokens.tokenHash, hashToken(token)),
          eq(playerTokens.purpose, purpose),
          isNull(playerTokens.usedAt),
          gt(playerTokens.expiresAt, now),
        ),
      )
      .returning({ playerId: playerTokens.playerId });
    return row?.playerId ?? null;
  }

  /** Makes every open token of `purpose` of the player unusable. */
  private async expireTokens(tx: Executor, playerId: number, purpose: 'verify-email' | 'reset-password') {
    await tx
      .update(playerTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(playerTokens.playerId, playerId), eq(playerTokens.purpose, purpose), isNull(playerTokens.usedAt)));
  }

  // ---------------------------------------------------------------- e-mails

  private sendVerificationEmail(player: PlayerRow, token: string) {
    const url = `${this.publicUrl}${buildPath(playersApi.verifyEmail, { token })}`;
    return this.deps.mailer.send(
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

  private sendDuplicateSignUpNotice(player: PlayerRow) {
    return this.deps.mailer.send(
      {
        to: player.email,
        subject: 'Someone tried to register with your e-mail address',
        ...composeEmail({
          greeting: `Hello ${player.firstName},`,
          paragraphs: [
            'Someone tried to register a new account with this e-mail address. You already have an account, so no new account was made.',
            'If it was you, sign in with your password, or use "Forgot Password" to choose a new one.',
          ],
          action: { label: 'Go to the site', url: this.publicUrl },
          notes: ['If it was not you, you can ignore this message: your account has not changed.'],
        }),
      },
      { background: true },
    );
  }

  private sendEmailChangedNotice(player: PlayerRow, newEmail: string) {
    return this.deps.mailer.send(
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

  private sendEmailChangeVerification(player: PlayerRow, newEmail: string, token: string) {
    const url = `${this.publicUrl}${buildPath(playersApi.verifyEmail, { token })}`;
    return this.deps.mailer.send(
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

  private sendEmailChangeRequestedNotice(player: PlayerRow, newEmail: string, cancelToken: string) {
    const url = `${this.publicUrl}${buildPath(playersApi.cancelEmailChange, { token: cancelToken })}`;
    return this.deps.mailer.send(
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

  private sendEmailTakenNotice(owner: PlayerRow) {
    return this.deps.mailer.send(
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

  private sendPasswordChangedNotice(player: PlayerRow) {
    return this.deps.mailer.send(
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
