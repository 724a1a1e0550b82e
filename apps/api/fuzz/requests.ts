import {
  JOB_SORT_FIELDS,
  KYC_DOCUMENT_KINDS,
  PARTNER_SORT_FIELDS,
  USER_SORT_FIELDS,
  type Endpoint,
} from '@job-board/contract';
import fc from 'fast-check';
import type { z } from 'zod';
import { arbitraryOf, type FieldArbitraries } from './zod-arbitrary.js';

/** One generated call, exactly as it goes on the wire. */
export type FuzzRequest = {
  /** Which family of input it tries (for the report). */
  kind: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path and query string, already encoded as sent. */
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** The raw `:id` segment, when the path has one. */
  id?: string;
  /** The `_method` field the body carries, when it carries one. */
  override?: unknown;
  /** Over a real listening socket, or through Fastify's inject. */
  transport: 'inject' | 'socket';
  /** The caller's address for inject (sign-in attempts are throttled per address). */
  remoteAddress?: string;
};

/** What the generators need to know about the database: ids that exist, stored images. */
export type FuzzFixtures = {
  /** Field arbitraries for valid bodies (existing ids, uploaded image paths, setting values). */
  fields: FieldArbitraries;
  /** Whole valid bodies for endpoints whose body a schema cannot describe (settings, uploads). */
  bodies: Readonly<Record<string, fc.Arbitrary<BodyParts>>>;
};

/** A body as fields; multipart may carry a file part. */
export type BodyParts = Record<string, unknown>;
export type FilePart = { file: true; filename: string; contentType: string; bytes: Buffer };

const isFilePart = (value: unknown): value is FilePart =>
  typeof value === 'object' && value !== null && (value as FilePart).file === true;

// ── Ids in the path ──────────────────────────────────────────────────────────────────────────

/**
 * An id as every client writes it: a positive decimal integer in canonical form, in range. The
 * path segment is read as decoded (`%31` is the URL `1`, percent-encoding a digit changes nothing).
 */
export function isCanonicalId(segment: string): boolean {
  let id: string;
  try {
    id = decodeURIComponent(segment);
  } catch {
    return false;
  }
  return /^[1-9][0-9]{0,9}$/.test(id) && Number(id) <= 2_147_483_647;
}

/**
 * `encodeURIComponent` as a browser's form or URL does it: half of a UTF-16 pair, which has no
 * UTF-8 form, travels as U+FFFD instead of throwing.
 */
const percentEncode = (text: string) =>
  encodeURIComponent(
    text.replace(
      /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
      '\uFFFD',
    ),
  );

const HOSTILE_IDS = [
  '0',
  '00',
  '01',
  '007',
  '-1',
  '+1',
  '-0',
  '0x10',
  '0X1',
  '0b1',
  '0o7',
  '1e1',
  '1e0',
  '1.0',
  '1.',
  '.1',
  '%201',
  '1%20',
  '1%0A',
  '%0A1',
  '1%09',
  '%31',
  '1%00',
  '%2B1',
  '1,2',
  '1;',
  '1_000',
  '2147483648',
  '4294967297',
  '9007199254740993',
  '99999999999999999999999',
  '1'.padStart(400, '0'),
  'NaN',
  'Infinity',
  '-Infinity',
  'null',
  'true',
  '%E2%80%8B1',
  '%EF%BC%91',
  '%D9%A1',
  '%F0%9F%92%A9',
  '%',
  '%zz',
  '%C0%AF',
  '..',
  '%2e%2e',
];

const hostileId = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_IDS) },
  {
    weight: 1,
    arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }).map(encodeURIComponent),
  },
  { weight: 1, arbitrary: fc.bigInt({ min: 1n, max: 10n ** 30n }).map(String) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 50 }).map((n) => `0${n}`) },
);

