import {
  adminApi,
  backofficeApi,
  STAFF_SESSION_ABSOLUTE_HOURS,
  STAFF_SESSION_COOKIE,
  SERVICE_PREFIXES,
} from '@casino/contract';
import { serialize } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PlatformContext } from '../context';
import { createCredentialThrottle } from '../http/credentialThrottle';
import { createLimiter } from '../http/limits';
import type { AuditActor } from '../services/audit';
import type { StaffCaller } from '../services/staff';
import { sendKycFile } from './kycFiles';
import { clientOf, RATE_LIMITS } from './players';

/** The staff session cookie lives under the back office's API only. */
export const STAFF_COOKIE_PATH = SERVICE_PREFIXES.backoffice;

/** The audit actor of a call with the operator token: automation, from the caller's address. */
export const automationActor = (request: FastifyRequest): AuditActor => ({
  kind: 'automation',
  id: null,
  role: null,
  clientAddress: request.ip || null,
});

/** The staff caller of a 'staff' endpoint (the registrar has refused a call without one). */
function caller(staff: StaffCaller | null): StaffCaller {
  if (!staff) throw new Error('A staff endpoint ran without its staff member');
  return staff;
}

/**
 * The back office's platform side (issue 30): staff sign-in (password, then TOTP), the session
 * cookie, sessions, staff accounts, set-up links and the audit trail; and the operator token's
 * `createStaff` and `verifyAudit` (the CLI). Every 'staff' endpoint's session, CSRF token and
 * permission are checked by the registrar (http/routing.ts) before the body is read.
 */
export async function registerBackofficeRoutes(context: PlatformContext): Promise<void> {
  const { staff, audit } = context.services;
  const secure = context.config.publicUrl.startsWith('https:');
  const signInPerAddress = createLimiter(context, 'staff-sign-in-address', RATE_LIMITS.signInPerAddress);
  const signInPerIp = createLimiter(context, 'staff-sign-in-ip', RATE_LIMITS.signInPerIp);
  const setUpPerIp = createLimiter(context, 'staff-set-up-ip', RATE_LIMITS.resetPerIp);
  // The players' throttle of wrong passwords and codes; staff accounts count under keys of their own.
  const credentials = createCredentialThrottle(context);
  const staffAccount = (email: unknown) => `staff:${typeof email === 'string' ? email : ''}`;

  const setCookie = (reply: FastifyReply, value: string, maxAgeSeconds: number) =>
    void reply.header(
      'set-cookie',
      serialize(STAFF_SESSION_COOKIE, value, {
        httpOnly: true,
        secure,
        sameSite: 'strict',
        path: STAFF_COOKIE_PATH,
        maxAge: maxAgeSeconds,
      }),
    );

  context.route(backofficeApi.signIn, async ({ body, request, reply }) => {
    await signInPerIp(request, reply, request.ip);
    await signInPerAddress(request, reply, `${request.ip}|${staffAccount(body.email).toLowerCase()}`);
    return credentials.signIn(request, reply, staffAccount(body.email), () =>
      staff.signIn(body.email, body.password, clientOf(request)),
    );
  });

  context.route(backofficeApi.signInCode, async ({ body, request, reply }) => {
    await signInPerIp(request, reply, request.ip);
    const email = staff.ticketEmail(body.ticket) ?? '';
    const opened = await credentials.signIn(request, reply, staffAccount(email), () =>
      staff.signInCode(body.ticket, body.code, clientOf(request)),
    );
    setCookie(reply, opened.token, STAFF_SESSION_ABSOLUTE_HOURS * 3600);
    return opened.self;
  });

  context.route(backofficeApi.me, ({ staff: member }) => staff.me(caller(member)));

  context.route(backofficeApi.signOut, async ({ staff: member, reply }) => {
    const answer = await staff.signOut(caller(member));
    setCookie(reply, '', 0);
    return answer;
  });

  context.route(backofficeApi.listSessions, ({ staff: member }) => staff.listSessions(caller(member)));

  context.route(backofficeApi.endSession, async ({ staff: member, params, reply }) => {
    const { message, current } = await staff.endSession(caller(member), params.id);
    if (current) setCookie(reply, '', 0);
    return { message };
  });

  context.route(backofficeApi.getSetUp, async ({ params, request, reply }) => {
    await setUpPerIp(request, reply, request.ip);
    return staff.setUpInfo(params.token);
  });

  context.route(backofficeApi.setUp, async ({ body, request, reply }) => {
    await setUpPerIp(request, reply, request.ip);
    return staff.setUp(body.token, body.password, request.ip || null);
  });

  context.route(backofficeApi.listStaff, () => staff.list());

  context.route(backofficeApi.inviteStaff, ({ staff: member, body }) =>
    staff.create(staff.actorOf(caller(member)), body, 'staff.invite'),
  );

  context.route(backofficeApi.changeStaffRole, ({ staff: member, params, body }) =>
    staff.changeRole(caller(member), params.id, body.role, body.reason),
  );

  context.route(backofficeApi.deactivateStaff, ({ staff: member, params, body }) =>
    staff.deactivate(caller(member), params.id, body.reason),
  );

  context.route(backofficeApi.reactivateStaff, ({ staff: member, params, body }) =>
    staff.reactivate(caller(member), params.id, body.reason),
  );

  context.route(backofficeApi.listAudit, ({ query }) => {
    const { page, limit, ...filters } = query;
    return audit.list(filters, page, limit);
  });

  context.route(backofficeApi.playerAudit, ({ params, query }) =>
    audit.list({ playerUuid: params.uuid }, query.page, query.limit),
  );

  context.route(backofficeApi.staffAudit, ({ params, query }) => audit.staffTrail(params.id, query.page, query.limit));

  context.route(backofficeApi.verifyAudit, () => audit.verify());

  // The KYC queue (services/kycQueue.ts): the viewer's files go out as the player's do, inline.
  const { kycQueue } = context.services;
  context.route(backofficeApi.kycQueue, ({ staff: member }) => kycQueue.list(caller(member)));
  context.route(backofficeApi.kycItem, ({ staff: member, params }) => kycQueue.item(caller(member), params.uuid));
  context.route(backofficeApi.takeKycItem, ({ staff: member, params }) => kycQueue.take(caller(member), params.uuid));
  context.route(backofficeApi.releaseKycItem, ({ staff: member, params }) =>
    kycQueue.release(caller(member), params.uuid),
  );
  context.route(backofficeApi.kycFile, async ({ staff: member, params, request, reply }) =>
    sendKycFile(request, reply, await kycQueue.viewFile(caller(member), params.fileId), 'staff'),
  );
  context.route(backofficeApi.decideKycDocument, ({ staff: member, params, body }) =>
    kycQueue.decide(caller(member), params.uuid, params.type, body),
  );

  // The operator token (automation): the CLI's first admin and its verify.
  context.route(adminApi.createStaff, ({ body, request }) =>
    staff.create(automationActor(request), body, 'staff.create'),
  );
  context.route(adminApi.verifyAudit, () => audit.verify());
}
