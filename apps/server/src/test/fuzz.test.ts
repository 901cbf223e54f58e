/**
 * Fuzz of every route: requests generated with fast-check from the OpenAPI document the app serves, mixed with hostile
 * input (malformed JSON, wrong types, 100 KB strings, NUL and lone surrogates, huge/negative/fractional numbers, ids
 * past int4, __proto__/constructor keys, SQL and HTML fragments, missing and extra fields, arrays for objects, broken
 * multipart). Each request carries the token of the role the route wants (found by probing), so guarded routes are
 * fuzzed past their guard. Any 5xx fails the test, printed with the request that caused it.
 *
 * CI: a sweep that sends each of a few attacks (NUL, lone surrogate, id past int4, 1e-9, an array) to every field of
 * every route, then a fixed number of random requests per route (FUZZ_RUNS, default 12); the seed is fixed and printed
 * (FUZZ_SEED overrides it).
 * Long run: FUZZ_MINUTES=10 (or FUZZ_LONG=1 for 10 minutes) keeps going round every route with new seeds until
 * the time is up: `npm run fuzz`.
 */

import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './accounts.js';
import { createListing, createProduct } from './factories.js';
import { createTestApp, type TestContext, testDbKind } from './harness.js';
import { makeImage, multipartBody } from './images.js';
import { checkoutBody } from './orders.js';

const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const MINUTES = Number(process.env.FUZZ_MINUTES ?? (process.env.FUZZ_LONG ? 10 : 0));
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);

type Role = 'user' | 'owner' | 'admin';
type Schema = Record<string, unknown> & {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
};
interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema: Schema }> };
}
interface Route {
  key: string;
  method: string;
  path: string;
  op: Operation | undefined;
  role: Role | null;
  multipart: boolean;
  stream: boolean;
}
interface Failure {
  route: string;
  status: number;
  request: string;
  response: string;
}

let t: TestContext;
const who = {} as Record<Role, TestAccount>;
const ids = { product: 0, pendingProduct: 0, listing: 0, orderItem: 0, victimUser: 0, victimOwner: 0 };
let jpeg: Buffer;
const routes: Route[] = [];

/* ───────────────────────── Hostile values ───────────────────────── */

const BIG = 'x'.repeat(100_000);
const HOSTILE_STRINGS = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '\ud800x',
  'x\udfff',
  BIG,
  `${'é'.repeat(2000)}\u0000`,
  "' OR 1=1 --",
  '1; DROP TABLE users; --',
  "Robert'); DELETE FROM products;--",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '__proto__',
  'constructor',
  'toString',
  '../../etc/passwd',
  '\u202egnp.exe',
  '😀🏠',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '2147483648',
  '9007199254740993',
  '0x10',
  ' 12 ',
  'null',
  'true',
  '[]',
  '{}',
  '%00',
];
const HOSTILE_NUMBERS = [2147483648, -2147483649, -1, 0, -0, 0.5, 1e-9, 1.005, 1e308, -1e308, 2 ** 53 + 2, 1e21, 100000001];
const HOSTILE_SEGMENTS = [
  '0',
  '-1',
  '1.5',
  '2147483648',
  '99999999999999999999',
  'abc',
  '%00',
  '1%00',
  '%ED%A0%80',
  '%ff',
  '1e3',
  '%201',
  'NaN',
  'Infinity',
  'product-2147483648',
  'product-0',
  'listing-1%00',
  '__proto__',
  'constructor',
  'x'.repeat(3000),
];
const RAW_QUERY_VALUES = ['%00', '%ff', '%', '%E0%A4', '%ED%A0%80', '%F0%9F', 'a%00b', `${'9'.repeat(400)}`];
const MALFORMED_JSON = [
  '{"a":',
  '{"a":1}}',
  "{'a':1}",
  'nul',
  '\u0000',
  '"unterminated',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `{"a":${'{"a":'.repeat(3000)}1${'}'.repeat(3001)}`,
  '\ufeff{}',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '[1,2,',
  'NaN',
  '1e99999',
];

