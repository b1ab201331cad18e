import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { authApi, playersApi, RESULT_MESSAGES } from '@casino/contract';
import {
  IMAGE_SIZE_LIMIT_BYTES,
  IMAGE_SIZE_MESSAGE,
  INVALID_IMAGE_TYPE_MESSAGE,
  NO_FILE_SELECTED_MESSAGE,
} from '@casino/rules';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { PlatformContext } from '../context';
import { accountKeyOf as addressOf, createCredentialThrottle } from '../http/credentialThrottle';
import { ApiError, badRequest, notFound, unauthorized } from '../http/errors';
import { createLimiter } from '../http/limits';
import { registerMailboxRoutes } from '../providers/mail/mailbox';
import { answer, invalid, says } from '../services/errors';
import type { ClientInfo, Identity, TokenClaims } from '../services/sessions';
import { UPLOADED_IMAGE_POLICY } from '../http/securityHeaders';
import { AVATAR_FILE_PATTERN, AVATAR_PATH_PREFIX, avatarsDir } from '../services/players';

/** The limiter helper moved to http/limits.ts; it stays importable from here. */
export { createLimiter } from '../http/limits';

const MINUTE = 60_000;

/** Per-caller limits (counters shared through Redis when REDIS_URL is set: see http/limits.ts). */
export const RATE_LIMITS = {
  signInPerAddress: { max: 10, timeWindow: MINUTE },
  signInPerIp: { max: 200, timeWindow: MINUTE },
  signUpPerEmail: { max: 5, timeWindow: 60 * MINUTE },
  resetPerAddress: { max: 5, timeWindow: 15 * MINUTE },
  resetPerEmail: { max: 10, timeWindow: 60 * MINUTE },
  resetPerIp: { max: 30, timeWindow: 15 * MINUTE },
  resendPerPlayer: { max: 5, timeWindow: 15 * MINUTE },
  accountChangePerPlayer: { max: 10, timeWindow: 15 * MINUTE },
  /** Two-factor set-up, enable and disable, per player. */
  twoFactorPerPlayer: { max: 10, timeWindow: 15 * MINUTE },
} as const;

/** The sign-in's throttle of failures (wrong passwords and codes) lives in http/credentialThrottle.ts. */
export { SIGN_IN_THROTTLES } from '../http/credentialThrottle';

/** Sign-ups one client address may make per hour (SIGN_UP_LIMIT_PER_HOUR). */
const signUpPerIp = (context: PlatformContext) => ({ max: context.config.signUpLimitPerHour, timeWindow: 60 * MINUTE });

/**
 * Players and sign-in: sign-up, sign-in, refresh, sign-out, details, account changes, profile
 * picture (and the public URL of stored pictures), e-mail verification, password reset,
 * preferences, newsletter, and the local mailbox.
 */
