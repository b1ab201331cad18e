import { randomUUID } from 'node:crypto';
import { allEndpoints, type Endpoint } from '@casino/contract';

/**
 * The fuzz suite's raw material: every operation of the platform's OpenAPI document, a plain
 * request for each (base values that pass the types but name nothing that exists), and the
 * fixed list of hostile values to put in one place of that request at a time.
 */

/** A hostile value: as JSON text for a body (so keys like "__proto__" reach the parser), and as URL text. */
export interface Hostile {
  label: string;
  json: string;
  /** Already percent-encoded; '%00' is the NUL byte. */
  url: string;
}

const url = (text: string) => encodeURIComponent(text);
const text = (value: string, label = JSON.stringify(value).slice(0, 24)): Hostile => ({
  label,
  json: JSON.stringify(value),
  url: url(value),
});

export const HOSTILE_VALUES: readonly Hostile[] = [
  { label: 'null', json: 'null', url: 'null' },
  { label: '[]', json: '[]', url: url('[]') },
  { label: '{}', json: '{}', url: url('{}') },
  { label: '[1]', json: '[1]', url: url('[1]') },
  { label: '{"a":1}', json: '{"a":1}', url: url('{"a":1}') },
  text('x'.repeat(100_000), '100,000 characters'),
  { label: 'NUL', json: '"\\u0000"', url: '%00' },
  text('Infinity'),
  text('-Infinity'),
  text('NaN'),
  text('1e309'),
  text('1e21'),
  // JSON numbers: 1e309 parses to Infinity.
  { label: '1e309 (number)', json: '1e309', url: '1e309' },
  { label: '1e21 (number)', json: '1e21', url: '1e21' },
  { label: '-1', json: '-1', url: '-1' },
  { label: '0.001', json: '0.001', url: '0.001' },
  text('0x10'),
  { label: '__proto__', json: '{"__proto__":{"polluted":true}}', url: '__proto__' },
  { label: 'constructor', json: '{"constructor":{"prototype":{"polluted":true}}}', url: 'constructor' },
  { label: 'prototype', json: '{"prototype":{"polluted":true}}', url: 'prototype' },
  text('𝔘𝔫𝔦𝔠𝔬𝔡𝔢', 'unicode'),
  text('\u202Eevil\u200F\u200E', 'RTL marks'),
];

export interface SchemaNode {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  anyOf?: SchemaNode[];
  allOf?: SchemaNode[];
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
}

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema?: SchemaNode;
}

/** One operation of the document, with what the suite needs to call it. */
export interface Operation {
  method: string;
  /** OpenAPI path, e.g. /api/kyc/upload/{uuid}. */
  path: string;
  access: Endpoint['access'];
  parameters: Parameter[];
  /** JSON body schema, when the operation takes one. */
  body?: SchemaNode;
  /** File fields of a multipart operation (the contract's `files`). */
  files?: readonly string[];
}

interface OpenApiOperation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: SchemaNode }> };
}