const oneOfStrings = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  // Any UTF-16 code unit, so NUL and lone surrogates turn up in random places too.
  { weight: 1, arbitrary: fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength: 12 }) },
);
/** What PostgreSQL cannot store, alone or inside ordinary text. */
const badText = fc.oneof(
  fc.constantFrom('a\u0000b', '\u0000', '\ud800x', 'x\udfff', '\udc00\ud800', 'fuzz@example.in\u0000'),
  fc.tuple(fc.string({ maxLength: 6 }), fc.constantFrom('\u0000', '\ud800', '\udfff'), fc.string({ maxLength: 6 })).map((p) => p.join('')),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: badText },
  { weight: 3, arbitrary: oneOfStrings },
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, [1, 2], [''], { a: 1 }, [{}]) },
  { weight: 1, arbitrary: fc.array(oneOfStrings, { maxLength: 3 }) },
);

/* ───────────────────────── Values from the schema ───────────────────────── */

const idPool = () => [ids.product, ids.pendingProduct, ids.listing, ids.orderItem, ids.victimUser, ids.victimOwner, 1, 2, 3];
const ID_NAMES = /(^|_)id$|Id$|^id$/;

/** Plausible values by field name: deeper code paths than random strings reach. */
function byName(name: string): fc.Arbitrary<unknown> | null {
  if (/email/i.test(name)) return fc.constantFrom('fuzz@example.in', who.user?.email ?? 'a@b.in', 'no-at-sign', 'a@b');
  if (/password/i.test(name)) return fc.constantFrom('password123', 'correct horse battery', 'x');
  if (/zip/i.test(name)) return fc.constantFrom('226001', '000000', '22600');
  if (/phone|contactNumber/i.test(name)) return fc.constantFrom('9839012345', '+91 98390 12345', '123');
  if (/^source$/.test(name)) return fc.constantFrom('products', 'listings');
  if (/^(user_id|userId|conversationId)$/.test(name)) return fc.constantFrom(who.user.id, who.user.id, ids.victimUser);
  if (/^(ownerId|owner_id)$/.test(name)) return fc.constantFrom(who.owner.id, ids.victimOwner);
  if (ID_NAMES.test(name)) return fc.constantFrom(...idPool());
  return null;
}

function fromSchema(schema: Schema | undefined, name = '', depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 5) return fc.constant(undefined);
  const named = byName(name);
  if (named && schema.type !== 'array' && schema.type !== 'object') return named;
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants?.length) return fc.oneof(...variants.map((v) => fromSchema(v, name, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string': {
      if (schema.format === 'date' || /\\d\{4\}-/.test(schema.pattern ?? ''))
        return fc.constantFrom('2025-01-31', '2025-02-30', '31-01-2025');
      const max = Math.min(schema.maxLength ?? 40, 40);
      const min = Math.min(schema.minLength ?? 0, max);
      return fc.string({ minLength: min, maxLength: max });
    }
    case 'integer':
    case 'number': {
      // The schema's own bounds are valid too, and the largest one is where overflows hide.
      const edges = [schema.minimum, schema.maximum].filter((v): v is number => typeof v === 'number' && Math.abs(v) < 1e300);
      const min = Math.max(schema.minimum ?? -5, -1e6);
      const max = Math.min(schema.maximum ?? (type === 'integer' ? 1000 : 1e5), 1e6);
      const inside = type === 'integer' ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true });
      return edges.length ? fc.oneof({ weight: 3, arbitrary: inside }, { weight: 1, arbitrary: fc.constantFrom(...edges) }) : inside;
    }
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(fromSchema(schema.items, name, depth + 1), {
        minLength: Math.min(schema.minItems ?? 0, 3),
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    case 'object': {
      const props = schema.properties ?? {};
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, sub] of Object.entries(props)) model[key] = fromSchema(sub, key, depth + 1);
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((k) => k in props) });
    }
    default:
      return fc.oneof(fc.constant(undefined), fc.string({ maxLength: 5 }), fc.integer());
  }
}

