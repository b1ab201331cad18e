// vitest: isolate
import { ApiError, backofficeApi } from '@casino/contract/routes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakePlatform, NOT_SIGNED_IN, selfOf } from '../test/fakePlatform';
import { callApi, setCsrfToken, setSessionEndedHandler } from './client';

afterEach(() => {
  setCsrfToken(null);
  setSessionEndedHandler(undefined);
  vi.unstubAllGlobals();
});

describe('the back office client', () => {
  it("sends the session's cookie with every call and its CSRF token on every call that changes something", async () => {
    const platform = fakePlatform({
      'GET /api/backoffice/sessions': { result: [] },
      'DELETE /api/backoffice/sessions/33333333-3333-4333-8333-333333333333': { result: { message: 'ended' } },
      'POST /api/backoffice/staff': { result: {} },
    });
    setCsrfToken('the-token');
    await callApi(backofficeApi.listSessions);
    await callApi(backofficeApi.endSession, { params: { id: '33333333-3333-4333-8333-333333333333' } });
    await callApi(backofficeApi.inviteStaff, { body: { email: 'b@casino.example', name: 'B', role: 'support' } });
    expect(platform.calls.map((call) => [call.method, call.headers.get('x-csrf-token')])).toEqual([
      ['GET', null],
      ['DELETE', 'the-token'],
      ['POST', 'the-token'],
    ]);
    expect(platform.calls.every((call) => call.credentials === 'same-origin')).toBe(true);
    // No bearer token: the session is the HttpOnly cookie.
    expect(platform.calls.some((call) => call.headers.has('authorization'))).toBe(false);
  });

  it('runs the session-ended handler when a staff call is answered 401, not when a sign-in is refused', async () => {
    fakePlatform({
      'GET /api/backoffice/me': NOT_SIGNED_IN,
      'POST /api/backoffice/sign-in': { status: 401, error: { message: 'Wrong e-mail or password' } },
    });
    const ended = vi.fn();
    setSessionEndedHandler(ended);
    setCsrfToken('stale');
    const refused = await callApi(backofficeApi.me).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(401);
    expect(ended).toHaveBeenCalledTimes(1);
    await expect(callApi(backofficeApi.signIn, { body: { email: 'a@b.c', password: 'x' } })).rejects.toThrow(
      'Wrong e-mail or password',
    );
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('forgets the CSRF token of a session that ended', async () => {
    const platform = fakePlatform({
      'GET /api/backoffice/me': NOT_SIGNED_IN,
      'POST /api/backoffice/sign-in': { result: { step: 'code', ticket: 't', enrolment: null } },
    });
    setCsrfToken(selfOf('admin').csrfToken);
    await callApi(backofficeApi.me).catch(() => undefined);
    await callApi(backofficeApi.signIn, { body: { email: 'a@b.c', password: 'x' } });
    expect(platform.calls[1]!.headers.get('x-csrf-token')).toBeNull();
  });
});
