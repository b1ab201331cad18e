import type { FastifyBaseLogger } from 'fastify';
import { type OutsideBaseUrl, parseJson, postToOutside } from '../outsidePost';
import {
  CHECK_PATHS,
  type CruksRequest,
  GAMSTOP_API_KEY_HEADER,
  type GamstopRequest,
  type OasisRequest,
  readCruksAnswer,
  readGamstopAnswer,
  readOasisAnswer,
  type RegisterAnswer,
  type RegisterName,
  REGISTER_TITLES,
} from './api';

/** How long a player waits for a register before the action is refused (fail closed). */
export const REGISTER_TIMEOUT_MS = 5_000;
/** Longest register answer read: an answer is a few dozen bytes. */
const MAX_ANSWER_LENGTH = 16_384;

/** Where one register is reached. */
export interface RegisterEndpoint {
  /** The API's base URL, or a function resolving it per call (the own sandbox's address is known once listening); null: not reachable. */
  apiUrl: OutsideBaseUrl;
  /** GAMSTOP: the `X-API-Key`; CRUKS and OASIS: a bearer key, sent when set. */
  apiKey: string | undefined;
}

/** A register could not be asked, or answered something that is not an answer: the caller refuses the action. */
export class RegisterUnavailableError extends Error {
  constructor(readonly register: RegisterName) {
    super(`${REGISTER_TITLES[register]} could not be asked`);
    this.name = 'RegisterUnavailableError';
  }
}

/**
 * The platform's side of the three registers' HTTP APIs (api.ts). A register that cannot be
 * reached, times out, refuses the call or answers something else makes the check throw
 * RegisterUnavailableError: nobody is taken as "not registered" without the register saying so.
 * The details go to the log (without the person's data), not to the player.
 */
export class RegisterClients {
  constructor(
    private readonly options: {
      endpoints: Record<RegisterName, RegisterEndpoint>;
      log: FastifyBaseLogger;
      timeoutMs?: number;
    },
  ) {}

  /** GAMSTOP: a form post answered by the `X-Exclusion` header (Y excluded, N not registered, P ended). */
  gamstop(request: GamstopRequest): Promise<RegisterAnswer> {
    const { apiKey } = this.options.endpoints.gamstop;
    return this.call(
      'gamstop',
      {
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(apiKey ? { [GAMSTOP_API_KEY_HEADER]: apiKey } : {}),
        },
        body: new URLSearchParams({ ...request }).toString(),
      },
      (response) => readGamstopAnswer(response.headers),
    );
  }

  /** CRUKS: registered yes or no, by BSN or by name and date of birth. */
  cruks(request: CruksRequest): Promise<RegisterAnswer> {
    return this.json('cruks', request, readCruksAnswer);
  }

  /** OASIS: blocked yes or no, by name, date and place of birth and address. */
  oasis(request: OasisRequest): Promise<RegisterAnswer> {
    return this.json('oasis', request, readOasisAnswer);
  }

  private json(
    register: RegisterName,
    request: object,
    read: (body: unknown) => RegisterAnswer | null,
  ): Promise<RegisterAnswer> {
    const { apiKey } = this.options.endpoints[register];
    return this.call(
      register,
      {
        headers: {
          'content-type': 'application/json',
          ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
        },
        body: JSON.stringify(request),
      },
      (_response, text) => read(parseJson(text)),
    );
  }

  private async call(
    register: RegisterName,
    init: { headers: Record<string, string>; body: string },
    read: (response: Response, text: string) => RegisterAnswer | null,
  ): Promise<RegisterAnswer> {
    const result = await postToOutside({
      baseUrl: this.options.endpoints[register].apiUrl,
      path: CHECK_PATHS[register],
      ...init,
      timeoutMs: this.options.timeoutMs ?? REGISTER_TIMEOUT_MS,
      maxAnswerLength: MAX_ANSWER_LENGTH,
      read,
      log: this.options.log,
      label: REGISTER_TITLES[register],
      context: { register },
    });
    if ('failure' in result) throw new RegisterUnavailableError(register);
    return result.answer;
  }
}
