import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { badRequest, forbidden, unauthorized } from '../../http/errors';
import { bearerToken, sameSecret } from '../../http/routing';
import {
  CHECK_PATHS,
  GAMSTOP_API_KEY_HEADER,
  GAMSTOP_EXCLUSION_HEADER,
  GAMSTOP_UNIQUE_ID_HEADER,
  type GamstopFlag,
  SANDBOX_API_PREFIX,
} from './api';

/** The word that makes a person registered in every sandbox register (in the e-mail address or the last name, any case). */
export const SANDBOX_EXCLUDED_WORD = 'excluded';
/** The word that makes a person's GAMSTOP exclusion a past one (flag P) in the sandbox. */
export const SANDBOX_LAPSED_WORD = 'lapsed';
/** A BSN the CRUKS sandbox finds registered: one ending in these digits. */
export const SANDBOX_REGISTERED_BSN_SUFFIX = '99';

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const MAX_FIELD = 200;

const objectOf = (body: unknown) =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
const has = (value: unknown, word: string) => typeof value === 'string' && value.toLowerCase().includes(word);

/** A required text field of a check, or a 400 naming it. */
function text(input: Record<string, unknown>, name: string, pattern?: RegExp): string {
  const value = input[name];
  if (typeof value !== 'string' || !value.trim() || value.length > MAX_FIELD || (pattern && !pattern.test(value))) {
    throw badRequest(`${name} is required${pattern ? ' (YYYY-MM-DD)' : ''}`, { [name]: 'required' });
  }
  return value;
}

/**
 * The sandbox registers (SANDBOX_PROVIDERS=true), each speaking its register's API (api.ts) at
 * `{SANDBOX_API_PREFIX}/{register}`: a person is registered when the e-mail address or the last
 * name contains "excluded" (any case); GAMSTOP answers P (a past exclusion) for "lapsed"; CRUKS
 * finds a BSN ending in 99 registered. They keep nothing.
 */
export async function registerRegisterSandboxes(
  app: FastifyInstance,
  options: { gamstopApiKey: string; cruksApiKey: string | undefined; oasisApiKey: string | undefined },
): Promise<void> {
  await app.register(async (sandbox) => {
    // GAMSTOP posts a form (only inside this plugin).
    sandbox.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    sandbox.post(
      `${SANDBOX_API_PREFIX}/gamstop${CHECK_PATHS.gamstop}`,
      { schema: { hide: true } },
      (request, reply) => {
        const key = request.headers[GAMSTOP_API_KEY_HEADER];
        if (!sameSecret(typeof key === 'string' ? key : undefined, options.gamstopApiKey)) {
          throw forbidden('Invalid API key');
        }
        const input = objectOf(request.body);
        text(input, 'firstName');
        text(input, 'lastName');
        text(input, 'dateOfBirth', DATE_PATTERN);
        const person = [input.email, input.lastName];
        const flag: GamstopFlag = person.some((value) => has(value, SANDBOX_EXCLUDED_WORD))
          ? 'Y'
          : person.some((value) => has(value, SANDBOX_LAPSED_WORD))
            ? 'P'
            : 'N';
        return reply
          .header(GAMSTOP_EXCLUSION_HEADER, flag)
          .header(GAMSTOP_UNIQUE_ID_HEADER, randomUUID())
          .status(200)
          .send();
      },
    );

    const bearer = (given: string | undefined, expected: string | undefined) => {
      if (expected !== undefined && !sameSecret(given, expected)) throw unauthorized('Invalid API key');
    };

    sandbox.post(`${SANDBOX_API_PREFIX}/cruks${CHECK_PATHS.cruks}`, { schema: { hide: true } }, (request) => {
      bearer(bearerToken(request), options.cruksApiKey);
      const input = objectOf(request.body);
      if (input.bsn !== undefined) {
        const bsn = text(input, 'bsn', /^\d{8,9}$/);
        return { registered: bsn.endsWith(SANDBOX_REGISTERED_BSN_SUFFIX), checkId: randomUUID() };
      }
      text(input, 'firstName');
      const lastName = text(input, 'lastName');
      text(input, 'dateOfBirth', DATE_PATTERN);
      return { registered: has(lastName, SANDBOX_EXCLUDED_WORD), checkId: randomUUID() };
    });

    sandbox.post(`${SANDBOX_API_PREFIX}/oasis${CHECK_PATHS.oasis}`, { schema: { hide: true } }, (request) => {
      bearer(bearerToken(request), options.oasisApiKey);
      const input = objectOf(request.body);
      text(input, 'firstName');
      const lastName = text(input, 'lastName');
      text(input, 'dateOfBirth', DATE_PATTERN);
      const address = objectOf(input.address);
      text(address, 'street');
      text(address, 'city');
      text(address, 'country');
      const blocked = has(lastName, SANDBOX_EXCLUDED_WORD) || has(input.birthName, SANDBOX_EXCLUDED_WORD);
      return { blocked, checkId: randomUUID() };
    });
  });
}
