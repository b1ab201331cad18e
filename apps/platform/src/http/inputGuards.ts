import { UNSIGNED_DECIMAL_PATTERN } from '@casino/contract';
import { INVALID_NUMBER_MESSAGE } from '@casino/rules';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { badRequest } from './errors';

/** Chosen here: PostgreSQL cannot store the NUL character in text, so no request may carry one. */
export const NUL_CHARACTER_MESSAGE = 'must not contain the NUL character';

/** Deeper than any request of the API; a body nested further is not walked (and not refused). */
const MAX_DEPTH = 32;

type Part = 'query' | 'params' | 'body';

/**
 * The first value of a request part (query, path parameters or JSON body) that `bad` picks,
 * with its field path ('amount', 'selections.0.odds'), or null.
 */
function findValue(value: unknown, bad: (value: unknown) => boolean, path = '', depth = 0): string | null {
  if (bad(value)) return path || 'request';
  if (depth >= MAX_DEPTH || value === null || typeof value !== 'object') return null;
  if (Buffer.isBuffer(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    // A key is text the handlers may store too.
    const keyPath = path ? `${path}.${key}` : key;
    if (bad(key)) return keyPath;
    const found = findValue(item, bad, keyPath, depth + 1);
    if (found) return found;
  }
  return null;
}

const EVERY_PART: Part[] = ['params', 'query', 'body'];
const BODY_ONLY: Part[] = ['body'];

function refuse(request: FastifyRequest, bad: (value: unknown) => boolean, message: string, parts = EVERY_PART): void {
  for (const part of parts) {
    const field = findValue(request[part], bad, '');
    if (field) throw badRequest(`Invalid request: ${field} ${message}`, { [field]: message });
  }
}

const hasNul = (value: unknown): boolean => typeof value === 'string' && value.includes('\u0000');

/**
 * The parts of a request that may carry a NUL character. The path parameters and the query are
 * decoded from the URL, where a NUL can only be written %00 (a URL holds no raw control
 * character, and a bad escape is refused by the router): without one, only a body may.
 */
const nulCarriers = (request: FastifyRequest): Part[] => (request.raw.url?.includes('%00') ? EVERY_PART : BODY_ONLY);

/**
 * Ajv turns query text such as 'Infinity' or '1e309' into Infinity for an integer and then skips
 * its minimum and maximum (they only apply to finite numbers); an integer beyond 2^53 has lost
 * its digits. Neither can come from a JSON body (JSON has no Infinity) or mean anything here.
 */
const isUncountable = (value: unknown): boolean =>
  typeof value === 'number' && (!Number.isFinite(value) || (Number.isInteger(value) && !Number.isSafeInteger(value)));

interface SchemaNode {
  type?: string | string[];
  pattern?: string;
  anyOf?: SchemaNode[];
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
}

const typesOf = (node: SchemaNode): string[] =>
  [node.type ?? [], ...(node.anyOf ?? []).map(typesOf)].flat(2) as string[];

/** Whether a value of this schema node may be, or hold, a number. */
function mayHoldNumber(node: SchemaNode | undefined): boolean {
  if (!node) return false;
  return (
    typesOf(node).some((type) => type === 'integer' || type === 'number') ||
    Object.values(node.properties ?? {}).some(mayHoldNumber) ||
    mayHoldNumber(node.items) ||
    Boolean(node.anyOf?.some(mayHoldNumber))
  );
}

/** Text the schema's coercion may read as a number: digits, an optional minus and decimals. */
const NUMBER_TEXT = /^-?\d+(?:\.\d+)?$/;

/** The first place (a field path) in a value where a check finds fault, or null. */
type Check = (value: unknown, path: string) => string | null;

/**
 * The check of one schema node for the first place where text stands for a number in a form
 * other than plain digits. Ajv reads text into a number field with JavaScript's Number(): '0x10'
 * is 16, '1e1' is 10, ' 7' is 7, so a path id of '0x10' would name row 16. Derived from the
 * schema once (the node's types, its properties' and items' checks), not on every request.
 */
function numberLookalikeCheck(node: SchemaNode | undefined): Check {
  if (!node) return () => null;
  const types = typesOf(node);
  const isObject = types.includes('object');
  const properties = isObject
    ? Object.entries(node.properties ?? {}).map(([name, property]) => [name, numberLookalikeCheck(property)] as const)
    : [];
  const isArray = types.includes('array');
  const items = isArray ? numberLookalikeCheck(node.items) : null;
  const numeric = (types.includes('integer') || types.includes('number')) && !types.includes('string');
  return (value, path) => {
    if (isObject && typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const [name, check] of properties) {
        const found = check((value as Record<string, unknown>)[name], path ? `${path}.${name}` : name);
        if (found) return found;
      }
      return null;
    }
    if (items && Array.isArray(value)) {
      for (const [index, item] of value.entries()) {
        const found = items(item, `${path}.${index}`);
        if (found) return found;
      }
      return null;
    }
    if (!numeric) return null;
    // A one-item list is unwrapped by the coercion too.
    const values = Array.isArray(value) ? value : [value];
    return values.some((item) => typeof item === 'string' && !NUMBER_TEXT.test(item)) ? path || 'request' : null;
  };
}

