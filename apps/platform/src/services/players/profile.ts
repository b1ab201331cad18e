import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { IdentityDetailsBody, PlayerDetails, Preferences, PreferencesUpdate } from '@casino/contract';
import {
  CONSENT_REQUIRED_MESSAGE,
  forgotPasswordSchema,
  identityDetailsSchema,
  MARKET_PROFILES,
  marketOfCountry,
  validateValues,
} from '@casino/rules';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import {
  accounts,
  currencies,
  emailChanges,
  newsletterSubscriptions,
  players,
  playerPreferences,
  sessions as sessionsTable,
} from '../../db/schema';
import { invalid, says } from '../errors';
import type { TokenClaims } from '../sessions';
import { toAccountView } from '../wallet';
import {
  AVATAR_FILE_PATTERN,
  avatarsDir,
  DEFAULT_PREFERENCES,
  normaliseEmail,
  PLAYER_MESSAGES,
  trimmed,
  validate,
} from './common';
import type { PlayersParts } from './deps';

/**
 * The player's own details and settings: identity details, profile picture, preferences and
 * the newsletter.
 */
export class PlayerProfileService {
  constructor(private readonly deps: PlayersParts) {}

  /** The player's details as the API answers them. */
  async details(playerId: number): Promise<PlayerDetails> {
    return this.deps.records.details(playerId);
  }

  /**
   * The signed-in player's details. A session this process verified lately (SessionService.recall)
   * gets the answer kept in the details cache, with no database round trip; otherwise one query
   * reads the session check (open, the token's player), the player, the accounts (one row each)
   * and the pending e-mail change, and its answer is kept. A 401 when the session has ended.
   */
  async detailsOfSession(claims: TokenClaims): Promise<PlayerDetails> {
    const { playerDetails, sessions } = this.deps;
    const known = await sessions.recall(claims);
    const kept = known && playerDetails.get(known.playerId);
    if (kept) return kept;
    const read = playerDetails.beginRead(known?.playerId);
    try {
      const { row } = await sessions.verifyWith(claims, (open) => this.readDetails(open, claims));
      const details = this.deps.records.detailsOf(row.player, row.accounts, row.pendingEmail);
      read.keep(row.player.id, details, row.pendingEmailExpiresAt);
      return details;
    } finally {
      read.end();
    }
  }

  /** The query of `detailsOfSession`: `open` is the session check of SessionService.verifyWith. */
  private async readDetails(open: SQL, claims: TokenClaims) {
    const pendingEmail = (column: typeof emailChanges.newEmail | typeof emailChanges.expiresAt) =>
      this.deps.records.pendingEmailQuery(players.id, this.deps.db, column);
    const rows = await this.deps.db
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
        pendingEmail: sql<string | null>`(${pendingEmail(emailChanges.newEmail)})`,
        // The answer is kept until the pending change expires, when the query would stop naming it.
        pendingEmailExpiresAt: sql<Date | null>`(${pendingEmail(emailChanges.expiresAt)})`.mapWith(
          emailChanges.expiresAt,
        ),
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
  }

  async updateDetails(playerId: number, body: IdentityDetailsBody): Promise<PlayerDetails> {
    const result = await validateValues(identityDetailsSchema, body);
    if (!result.ok) {
      const message = result.errors.consent ? CONSENT_REQUIRED_MESSAGE : PLAYER_MESSAGES.invalidRequest;
      throw invalid(message, result.errors);
    }
    const values = result.values;
    // The market's rules follow the country and, where they go by age, the date of birth: a player
    // cannot move to another market, nor change the age the rules read, by editing the details.
    const current = await this.deps.records.playerById(playerId);
    const market = MARKET_PROFILES[marketOfCountry(current.country)];
    if (marketOfCountry(values.country) !== market.code) {
      const message = says('market.detailsLocked');
      throw invalid(message, { country: message });
    }
    const byAge = market.slots.stakeMax !== null || market.deposits.netMonthlyCap !== null;
    if (byAge && values.dob !== current.dob) {
      const message = says('market.detailsLocked');
      throw invalid(message, { dob: message });
    }
    await this.deps.db
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
    await this.deps.playerDetails.changed(playerId);
    return this.deps.records.details(playerId);
  }

  /** Stores a checked picture under a server-made name and answers its public URL. */
  async setProfilePicture(playerId: number, picture: { content: Buffer; extension: 'jpg' | 'png' }) {
    const player = await this.deps.records.playerById(playerId);
    const directory = avatarsDir(this.deps.config);
    await mkdir(directory, { recursive: true });
    const fileName = `${randomBytes(16).toString('hex')}.${picture.extension}`;
    await writeFile(path.join(directory, fileName), picture.content, { flag: 'wx' });
    await this.deps.db
      .update(players)
      .set({ profilePicture: fileName, updatedAt: new Date() })
      .where(eq(players.id, playerId));
    await this.deps.playerDetails.changed(playerId);
    const previous = player.profilePicture;
    if (previous && AVATAR_FILE_PATTERN.test(previous)) {
      await unlink(path.join(directory, previous)).catch(() => undefined);
    }
    return { profilePicture: this.deps.records.pictureUrl(fileName) };
  }

  async preferences(playerId: number): Promise<Preferences> {
    const [row] = await this.deps.db.select().from(playerPreferences).where(eq(playerPreferences.playerId, playerId));
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
    await this.deps.db
      .insert(playerPreferences)
      .values({ playerId, ...row })
      .onConflictDoUpdate({ target: playerPreferences.playerId, set: row });
    return this.preferences(playerId);
  }

  /** Subscribes an address; a repeat changes nothing. */
  async subscribeNewsletter(rawEmail: unknown): Promise<void> {
    const { email } = await validate(forgotPasswordSchema, { email: trimmed(rawEmail) });
    await this.deps.db
      .insert(newsletterSubscriptions)
      .values({ email: normaliseEmail(email) })
      .onConflictDoNothing();
  }
}
