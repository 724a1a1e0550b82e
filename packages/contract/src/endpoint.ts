import type { z } from 'zod';
import { errorBody, sensitiveErrorBody } from './envelopes.js';
import { ROLES, can, opensBeforeEnrolment, type Permission, type Role } from './permissions.js';

/** The scopes of API keys (API_KEY_SCOPES in integrations.ts, kept free of schemas here). */
export type ApiKeyScopeName = 'kyc.submit' | 'kyc.read';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint.
 * - public: anyone;
 * - optional-admin: anyone; an admin whose role holds the endpoint's `permission` gets the admin
 *   view, anyone else (signed out, or a role without it) the anonymous one;
 * - admin: a signed-in admin (bearer token or session cookie);
 * - admin-bearer: a signed-in admin holding a bearer token (the state-changing GETs);
 * - api-key: one of the platform's services, with an API key holding the endpoint's `scope`
 *   (never an admin's token or session; an API key opens no other endpoint).
 */
export type Access = 'public' | 'optional-admin' | 'admin' | 'admin-bearer' | 'api-key';

/** How the request body travels: JSON (default) or multipart form data (file uploads). */
type BodyType = 'json' | 'multipart';

/** What a successful answer carries: a JSON body, no body (204), or a file's bytes. */
type ResponseKind = 'json' | 'empty' | 'file';

type Schema = z.ZodType;

/** One call of the API as written in a contract file (its name comes from its registry key). */
export type EndpointDefinition = {
  method: HttpMethod;
  /** The path with `:name` parameters, exactly as the platform's clients call it. */
  path: string;
  access: Access;
  /**
   * What the caller's role must allow (every admin endpoint names one; see permissions.ts). On an
   * optional-admin endpoint, what it must allow for the admin view (every one names one).
   */
  permission?: Permission;
  /** What the API key must allow (every api-key endpoint names one; see integrations.ts). */
  scope?: ApiKeyScopeName;
  summary: string;
  params?: Schema;
  query?: Schema;
  body?: Schema;
  bodyType?: BodyType;
  /**
   * A multipart endpoint taking a larger file than the images' limit: its limit in bytes. Its
   * file reaches the handler written to a temporary file (`SpooledFilePart`), not in memory.
   */
  maxUploadBytes?: number;
  /**
   * The success status: 201 for creations, 202 for work started in the background, 204 for no
   * body, 200 otherwise.
   */
  status?: 200 | 201 | 202 | 204;
  /** The body of the success answer (absent when `kind` is empty or file). */
  response?: Schema;
  kind?: ResponseKind;
  /** The media type of a `file` answer (default `image/*`), e.g. `text/csv` for an export. */
  fileType?: string;
  /**
   * Failure statuses this endpoint's rules can answer beyond those its shape implies (see
   * `responsesOf`), e.g. 409 for a duplicate or 429 for throttling.
   */
  failures?: readonly number[];
  /**
   * Identity data (KYC): every answer, failures included, carries `Cache-Control: no-store`,
   * and failures repeat their message as `error`.
   */
  sensitive?: boolean;
};

/** An endpoint of the registry: its definition plus its area and name ("users.list"). */
export type Endpoint<D extends EndpointDefinition = EndpointDefinition> = D & {
  /** `area.action`: the registry key, the OpenAPI operation id and the client's query key. */
  name: string;
  area: string;
};

/** Names each definition `area.key`, keeping the definitions' exact types. */
export function defineEndpoints<
  const A extends string,
  const T extends Record<string, EndpointDefinition>,
>(area: A, definitions: T): { [K in keyof T]: T[K] & { name: `${A}.${K & string}`; area: A } } {
  const named: Record<string, Endpoint> = {};
  for (const [key, definition] of Object.entries(definitions)) {
    named[key] = { ...definition, name: `${area}.${key}`, area };
  }
  return named as { [K in keyof T]: T[K] & { name: `${A}.${K & string}`; area: A } };
}

type In<S> = S extends Schema ? z.input<S> : never;
type Out<S> = S extends Schema ? z.output<S> : never;

type Part<K extends string, S> = S extends Schema
  ? // A part whose every field is optional may be left out.
    Partial<z.input<S>> extends z.input<S>
    ? { [P in K]?: In<S> }
    : { [P in K]: In<S> }
  : { [P in K]?: never };

/** What a client sends: `{ params, query, body }`, each typed by the endpoint's schema. */
export type EndpointInput<E extends EndpointDefinition> = Part<'params', E['params']> &
  Part<'query', E['query']> &
  (E['bodyType'] extends 'multipart' ? { body: FormData } : Part<'body', E['body']>);

/** What the server's handler receives, parsed by the endpoint's schemas. */
export type ParsedInput<E extends EndpointDefinition> = {
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
};

/** A file's bytes as a stream the server pipes to the client (an export of many rows). */
export type FileStream = { pipe: (destination: never) => unknown };

/** The success body as the server writes it (before any transform) … */
export type ResponseInput<E extends EndpointDefinition> = E['response'] extends Schema
  ? z.input<E['response']>
  : E['kind'] extends 'file'
    ? Uint8Array | FileStream
    : undefined;

/** … and as a client reads it. */
export type ResponseOf<E extends EndpointDefinition> = E['response'] extends Schema
  ? z.output<E['response']>
  : E['kind'] extends 'file'
    ? Blob
    : null;

export const successStatus = (endpoint: EndpointDefinition): number =>
  endpoint.status ?? (endpoint.kind === 'empty' ? 204 : 200);

/** The schema a failure body of this endpoint must match. */
export const errorSchemaOf = (endpoint: EndpointDefinition): Schema =>
  endpoint.sensitive ? sensitiveErrorBody : errorBody;

const UNSAFE: ReadonlySet<HttpMethod> = new Set(['POST', 'PUT', 'DELETE']);

export const isUnsafe = (endpoint: EndpointDefinition) => UNSAFE.has(endpoint.method);
export const needsAdmin = (endpoint: EndpointDefinition) =>
  endpoint.access === 'admin' || endpoint.access === 'admin-bearer';

/**
 * Whether every role may call this endpoint (no 403 for want of a permission). An optional-admin
 * endpoint refuses no one: a role without its permission gets the anonymous view.
 */
const heldByEveryRole = (endpoint: EndpointDefinition): boolean =>
  !needsAdmin(endpoint) ||
  !endpoint.permission ||
  ROLES.every((role) => can(role, endpoint.permission!));

/**
 * Whether `role` gets an optional-admin endpoint's admin view (its permission), rather than
 * what a signed-out caller sees.
 */
export const seesAdminView = (endpoint: EndpointDefinition, role: Role): boolean =>
  endpoint.access === 'optional-admin' &&
  endpoint.permission !== undefined &&
  can(role, endpoint.permission);

/**
 * Every status an endpoint can answer, each with the schema of its body (null: no body or not
 * JSON). Failures are derived from the endpoint: what it reads, who may call it, how.
 */
export function responsesOf(endpoint: EndpointDefinition): Map<number, Schema | null> {
  const error = errorSchemaOf(endpoint);
  const responses = new Map<number, Schema | null>([
    [successStatus(endpoint), endpoint.response ?? null],
  ]);
  const hasInput = endpoint.params || endpoint.query || endpoint.body;
  // Every non-GET call may carry a body (a DELETE is sent as POST with `_method`), and a body
  // may be malformed, too large, or of a type the server does not read.
  if (endpoint.method !== 'GET') {
    for (const status of [400, 405, 413, 415]) responses.set(status, error);
  }
  if (needsAdmin(endpoint)) responses.set(401, error);
  // An admin whose role requires a second factor opens only enrolment until they have one.
  if (!heldByEveryRole(endpoint) || (needsAdmin(endpoint) && !opensBeforeEnrolment(endpoint))) {
    responses.set(403, error);
  }
  if (endpoint.access === 'api-key') {
    for (const status of [401, 403, 429]) responses.set(status, error);
  }
  if (endpoint.params) responses.set(404, error);
  // API keys are never sent by a browser on its own: no anti-forgery token is asked for them.
  if (isUnsafe(endpoint) && endpoint.access !== 'api-key') responses.set(419, error);
  if (hasInput) responses.set(422, error);
  for (const status of endpoint.failures ?? []) responses.set(status, error);
  responses.set(500, error);
  // Any endpoint may find its database or file storage unavailable for a moment.
  responses.set(503, error);
  return new Map([...responses].sort(([a], [b]) => a - b));
}

/**
 * The path of one call: `:name` segments filled from `params`, each encoded. A missing value is
 * a programming error, so it throws.
 */
export function pathOf(endpoint: EndpointDefinition, params: Record<string, unknown> = {}) {
  return endpoint.path.replace(/:([a-z_]+)/gi, (_segment, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`${endpoint.path} needs the "${name}" parameter.`);
    }
    return encodeURIComponent(String(value));
  });
}
