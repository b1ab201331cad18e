import type { SignInResult, SignUpBody } from '@casino/contract';
import {
  MARKET_PROFILES,
  marketOfCountry,
  maxLengthMessage,
  signInSchema,
  signUpRequestSchema,
  validateValues,
} from '@casino/rules';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { currencies, players } from '../../db/schema';
import { answer, type FieldMessage, invalid, refused, says, unauthenticated, wrongAnswer } from '../errors';
import type { ClientInfo } from '../sessions';
import { TwoFactorError } from '../twoFactor';
import {
  hashPassword,
  isUniqueViolation,
  LOCALE_PATTERN,
  newGamertag,
  normaliseEmail,
  PLAYER_MESSAGES,
  type PlayerRow,
  trimmed,
  validate,
  VERIFY_EMAIL_TTL_HOURS,
} from './common';
import type { PlayersParts } from './deps';
import { issueToken } from './tokens';

const MARKETING_TAG_MAX = 100;

/**
 * Sign-up and sign-in. Answers never tell whether an e-mail address is registered (sign-up and
 * sign-in answer alike and take similar time); failed sign-ins are throttled by the route.
 */
export class SignInService {
  constructor(private readonly deps: PlayersParts) {}

  async signUp(body: SignUpBody): Promise<{ message: string }> {
    const input = { ...(body as object), email: trimmed(body.email), gender: (body as Partial<SignUpBody>).sex };
    // Germany's place of birth is required only when the brand is licensed for Germany.
    const checked = await validateValues(signUpRequestSchema, input, { markets: this.deps.config.markets });
    const fields: Record<string, FieldMessage> = {};
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
    if (!checked.ok || Object.keys(fields).length) throw invalid(PLAYER_MESSAGES.invalidRequest, fields);
    const values = checked.values;
    this.assertMarket(values.country, values.currency);
    // The national exclusion register of the player's market (GAMSTOP, CRUKS) before anything is
    // made: a registered person is refused with the register's message, an unreachable register
    // refuses the sign-up for now (docs/registers.md).
    const registerCheckedAt = await this.deps.registers.assertSignUp({
      firstName: values.firstName,
      lastName: values.lastName,
      dob: values.dob,
      placeOfBirth: values.placeOfBirth ?? null,
      birthName: values.birthName ?? null,
      email: values.email,
      phoneNumber: values.phoneNumber,
      address: values.address,
      city: values.city,
      country: values.country,
    });

    const email = normaliseEmail(values.email);
    // Hash first on every path, so a registered address answers in the same time as a new one.
    const passwordHash = await hashPassword(values.password);
    const existing = await this.deps.records.findByEmail(email);
    if (existing) {
      await this.deps.notices.sendDuplicateSignUpNotice(existing);
      return answer(PLAYER_MESSAGES.signedUp);
    }

    let created: { player: PlayerRow; token: string } | undefined;
    try {
      created = await this.deps.db.transaction(async (tx) => {
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
            placeOfBirth: values.placeOfBirth ?? null,
            birthName: values.birthName ?? null,
            phoneNumber: values.phoneNumber,
            address: values.address,
            city: values.city,
            country: values.country,
            locale,
            currencyCode: values.currency,
            consent: values.consent === true,
            marketingTag: body.marketingTag ?? null,
            registerCheckedAt,
          })
          .returning();
        if (!player) throw new Error('Player was not created');
        await this.deps.wallet.openAccount(tx, player.id, values.currency);
        const token = await issueToken(tx, player.id, 'verify-email', VERIFY_EMAIL_TTL_HOURS);
        return { player, token };
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Registered at the same moment by another request: answered like any known address.
      const raced = await this.deps.records.findByEmail(email);
      if (raced) await this.deps.notices.sendDuplicateSignUpNotice(raced);
      return answer(PLAYER_MESSAGES.signedUp);
    }
    // A new player and account: nothing can be kept of them yet, but every write of the two is told.
    await this.deps.playerDetails.changed(created.player.id);
    await this.deps.notices.sendVerificationEmail(created.player, created.token);
    return answer(PLAYER_MESSAGES.signedUp);
  }

  /**
   * The brand takes players of its licensed markets only (MARKETS), each in the market's currency:
   * a refusal names the field to change.
   */
  private assertMarket(country: string, currency: string): void {
    const market = marketOfCountry(country);
    if (!this.deps.config.markets.includes(market)) {
      const message = says('market.countryNotLicensed', { country });
      throw invalid(message, { country: message });
    }
    const required = MARKET_PROFILES[market].currency;
    if (required && currency !== required) {
      const message = says('market.currency', { country, currency: required });
      throw invalid(message, { currency: message });
    }
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
    // Failed sign-ins (a wrong password, or a wrong code after the right one) are throttled by the
    // route: see http/credentialThrottle.ts.
    const player = await this.deps.records.findByEmail(email);
    const valid = await this.deps.records.passwordMatches(player?.passwordHash, values.password);
    if (!player || !valid) {
      if (player) await this.deps.sessions.recordSignIn(player.id, 'wrong_password', client);
      throw wrongAnswer(unauthenticated(PLAYER_MESSAGES.invalidCredentials));
    }
    // Locked by staff (the back office): refused until unlocked, told only to who knows the password.
    if (player.lockedUntil && player.lockedUntil > new Date()) {
      throw refused(says('player.accountLocked'), 'account_locked');
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
    // The national exclusion register of the player's market (GAMSTOP, CRUKS), told only to who
    // knows the password, before a session is opened.
    await this.deps.registers.assertSignIn(player.id);
    const tokens = await this.deps.sessions.start(player.id, player.uuid, client);
    await this.deps.sessions.recordSignIn(player.id, 'success', client);
    return { ...tokens, user: { uuid: player.uuid, email: player.email } };
  }

  private async isAvailableCurrency(code: string): Promise<boolean> {
    const [row] = await this.deps.db
      .select({ code: currencies.code })
      .from(currencies)
      .where(and(eq(currencies.code, code), gt(currencies.available, 0)));
    return Boolean(row);
  }
}