/** A valid-ish object, then broken in one of the ways clients break them. */
function mutatedObject(schema: Schema | undefined): fc.Arbitrary<unknown> {
  const base = fromSchema(schema ?? { type: 'object', properties: {} });
  const keys = Object.keys(schema?.properties ?? {});
  const someKey = keys.length ? fc.constantFrom(...keys) : fc.constant('x');
  return fc.oneof(
    { weight: 3, arbitrary: base },
    {
      weight: 7,
      arbitrary: fc.tuple(base, someKey, hostileValue).map(([v, k, bad]) => (isPlain(v) ? { ...v, [k]: bad } : v)),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(base, someKey).map(([v, k]) => {
        if (!isPlain(v)) return v;
        const { [k]: _dropped, ...rest } = v;
        return rest;
      }),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(base, fc.constantFrom('extra', 'toString', 'hasOwnProperty', 'a\u0000', 'role', 'owner_id', 'id'), hostileValue)
        .map(([v, k, bad]) => (isPlain(v) ? { ...v, [k]: bad } : v)),
    },
    { weight: 1, arbitrary: hostileValue },
    { weight: 1, arbitrary: base.map((v) => [v]) },
  );
}
const isPlain = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/* ───────────────────────── Requests ───────────────────────── */

interface Generated {
  params: Record<string, string>;
  query: string;
  body:
    | { kind: 'none' }
    | { kind: 'json'; text: string; contentType: string }
    | { kind: 'raw'; payload: string | Buffer; contentType?: string };
  auth: 'own' | 'none' | Role;
  idempotencyKey?: string;
}

function encode(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  try {
    return encodeURIComponent(text);
  } catch {
    // A lone surrogate cannot be percent-encoded as UTF-8: send the bytes a broken client would.
    return '%ED%A0%80';
  }
}

function paramArb(route: Route, name: string, schema: Schema | undefined, hostile: boolean): fc.Arbitrary<string> {
  const valid = (() => {
    if (name === 'id' && route.path.includes('/requests/'))
      return fc.constantFrom(`product-${ids.pendingProduct}`, `listing-${ids.listing}`, 'product-1');
    if (route.path.startsWith('/uploads')) return fc.constantFrom('a.webp', 'x/../../etc/passwd', '%2e%2e%2fetc', 'card/1.webp');
    return fromSchema(schema, name).map((v) => String(v));
  })();
  return hostile ? fc.oneof({ weight: 1, arbitrary: valid }, { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_SEGMENTS) }) : valid;
}

function queryArb(op: Operation | undefined, hostile: boolean): fc.Arbitrary<string> {
  const params = (op?.parameters ?? []).filter((p) => p.in === 'query');
  const valid = (p: Parameter) => fromSchema(p.schema, p.name).map((v) => (v === undefined ? null : `${p.name}=${encode(v)}`));
  if (!hostile) {
    return fc
      .tuple(...params.map((p) => fc.option(valid(p), { nil: null })))
      .map((parts) => parts.filter((x): x is string => !!x).join('&'));
  }
  // One hostile parameter, the others valid-ish: a 400 about another field must not hide the one under test.
  const one = params.map((p) =>
    fc
      .oneof(
        { weight: 1, arbitrary: valid(p) },
        { weight: 3, arbitrary: hostileValue.map((v) => `${p.name}=${encode(v)}`) },
        { weight: 1, arbitrary: fc.constantFrom(...RAW_QUERY_VALUES).map((v) => `${p.name}=${v}`) },
        { weight: 1, arbitrary: fc.constant(`${p.name}=1&${p.name}=2`) },
        { weight: 1, arbitrary: fc.constant(null) },
      )
      .map((v) => v),
  );
  const extra = fc.constantFrom(null, '__proto__=1', 'constructor[prototype][x]=1', 'a[]=1', '%00=1', 'q=%00');
  return fc.tuple(fc.tuple(...one), extra).map(([parts, more]) => [...parts, more].filter((p): p is string => !!p).join('&'));
}

