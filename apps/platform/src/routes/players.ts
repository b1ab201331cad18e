import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { authApi, playersApi, RESULT_MESSAGES } from '@casino/contract';
import {
  IMAGE_SIZE_LIMIT_BYTES,
  IMAGE_SIZE_MESSAGE,
  INVALID_IMAGE_TYPE_MESSAGE,
  NO_FILE_SELECTED_MESSAGE,
} from '@casino/rules';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { PlatformContext } from '../context';
import { ApiError, badRequest, notFound, tooManyRequests, unauthorized } from '../http/errors';
import { registerMailboxRoutes } from '../providers/mail/mailbox';
import { getMailer } from '../services/mail';
import type { Identity } from '../services/sessions';
import {
  AVATAR_FILE_PATTERN,
  AVATAR_PATH_PREFIX,
  avatarsDir,
  normaliseEmail,
  PlayersService,
  SignInLockedError,
} from '../services/players';

const MINUTE = 60_000;

/** Per-caller limits (in-process memory store of @fastify/rate-limit). */
export const RATE_LIMITS = {
  signInPerAddress: { max: 10, timeWindow: MINUTE },
  signInPerIp: { max: 200, timeWindow: MINUTE },
  resetPerAddress: { max: 5, timeWindow: 15 * MINUTE },
  resetPerIp: { max: 30, timeWindow: 15 * MINUTE },
  resendPerPlayer: { max: 5, timeWindow: 15 * MINUTE },
  accountChangePerPlayer: { max: 10, timeWindow: 15 * MINUTE },
} as const;

type Limiter = (request: FastifyRequest, reply: FastifyReply, key: string) => Promise<void>;

/** A rate limit on a key the handler chooses (IP, IP and address, player): 429 with Retry-After when exceeded. */
function createLimiter(context: PlatformContext, name: string, limit: { max: number; timeWindow: number }): Limiter {
  const keys = new WeakMap<FastifyRequest, string>();
  const check = context.app.createRateLimit({
    ...limit,
    keyGenerator: (request) => `${name}:${keys.get(request) ?? request.ip}`,
  });
  return async (request, reply, key) => {
    keys.set(request, key);
    const outcome = await check(request);
    if (!outcome.isAllowed && outcome.isExceeded) {
      reply.header('retry-after', String(outcome.ttlInSeconds));
      const minutes = Math.max(1, Math.ceil(outcome.ttlInSeconds / 60));
      throw tooManyRequests(`Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
    }
  };
}

const addressOf = (value: unknown) => (typeof value === 'string' ? normaliseEmail(value).slice(0, 320) : '');

/**
 * Players and sign-in: sign-up, sign-in, refresh, sign-out, details, account changes, profile
 * picture (and the public URL of stored pictures), e-mail verification, password reset,
 * preferences, newsletter, and the local mailbox.
 */
export async function registerPlayersRoutes(context: PlatformContext): Promise<void> {
  const service = new PlayersService({
    db: context.db,
    config: context.config,
    sessions: context.sessions,
    wallet: context.wallet,
    mailer: getMailer(context),
  });

  const signInPerAddress = createLimiter(context, 'sign-in-address', RATE_LIMITS.signInPerAddress);
  const signInPerIp = createLimiter(context, 'sign-in-ip', RATE_LIMITS.signInPerIp);
  const resetPerAddress = createLimiter(context, 'reset-address', RATE_LIMITS.resetPerAddress);
  const resetPerIp = createLimiter(context, 'reset-ip', RATE_LIMITS.resetPerIp);
  const resendPerPlayer = createLimiter(context, 'resend', RATE_LIMITS.resendPerPlayer);
  const accountChangePerPlayer = createLimiter(context, 'account-change', RATE_LIMITS.accountChangePerPlayer);

  context.route(playersApi.signUp, ({ body }) => service.signUp(body));

  context.route(playersApi.signIn, async ({ body, request, reply }) => {
    await signInPerIp(request, reply, request.ip);
    await signInPerAddress(request, reply, `${request.ip}|${addressOf(body.email)}`);
    try {
      return await service.signIn(body);
    } catch (error) {
      if (error instanceof SignInLockedError) reply.header('retry-after', String(error.retryAfterSeconds));
      throw error;
    }
  });

  context.route(playersApi.refresh, ({ body }) => context.sessions.refresh(body.refreshToken));

  context.route(authApi.signOut, async ({ identity }) => {
    if (identity) await context.sessions.revoke(identity.sessionId);
    return { message: RESULT_MESSAGES.signedOut };
  });

  context.route(playersApi.getDetails, ({ identity }) => service.details(signedIn(identity).playerId));

  context.route(playersApi.updateDetails, ({ identity, body }) =>
    service.updateDetails(signedIn(identity).playerId, body),
  );

  context.route(playersApi.update, async ({ identity, body, request, reply }) => {
    if (body.action === 'password' || body.action === 'email') {
      await accountChangePerPlayer(request, reply, String(signedIn(identity).playerId));
    }
    return service.update(signedIn(identity), body);
  });

  context.route(playersApi.uploadProfilePicture, async ({ identity, request }) => {
    const picture = await readPicture(request);
    return service.setProfilePicture(signedIn(identity).playerId, picture);
  });

  context.app.get(`${AVATAR_PATH_PREFIX}:file`, { schema: { hide: true } }, async (request, reply) => {
    const { file } = request.params as { file: string };
    if (!AVATAR_FILE_PATTERN.test(file)) throw notFound('No such picture');
    const content = await readFile(path.join(avatarsDir(context.config), file)).catch(() => null);
    if (!content) throw notFound('No such picture');
    return reply
      .type(file.endsWith('.png') ? 'image/png' : 'image/jpeg')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(content);
  });

  context.route(playersApi.verifyEmail, async ({ params, request, reply }) => {
    const result = await service.verifyEmail(params.token);
    if (wantsHtml(request)) {
      reply.redirect(service.verificationPageUrl(result), 302);
      return result;
    }
    if (!result.emailVerified) throw badRequest(result.message);
    return result;
  });

  context.route(playersApi.resendEmail, async ({ identity, request, reply }) => {
    await resendPerPlayer(request, reply, String(signedIn(identity).playerId));
    return service.resendVerification(signedIn(identity).playerId);
  });

  context.route(playersApi.requestResetPassword, async ({ params, request, reply }) => {
    await resetPerIp(request, reply, request.ip);
    await resetPerAddress(request, reply, `${request.ip}|${addressOf(params.email)}`);
    await service.requestPasswordReset(params.email);
    return { message: RESULT_MESSAGES.resetLinkSent };
  });

  context.route(playersApi.resetPassword, ({ params, body }) => service.resetPassword(params.hash, body));

  context.route(playersApi.getPreferences, ({ identity }) => service.preferences(signedIn(identity).playerId));

  context.route(playersApi.updatePreferences, ({ identity, body }) =>
    service.updatePreferences(signedIn(identity).playerId, body),
  );

  context.route(authApi.subscribeNewsletter, async ({ body }) => {
    await service.subscribeNewsletter(body.email);
    return { message: RESULT_MESSAGES.newsletterSubscribed };
  });

  registerMailboxRoutes(context);
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
