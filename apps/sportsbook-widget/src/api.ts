import type { ResultOf, SportsbookBetType, SportsbookOddsChangePolicy } from '@casino/contract';
import { ApiError, authApi, buildPath, readApiResult, sportsbookApi } from '@casino/contract/routes';
import { ENGLISH } from './texts';

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
      throw new ApiError(0, NETWORK_ERROR_TEXT);
    }
    return readApiResult<T>(response, REQUEST_FAILED_TEXT);
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