/** Mostly ids of rows that exist (so the success paths run), often hostile ones. */
const idSegment = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: 1, max: 12 }).map(String) },
  { weight: 1, arbitrary: fc.integer({ min: 13, max: 2_147_483_647 }).map(String) },
  { weight: 3, arbitrary: hostileId },
);

function pathArbitrary(endpoint: Endpoint): fc.Arbitrary<{ path: string; id?: string }> {
  if (!endpoint.path.includes(':')) return fc.constant({ path: endpoint.path });
  const kinds = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom<string>(...KYC_DOCUMENT_KINDS) },
    { weight: 1, arbitrary: hostileId },
  );
  return fc.record({ id: idSegment, kind: kinds }).map(({ id, kind }) => ({
    path: endpoint.path.replace(':id', id).replace(':kind', kind),
    id,
  }));
}

// ── Query strings ────────────────────────────────────────────────────────────────────────────

const SORTS = [...JOB_SORT_FIELDS, ...PARTNER_SORT_FIELDS, ...USER_SORT_FIELDS].flatMap((f) => [
  f,
  `-${f}`,
]);

const COMMON_QUERY_KEYS = [
  'page',
  's',
  'sort',
  'status',
  'year',
  'entity',
  'entity_id',
  'admin_id',
];

const hugeText = (length: number) =>
  fc.constantFrom('a', 'é', '💩', '%').map((c) => c.repeat(length));

const hostileScalar: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '+1',
    '1.5',
    '1e3',
    '0x10',
    'NaN',
    'Infinity',
    '99999999999999999999',
    '9007199254740993',
    'true',
    'null',
    '[]',
    '{}',
    '%',
    '%%',
    '_',
    '\\',
    "'",
    '"',
    "' or 1=1 --",
    '%_%',
    '*',
    '\u0000',
    '\u202e',
    '<script>alert(1)</script>',
    '-',
    '--',
    ...SORTS,
  ),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  hugeText(5_000),
);

function queryArbitrary(endpoint: Endpoint): fc.Arbitrary<string> {
  const shape = endpoint.query ? shapeOf(endpoint.query) : {};
  const keys = [...new Set([...Object.keys(shape), ...COMMON_QUERY_KEYS])];
  const valueFor = (key: string): fc.Arbitrary<string> => {
    const field = Object.hasOwn(shape, key) ? shape[key] : undefined;
    const valid = field
      ? arbitraryOf(field).map((v) => (v === undefined || v === null ? '' : String(v)))
      : fc.constant('');
    return fc.oneof({ weight: 2, arbitrary: valid }, { weight: 2, arbitrary: hostileScalar });
  };
  const key = fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom(...keys) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'page[]',
        'page[a]',
        's[]',
        '__proto__',
        'constructor',
        '',
        '%',
        '%5B',
      ),
    },
  );
  const pair = key.chain((k) =>
    fc.tuple(fc.constant(k), k.includes('[') || k.includes('%') ? hostileScalar : valueFor(k)),
  );
  const encoded = fc
    .array(pair, { maxLength: 5 })
    .map((pairs) =>
      pairs.map(([k, v]) => `${k.includes('%') ? k : percentEncode(k)}=${percentEncode(v)}`),
    );
  const raw = fc.constantFrom(
    'page=%',
    'page=%E0%A4%A',
    's=%FF',
    '&&&',
    '=',
    'page',
    'page=1&page=2',
    's=a+b',
  );
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant('') },
    { weight: 6, arbitrary: encoded.map((parts) => parts.join('&')) },
    { weight: 1, arbitrary: raw },
  );
}

/** The object shape of a schema (through refinements and transforms), or none. */
function shapeOf(schema: z.ZodType): Record<string, z.ZodType> {
  const def = (
    schema as unknown as { _zod: { def: { type: string; shape?: object; in?: z.ZodType } } }
  )._zod.def;
  if (def.type === 'object') return def.shape as Record<string, z.ZodType>;
  if (def.type === 'pipe' && def.in) return shapeOf(def.in);
  return {};
}

