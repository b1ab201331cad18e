import type { StaffMember, StaffSelf } from '@casino/contract';
import { STAFF_ROLE_PERMISSIONS, type StaffRole } from '@casino/contract/routes';
import { vi } from 'vitest';

/** One call the app sent. */
export interface SentCall {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

type Answer = { status?: number; result?: unknown; error?: Record<string, unknown> };
type Handler = (call: SentCall) => Answer;

/**
 * The platform as the back office's tests see it: answers by 'METHOD /path' (query left out), and
 * every call it got. An unknown call answers 404 as the platform does.
 */
export function fakePlatform(handlers: Record<string, Handler | Answer>) {
  const calls: SentCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://platform.test');
    const call: SentCall = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      credentials: init.credentials,
    };
    calls.push(call);
    const handler = handlers[`${call.method} ${call.path}`];
    const answer = typeof handler === 'function' ? handler(call) : handler;
    if (!answer) {
      return new Response(
        JSON.stringify({ error: { code: 404, message: `No such call: ${call.method} ${call.path}` } }),
        {
          status: 404,
        },
      );
    }
    const status = answer.status ?? (answer.error ? 400 : 200);
    const body = answer.error ? { error: { code: status, ...answer.error } } : { result: answer.result };
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return { calls, fetch, url: (path: string) => new URL(path, 'http://platform.test').pathname };
}

export const NOT_SIGNED_IN: Answer = { status: 401, error: { message: 'Sign in to the back office' } };

export function member(overrides: Partial<StaffMember> = {}): StaffMember {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    email: 'ada@casino.example',
    name: 'Ada Admin',
    role: 'admin',
    active: true,
    setUp: true,
    twoFactorEnrolled: true,
    lockedUntil: null,
    lastSignInAt: '2026-11-27T09:00:00.000Z',
    createdAt: '2026-11-01T09:00:00.000Z',
    ...overrides,
  };
}

/** The answer of `me` (and of the code step) for a staff member of `role`. */
export function selfOf(role: StaffRole, overrides: Partial<StaffMember> = {}): StaffSelf {
  return {
    staff: member({ role, ...overrides }),
    permissions: [...STAFF_ROLE_PERMISSIONS[role]],
    csrfToken: `csrf-${role}`,
    sessionId: '22222222-2222-4222-8222-222222222222',
    idleExpiresAt: '2026-11-27T10:15:00.000Z',
    expiresAt: '2026-11-27T21:00:00.000Z',
  };
}
