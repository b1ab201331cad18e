import { ApiError, gpApi, paymentsApi, playersApi } from '@casino/contract/routes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi, refreshSession, setUnauthorizedHandler, startSessionRenewal, takeStartRenewal } from './client';
import { readSession, writeSession, writeTokens } from './session';

type Route = (request: { url: string; init: RequestInit }) => { status: number; body: unknown };

function serve(route: Route) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const { status, body } = route({ url, init });
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

const authHeader = (init: RequestInit) => (init.headers as Record<string, string>).authorization;

describe('callApi', () => {
  beforeEach(() => {
    window.localStorage.clear();
    writeSession({ playerId: 'p-1', token: 'old-access', refreshToken: 'refresh-1', email: 'a@example.com' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('answers the result of the envelope and sends the stored token to player calls', async () => {
    const calls = serve(() => ({
      status: 200,
      body: { result: { transactions: [], pagination: { page: 1, limit: 10, totalPages: 0, totalItems: 0 } } },
    }));
    const result = await callApi(gpApi.listBets, { query: { page: 1 } });
    expect(result.transactions).toEqual([]);
    expect(calls[0]!.url).toBe('/api/gp/transactions?page=1');
    expect(authHeader(calls[0]!.init)).toBe('Bearer old-access');
  });

  it('turns the error envelope into an error with the field messages', async () => {
    serve(() => ({
      status: 400,
      body: { error: { code: 400, message: 'Invalid request', fields: { email: 'Invalid email address' } } },
    }));
    const failure = await callApi(playersApi.signIn, {
      body: { email: 'x', password: 'y', meta: { ip: '', country: '' } },
    }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).fields).toEqual({ email: 'Invalid email address' });
  });

  it('keeps the rule that refused the call', async () => {
    serve(() => ({
      status: 409,
      body: { error: { code: 409, message: 'You have a bonus in progress.', reason: 'bonus_active' } },
    }));
    const failure = (await callApi(paymentsApi.withdrawalStatus).catch((e: unknown) => e)) as ApiError;
    expect(failure.status).toBe(409);
    expect(failure.reason).toBe('bonus_active');
    expect(failure.message).toBe('You have a bonus in progress.');
  });

  it('renews an expired token once for concurrent calls and retries them', async () => {
    const calls = serve(({ url, init }) => {
      if (url.endsWith('/api/players/refresh'))
        return { status: 200, body: { result: { token: 'new-access', refreshToken: 'refresh-2' } } };
      return authHeader(init) === 'Bearer new-access'
        ? {
            status: 200,
            body: { result: { transactions: [], pagination: { page: 1, limit: 10, totalPages: 0, totalItems: 0 } } },
          }
        : { status: 401, body: { error: { code: 401, message: 'Token expired, please login again' } } };
    });
    await Promise.all([callApi(gpApi.listBets), callApi(gpApi.listBets), callApi(gpApi.listBets)]);
    expect(calls.filter((c) => c.url.endsWith('/refresh'))).toHaveLength(1);
    expect(readSession()).toMatchObject({ token: 'new-access', refreshToken: 'refresh-2' });
  });

  it('signs out when the session cannot be renewed', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    serve(() => ({ status: 401, body: { error: { code: 401, message: 'Token expired, please login again' } } }));
    await expect(callApi(gpApi.listBets)).rejects.toMatchObject({ status: 401 });
    expect(readSession()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('keeps the session when the renewal is not heard (the page left mid-answer, offline, the platform busy)', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    for (const refresh of ['lost', 503, 429] as const) {
      vi.stubGlobal(
        'fetch',
        vi.fn(async (url: string) => {
          if (!url.endsWith('/api/players/refresh'))
            return Response.json(
              { error: { code: 401, message: 'Token expired, please login again' } },
              { status: 401 },
            );
          if (refresh === 'lost') throw new TypeError('Failed to fetch');
          return Response.json({ error: { code: refresh, message: 'Busy' } }, { status: refresh });
        }),
      );
      await expect(refreshSession()).resolves.toBe('unheard');
      await expect(callApi(gpApi.listBets)).rejects.toThrow('The server cannot be reached');
      expect(readSession()).toMatchObject({ token: 'old-access', refreshToken: 'refresh-1' });
    }
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('takes the tokens another tab renewed while this one waited, without renewing again', async () => {
    let release!: () => void;
    const otherTab = new Promise<void>((resolve) => (release = resolve));
    // The Web Locks API: the other tab holds the renewal lock, then stores its new tokens.
    vi.stubGlobal('navigator', {
      locks: {
        request: async (_name: string, task: () => Promise<unknown>) => {
          await otherTab;
          return task();
        },
      },
    });
    const calls = serve(() => ({ status: 500, body: {} }));
    const renewal = refreshSession();
    writeTokens({ token: 'other-tab-access', refreshToken: 'refresh-2' });
    release();
    await expect(renewal).resolves.toBe('renewed');
    expect(calls).toHaveLength(0);
    expect(readSession()).toMatchObject({ token: 'other-tab-access', refreshToken: 'refresh-2' });
  });

  it("renews a stored session with the page's code, once: the player's provider takes that renewal", async () => {
    const calls = serve(() => ({ status: 200, body: { result: { token: 'new-access', refreshToken: 'refresh-2' } } }));
    startSessionRenewal();
    expect(calls.map((call) => call.url)).toEqual(['/api/players/refresh']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Taken after the renewal has ended (the first render came late): no second renewal.
    await expect(takeStartRenewal()).resolves.toBe('renewed');
    expect(calls).toHaveLength(1);
    expect(readSession()).toMatchObject({ token: 'new-access', refreshToken: 'refresh-2' });
    // Taken once: a later start (another provider) renews anew.
    await expect(takeStartRenewal()).resolves.toBe('renewed');
    expect(calls).toHaveLength(2);
  });

  it('begins no renewal for a visitor', async () => {
    window.localStorage.clear();
    const calls = serve(() => ({ status: 200, body: {} }));
    startSessionRenewal();
    expect(calls).toHaveLength(0);
    await expect(takeStartRenewal()).resolves.toBe('refused');
    expect(calls).toHaveLength(0);
  });

  it('reports an unreachable server in words, not as a crash', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(callApi(gpApi.listGameTypes)).rejects.toThrow('The server cannot be reached');
  });
});
