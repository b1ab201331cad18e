import { authApi, type BodyOf, createApiClient, type ApiClient, sportsbookApi } from '@casino/contract/routes';
import { ENGLISH } from './texts';

/** English messages of failures the widget raises itself (translated on display: texts.ts). */
export const NETWORK_ERROR_TEXT = ENGLISH['sportsbook.networkError'];
export const REQUEST_FAILED_TEXT = ENGLISH['sportsbook.requestFailed'];

/** The body of a bet: the contract's, typed from its route. */
export type PlaceBetBody = BodyOf<typeof sportsbookApi.placeBet>;

/**
 * Talks to the platform that served this script (its origin), with the widget token, through the
 * contract's client: each method is one call of a sportsbook route, typed by it.
 */
export class WidgetApi {
  private readonly client: ApiClient;

  constructor(
    readonly origin: string,
    private token: string | null,
  ) {
    this.client = createApiClient({
      baseUrl: origin,
      token: () => this.token,
      unreachableText: NETWORK_ERROR_TEXT,
      failedText: REQUEST_FAILED_TEXT,
    });
  }

  setToken(token: string | null) {
    this.token = token;
  }

  /** The platform's active languages, in its order. */
  languages() {
    return this.client.call(authApi.listLanguages);
  }

  /** The texts of one language (key to text); empty when the platform does not have the language. */
  async texts(lanCode: string): Promise<Record<string, string>> {
    const all = await this.client.call(authApi.getLocaleTexts, { query: { lanCode } });
    return all[lanCode] ?? {};
  }

  feed() {
    return this.client.call(sportsbookApi.feed);
  }

  placeBet(body: PlaceBetBody, idempotencyKey: string) {
    return this.client.call(sportsbookApi.placeBet, { body, headers: { 'idempotency-key': idempotencyKey } });
  }

  /** Cashes a bet out at the value the player saw (all of it, or `amount` of it for a single). */
  cashOut(id: number, body: BodyOf<typeof sportsbookApi.cashOutBet>, idempotencyKey: string) {
    return this.client.call(sportsbookApi.cashOutBet, {
      params: { id },
      body,
      headers: { 'idempotency-key': idempotencyKey },
    });
  }

  bets() {
    return this.client.call(sportsbookApi.listBets, { query: { limit: 10 } });
  }
}