function bodyArb(route: Route, hostile: boolean): fc.Arbitrary<Generated['body']> {
  if (route.multipart) return multipartArb(hostile);
  const schema = route.op?.requestBody?.content?.['application/json']?.schema;
  if (!schema && (route.method === 'GET' || route.method === 'DELETE')) {
    return fc.oneof(
      { weight: 4, arbitrary: fc.constant({ kind: 'none' as const }) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(...MALFORMED_JSON).map((text) => ({ kind: 'json' as const, text, contentType: 'application/json' })),
      },
    );
  }
  if (!hostile) {
    if (!schema) return fc.constant({ kind: 'none' as const });
    return fromSchema(schema).map((v) => ({ kind: 'json' as const, text: JSON.stringify(v) ?? 'null', contentType: 'application/json' }));
  }
  const asJson = mutatedObject(schema).map((v) => JSON.stringify(v) ?? 'null');
  return fc.oneof(
    { weight: 6, arbitrary: asJson.map((text) => ({ kind: 'json' as const, text, contentType: 'application/json' })) },
    // Prototype keys must travel as JSON text: an object literal would swallow them.
    {
      weight: 1,
      arbitrary: asJson.map((text) => ({
        kind: 'json' as const,
        text:
          text.startsWith('{') && text.length > 2
            ? `{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}},${text.slice(1)}`
            : text,
        contentType: 'application/json',
      })),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom(...MALFORMED_JSON).map((text) => ({ kind: 'json' as const, text, contentType: 'application/json' })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          asJson,
          fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=x',
            'application/json; charset=utf-16',
          ),
        )
        .map(([payload, contentType]) => ({ kind: 'raw' as const, payload, contentType })),
    },
    { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
  );
}

const FORM_FIELDS = [
  'title',
  'price',
  'rent_price',
  'description',
  'category',
  'location',
  'condition',
  'type',
  'subcategory',
  'sellerName',
  'sellerPhone',
  'sellerEmail',
];
const GOOD_FORM: Record<string, string> = {
  title: 'Fuzz cooler',
  price: '1200',
  description: 'A cooler',
  category: 'appliance',
  location: 'Aliganj',
  condition: 'used',
  type: 'sale',
  subcategory: 'Cooler',
  sellerName: 'Fuzz',
  sellerPhone: '9839012345',
  sellerEmail: 'fuzz@example.in',
};

function brokenMultipart(): fc.Arbitrary<Generated['body']> {
  const b = 'fuzzboundary';
  const ct = `multipart/form-data; boundary=${b}`;
  return fc.constantFrom<Generated['body']>(
    { kind: 'raw', payload: '{"title":"x"}', contentType: ct },
    { kind: 'raw', payload: `--${b}\r\n`, contentType: 'multipart/form-data' },
    { kind: 'raw', payload: `--${b}\r\nContent-Disposition: form-data; name="title"\r\n\r\nabc`, contentType: ct },
    {
      kind: 'raw',
      payload: `--${b}\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\n\r\n\xff\xd8\xff`,
      contentType: ct,
    },
    { kind: 'raw', payload: `--${b}\r\nContent-Disposition: form-data\r\n\r\nnoname\r\n--${b}--\r\n`, contentType: ct },
    { kind: 'raw', payload: `--${b}\r\nContent-Disposition: form-data; name="a\u0000"\r\n\r\nx\r\n--${b}--\r\n`, contentType: ct },
    { kind: 'raw', payload: `--other\r\nContent-Disposition: form-data; name="title"\r\n\r\nx\r\n--other--\r\n`, contentType: ct },
    { kind: 'raw', payload: '', contentType: ct },
    { kind: 'raw', payload: `--${b}--\r\n`, contentType: 'multipart/form-data; boundary=' },
    { kind: 'raw', payload: `--${b}\r\n${'X-Header: y\r\n'.repeat(2000)}\r\nx\r\n--${b}--\r\n`, contentType: ct },
    {
      kind: 'raw',
      payload:
        Array.from({ length: 40 }, (_, i) => `--${b}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nx\r\n`).join('') +
        `--${b}--\r\n`,
      contentType: ct,
    },
  );
}