/** Every operation of an OpenAPI document, its access taken from the contract endpoint of that method and path. */
export function operationsOf(document: { paths: Record<string, Record<string, OpenApiOperation>> }): Operation[] {
  const endpoints = new Map(allEndpoints.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint]));
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const endpoint = endpoints.get(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`);
      const schema = operation.requestBody?.content?.['application/json']?.schema;
      return {
        method: method.toUpperCase(),
        path,
        access: endpoint?.access ?? 'public',
        parameters: operation.parameters ?? [],
        ...(schema ? { body: schema } : {}),
        ...(endpoint?.files?.length ? { files: endpoint.files } : {}),
      };
    }),
  );
}

/** A value of the schema's type that names nothing stored: ids far beyond any row, fresh uuids. */
export function baseValue(schema: SchemaNode | undefined): unknown {
  if (!schema) return 'x';
  if (schema.enum?.length) return schema.enum[0];
  if (schema.anyOf?.length) return baseValue(schema.anyOf.find((branch) => branch.type !== 'null') ?? schema.anyOf[0]);
  if (schema.allOf?.length) return baseValue(schema.allOf.find((branch) => branch.type) ?? schema.allOf[0]);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      // An id (a maximum of 2^31 - 1) names no row; other numbers take their smallest value.
      return (schema.maximum ?? 0) >= 2_000_000_000 ? 2_000_000_000 : (schema.minimum ?? 0);
    case 'boolean':
      return false;
    case 'array':
      return schema.items ? [baseValue(schema.items)] : [];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, property]) => [name, baseValue(property)]),
      );
    default:
      if (schema.format === 'uuid') return randomUUID();
      if (schema.format === 'date-time') return '2024-01-01T00:00:00.000Z';
      if (schema.format === 'date') return '2000-01-01';
      if (schema.format === 'email') return 'nobody@example.com';
      if (schema.format?.startsWith('uri')) return 'https://example.com/';
      if (schema.pattern) return '1';
      return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
  }
}

type Path = (string | number)[];

/** The places of a body a hostile value can go: the whole body, each property, each item's property. */
export function bodyPlaces(schema: SchemaNode, prefix: Path = [], depth = 0): Path[] {
  const places: Path[] = [prefix];
  if (depth > 3) return places;
  const node = schema.anyOf?.find((branch) => branch.type === 'object') ?? schema;
  if (node.type === 'object') {
    for (const [name, property] of Object.entries(node.properties ?? {})) {
      places.push(...bodyPlaces(property, [...prefix, name], depth + 1));
    }
  } else if (node.type === 'array' && node.items) {
    places.push(...bodyPlaces(node.items, [...prefix, 0], depth + 1).slice(1));
  }
  return places;
}

/** JSON text of `value` with the raw JSON `hole` written at `path`. */
export function jsonWith(value: unknown, path: Path, hole: string): string {
  if (path.length === 0) return hole;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    return `[${value.map((item, index) => (index === head ? jsonWith(item, rest, hole) : JSON.stringify(item))).join(',')}]`;
  }
  const record = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const keys = Object.keys(record).includes(String(head))
    ? Object.keys(record)
    : [...Object.keys(record), String(head)];
  return `{${keys
    .map(
      (key) =>
        `${JSON.stringify(key)}:${key === String(head) ? jsonWith(record[key], rest, hole) : JSON.stringify(record[key])}`,
    )
    .join(',')}}`;
}

/** One request the suite sends: where the hostile value went, and the request itself. */
export interface FuzzRequest {
  operation: Operation;
  place: string;
  hostile: Hostile;
  url: string;
  headers: Record<string, string>;
  body?: string | FormData;
}

const pathWith = (operation: Operation, values: Record<string, string>) =>
  operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => values[name] ?? 'x');

/** Every request of the fuzz for one operation: each hostile value in each path parameter, query parameter and body place. */
export function fuzzRequests(operation: Operation): FuzzRequest[] {
  const params = operation.parameters;
  const basePath = Object.fromEntries(
    params.filter((p) => p.in === 'path').map((p) => [p.name, url(String(baseValue(p.schema)))]),
  );
  const baseQuery = params
    .filter((p) => p.in === 'query' && p.required)
    .map((p) => [p.name, url(String(baseValue(p.schema)))] as const);
  const baseHeaders: Record<string, string> = Object.fromEntries(
    params.filter((p) => p.in === 'header' && p.name === 'idempotency-key').map((p) => [p.name, randomUUID()]),
  );
  const baseBody = operation.body ? baseValue(operation.body) : undefined;
  const jsonHeaders = operation.body ? { ...baseHeaders, 'content-type': 'application/json' } : baseHeaders;
  const query = (pairs: readonly (readonly [string, string])[]) =>
    pairs.length ? `?${pairs.map(([name, value]) => `${name}=${value}`).join('&')}` : '';
  const baseBodyText = baseBody === undefined ? undefined : JSON.stringify(baseBody);
  const multipart = (field?: string, value?: string) => {
    const form = new FormData();
    if (field !== undefined && value !== undefined) form.append(field, value);
    return form;
  };
  const plainBody = () => (operation.files ? multipart() : baseBodyText);

  const requests: FuzzRequest[] = [];
  for (const hostile of HOSTILE_VALUES) {
    for (const param of params.filter((p) => p.in === 'path')) {
      requests.push({
        operation,
        place: `path ${param.name}`,
        hostile,
        url: pathWith(operation, { ...basePath, [param.name]: hostile.url }) + query(baseQuery),
        headers: jsonHeaders,
        body: plainBody(),
      });
    }
    for (const param of params.filter((p) => p.in === 'query')) {
      requests.push({
        operation,
        place: `query ${param.name}`,
        hostile,
        url:
          pathWith(operation, basePath) +
          query([...baseQuery.filter(([name]) => name !== param.name), [param.name, hostile.url]]),
        headers: jsonHeaders,
        body: plainBody(),
      });
    }
    if (operation.body && baseBody !== undefined) {
      for (const place of bodyPlaces(operation.body)) {
        requests.push({
          operation,
          place: `body ${place.join('.') || '(whole)'}`,
          hostile,
          url: pathWith(operation, basePath) + query(baseQuery),
          headers: jsonHeaders,
          body: jsonWith(baseBody, place, hostile.json),
        });
      }
    }
    // Multipart: the file parts are left out, the fields take the hostile text.
    for (const field of operation.files ?? []) {
      requests.push({
        operation,
        place: `multipart ${field}`,
        hostile,
        url: pathWith(operation, basePath) + query(baseQuery),
        headers: baseHeaders,
        body: multipart(field, decodeURIComponent(hostile.url)),
      });
    }
  }
  // Prototype keys as query parameter names.
  requests.push({
    operation,
    place: 'query keys',
    hostile: { label: 'prototype keys', json: '{}', url: '' },
    url: `${pathWith(operation, basePath)}?__proto__=1&constructor=1&prototype=1&__proto__[polluted]=1`,
    headers: jsonHeaders,
    body: plainBody(),
  });
  return requests;
}
