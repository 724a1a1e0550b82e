/**
 * A fake server for tests that keeps to the contract: it replaces the global `fetch` and answers
 * the registry's endpoints by name.
 *
 *   const server = mockFetch({
 *     'users.list': { body: pagedBody([user]) },
 *     'kyc.get': ({ params }) => ({ body: { data: kycRecord(Number(params.id)) } }),
 *     'jobs.update': { body: { data: job } },                  // POST with _method PUT
 *     'auth.login': { status: 401, body: { result: false, message: 'No.' } },
 *     'dashboard.jobStats': () => { throw new TypeError('Failed to fetch'); }, // network error
 *   });
 *   server.on('users.list', { body: nextPage });   // add or replace a route later
 *   expect(server.callsTo('users.list')[0].query.get('page')).toBe('2');
 *
 * - A request is matched to its endpoint by method (`_method` of a POST body counts) and path.
 * - Every request must fit its endpoint's params, query and body schemas, and every canned answer
 *   the endpoint's schema for its status (the success response, or the error body for 4xx/5xx),
 *   and the status must be one the contract lists. A request to no endpoint of the contract, or
 *   a breach either way, is recorded in `server.violations` and fails the test (setup-tests.ts);
 *   a bad request is answered 422 as the real server would.
 * - A response is `{ status = success status, body, headers }`, or a function of the request
 *   returning one (it may be async, e.g. to hold a request open and test a pending state); a
 *   function that throws makes `fetch` reject like a network failure.
 * - An endpoint without a route gets 404 and is listed in `server.unmatched`.
 */
import {
  allEndpoints,
  errorSchemaOf,
  responsesOf,
  successStatus,
  type Endpoint,
  type EndpointName,
  type EndpointNamed,
  type ErrorBody,
  type ResponseOf,
  type sensitiveErrorBody,
} from '@job-board/contract';
import { vi } from 'vitest';
import { z } from 'zod';

export type MockRequest = {
  /** The HTTP method sent (GET or POST for this app). */
  method: string;
  /** `_method` of the body when present, else `method`. */
  effectiveMethod: string;
  path: string;
  query: URLSearchParams;
  /** Parsed JSON, the FormData of an upload, or null. */
  body: unknown;
  headers: Headers;
  credentials: RequestCredentials | undefined;
  /** The `:name` segments of the endpoint's path. */
  params: Record<string, string>;
  endpoint: Endpoint | undefined;
};

/** The failure body of an identity-data (KYC) endpoint, which repeats its message as `error`. */
type SensitiveErrorBody = z.infer<typeof sensitiveErrorBody>;

export type MockResponse<B = unknown> = {
  status?: number;
  body?: B | ErrorBody | SensitiveErrorBody;
  headers?: Record<string, string>;
};
export type MockHandler<B = unknown> =
  MockResponse<B> | ((request: MockRequest) => MockResponse<B> | Promise<MockResponse<B>>);

/** A route per endpoint name, its canned body typed by the endpoint's response. */
export type MockRoutes = {
  [N in EndpointName]?: MockHandler<ResponseOf<EndpointNamed<N>>>;
};

export type FetchMock = {
  calls: MockRequest[];
  unmatched: MockRequest[];
  /** What broke the contract, one sentence each; any fails the test. */
  violations: string[];
  on: <N extends EndpointName>(name: N, handler: MockHandler<ResponseOf<EndpointNamed<N>>>) => void;
  /** The recorded requests of one endpoint. */
  callsTo: (name: EndpointName) => MockRequest[];
};

let current: FetchMock | null = null;

/** The fake server of the running test, if it made one (read by setup-tests.ts). */
export const currentFetchMock = () => current;
export const resetFetchMock = () => {
  current = null;
};

function parseBody(body: BodyInit | null | undefined): unknown {
  if (body === undefined || body === null) return null;
  if (typeof body === 'string') {
    try {
      return JSON.parse(body) as unknown;
    } catch {
      return body;
    }
  }
  return body;
}

function overrideOf(body: unknown): string | undefined {
  const value =
    body instanceof FormData
      ? body.get('_method')
      : typeof body === 'object' && body !== null
        ? (body as Record<string, unknown>)._method
        : undefined;
  return typeof value === 'string' ? value.toUpperCase() : undefined;
}

/** The `:name` captures when `pattern` matches `path`, else null. */
function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const have = path.split('/');
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of want.entries()) {
    const actual = have[index] ?? '';
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeURIComponent(actual);
    else if (segment !== actual) return null;
  }
  return params;
}

/** How many `:name` segments a path has: like the real router, fixed segments win. */
const paramCount = (path: string) => path.split('/').filter((part) => part.startsWith(':')).length;
const endpointsByFixedFirst = [...allEndpoints].sort(
  (a, b) => paramCount(a.path) - paramCount(b.path),
);