// ── Bodies ───────────────────────────────────────────────────────────────────────────────────

/** Values of the wrong type, size or shape for any field. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    0,
    1,
    -1,
    1.5,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    '',
    '   ',
    '0',
    '1',
    '5',
    'true',
    'false',
    'yes',
    '0x10',
    '1,2,3',
    'null',
    '<b>x</b>',
    '<script>alert(1)</script>',
    '\u0000',
    '\ud800',
    '\u202e\u0645',
    [],
    [1],
    ['1'],
    [null],
    [[1]],
    {},
    { id: 1 },
    { $gt: '' },
  ),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  hugeText(100_000),
  hugeText(1_100),
  fc.integer(),
  fc.double(),
  fc.jsonValue({ maxDepth: 3 }),
  fc.integer({ min: 50, max: 300 }).map(nested),
);

function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
}

const EXTRA_KEYS = [
  'id',
  'created_at',
  'updated_at',
  'admin_id',
  'author_id',
  'is_blocked',
  '',
  ' ',
  'x',
];

/** `_method` values: the real ones, their look-alikes, and what is not a string at all. */
const OVERRIDES: unknown[] = [
  'PUT',
  'PATCH',
  'DELETE',
  'POST',
  'delete',
  ' DELETE ',
  'GET',
  'HEAD',
  'OPTIONS',
  'TRACE',
  'CONNECT',
  'PUT\u0000',
  '',
  ['DELETE'],
  ['PUT'],
  ['DELETE', 'PUT'],
  { toString: 'DELETE' },
  1,
  true,
  null,
];

type BodyShape = {
  kind: string;
  value: unknown;
};

