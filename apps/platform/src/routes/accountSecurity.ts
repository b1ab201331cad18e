import { playersApi } from '@casino/contract';
import type { PlatformContext } from '../context';
import { createCredentialThrottle } from '../http/credentialThrottle';
import { notFound, unauthorized } from '../http/errors';
import type { Identity } from '../services/sessions';
import { createLimiter, RATE_LIMITS } from './players';

export const SESSION_MESSAGES = {
  ended: 'The session has been ended.',
  othersEnded: 'All other sessions have been ended.',
  notFound: 'There is no such open session.',
} as const;

function signedIn(identity: Identity | null): Identity {
  if (!identity) throw unauthorized();
  return identity;
}

/** Account security (issue 17): two-factor sign-in, the player's sessions and sign-in history. */
export async function registerAccountSecurityRoutes(context: PlatformContext): Promise<void> {
  const { twoFactor, sessions } = context.services;
  const perPlayer = createLimiter(context, 'two-factor', RATE_LIMITS.twoFactorPerPlayer);
  // Wrong passwords and codes count as wrong passwords at sign-in do.
  const credentials = createCredentialThrottle(context);

  context.route(playersApi.getTwoFactor, ({ identity }) => twoFactor.status(signedIn(identity).playerId));

  context.route(playersApi.setupTwoFactor, async ({ identity, body, request, reply }) => {
    const { playerId } = signedIn(identity);
    await perPlayer(request, reply, String(playerId));
    return credentials.player(request, reply, playerId, () => twoFactor.setup(playerId, body.password));
  });

  context.route(playersApi.enableTwoFactor, async ({ identity, body, request, reply }) => {
    const { playerId } = signedIn(identity);
    await perPlayer(request, reply, String(playerId));
    return credentials.player(request, reply, playerId, () => twoFactor.enable(signedIn(identity), body.code));
  });

  context.route(playersApi.disableTwoFactor, async ({ identity, body, request, reply }) => {
    const { playerId } = signedIn(identity);
    await perPlayer(request, reply, String(playerId));
    return credentials.player(request, reply, playerId, () => twoFactor.disable(playerId, body.password, body.code));
  });

  context.route(playersApi.listSessions, ({ identity }) => {
    const { playerId, sessionId } = signedIn(identity);
    return sessions.list(playerId, sessionId);
  });

  context.route(playersApi.endSession, async ({ identity, params }) => {
    const { playerId } = signedIn(identity);
    if (!(await sessions.endOne(playerId, params.id))) throw notFound(SESSION_MESSAGES.notFound);
    return { message: SESSION_MESSAGES.ended };
  });

  context.route(playersApi.endOtherSessions, async ({ identity }) => {
    const { playerId, sessionId } = signedIn(identity);
    const ended = await sessions.endOthers(playerId, sessionId);
    return { message: SESSION_MESSAGES.othersEnded, ended };
  });

  context.route(playersApi.listSignIns, ({ identity }) => sessions.signIns(signedIn(identity).playerId));
}