/** The endpoint a request calls, with its path parameters. */
function endpointOf(method: string, path: string) {
  for (const endpoint of endpointsByFixedFirst) {
    if (endpoint.method !== method) continue;
    const params = matchPath(endpoint.path, path);
    if (params) return { endpoint, params };
  }
  return null;
}

/**
 * A multipart body as the server reads it: fields as text, files as parts (in memory, or written
 * to a temporary file for an endpoint taking large files).
 */
function formFields(form: FormData, endpoint: Endpoint): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [name, value] of form.entries()) {
    fields[name] =
      typeof value === 'string'
        ? value
        : endpoint.maxUploadBytes !== undefined
          ? { filename: value.name, mimetype: value.type, path: '/tmp/upload', size: value.size }
          : { filename: value.name, mimetype: value.type, buffer: new Uint8Array(0) };
  }
  return fields;
}

function withoutOverride(body: unknown, endpoint: Endpoint): unknown {
  const fields = body instanceof FormData ? formFields(body, endpoint) : body;
  if (!fields || typeof fields !== 'object' || Array.isArray(fields)) return fields;
  const { _method: _ignored, ...rest } = fields as Record<string, unknown>;
  return rest;
}

/** Every field the endpoint's schemas refuse in a request, as the server's 422 `errors`. */
function requestErrors(request: MockRequest, endpoint: Endpoint): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const check = (schema: z.ZodType | undefined, value: unknown) => {
    if (!schema) return;
    const result = schema.safeParse(value ?? {});
    if (result.success) return;
    for (const issue of result.error.issues) {
      (errors[issue.path.join('.') || 'body'] ??= []).push(issue.message);
    }
  };
  check(endpoint.params, request.params);
  check(endpoint.query, Object.fromEntries(request.query.entries()));
  check(endpoint.body, withoutOverride(request.body, endpoint));
  return errors;
}

/** What is wrong with a canned answer against the endpoint's contract, or null. */
function responseViolation(endpoint: Endpoint, status: number, body: unknown): string | null {
  const responses = responsesOf(endpoint);
  if (!responses.has(status)) {
    return `${endpoint.name} cannot answer ${status}; its contract lists ${[...responses.keys()].join(', ')}`;
  }
  const schema = status >= 400 ? errorSchemaOf(endpoint) : responses.get(status);
  if (!schema) return null;
  const result = schema.safeParse(body);
  if (result.success) return null;
  return `${endpoint.name} ${status} answer breaks the contract: ${z.prettifyError(result.error)}`;
}

export function mockFetch(initialRoutes: MockRoutes = {}): FetchMock {
  const routes = new Map<string, MockHandler>(Object.entries(initialRoutes));
  const calls: MockRequest[] = [];
  const unmatched: MockRequest[] = [];
  const violations: string[] = [];

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = parseBody(init.body);
    const effectiveMethod = (method === 'POST' && overrideOf(body)) || method;
    const found = endpointOf(effectiveMethod, url.pathname);
    const request: MockRequest = {
      method,
      effectiveMethod,
      path: url.pathname,
      query: url.searchParams,
      body,
      headers: new Headers(init.headers),
      credentials: init.credentials,
      params: found?.params ?? {},
      endpoint: found?.endpoint,
    };
    calls.push(request);

    if (!found) {
      const message = `${effectiveMethod} ${url.pathname} is not an endpoint of the contract`;
      violations.push(message);
      return Response.json({ result: false, message }, { status: 404 });
    }
    const { endpoint } = found;
    const errors = requestErrors(request, endpoint);
    if (Object.keys(errors).length > 0) {
      violations.push(
        `${endpoint.name} was sent what its contract refuses: ${JSON.stringify(errors)}`,
      );
      const message = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.';
      return Response.json({ result: false, message, errors }, { status: 422 });
    }
    const handler = routes.get(endpoint.name);
    if (!handler) {
      unmatched.push(request);
      const message = `No mock for ${endpoint.name}`;
      return Response.json({ result: false, message }, { status: 404 });
    }
    const response = typeof handler === 'function' ? await handler(request) : handler;
    const status = response.status ?? successStatus(endpoint);
    const violation = responseViolation(endpoint, status, response.body);
    if (violation) violations.push(violation);
    const hasBody = response.body !== undefined && status !== 204;
    return new Response(hasBody ? JSON.stringify(response.body) : null, {
      status,
      headers: { ...(hasBody ? { 'Content-Type': 'application/json' } : {}), ...response.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);

  const mock: FetchMock = {
    calls,
    unmatched,
    violations,
    on: (name, handler) => {
      routes.set(name, handler as MockHandler);
    },
    callsTo: (name) => calls.filter((request) => request.endpoint?.name === name),
  };
  current = mock;
  return mock;
}

/** A promise with its resolver exposed, to hold a mocked request open until the test says so. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