/** JSON-able bodies: valid ones, valid ones with a field broken, missing or added, and non-objects. */
function jsonBodies(valid: fc.Arbitrary<BodyParts>, fieldNames: string[]): fc.Arbitrary<BodyShape> {
  const names = fieldNames.length > 0 ? fieldNames : ['name'];
  return fc.oneof(
    { weight: 4, arbitrary: valid.map((value) => ({ kind: 'valid body', value })) },
    {
      weight: 4,
      arbitrary: fc
        .tuple(valid, fc.constantFrom(...names), hostileValue)
        .map(([body, field, bad]) => ({ kind: `bad ${field}`, value: { ...body, [field]: bad } })),
    },
    {
      weight: 2,
      arbitrary: fc.tuple(valid, fc.subarray(names, { minLength: 1 })).map(([body, missing]) => ({
        kind: 'missing fields',
        value: Object.fromEntries(Object.entries(body).filter(([k]) => !missing.includes(k))),
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(valid, fc.constantFrom(...EXTRA_KEYS), hostileValue)
        .map(([body, key, extra]) => ({ kind: 'extra field', value: { ...body, [key]: extra } })),
    },
    {
      weight: 1,
      arbitrary: fc
        .dictionary(fc.constantFrom(...names), hostileValue, { maxKeys: 4 })
        .map((value) => ({ kind: 'all fields hostile', value })),
    },
    {
      weight: 1,
      arbitrary: fc
        .oneof(fc.jsonValue({ maxDepth: 2 }), hostileValue)
        .map((value) => ({ kind: 'any JSON', value })),
    },
  );
}

/** Texts sent as JSON that are not JSON, or JSON a parser may choke on. */
const BROKEN_JSON = [
  '',
  '{',
  '}',
  '{"a":}',
  '{"a":1,}',
  "{'a':1}",
  '{"a":1}garbage',
  '\ufeff{"a":1}',
  'null',
  'undefined',
  'NaN',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '{"a":"\\ud800"}',
  '{"a":1e999999}',
  '['.repeat(20_000) + ']'.repeat(20_000),
  '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000),
  '\u0000',
  '"' + 'x'.repeat(10) + '"',
];

const CONTENT_TYPES = [
  'text/plain',
  'text/html',
  'application/xml',
  'application/octet-stream',
  'application/x-www-form-urlencoded; charset=utf-16',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/json;;',
  'application/vnd.api+json',
  'application/json-patch+json',
  'multipart/mixed',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary="unclosed',
  'image/png',
  '*/*',
  ';',
  'garbage',
];

const BOUNDARY = '----fuzzboundary7MA4YWxkTrZu0gW';

function multipart(fields: BodyParts, boundary = BOUNDARY): Buffer {
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (isFilePart(item)) {
        chunks.push(
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${item.filename}"\r\nContent-Type: ${item.contentType}\r\n\r\n`,
          ),
          item.bytes,
          Buffer.from('\r\n'),
        );
      } else {
        chunks.push(
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${textOf(item)}\r\n`,
          ),
        );
      }
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

const textOf = (value: unknown) =>
  typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);

function urlencoded(fields: BodyParts): string {
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(fields)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (isFilePart(item)) continue;
      pairs.push(`${percentEncode(name)}=${percentEncode(textOf(item))}`);
    }
  }
  return pairs.join('&');
}

/** Multipart bodies a parser must refuse cleanly. */
const MALFORMED_MULTIPART: { contentType: string; payload: string | Buffer }[] = [
  { contentType: `multipart/form-data; boundary=zzz`, payload: 'garbage' },
  { contentType: 'multipart/form-data', payload: '{"email":"a@b.c","password":"x"}' },
  { contentType: `multipart/form-data; boundary=${BOUNDARY}`, payload: `--${BOUNDARY}\r\n` },
  {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="a"\r\n\r\nunterminated`,
  },
  {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: `--${BOUNDARY}\r\nContent-Disposition: form-data\r\n\r\nno name\r\n--${BOUNDARY}--\r\n`,
  },
  {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: `--${BOUNDARY}\r\nbroken header line\r\n\r\nx\r\n--${BOUNDARY}--\r\n`,
  },
  {
    contentType: `multipart/form-data; boundary=other`,
    payload: multipart({ a: '1' }),
  },
  {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: multipart(Object.fromEntries(Array.from({ length: 70 }, (_, i) => [`f${i}`, 'x']))),
  },
  {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: multipart({
      image: [
        { file: true, filename: 'a.png', contentType: 'image/png', bytes: Buffer.from('x') },
        { file: true, filename: 'b.png', contentType: 'image/png', bytes: Buffer.from('y') },
      ],
    }),
  },
  {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: multipart({
      [`a${'b'.repeat(1000)}`]: 'x'.repeat(2_000_000),
    }),
  },
  {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: Buffer.concat([Buffer.from(`--${BOUNDARY}\r\n`), Buffer.alloc(3000, 0xff)]),
  },
];

type Encoded = {
  kind: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  override?: unknown;
};

/** A body as it travels: JSON, urlencoded, multipart, a wrong type, or a malformed one. */
function encodedBodies(
  valid: fc.Arbitrary<BodyParts>,
  fieldNames: string[],
  multipartEndpoint: boolean,
): fc.Arbitrary<Encoded> {
  const bodies = jsonBodies(valid, fieldNames);
  const json = bodies.map(({ kind, value }) => ({
    kind: `JSON ${kind}`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(value) ?? 'null',
  }));
  const asFields = (value: unknown): BodyParts =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as BodyParts)
      : { value };
  const form = bodies.map(({ kind, value }) => ({
    kind: `urlencoded ${kind}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: urlencoded(asFields(value)),
  }));
  const parts = bodies.map(({ kind, value }) => ({
    kind: `multipart ${kind}`,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: multipart(asFields(value)),
  }));
  const broken = fc.constantFrom(...BROKEN_JSON).map((payload) => ({
    kind: 'broken JSON',
    headers: { 'content-type': 'application/json' },
    payload,
  }));
  const wrongType = fc
    .tuple(fc.constantFrom(...CONTENT_TYPES), valid)
    .map(([contentType, body]) => ({
      kind: `content type ${contentType}`,
      headers: { 'content-type': contentType },
      payload: JSON.stringify(body),
    }));
  const noType = valid.map((body) => ({
    kind: 'no content type',
    headers: {},
    payload: JSON.stringify(body),
  }));
  const malformed = fc.constantFrom(...MALFORMED_MULTIPART).map(({ contentType, payload }) => ({
    kind: 'malformed multipart',
    headers: { 'content-type': contentType },
    payload,
  }));
  const empty = fc.constant({ kind: 'no body', headers: {} });
  return fc.oneof(
    { weight: multipartEndpoint ? 2 : 10, arbitrary: json },
    { weight: 2, arbitrary: form },
    { weight: multipartEndpoint ? 10 : 2, arbitrary: parts },
    { weight: 2, arbitrary: broken },
    { weight: 2, arbitrary: wrongType },
    { weight: 1, arbitrary: noType },
    { weight: 3, arbitrary: malformed },
    { weight: 1, arbitrary: empty },
  );
}

/**
 * What the server reads from form fields: one field is text, a repeated field is a list of
 * texts (`["DELETE"]` sent as a form is the single field `_method=DELETE`).
 */
const asFormField = (values: unknown[]): unknown =>
  values.length === 1 ? textOf(values[0]) : values.map(textOf);

/** Adds `_method` to a body of any encoding (JSON objects, forms, multipart). */
function withOverride(encoded: Encoded, override: unknown): Encoded {
  const type = encoded.headers['content-type'] ?? '';
  const payload = encoded.payload;
  if (type === 'application/json' && typeof payload === 'string') {
    try {
      const body: unknown = JSON.parse(payload);
      if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
        return { ...encoded, override, payload: JSON.stringify({ ...body, _method: override }) };
      }
    } catch {
      // Broken JSON stays broken: the override cannot be read from it.
    }
    return encoded;
  }
  if (type === 'application/x-www-form-urlencoded' && typeof payload === 'string') {
    const values = Array.isArray(override) ? override : [override];
    const added = values.map((v) => `_method=${encodeURIComponent(textOf(v))}`).join('&');
    return {
      ...encoded,
      override: asFormField(values),
      payload: payload ? `${added}&${payload}` : added,
    };
  }
  if (type === `multipart/form-data; boundary=${BOUNDARY}` && Buffer.isBuffer(payload)) {
    const values = Array.isArray(override) ? override : [override];
    const added = multipart({ _method: values }).subarray(0, -`--${BOUNDARY}--\r\n`.length);
    return { ...encoded, override: asFormField(values), payload: Buffer.concat([added, payload]) };
  }
  return encoded;
}

// ── One endpoint's calls ─────────────────────────────────────────────────────────────────────

/**
 * Every call of one endpoint the fuzz tries: its path with good and hostile ids, a query string,
 * a body in every encoding (and PUT/DELETE also as POST + `_method`), over inject or a socket.
 */
export function requestsFor(endpoint: Endpoint, fixtures: FuzzFixtures): fc.Arbitrary<FuzzRequest> {
  const shape = endpoint.body ? shapeOf(endpoint.body) : {};
  const valid: fc.Arbitrary<BodyParts> =
    fixtures.bodies[endpoint.name] ??
    (endpoint.body
      ? (arbitraryOf(endpoint.body, fixtures.fields) as fc.Arbitrary<BodyParts>).filter(
          (b) => typeof b === 'object' && b !== null,
        )
      : fc.constant({}));
  const body: fc.Arbitrary<Encoded> =
    endpoint.body || endpoint.method !== 'GET'
      ? encodedBodies(valid, Object.keys(shape), endpoint.bodyType === 'multipart')
      : fc.constant({ kind: 'no body', headers: {} });

  const overridable = endpoint.method === 'PUT' || endpoint.method === 'DELETE';
  const method = overridable
    ? fc.oneof(
        { weight: 2, arbitrary: fc.constant({ method: endpoint.method, override: undefined }) },
        ...(endpoint.method === 'PUT'
          ? [
              {
                weight: 1,
                arbitrary: fc.constant({ method: 'PATCH' as const, override: undefined }),
              },
            ]
          : []),
        {
          weight: 2,
          arbitrary: fc.constant({ method: 'POST' as const, override: endpoint.method }),
        },
        {
          weight: 1,
          arbitrary: fc
            .constantFrom(...OVERRIDES)
            .map((o) => ({ method: 'POST' as const, override: o })),
        },
      )
    : endpoint.method === 'POST'
      ? fc.oneof(
          { weight: 6, arbitrary: fc.constant({ method: 'POST' as const, override: undefined }) },
          {
            weight: 1,
            arbitrary: fc
              .constantFrom(...OVERRIDES)
              .map((o) => ({ method: 'POST' as const, override: o })),
          },
        )
      : fc.constant({ method: endpoint.method, override: undefined });

  // Sign-in attempts come from many addresses over inject, so the fuzz never throttles itself.
  const signIn = endpoint.area === 'auth' && endpoint.method === 'POST';
  const transport = signIn
    ? fc.constant<'inject'>('inject')
    : fc.oneof(
        { weight: 9, arbitrary: fc.constant<'inject'>('inject') },
        { weight: 1, arbitrary: fc.constant<'socket'>('socket') },
      );

  return fc
    .record({
      path: pathArbitrary(endpoint),
      query: queryArbitrary(endpoint),
      body,
      method,
      transport,
      address: fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)),
    })
    .map(({ path, query, body: encoded, method: chosen, transport: via, address }) => {
      const sent =
        chosen.override === undefined
          ? encoded
          : withOverride(
              encoded.payload === undefined
                ? { ...encoded, headers: { 'content-type': 'application/json' }, payload: '{}' }
                : encoded,
              chosen.override,
            );
      return {
        kind: `${sent.kind}${sent.override !== undefined ? ` + _method ${JSON.stringify(sent.override)}` : ''}`,
        method: chosen.method,
        url: query ? `${path.path}?${query}` : path.path,
        headers: sent.headers,
        ...(sent.payload !== undefined && { payload: sent.payload }),
        ...(path.id !== undefined && { id: path.id }),
        ...(sent.override !== undefined && { override: sent.override }),
        transport: via,
        ...(signIn && { remoteAddress: `10.${address.join('.')}` }),
      } satisfies FuzzRequest;
    });
}

/** A ~6 MB body, over a socket: answered 413, never a reset. */
export function oversizedRequest(path: string): FuzzRequest {
  return {
    kind: 'oversized body',
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ name: 'x'.repeat(6 * 1024 * 1024) }),
    transport: 'socket',
  };
}

/**
 * Calls tried first on every run, whatever the seed: a NUL character (which PostgreSQL text
 * cannot hold) in each query parameter and in each body field, one at a time.
 */
export function pinnedRequests(endpoint: Endpoint): FuzzRequest[] {
  const path = endpoint.path.replace(':id', '1').replace(':kind', KYC_DOCUMENT_KINDS[0]);
  const id = endpoint.path.includes(':id') ? { id: '1' } : {};
  const queryKeys = endpoint.query ? Object.keys(shapeOf(endpoint.query)) : [];
  const bodyKeys = endpoint.body ? Object.keys(shapeOf(endpoint.body)) : [];
  return [
    ...queryKeys.map((key) => ({
      kind: `NUL in the query parameter ${key}`,
      method: endpoint.method,
      url: `${path}?${key}=a%00`,
      headers: {},
      transport: 'inject' as const,
      ...id,
    })),
    ...bodyKeys.map((key) => ({
      kind: `NUL in the body field ${key}`,
      method: endpoint.method,
      url: path,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ [key]: 'a\u0000' }),
      transport: 'inject' as const,
      ...id,
    })),
  ];
}
