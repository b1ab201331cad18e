import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { Preferences } from '@casino/contract';
import { validateValues } from '@casino/rules';
import { hash } from '@node-rs/argon2';
import type { Config } from '../../config';
import type { players } from '../../db/schema';
import { invalid, type Said, says } from '../errors';

/** Argon2id with the OWASP parameters (19 MiB, 2 passes, 1 lane). 2 is Algorithm.Argon2id. */
export const PASSWORD_HASH_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, PASSWORD_HASH_OPTIONS);

export const VERIFY_EMAIL_TTL_HOURS = 48;
export const RESET_PASSWORD_TTL_HOURS = 1;

/** Messages the players services answer where the spec gives none: codes of the text catalogue (@casino/contract/texts), whose English text `english()` gives. */
export const PLAYER_MESSAGES = {
  signedUp: says('player.signedUp'),
  invalidCredentials: says('player.invalidCredentials'),
  emailVerified: says('player.emailVerified'),
  verificationLinkInvalid: says('player.verificationLinkInvalid'),
  alreadyVerified: says('player.alreadyVerified'),
  verificationSent: says('player.verificationSent'),
  resetLinkInvalid: says('player.resetLinkInvalid'),
  passwordReset: says('player.passwordReset'),
  currentPasswordWrong: says('player.currentPasswordWrong'),
  gamertagTaken: says('player.gamertagTaken'),
  emailUnavailable: says('player.emailUnavailable'),
  emailChangePending: says('player.emailChangePending'),
  emailChangeVerified: says('player.emailChangeVerified'),
  emailChangeCancelled: says('player.emailChangeCancelled'),
  emailChangeLinkInvalid: says('player.emailChangeLinkInvalid'),
  passwordWrong: says('player.passwordWrong'),
  currencyUnavailable: says('player.currencyUnavailable'),
  localeInvalid: says('player.localeInvalid'),
  invalidRequest: says('player.invalidRequest'),
} as const satisfies Record<string, Said>;

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
export const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

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
export async function validate<T>(
  schema: RulesSchema<T>,
  input: unknown,
  message: string | Said = PLAYER_MESSAGES.invalidRequest,
) {
  const result = await validateValues(schema, input);
  if (!result.ok) throw invalid(message, result.errors);
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

export type PlayerRow = typeof players.$inferSelect;

/**
 * 'player' and 64 random bits in base 36 (lowercase letters and digits, 7 to 19 characters): the first
 * gamertag of a new player, never derived from the e-mail or the name.
 */
export function newGamertag(): string {
  return `player${BigInt(`0x${randomBytes(8).toString('hex')}`).toString(36)}`;
}

/** A language code as the site sends it: 'en_GB', 'de-AT', 'es'. */
export const LOCALE_PATTERN = /^[A-Za-z]{2,3}(?:[_-][A-Za-z0-9]{2,4})?$/;
