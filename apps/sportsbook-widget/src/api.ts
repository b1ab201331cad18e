import type { ResultOf, SportsbookBetType, SportsbookOddsChangePolicy } from '@casino/contract';
import { authApi, buildPath, isErrorEnvelope, sportsbookApi } from '@casino/contract/routes';
import { ENGLISH } from './texts';

/** A refused call: the platform's message, field messages and status. */
export class WidgetApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
    /** The rule that refused the call, when one did (e.g. 'reality_check_due'). */
    readonly reason?: string,
  ) {
    super(message);
    this.name = 'WidgetApiError';
  }
}

/** English messages of failures the widget raises itself (translated on display: texts.ts). */
export const NETWORK_ERROR_TEXT = ENGLISH['sportsbook.networkError'];
export const REQUEST_FAILED_TEXT = ENGLISH['sportsbook.requestFailed'];

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
      const { code, message, fields, reason } = parsed.error;
      throw new WidgetApiError(code || response.status, message, fields ?? {}, reason);
    }
    if (!response.ok) throw new WidgetApiError(response.status, REQUEST_FAILED_TEXT);
    return (parsed as { result: T }).result;
  }

  /** The platform's active languages, in its order. */
  languages() {
    return this.send<ResultOf<typeof authApi.listLanguages>>('GET', buildPath(authApi.listLanguages));
  }

  /** The texts of one language (key to text); empty when the platform does not have the language. */
  async texts(lanCode: string): Promise<Record<string, string>> {
    const all = await this.send<ResultOf<typeof authApi.getLocaleTexts>>(
      'GET',
      buildPath(authApi.getLocaleTexts, undefined, { lanCode }),
    );
    return all[lanCode] ?? {};
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
