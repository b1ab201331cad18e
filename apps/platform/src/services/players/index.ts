/**
 * Players, one service per job: sign-up and sign-in, account changes, the e-mailed links, and
 * the player's profile and preferences. `createPlayerServices` makes the four of them over one
 * set of shared lookups and e-mails (the composition root calls it once).
 */
import { AccountChangeService } from './accountChanges';
import type { PlayersDeps } from './deps';
import { EmailTokenService } from './emailTokens';
import { PlayerMail } from './notices';
import { PlayerProfileService } from './profile';
import { PlayerRecords } from './records';
import { SignInService } from './signIn';

export * from './common';
export type { PlayersDeps } from './deps';
export { AccountChangeService, EmailTokenService, PlayerProfileService, SignInService };

/** The players services of a platform. */
export interface PlayerServices {
  /** Sign-up and sign-in. */
  signIn: SignInService;
  /** Password, gamertag and e-mail address changes. */
  accountChanges: AccountChangeService;
  /** E-mail verification, resending it, and password reset. */
  emailTokens: EmailTokenService;
  /** Details, profile picture, preferences and newsletter. */
  profile: PlayerProfileService;
}

export function createPlayerServices(deps: PlayersDeps): PlayerServices {
  const parts = {
    ...deps,
    records: new PlayerRecords(deps.db, deps.config, deps.wallet),
    notices: new PlayerMail(deps.mailer, deps.config),
  };
  const accountChanges = new AccountChangeService(parts);
  return {
    signIn: new SignInService(parts),
    accountChanges,
    emailTokens: new EmailTokenService(parts, accountChanges),
    profile: new PlayerProfileService(parts),
  };
}
