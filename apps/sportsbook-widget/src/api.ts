import type { ResultOf, SportsbookBetType, SportsbookOddsChangePolicy } from '@casino/contract';
import { buildPath, isErrorEnvelope, sportsbookApi } from '@casino/contract/routes';

/** A refused call: the platform's message, field messages and status. */
export class WidgetApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'WidgetApiError';
  }
}

export const NETWORK_ERROR_TEXT = 'The sportsbook cannot be reached. Check your connection and try again.';

/** Talks to the platform that served this script (its origin), with the widget token. */
export class WidgetApi {
  constructor(
    readonly origin: string,
    private token: string | null,
  ) {}

  setToken(token: string | null) {
    this.token = token;
  }

  private async send<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    let response: Response;
    try {
      response = await fetch(this.origin + path, {
        method,
        headers: {
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      throw new WidgetApiError(0, NETWORK_ERROR_TEXT);
    }
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    if (isErrorEnvelope(parsed)) {
      throw new WidgetApiError(parsed.error.code || response.status, parsed.error.message, parsed.error.fields ?? {});
    }
    if (!response.ok) throw new WidgetApiError(response.status, response.statusText || 'Request failed');
    return (parsed as { result: T }).result;
  }

  feed() {
    return this.send<ResultOf<typeof sportsbookApi.feed>>('GET', buildPath(sportsbookApi.feed));
  }

  placeBet(
    body: {
      type: SportsbookBetType;
      systemSize?: number;
      stake: string;
      oddsChange: SportsbookOddsChangePolicy;
      selections: { selectionId: number; odds: string }[];
    },
    idempotencyKey: string,
  ) {
    return this.send<ResultOf<typeof sportsbookApi.placeBet>>('POST', buildPath(sportsbookApi.placeBet), body, {
      'idempotency-key': idempotencyKey,
    });
  }

  bets() {
    return this.send<ResultOf<typeof sportsbookApi.listBets>>(
      'GET',
      buildPath(sportsbookApi.listBets, undefined, { limit: 10 }),
    );
  }
}