export async function registerPlayersRoutes(context: PlatformContext): Promise<void> {
  const { sessions } = context.services;
  const { signIn, accountChanges, emailTokens, profile } = context.services.players;

  const signInPerAddress = createLimiter(context, 'sign-in-address', RATE_LIMITS.signInPerAddress);
  const signInPerIp = createLimiter(context, 'sign-in-ip', RATE_LIMITS.signInPerIp);
  const signUpIp = createLimiter(context, 'sign-up-ip', signUpPerIp(context));
  const signUpEmail = createLimiter(context, 'sign-up-email', RATE_LIMITS.signUpPerEmail);
  const resetPerAddress = createLimiter(context, 'reset-address', RATE_LIMITS.resetPerAddress);
  const resetPerEmail = createLimiter(context, 'reset-email', RATE_LIMITS.resetPerEmail);
  const resetPerIp = createLimiter(context, 'reset-ip', RATE_LIMITS.resetPerIp);
  const resendPerPlayer = createLimiter(context, 'resend', RATE_LIMITS.resendPerPlayer);
  const accountChangePerPlayer = createLimiter(context, 'account-change', RATE_LIMITS.accountChangePerPlayer);
  const credentials = createCredentialThrottle(context);

  context.route(playersApi.signUp, async ({ body, request, reply }) => {
    await signUpIp(request, reply, request.ip);
    await signUpEmail(request, reply, addressOf(body.email));
    return signIn.signUp(body);
  });

  context.route(playersApi.signIn, async ({ body, request, reply }) => {
    await signInPerIp(request, reply, request.ip);
    await signInPerAddress(request, reply, `${request.ip}|${addressOf(body.email)}`);
    // Wrong passwords count, and wrong codes once the password was right (a stranger's codes sent
    // with a wrong password are wrong passwords of the stranger's own address).
    return credentials.signIn(request, reply, body.email, () => signIn.signIn(body, clientOf(request)));
  });

  // A UK player's GAMSTOP check is renewed here when older than 24 hours (docs/registers.md),
  // before the token is used up: a register out of reach leaves the token for a later try.
  context.route(playersApi.refresh, async ({ body }) => {
    const playerId = await sessions.playerOfRefreshToken(body.refreshToken);
    if (playerId !== null) await context.services.registers.assertCheckedToday(playerId);
    return sessions.refresh(body.refreshToken);
  });

  // Sign-out needs no body: a bare POST (no content type, or JSON with nothing in it) is the same
  // as `{}`, so a client that sends nothing still ends its session.
  context.route(authApi.signOut, {
    preParsing: async (request, _reply, payload) => {
      if (request.headers['content-length'] === '0') delete request.headers['content-type'];
      return payload;
    },
    validate: (request) => {
      request.body ??= {};
    },
    handler: async ({ identity }) => {
      if (identity) await sessions.revoke(identity.sessionId);
      // A German player's session at this operator ends in LUGAS's activity file too.
      if (identity) await context.services.lugas.endSession(identity.playerId);
      return { message: RESULT_MESSAGES.signedOut };
    },
  });

  // A kept answer, or the session check, the player and the accounts in one query (see detailsOfSession).
  context.route(playersApi.getDetails, {
    checksSession: true,
    handler: ({ claims }) => profile.detailsOfSession(signedInClaims(claims)),
  });

  context.route(playersApi.updateDetails, ({ identity, body }) =>
    profile.updateDetails(signedIn(identity).playerId, body),
  );

  context.route(playersApi.update, async ({ identity, body, request, reply }) => {
    const { playerId } = signedIn(identity);
    if (body.action !== 'password' && body.action !== 'email') return accountChanges.update(signedIn(identity), body);
    await accountChangePerPlayer(request, reply, String(playerId));
    return credentials.player(request, reply, playerId, () => accountChanges.update(signedIn(identity), body));
  });

  context.route(playersApi.uploadProfilePicture, async ({ identity, request }) => {
    const picture = await readPicture(request);
    return profile.setProfilePicture(signedIn(identity).playerId, picture);
  });

  context.app.get(`${AVATAR_PATH_PREFIX}:file`, { schema: { hide: true } }, async (request, reply) => {
    const { file } = request.params as { file: string };
    if (!AVATAR_FILE_PATTERN.test(file)) throw notFound('No such picture');
    const content = await readFile(path.join(avatarsDir(context.config), file)).catch(() => null);
    if (!content) throw notFound('No such picture');
    return reply
      .type(file.endsWith('.png') ? 'image/png' : 'image/jpeg')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', UPLOADED_IMAGE_POLICY)
      .header('content-disposition', `inline; filename="${file}"`)
      .header('cross-origin-resource-policy', 'same-origin')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(content);
  });

  context.route(playersApi.verifyEmail, async ({ params, request, reply }) => {
    const result = await emailTokens.verifyEmail(params.token);
    if (wantsHtml(request)) {
      reply.redirect(emailTokens.verificationPageUrl(result), 302);
      return result;
    }
    if (!result.emailVerified) throw invalid(says(result.messageCode));
    return result;
  });

  context.route(playersApi.cancelEmailChange, async ({ params, request, reply }) => {
    const result = await accountChanges.cancelEmailChange(params.token);
    if (wantsHtml(request)) {
      reply.redirect(emailTokens.emailChangeCancelPageUrl(result), 302);
      return { message: result.message, messageCode: result.messageCode };
    }
    if (!result.cancelled) throw invalid(says(result.messageCode));
    return { message: result.message, messageCode: result.messageCode };
  });

  context.route(playersApi.resendEmail, async ({ identity, request, reply }) => {
    await resendPerPlayer(request, reply, String(signedIn(identity).playerId));
    return emailTokens.resendVerification(signedIn(identity).playerId);
  });

  context.route(playersApi.requestResetPassword, async ({ params, request, reply }) => {
    await resetPerIp(request, reply, request.ip);
    await resetPerAddress(request, reply, `${request.ip}|${addressOf(params.email)}`);
    await resetPerEmail(request, reply, addressOf(params.email));
    await emailTokens.requestPasswordReset(params.email);
    return answer(says('player.resetLinkSent'));
  });

  context.route(playersApi.resetPassword, ({ params, body }) => emailTokens.resetPassword(params.hash, body));

  context.route(playersApi.getPreferences, ({ identity }) => profile.preferences(signedIn(identity).playerId));

  context.route(playersApi.updatePreferences, ({ identity, body }) =>
    profile.updatePreferences(signedIn(identity).playerId, body),
  );

  context.route(authApi.subscribeNewsletter, async ({ body }) => {
    await profile.subscribeNewsletter(body.email);
    return { message: RESULT_MESSAGES.newsletterSubscribed };
  });

  registerMailboxRoutes(context);
}

