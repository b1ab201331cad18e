// Money traffic for fault tests: players deposit (link, then the provider's signed webhook) and
// play dice rounds against one or more platform processes, retrying a refused call with the same
// idempotency key as a real client or provider would. Every answer is recorded for the checks.
import { randomUUID } from 'node:crypto';
import { buildPath, CRYPTOPAY_SIGNATURE_HEADER, type PaymentLink, paymentsApi } from '@casino/contract';
import { signPayload } from '../src/providers/cryptoPay/signature';
import { GAME_SESSION_HEADER } from '../src/providers/demoGames';

export interface Answer {
  call: string;
  baseUrl: string;
  /** 0 when no HTTP answer came at all (the process was gone). */
  status: number;
  retryAfter: string | null;
  body: unknown;
  ms: number;
}

/** A money operation that was answered 2xx, with the ledger key it must have left. */
export interface Confirmed {
  kind: 'deposit' | 'round';
  accountId: number;
  idempotencyKey: string;
}

export interface LoadPlayer {
  token: string;
  accountId: number;
  currency: string;
  /** The page token of a launched dice game (header of the round calls). */
  gameToken: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Records every answer of the platforms; `send` never throws. */
export class AnswerLog {
  readonly answers: Answer[] = [];

  async send(
    baseUrl: string,
    method: string,
    path: string,
    options: { body?: string | object; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    if (options.body !== undefined) headers['content-type'] ??= 'application/json';
    const started = Date.now();
    let answer: Answer;
    try {
      const response = await fetch(baseUrl + path, {
        method,
        headers,
        signal: AbortSignal.timeout(20_000),
        ...(options.body !== undefined
          ? { body: typeof options.body === 'string' ? options.body : JSON.stringify(options.body) }
          : {}),
      });
      const text = await response.text();
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        // not JSON: kept as text for the failure message
      }
      answer = {
        call: `${method} ${path}`,
        baseUrl,
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
        body,
        ms: Date.now() - started,
      };
    } catch (error) {
      answer = { call: `${method} ${path}`, baseUrl, status: 0, retryAfter: null, body: String(error), ms: 0 };
    }
    this.answers.push(answer);
    return answer;
  }
}

/**
 * Plays until `stop()`: each player in turn deposits (every fourth operation) or plays a 1.00
 * dice round, alternating between the platforms. A 503 is retried with the same key until it
 * is answered otherwise; `done` resolves when every started operation has its final answer.
 */
export function startMoneyLoad(options: {
  log: AnswerLog;
  baseUrls: string[];
  players: LoadPlayer[];
  webhookSecret: string;
  pauseMs?: number;
  /**
   * Answers retried with the same key besides 503: behind a load balancer a process that dies
   * mid-call gives a 502 (or no answer), which a client must treat as "not known to have happened".
   */
  retryOn?: number[];
}) {
  const { log, baseUrls, players, webhookSecret } = options;
  const confirmed: Confirmed[] = [];
  /** Answers other than 2xx and 503: each is a failure of the test. */
  const refused: Answer[] = [];
  let stopping = false;
  let turn = 0;
  const nextBase = () => baseUrls[turn++ % baseUrls.length]!;

  /** Sends until the answer is not a 503; gives up (recording the last answer) after ~30 s. */
  const untilAnswered = async (send: () => Promise<Answer>): Promise<Answer | null> => {
    for (let attempt = 0; attempt < 120; attempt += 1) {
      const answer = await send();
      if (answer.status >= 200 && answer.status < 300) return answer;
      if (answer.status !== 503 && !(options.retryOn ?? []).includes(answer.status)) {
        refused.push(answer);
        return null;
      }
      await sleep(250);
    }
    refused.push(log.answers.at(-1)!);
    return null;
  };

  const deposit = async (player: LoadPlayer) => {
    const created = await untilAnswered(() =>
      log.send(nextBase(), 'POST', buildPath(paymentsApi.createPaymentLink), {
        body: { amount: '10.00' },
        headers: { authorization: `Bearer ${player.token}` },
      }),
    );
    if (!created) return;
    const link = (created.body as { result: PaymentLink }).result;
    const raw = JSON.stringify({
      event: 'payment.confirmed',
      eventId: randomUUID(),
      paymentUuid: link.uuid,
      amount: '10.00',
      currency: player.currency,
    });
    const webhook = await untilAnswered(() =>
      log.send(nextBase(), 'POST', buildPath(paymentsApi.webhook), {
        body: raw,
        headers: { [CRYPTOPAY_SIGNATURE_HEADER]: signPayload(raw, webhookSecret) },
      }),
    );
    if (webhook) confirmed.push({ kind: 'deposit', accountId: player.accountId, idempotencyKey: link.uuid });
  };

  const round = async (player: LoadPlayer) => {
    const roundId = randomUUID();
    const played = await untilAnswered(() =>
      log.send(nextBase(), 'POST', '/api/gp/demo/rounds', {
        body: { roundId, stake: '1.00', choice: { target: 50 } },
        headers: { [GAME_SESSION_HEADER]: player.gameToken },
      }),
    );
    if (played)
      confirmed.push({ kind: 'round', accountId: player.accountId, idempotencyKey: `game-round:${roundId}:bet` });
  };

  const play = async (player: LoadPlayer) => {
    for (let operation = 0; !stopping; operation += 1) {
      await (operation % 4 === 3 ? deposit(player) : round(player));
      await sleep(options.pauseMs ?? 50);
    }
  };

  const done = Promise.all(players.map(play));
  return {
    confirmed,
    refused,
    async stop() {
      stopping = true;
      await done;
    },
  };
}
