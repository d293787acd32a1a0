import type { Operation, Parameter } from './operations.ts';
import {
  HOSTILE_HEADERS,
  HOSTILE_NUMBERS,
  HOSTILE_STRINGS,
  HUGE,
  hostilePathValues,
  hostileValuesFor,
  type ValueContext,
  validValue,
} from './values.ts';

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

export interface FuzzCase {
  label: string;
  request: FuzzRequest;
  /** Sent once with the forged credentials it carries, instead of once per identity. */
  ownCredentials?: boolean;
}

/** A body sent exactly as written (malformed JSON and the like). */
class Raw {
  constructor(readonly text: string) {}
}

interface Parts {
  path: Record<string, string>;
  query: [string, string][];
  headers: Record<string, string>;
  body?: unknown;
  contentType?: string | null;
}

/** Percent-encodes what can be encoded; a lone surrogate goes out as its raw UTF-8 bytes. */
function encode(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text]
      .map((ch) => {
        try {
          return encodeURIComponent(ch);
        } catch {
          return '%ED%A0%80';
        }
      })
      .join('');
  }
}

const RAW_BODIES = [
  '{',
  '{"a":',
  "{'single': 'quotes'}",
  '{"a":1,}',
  'nul',
  '[',
  'null',
  '[]',
  '"a string"',
  '42',
  'true',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
  `${'{"a":'.repeat(2_000)}1${'}'.repeat(2_000)}`,
  '{"x": 1e400, "y": -1e400}',
  '\u0000',
  '',
];

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----fuzz',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json, text/html',
  null,
];

const FORGED_AUTHORIZATION = [
  'Bearer garbage',
  `Bearer ${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
    '{"sub":"00000000-0000-0000-0000-000000000000","role":"platform_admin"}',
  ).toString('base64url')}.`,
  `Bearer ${'a'.repeat(5_000)}`,
  'Basic dXNlcjpwYXNz',
  'Bearer',
];

function build(op: Operation, parts: Parts): FuzzRequest {
  let url = op.path;
  for (const [name, value] of Object.entries(parts.path)) url = url.replace(`{${name}}`, value);
  if (parts.query.length) url += `?${parts.query.map(([k, v]) => `${k}=${v}`).join('&')}`;
  const headers = { ...parts.headers };
  let payload: string | undefined;
  if (parts.body !== undefined) {
    payload = parts.body instanceof Raw ? parts.body.text : JSON.stringify(parts.body);
    const type = parts.contentType === undefined ? 'application/json' : parts.contentType;
    if (type !== null) headers['content-type'] = type;
  }
  return { method: op.method, url, headers, payload };
}

function baseHeaderValue(p: Parameter, ctx: ValueContext) {
  if (p.name === 'idempotency-key') return `fuzz-${ctx.rng.uuid()}`;
  return `key-${ctx.rng.uuid()}`;
}

/**
 * Requests for one operation: a valid-looking one, then one hostile change at a time to each path
 * parameter, query parameter, header and body field, then broken bodies and content types.
 */