function multipartArb(hostile: boolean): fc.Arbitrary<Generated['body']> {
  // At most one hostile field, so the others do not fail first.
  const hostileField = hostile ? fc.constantFrom(...FORM_FIELDS, 'none') : fc.constant('none');
  const fieldValue = fc.oneof(
    { weight: 2, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: oneOfStrings },
    { weight: 1, arbitrary: badText },
  );
  const fields = fc
    .tuple(hostileField, ...FORM_FIELDS.map((name) => fieldValue.map((bad) => [name, bad] as const)))
    .map(([target, ...pairs]) => {
      const out: Record<string, string> = {};
      for (const [name, bad] of pairs) {
        const value = name === target ? (bad ?? GOOD_FORM[name]) : GOOD_FORM[name];
        if (value !== undefined) out[name] = value;
      }
      return out;
    });
  const file = fc.constantFrom<'jpeg' | 'garbage' | 'none' | 'empty'>('jpeg', 'jpeg', 'garbage', 'none', 'empty');
  const wellFormed = fc.tuple(fields, file).map(([f, kind]): Generated['body'] => {
    const data = kind === 'jpeg' ? jpeg : kind === 'garbage' ? Buffer.from('not an image at all') : Buffer.alloc(0);
    const body = multipartBody(f, kind === 'none' ? undefined : { field: 'image', filename: 'a.jpg', contentType: 'image/jpeg', data });
    return { kind: 'raw', payload: body.payload, contentType: body.headers['content-type'] };
  });
  if (!hostile) return wellFormed;
  return fc.oneof(
    { weight: 3, arbitrary: wellFormed },
    { weight: 2, arbitrary: brokenMultipart() },
    {
      weight: 1,
      arbitrary: mutatedObject(undefined).map((v) => ({
        kind: 'json' as const,
        text: JSON.stringify(v) ?? 'null',
        contentType: 'application/json',
      })),
    },
  );
}

function requestArb(route: Route, only?: 'none'): fc.Arbitrary<Generated> {
  const names = [...route.path.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? '*');
  const pathParams = (route.op?.parameters ?? []).filter((p) => p.in === 'path');
  const params = (hostile: boolean) =>
    fc
      .tuple(...names.map((n) => paramArb(route, n, pathParams.find((p) => p.name === n)?.schema, hostile)))
      .map((values) => Object.fromEntries(names.map((n, i) => [n, values[i] as string])));
  const auth = route.role
    ? fc.oneof(
        { weight: 12, arbitrary: fc.constant('own' as const) },
        { weight: 1, arbitrary: fc.constantFrom('none' as const, 'user' as const, 'owner' as const, 'admin' as const) },
      )
    : fc.oneof(
        { weight: 8, arbitrary: fc.constant('none' as const) },
        { weight: 1, arbitrary: fc.constantFrom('user' as const, 'owner' as const, 'admin' as const) },
      );
  const idem = route.key === 'POST /api/orders' ? fc.option(fc.oneof(fc.uuid(), oneOfStrings), { nil: undefined }) : fc.constant(undefined);
  // Where this request is hostile: one place at a time (so nothing else fails first), sometimes everywhere at once.
  const site = only ? fc.constant(only) : fc.constantFrom('path', 'query', 'body', 'body', 'body', 'none', 'all');
  return site.chain((at) =>
    fc
      .record({
        params: params(at === 'path' || at === 'all'),
        query: queryArb(route.op, at === 'query' || at === 'all'),
        body: bodyArb(route, at === 'body' || at === 'all'),
        auth,
        idempotencyKey: idem,
      })
      .map((g) => g as Generated),
  );
}