/** The caller as the sign-in history and the session list show it. */
export function clientOf(request: FastifyRequest): ClientInfo {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip || null, userAgent: typeof userAgent === 'string' && userAgent ? userAgent : null };
}

/** The token claims of a 'player' endpoint registered with `checksSession` (the registrar has refused a missing token). */
function signedInClaims(claims: TokenClaims | null): TokenClaims {
  if (!claims) throw unauthorized();
  return claims;
}

/** The identity of a 'player' endpoint (the registrar has already refused a missing one). */
function signedIn(identity: Identity | null): Identity {
  if (!identity) throw unauthorized();
  return identity;
}

/** A browser following the e-mailed link asks for HTML; API callers do not. */
function wantsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return /\btext\/html\b/i.test(accept);
}

const noFile = () => badRequest(NO_FILE_SELECTED_MESSAGE, { file: NO_FILE_SELECTED_MESSAGE });
const ALLOWED_PICTURE_TYPES: Record<string, 'jpg' | 'png'> = { 'image/jpeg': 'jpg', 'image/png': 'png' };

/**
 * The `file` part of a multipart request, checked by content: JPEG or PNG, at most 512KB.
 * Messages are the rules' ('No file selected.', 'Invalid file type. ...', 'File size exceeds 512KB.').
 */
async function readPicture(request: FastifyRequest): Promise<{ content: Buffer; extension: 'jpg' | 'png' }> {
  if (!request.isMultipart()) throw noFile();
  let part;
  try {
    part = await request.file({ limits: { fileSize: IMAGE_SIZE_LIMIT_BYTES, files: 1 }, throwFileSizeLimit: false });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw noFile();
  }
  if (!part) throw noFile();
  if (part.fieldname !== 'file') {
    part.file.resume();
    throw noFile();
  }
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of part.file) chunks.push(chunk as Buffer);
  } catch {
    throw noFile();
  }
  const content = Buffer.concat(chunks);
  if (content.length === 0 && !part.file.truncated) throw noFile();
  const detected = await fileTypeFromBuffer(content);
  const extension = detected ? ALLOWED_PICTURE_TYPES[detected.mime] : undefined;
  if (!extension) throw badRequest(INVALID_IMAGE_TYPE_MESSAGE, { file: INVALID_IMAGE_TYPE_MESSAGE });
  if (part.file.truncated) throw badRequest(IMAGE_SIZE_MESSAGE, { file: IMAGE_SIZE_MESSAGE });
  return { content, extension };
}