/** The body fields of a route schema in the money grammar (AmountString, AmountInput). */
function amountFields(body: SchemaNode | undefined): string[] {
  if (!body) return [];
  const isAmount = (node: SchemaNode) =>
    node.pattern === UNSIGNED_DECIMAL_PATTERN || Boolean(node.anyOf?.some(isAmount));
  return Object.entries(body.properties ?? {})
    .filter(([, node]) => isAmount(node))
    .map(([name]) => name);
}

type RouteSchema = Partial<Record<'params' | 'querystring' | 'body', SchemaNode>> | undefined;

/** The checks of one route's schema that run before its validation (see installInputGuards). */
function schemaChecks(schema: RouteSchema): (request: FastifyRequest) => void {
  const params = numberLookalikeCheck(schema?.params);
  const query = numberLookalikeCheck(schema?.querystring);
  const body = numberLookalikeCheck(schema?.body);
  const amounts = amountFields(schema?.body);
  return (request) => {
    // An amount is text or a number. The schema's coercion would read [20] as 20 (it unwraps a
    // one-item array), so a list or an object in an amount field is refused as sent.
    const sent = request.body;
    if (amounts.length && typeof sent === 'object' && sent !== null && !Array.isArray(sent)) {
      for (const field of amounts) {
        const value = (sent as Record<string, unknown>)[field];
        if (typeof value === 'object' && value !== null) {
          throw badRequest(INVALID_NUMBER_MESSAGE, { [field]: INVALID_NUMBER_MESSAGE });
        }
      }
    }
    const field = params(request.params, '') ?? query(request.query, '') ?? body(request.body, '');
    if (field) throw badRequest(INVALID_NUMBER_MESSAGE, { [field]: INVALID_NUMBER_MESSAGE });
  };
}

/** A callback hook that runs `check` and answers what it throws (no promise per request). */
const callbackHook =
  (check: (request: FastifyRequest) => void) =>
  (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
    try {
      check(request);
    } catch (error) {
      return done(error as Error);
    }
    done();
  };

/** Whether Fastify reads no body for a route: it answers only GET or HEAD. */
export function readsNoBody(route: { method: string | string[] }): boolean {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return methods.every((method) => method === 'GET' || method === 'HEAD');
}

type Hooks<H> = H | H[] | undefined;
/** `hook` first, then the route's own hooks of that kind. */
const before = <H>(hook: H, own: Hooks<H>): H[] => [
  hook,
  ...(own === undefined ? [] : Array.isArray(own) ? own : [own]),
];

/**
 * Checks every request of a route before its handler so that odd input is a 400 rather than a
 * database error or a coerced value. Before the schema (which would not refuse them): no NUL
 * character in the path parameters, the query or a JSON body, no list or object in an amount
 * field, and no number written other than in digits ('0x10', '1e1'). After the schema's
 * coercion: no infinite or inexact number.
 *
 * Each route gets callback hooks of its own, ahead of its own hooks, and the checks its schema
 * calls for are derived from the schema once, on the route's first request (the schema as
 * Fastify keeps it), not on every request. A route that reads no body (GET, HEAD) and whose path
 * parameters and query hold no number gets no check after the schema: its values are all text.
 */
export function installInputGuards(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    let checks: ((request: FastifyRequest) => void) | undefined;
    const beforeSchema = callbackHook((request) => {
      refuse(request, hasNul, NUL_CHARACTER_MESSAGE, nulCarriers(request));
      checks ??= schemaChecks(request.routeOptions.schema as RouteSchema);
      checks(request);
    });
    route.preValidation = before(beforeSchema, route.preValidation);
    const schema = route.schema as RouteSchema;
    if (readsNoBody(route) && !mayHoldNumber(schema?.params) && !mayHoldNumber(schema?.querystring)) return;
    const afterSchema = callbackHook((request) => refuse(request, isUncountable, INVALID_NUMBER_MESSAGE));
    route.preHandler = before(afterSchema, route.preHandler);
  });
}