function toInject(route: Route, g: Generated): InjectOptions {
  const url = route.path.replace(/:(\w+)|\*/g, (_, name: string | undefined) => {
    const v = g.params[name ?? '*'] ?? '';
    // Hostile segments are already percent-encoded; plain values are encoded here.
    return /%[0-9A-Fa-f]{2}|^%/.test(v) || route.path.startsWith('/uploads') ? v : encode(v);
  });
  const headers: Record<string, string> = {};
  const role = g.auth === 'own' ? route.role : g.auth === 'none' ? null : g.auth;
  if (role) headers.authorization = who[role].headers.authorization;
  if (g.idempotencyKey !== undefined) {
    // A header cannot carry every character; the ones it cannot carry are the client library's problem.
    if (/^[\t\x20-\x7e\x80-\xff]*$/.test(g.idempotencyKey)) headers['idempotency-key'] = g.idempotencyKey;
  }
  const options: InjectOptions = { method: route.method as InjectOptions['method'], url: g.query ? `${url}?${g.query}` : url, headers };
  if (g.body.kind === 'json') {
    headers['content-type'] = g.body.contentType;
    options.payload = g.body.text;
  } else if (g.body.kind === 'raw') {
    if (g.body.contentType) headers['content-type'] = g.body.contentType;
    options.payload = g.body.payload;
  }
  if (route.stream) (options as InjectOptions & { payloadAsStream: boolean }).payloadAsStream = true;
  return options;
}

function describeRequest(options: InjectOptions): string {
  const headers = { ...(options.headers as Record<string, string>) };
  if (headers.authorization) headers.authorization = 'Bearer <token>';
  const payload = options.payload === undefined ? '' : String(options.payload);
  const shown = payload.length > 400 ? `${payload.slice(0, 400)}… (${payload.length} chars)` : payload;
  const url = String(options.url);
  return `${options.method} ${url.length > 300 ? `${url.slice(0, 300)}…` : url} ${JSON.stringify(headers)} ${JSON.stringify(shown)}`;
}

async function send(route: Route, options: InjectOptions): Promise<LightMyRequestResponse> {
  const res = await t.app.inject(options);
  if (route.stream && res.statusCode < 300)
    (res as unknown as { stream(): NodeJS.ReadableStream & { destroy(): void } }).stream().destroy();
  return res;
}

/* ───────────────────────── Setup ───────────────────────── */

/** Puts back what a fuzzed admin or profile write may have broken: our accounts, the settings. */
async function heal(): Promise<void> {
  const checks: [Role, string][] = [
    ['user', '/api/auth/user'],
    ['owner', '/api/wallet'],
    ['admin', '/api/admin/settings'],
  ];
  for (const [role, url] of checks) {
    const res = await t.app.inject({ method: 'GET', url, headers: who[role].headers });
    if (res.statusCode === 401 || res.statusCode === 403) {
      who[role] = await createAccount(t, role);
      if (role === 'owner') ids.product = (await createProduct(t.db, { ownerId: who.owner.id })).id;
    }
  }
  const settings = await t.app.inject({ method: 'GET', url: '/api/settings' });
  if (settings.json().maintenanceMode) {
    const current = (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: who.admin.headers })).json();
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/settings',
      headers: who.admin.headers,
      payload: { ...current, maintenanceMode: false },
    });
  }
}

