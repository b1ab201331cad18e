import { UNSIGNED_DECIMAL_PATTERN } from '@casino/contract';
import { INVALID_NUMBER_MESSAGE } from '@casino/rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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

function refuse(request: FastifyRequest, bad: (value: unknown) => boolean, message: string): void {
  for (const part of ['params', 'query', 'body'] as Part[]) {
    const field = findValue(request[part], bad, '');
    if (field) throw badRequest(`Invalid request: ${field} ${message}`, { [field]: message });
  }
}

const hasNul = (value: unknown): boolean => typeof value === 'string' && value.includes('\u0000');

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

/** Text the schema's coercion may read as a number: digits, an optional minus and decimals. */
const NUMBER_TEXT = /^-?\d+(?:\.\d+)?$/;

/**
 * The first place where text stands for a number in a form other than plain digits. Ajv reads
 * text into a number field with JavaScript's Number(): '0x10' is 16, '1e1' is 10, ' 7' is 7,
 * so a path id of '0x10' would name row 16.
 */
function findNumberLookalike(node: SchemaNode | undefined, value: unknown, path: string): string | null {
  if (!node) return null;
  const types = typesOf(node);
  if (types.includes('object') && typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [name, property] of Object.entries(node.properties ?? {})) {
      const found = findNumberLookalike(
        property,
        (value as Record<string, unknown>)[name],
        path ? `${path}.${name}` : name,
      );
      if (found) return found;
    }
    return null;
  }
  if (types.includes('array') && Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNumberLookalike(node.items, item, `${path}.${index}`);
      if (found) return found;
    }
    return null;
  }
  const numeric = (types.includes('integer') || types.includes('number')) && !types.includes('string');
  if (!numeric) return null;
  // A one-item list is unwrapped by the coercion too.
  const values = Array.isArray(value) ? value : [value];
  return values.some((item) => typeof item === 'string' && !NUMBER_TEXT.test(item)) ? path || 'request' : null;
}

function refuseNumberLookalikes(request: FastifyRequest): void {
  const schema = request.routeOptions.schema as
    Partial<Record<'params' | 'querystring' | 'body', SchemaNode>> | undefined;
  if (!schema) return;
  const parts = [
    [schema.params, request.params],
    [schema.querystring, request.query],
    [schema.body, request.body],
  ] as const;
  for (const [node, value] of parts) {
    const field = findNumberLookalike(node, value, '');
    if (field) throw badRequest(INVALID_NUMBER_MESSAGE, { [field]: INVALID_NUMBER_MESSAGE });
  }
}

const amountFieldsOf = new WeakMap<object, string[]>();

/** The body fields of a route schema in the money grammar (AmountString, AmountInput). */
function amountFields(body: SchemaNode): string[] {
  let fields = amountFieldsOf.get(body);
  if (!fields) {
    const isAmount = (node: SchemaNode) =>
      node.pattern === UNSIGNED_DECIMAL_PATTERN || Boolean(node.anyOf?.some(isAmount));
    fields = Object.entries(body.properties ?? {})
      .filter(([, node]) => isAmount(node))
      .map(([name]) => name);
    amountFieldsOf.set(body, fields);
  }
  return fields;
}

/**
 * An amount is text or a number. The schema's coercion would read [20] as 20 (it unwraps a
 * one-item array), so a list or an object in an amount field is refused as sent.
 */
function refuseAmountContainers(request: FastifyRequest): void {
  const schema = request.routeOptions.schema?.body as SchemaNode | undefined;
  const body = request.body;
  if (!schema || typeof body !== 'object' || body === null || Array.isArray(body)) return;
  for (const field of amountFields(schema)) {
    const value = (body as Record<string, unknown>)[field];
    if (typeof value === 'object' && value !== null) {
      throw badRequest(INVALID_NUMBER_MESSAGE, { [field]: INVALID_NUMBER_MESSAGE });
    }
  }
}

/**
 * Checks every request before its handler so that odd input is a 400 rather than a database
 * error or a coerced value. Before the schema (which would not refuse them): no NUL character in
 * the path parameters, the query or a JSON body, no list or object in an amount field, and no
 * number written other than in digits ('0x10', '1e1'). After the schema's coercion: no infinite
 * or inexact number.
 */
export function installInputGuards(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    refuse(request, hasNul, NUL_CHARACTER_MESSAGE);
    refuseAmountContainers(request);
    refuseNumberLookalikes(request);
  });
  app.addHook('preHandler', async (request) => refuse(request, isUncountable, INVALID_NUMBER_MESSAGE));
}
