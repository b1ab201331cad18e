// One throttle for every call that checks a password or a two-factor code: sign-in, and a signed-in
// player's sensitive calls (password and e-mail changes, two-factor set-up, time-out,
// self-exclusion, resuming play, closing the account). A stolen access token is then no password
// oracle: wrong answers anywhere count against the same (account, client address) pair, client
// address and account as wrong passwords at sign-in, with the sign-in's limits and message.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PlatformContext } from '../context';
import { players } from '../db/schema';
import { normaliseEmail } from '../services/players/common';
import { isDomainError } from '../services/errors';
import { ApiError } from './errors';
import { createFailureThrottle } from './limits';

const MINUTE = 60_000;

export const failedSignInsMessage = (wait: string) => `Too many failed sign-in attempts. Please try again in ${wait}.`;

/**
 * Failed sign-ins slow down who fails, not the account for everybody: the pair (account, client
 * address) is refused after 5 failures for the rest of 15 minutes; one address failing on any
 * accounts after 50; an account failing from addresses it was never signed in from after 30 (a
 * spread-out guess), while its usual addresses (a success within 14 days) still get in.
 */
export const SIGN_IN_THROTTLES = {
  pairFailures: { max: 5, timeWindow: 15 * MINUTE },
  addressFailures: { max: 50, timeWindow: 15 * MINUTE },
  accountFailures: { max: 30, timeWindow: 15 * MINUTE },
  // 14 days: the memory store's timers cannot run longer than 24.8 days.
  knownAddress: { max: 1_000_000, timeWindow: 14 * 24 * 60 * MINUTE },
} as const;

/** An e-mail address as a counter key: hashed, so the store never holds strangers' addresses in clear. */
export const accountKeyOf = (value: unknown) =>
  createHash('sha256')
    .update(typeof value === 'string' ? normaliseEmail(value).slice(0, 320) : '')
    .digest('base64url');

const isWrongAnswer = (error: unknown) => (error instanceof ApiError || isDomainError(error)) && error.wrongAnswer;

export interface CredentialThrottle {
  /**
   * A sign-in to the account of `email` (registered or not): refused with 429 once over the
   * limits; a wrong password, or a wrong code after the right password, counts. A complete
   * sign-in clears the pair's failures and makes the address one of the account's usual ones.
   */
  signIn<T>(request: FastifyRequest, reply: FastifyReply, email: unknown, attempt: () => Promise<T>): Promise<T>;
  /**
   * A signed-in player's call that checks the password or a code: counted against the player's
   * account (by its address, as sign-in counts it) and the client address. A success clears
   * nothing (a call that needs only the password must not reset the count of wrong codes).
   */
  player<T>(request: FastifyRequest, reply: FastifyReply, playerId: number, attempt: () => Promise<T>): Promise<T>;
}

/** The platform's credential throttle (its counters are the sign-in's, shared through Redis when set). */
export function createCredentialThrottle(context: Pick<PlatformContext, 'limits' | 'db'>): CredentialThrottle {
  const pairFailures = createFailureThrottle(
    context,
    'sign-in-fail-pair',
    SIGN_IN_THROTTLES.pairFailures,
    failedSignInsMessage,
  );
  const addressFailures = createFailureThrottle(
    context,
    'sign-in-fail-ip',
    SIGN_IN_THROTTLES.addressFailures,
    failedSignInsMessage,
  );
  const accountFailures = createFailureThrottle(
    context,
    'sign-in-fail-account',
    SIGN_IN_THROTTLES.accountFailures,
    failedSignInsMessage,
  );
  const knownAddresses = createFailureThrottle(context, 'sign-in-known', SIGN_IN_THROTTLES.knownAddress);

  async function guard<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    account: string,
    attempt: () => Promise<T>,
    signingIn: boolean,
  ): Promise<T> {
    const pair = `${account}|${request.ip}`;
    const usual = (await knownAddresses.failures(pair)) > 0;
    await pairFailures.assertOpen(reply, pair);
    await addressFailures.assertOpen(reply, request.ip);
    if (!usual) await accountFailures.assertOpen(reply, account);
    try {
      const result = await attempt();
      if (signingIn) await Promise.all([pairFailures.clear(pair), usual ? undefined : knownAddresses.fail(pair)]);
      return result;
    } catch (error) {
      // A wrong password or code counts; refused input, a missing code or a conflict does not.
      if (isWrongAnswer(error)) {
        await Promise.all([
          pairFailures.fail(pair),
          addressFailures.fail(request.ip),
          usual ? undefined : accountFailures.fail(account),
        ]);
      }
      throw error;
    }
  }

  return {
    signIn: (request, reply, email, attempt) => guard(request, reply, accountKeyOf(email), attempt, true),
    async player(request, reply, playerId, attempt) {
      const [player] = await context.db.select({ email: players.email }).from(players).where(eq(players.id, playerId));
      // No such player: nothing to guess at (the call answers for itself).
      if (!player) return attempt();
      return guard(request, reply, accountKeyOf(player.email), attempt, false);
    },
  };
}
