import type { FastifyBaseLogger } from 'fastify';
import {
  type DepositReport,
  type LimitFile,
  type LugasCall,
  type LugasPlayer,
  LUGAS_PATHS,
  readLimitFile,
  readSessionAnswer,
  readSessionEnd,
  type SessionAnswer,
  type SessionStart,
} from './api';

/** How long a player waits for LUGAS before the action is refused (fail closed). */
export const LUGAS_TIMEOUT_MS = 5_000;
/** Longest answer read: an answer is a few dozen bytes. */
const MAX_ANSWER_LENGTH = 16_384;

/** Where LUGAS is reached. */
export interface LugasEndpoint {
  /** The API's base URL, or a function resolving it per call (the own sandbox); null: not reachable. */
  apiUrl: string | (() => string | null);
  /** A bearer key, sent when set. */
  apiKey: string | undefined;
}

/** LUGAS could not be asked, or answered something that is not an answer: the caller refuses the action. */
export class LugasUnavailableError extends Error {
  constructor(readonly call: LugasCall) {
    super(`LUGAS could not be asked (${call})`);
    this.name = 'LugasUnavailableError';
  }
}

/**
 * The platform's side of the LUGAS API (api.ts). LUGAS unreachable, too slow, refusing the call
 * or answering something else makes the call throw LugasUnavailableError: no deposit or session
 * is let through without LUGAS saying so. Details go to the log (without the person's data).
 */
export class LugasClient {
  constructor(private readonly options: { endpoint: LugasEndpoint; log: FastifyBaseLogger; timeoutMs?: number }) {}

  /** The limit file: the limit and this calendar month's deposits at all operators. */
  limitFile(player: LugasPlayer): Promise<LimitFile> {
    return this.call('limitQuery', { player }, readLimitFile);
  }

  /** Reports a credited deposit; answers the limit file after it. */
  reportDeposit(report: DepositReport): Promise<LimitFile> {
    return this.call('deposit', report, readLimitFile);
  }

  /** Starts (or renews) the player's session at this operator, unless active at another one. */
  startSession(start: SessionStart): Promise<SessionAnswer> {
    return this.call('startSession', start, readSessionAnswer);
  }

  /** Ends the player's session at this operator. */
  endSession(player: LugasPlayer): Promise<{ ended: boolean }> {
    return this.call('endSession', { player }, readSessionEnd);
  }

  private async call<T>(call: LugasCall, request: object, read: (body: unknown) => T | null): Promise<T> {
    const { log, endpoint } = this.options;
    const base = typeof endpoint.apiUrl === 'function' ? endpoint.apiUrl() : endpoint.apiUrl;
    if (!base) {
      log.error({ call }, 'LUGAS: no API address to call');
      throw new LugasUnavailableError(call);
    }
    const url = base + LUGAS_PATHS[call];
    let response: Response;
    let text: string;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          ...(endpoint.apiKey ? { authorization: `Bearer ${endpoint.apiKey}` } : {}),
        },
        body: JSON.stringify(request),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? LUGAS_TIMEOUT_MS),
        redirect: 'error',
      });
      text = await response.text();
    } catch (error) {
      log.error({ err: error, call, url }, 'LUGAS could not be reached');
      throw new LugasUnavailableError(call);
    }
    const ok = response.status >= 200 && response.status < 300 && text.length <= MAX_ANSWER_LENGTH;
    const answer = ok ? read(parse(text)) : null;
    if (answer === null) {
      log.error(
        { call, url, status: response.status, answer: text.slice(0, 500) },
        'LUGAS refused the call or answered something else',
      );
      throw new LugasUnavailableError(call);
    }
    return answer;
  }
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