async function probeRole(route: Omit<Route, 'role'>): Promise<Role | null> {
  const url = route.path.replace(/:(\w+)|\*/g, (_, name?: string) =>
    name === 'userId' || name === 'conversationId' ? String(who.user.id) : name === 'ownerId' ? String(who.owner.id) : '1',
  );
  for (const role of [null, 'user', 'owner', 'admin'] as const) {
    const options: InjectOptions = { method: route.method as InjectOptions['method'], url, headers: role ? who[role].headers : {} };
    if (route.stream) (options as InjectOptions & { payloadAsStream: boolean }).payloadAsStream = true;
    if (!['GET', 'DELETE'].includes(route.method)) options.payload = {};
    const res = await send({ ...route, role }, options);
    if (res.statusCode !== 401 && res.statusCode !== 403) return role;
  }
  return 'admin';
}

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['user', 'owner', 'admin'] as const) who[role] = await createAccount(t, role);
  jpeg = await makeImage('jpeg', 64, 48);
  ids.product = (await createProduct(t.db, { ownerId: who.owner.id, rentPrice: 300 })).id;
  ids.pendingProduct = (await createProduct(t.db, { ownerId: who.owner.id, approvalStatus: 'pending' })).id;
  ids.listing = (await createListing(t.db)).id;
  ids.victimUser = (await createAccount(t, 'user')).id;
  ids.victimOwner = (await createAccount(t, 'owner')).id;
  const order = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: who.user.headers,
    payload: checkoutBody('Fuzz Buyer', [{ source: 'products', product_id: ids.product }]),
  });
  ids.orderItem = order.json().cart_items?.[0]?.item_id ?? 1;
  await t.app.inject({
    method: 'POST',
    url: '/api/wishlist',
    headers: who.user.headers,
    payload: { user_id: who.user.id, product_id: ids.product, source: 'products' },
  });

  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, Operation>> };
  const keys = t.app.routeList.filter((r) => !r.includes(' /api/docs'));
  for (const key of keys) {
    const [method = '', path = ''] = key.split(' ');
    const openapiPath = path.replace(/:(\w+)/g, '{$1}');
    const op = doc.paths[openapiPath]?.[method.toLowerCase()];
    const summary = JSON.stringify(op ?? {});
    const route = {
      key,
      method,
      path,
      op,
      multipart: summary.includes('multipart'),
      stream: path.endsWith('/stream'),
    };
    routes.push({ ...route, role: await probeRole(route) });
    await heal();
  }
}, 300_000);
afterAll(() => t?.close());

/* ───────────────────────── The fuzz ───────────────────────── */

/* ───────────────────────── The sweep: every field × every attack ───────────────────────── */

/** One attack of each kind the outside fuzz found, sent to every field of every route (random sampling may miss one). */
// (100 KB strings and prototype names are left to the random part: sent to every field they would double the run.)
const SWEEP: unknown[] = ['a\u0000b', '\ud800x', 2147483648, 1e-9, ['array']];

/**
 * A request the route accepts (the first of a few valid-ish candidates that gets a 2xx), then that request with one
 * field (path, query or top-level body) replaced by each attack in turn: nothing else fails first. The candidates
 * are sent too, and counted.
 */