export function casesFor(op: Operation, ctx: ValueContext, perField: number): FuzzCase[] {
  const base: Parts = {
    path: Object.fromEntries(op.pathParams.map((p) => [p.name, encode(validValue(p.schema, p.name, ctx))])),
    query: op.queryParams
      .filter((p) => p.required || ctx.rng.next() < 0.3)
      .map((p) => [p.name, encode(validValue(p.schema, p.name, ctx))]),
    headers: Object.fromEntries(op.headerParams.map((p) => [p.name, baseHeaderValue(p, ctx)])),
    body: op.body ? validValue(op.body.schema, 'body', ctx) : undefined,
  };
  const cases: FuzzCase[] = [];
  const add = (label: string, change: Partial<Parts>, ownCredentials = false) =>
    cases.push({ label, request: build(op, { ...base, ...change }), ownCredentials });

  add('valid-looking', {});
  for (const p of op.pathParams) {
    // Traversal and an unknown id always; a sample of the rest.
    const [traversal, ...rest] = hostilePathValues(ctx.rng);
    for (const value of [traversal!, ctx.rng.uuid(), ...ctx.rng.sample(rest, perField * 2)]) {
      add(`path ${p.name}=${value.slice(0, 40)}`, { path: { ...base.path, [p.name]: value } });
    }
  }
  for (const p of op.queryParams) {
    const others = base.query.filter(([k]) => k !== p.name);
    const values = ctx.rng.sample([...HOSTILE_STRINGS, ...HOSTILE_NUMBERS], perField);
    for (const value of values) {
      add(`query ${p.name}=${String(value).slice(0, 40)}`, { query: [...others, [p.name, encode(value)]] });
    }
    if (ctx.rng.next() < 0.5)
      add(`query ${p.name} twice`, { query: [...others, [p.name, 'a'], [p.name, 'b']] });
    else add(`query ${p.name}[]`, { query: [...others, [`${p.name}[]`, 'x']] });
    if (p.required) add(`query ${p.name} missing`, { query: others });
  }
  add('query unknown and malformed', {
    query: [...base.query, ['__proto__[isAdmin]', 'true'], ['x', '%zz'], ['%ff', '1']],
  });
  for (const p of op.headerParams) {
    for (const value of ctx.rng.sample(HOSTILE_HEADERS, perField)) {
      add(`header ${p.name}=${value.slice(0, 40)}`, { headers: { ...base.headers, [p.name]: value } });
    }
    if (p.required) {
      const { [p.name]: _dropped, ...rest } = base.headers;
      add(`header ${p.name} missing`, { headers: rest });
    }
  }

  if (op.body) {
    const body = (base.body ?? {}) as Record<string, unknown>;
    const schema = ctx.resolve(op.body.schema);
    for (const [field, fieldSchema] of Object.entries(schema.properties ?? {})) {
      for (const value of hostileValuesFor(fieldSchema, ctx, perField)) {
        add(`body ${field}=${JSON.stringify(value)?.slice(0, 40)}`, { body: { ...body, [field]: value } });
      }
      if (schema.required?.includes(field)) {
        const { [field]: _dropped, ...rest } = body;
        add(`body ${field} missing`, { body: rest });
      }
    }
    add('body extra fields', {
      body: { ...body, isAdmin: true, role: 'platform_admin', adminApproved: true, unexpected: HUGE },
    });
    add('body of 2 MB', { body: { ...body, padding: 'x'.repeat(2_000_000) } });
    for (const contentType of ctx.rng.sample(CONTENT_TYPES, perField)) {
      add(`content-type ${contentType}`, { body: new Raw(JSON.stringify(body)), contentType });
    }
  }
  if (op.method !== 'GET') {
    for (const text of ctx.rng.sample(RAW_BODIES, perField * 2))
      add(`raw body ${JSON.stringify(text.slice(0, 30))}`, { body: new Raw(text) });
  }
  for (const authorization of ctx.rng.sample(FORGED_AUTHORIZATION, 2)) {
    add(`authorization ${authorization.slice(0, 30)}`, { headers: { ...base.headers, authorization } }, true);
  }
  return cases;
}

/** Paths under /api that no route declares, with every method. */
export function unknownPathCases(ctx: ValueContext): FuzzCase[] {
  const paths = [
    '/api/../../etc/passwd',
    '/api/%2e%2e/%2e%2e/etc/passwd',
    '/api/tours/../../../etc/passwd',
    '/api/%00',
    `/api/${encode('🏝️\u202E')}`,
    `/api/${'x'.repeat(10_000)}`,
    `/api/admin/${ctx.rng.uuid()}`,
    '/api/%zz',
  ];
  const cases: FuzzCase[] = [];
  for (const url of paths) {
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      cases.push({ label: `unknown ${method} ${url.slice(0, 40)}`, request: { method, url, headers: {} } });
    }
  }
  return cases;
}
