import { ApiError } from '@casino/contract/routes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WidgetApi } from './api';

describe('WidgetApi', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps the rule that refused a bet (403 error.reason) with the platform’s message', async () => {
    const envelope = {
      error: {
        code: 403,
        message: 'Reality check: you have played for 30 minutes this session.',
        reason: 'reality_check_due',
      },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(envelope), { status: 403 })),
    );
    const api = new WidgetApi('http://platform.test', 'token');
    const failure = await api
      .placeBet(
        { type: 'single', stake: '1.00', oddsChange: 'ask', selections: [{ selectionId: 1, odds: '2.00' }] },
        'key-1',
      )
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 403,
      reason: 'reality_check_due',
      message: 'Reality check: you have played for 30 minutes this session.',
    });
  });
});