async function sweep(
  route: Route,
  seed: number,
  sent: (options: InjectOptions, res: LightMyRequestResponse) => void,
): Promise<Generated[]> {
  const candidates = fc.sample(requestArb(route, 'none'), { seed, numRuns: 12 }).map((g) => ({ ...g, auth: 'own' as const }));
  let base = candidates[0];
  for (const candidate of candidates) {
    const options = toInject(route, candidate);
    const res = await send(route, options);
    sent(options, res);
    if (res.statusCode < 300) {
      base = candidate;
      break;
    }
  }
  if (!base) return [];
  const out: Generated[] = [];
  const names = Object.keys(base.params);
  const query = (route.op?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  const schema = route.op?.requestBody?.content?.['application/json']?.schema;
  const bodyKeys = Object.keys(schema?.properties ?? {});
  let body: Record<string, unknown> = {};
  try {
    body = base.body.kind === 'json' ? (JSON.parse(base.body.text) as Record<string, unknown>) : {};
  } catch {}
  for (const attack of SWEEP) {
    const text = encode(attack);
    for (const n of names) out.push({ ...base, auth: 'own', params: { ...base.params, [n]: text } });
    for (const q of query) out.push({ ...base, auth: 'own', query: `${q}=${text}` });
    for (const k of bodyKeys) {
      const payload = isPlain(body) ? { ...body, [k]: attack } : { [k]: attack };
      out.push({ ...base, auth: 'own', body: { kind: 'json', text: JSON.stringify(payload), contentType: 'application/json' } });
    }
    if (route.multipart) {
      for (const field of FORM_FIELDS) {
        const form = multipartBody(
          { ...GOOD_FORM, [field]: String(attack) },
          { field: 'image', filename: 'a.jpg', contentType: 'image/jpeg', data: jpeg },
        );
        out.push({ ...base, auth: 'own', body: { kind: 'raw', payload: form.payload, contentType: form.headers['content-type'] } });
      }
    }
  }
  return out;
}

/** Writes that may break our own accounts or switch maintenance on: heal after each. */
const risky = (route: Route) =>
  route.method !== 'GET' && /\/api\/(admin\/(users|owners|settings)|auth\/user|owner\/profile|auth\/reset)/.test(route.path);

function hash(text: string): number {
  let h = 0;
  for (const c of text) h = (Math.imul(h, 31) + c.charCodeAt(0)) | 0;
  return h;
}

it(
  'answers every route with no 5xx, whatever the input',
  async () => {
    const started = Date.now();
    const deadline = MINUTES > 0 ? started + MINUTES * 60_000 : 0;
    const failures: Failure[] = [];
    const covered = new Set<string>();
    const statuses = new Map<number, number>();
    let requests = 0;
    console.log(
      `fuzz: seed ${SEED} (FUZZ_SEED), ${RUNS} requests per route per round, ${MINUTES ? `${MINUTES} min` : 'one round'}, ${testDbKind}`,
    );
    for (let round = 0; round === 0 || (deadline && Date.now() < deadline); round++) {
      for (const route of routes) {
        if (deadline && Date.now() >= deadline) break;
        const seed = (SEED + round * 7919 + hash(route.key)) | 0;
        const record = (options: InjectOptions, res: LightMyRequestResponse) => {
          requests++;
          covered.add(route.key);
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          if (res.statusCode >= 500 && !(res.statusCode === 503 && res.body.includes('MAINTENANCE'))) {
            failures.push({
              route: route.key,
              status: res.statusCode,
              request: describeRequest(options),
              response: route.stream ? '' : res.body.slice(0, 300),
            });
          }
        };
        const swept = round === 0 ? await sweep(route, seed, record) : [];
        if (risky(route)) await heal();
        const samples = [...swept, ...fc.sample(requestArb(route), { seed, numRuns: RUNS })];
        for (const g of samples) {
          const options = toInject(route, g);
          let res: LightMyRequestResponse;
          try {
            res = await send(route, options);
          } catch (error) {
            failures.push({ route: route.key, status: 0, request: describeRequest(options), response: String(error) });
            continue;
          }
          requests++;
          covered.add(route.key);
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          const maintenance = res.statusCode === 503 && res.body.includes('MAINTENANCE');
          if (res.statusCode >= 500 && !maintenance) {
            failures.push({
              route: route.key,
              status: res.statusCode,
              request: describeRequest(options),
              response: route.stream ? '' : res.body.slice(0, 300),
            });
          }
          if (maintenance || risky(route)) await heal();
        }
      }
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const byStatus = [...statuses.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([s, n]) => `${s}:${n}`)
      .join(' ');
    console.log(
      `fuzz: ${requests} requests, ${covered.size}/${routes.length} routes covered, ${failures.length} 5xx, ${seconds} s, seed ${SEED}, statuses ${byStatus}`,
    );
    const perRoute = new Map<string, number>();
    for (const f of failures) perRoute.set(f.route, (perRoute.get(f.route) ?? 0) + 1);
    if (perRoute.size) console.log(`fuzz: 5xx on ${perRoute.size} routes: ${[...perRoute].map(([r, n]) => `${r} ×${n}`).join(', ')}`);
    for (const f of failures.slice(0, 30))
      console.log(`fuzz 5xx: ${f.route} → ${f.status}\n  request: ${f.request}\n  response: ${f.response}`);
    expect(routes.length).toBeGreaterThan(80);
    expect([...covered].sort()).toEqual(routes.map((r) => r.key).sort());
    expect(failures.map((f) => `${f.route} ${f.status}`)).toEqual([]);
  },
  MINUTES > 0 ? MINUTES * 60_000 + 300_000 : 240_000,
);
