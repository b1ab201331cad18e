import type { FastifyBaseLogger } from 'fastify';
import { type OutsideBaseUrl, parseJson, postToOutside } from '../outsidePost';
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
  apiUrl: OutsideBaseUrl;
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
    const result = await postToOutside({
      baseUrl: endpoint.apiUrl,
      path: LUGAS_PATHS[call],
      headers: {
        'content-type': 'application/json',
        ...(endpoint.apiKey ? { authorization: `Bearer ${endpoint.apiKey}` } : {}),
      },
      body: JSON.stringify(request),
      timeoutMs: this.options.timeoutMs ?? LUGAS_TIMEOUT_MS,
      maxAnswerLength: MAX_ANSWER_LENGTH,
      read: (_response, text) => read(parseJson(text)),
      log,
      label: 'LUGAS',
      context: { call },
    });
    if ('failure' in result) throw new LugasUnavailableError(call);
    return result.answer;
  }
}
