/**
 * A fake server for tests: replaces the global `fetch` with routes keyed "METHOD /path".
 *
 *   const server = mockFetch({
 *     'GET /api/admin/users': { body: { data: [], links, meta } },
 *     'GET /api/admin/kyc/:id': ({ params }) => ({ body: { data: kycRecord(params.id) } }),
 *     'PUT /api/admin/jobs/:id': { body: { data: job } },        // POST with _method PUT
 *     'POST /api/admin/auth/login': { status: 401, body: { result: false, message: 'No.' } },
 *     'GET /api/jobs/stats': () => { throw new TypeError('Failed to fetch'); }, // network error
 *   });
 *   server.on('GET /api/admin/users', { body: nextPage });        // add or replace a route later
 *   expect(server.callsTo('GET /api/admin/users')[0].query.get('page')).toBe('2');
 *
 * - Paths match without the query string; `:name` segments are captured into `params`.
 * - A POST whose JSON or multipart body has `_method` (PUT, DELETE) matches "PUT /…" or
 *   "DELETE /…" first, then "POST /…".
 * - A response is `{ status = 200, body, headers }`, or a function of the request returning one
 *   (it may be async, e.g. to hold a request open and test a pending state); a function that
 *   throws makes `fetch` reject like a network failure.
 * - A request with no route gets 404 `{ result: false, message: 'No mock for GET /…' }` and is
 *   listed in `server.unmatched`.
 * - Every request is recorded in `server.calls`, in order. The global fetch is restored after
 *   each test (setup-tests.ts calls vi.unstubAllGlobals).
 */
import { vi } from 'vitest';

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
  /** `:name` segments of the matched route. */
  params: Record<string, string>;
};

export type MockResponse = { status?: number; body?: unknown; headers?: Record<string, string> };
export type MockHandler =
  MockResponse | ((request: MockRequest) => MockResponse | Promise<MockResponse>);
export type MockRoutes = Record<string, MockHandler>;

export type FetchMock = {
  calls: MockRequest[];
  unmatched: MockRequest[];
  on: (route: string, handler: MockHandler) => void;
  /** The recorded requests of one route key ("GET /api/admin/users"; `:id` patterns allowed). */
  callsTo: (route: string) => MockRequest[];
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

function splitKey(route: string): [string, string] {
  const [method = '', path = ''] = route.trim().split(/\s+/, 2);
  return [method.toUpperCase(), path];
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

/** The captures when `route` ("METHOD /path") matches the request sent with `method`. */
function matches(route: string, request: MockRequest, method: string) {
  const [routeMethod, routePath] = splitKey(route);
  return routeMethod === method ? matchPath(routePath, request.path) : null;
}

const matchesEither = (route: string, request: MockRequest) =>
  matches(route, request, request.effectiveMethod) ?? matches(route, request, request.method);

export function mockFetch(initialRoutes: MockRoutes = {}): FetchMock {
  const routes = new Map<string, MockHandler>(Object.entries(initialRoutes));
  const calls: MockRequest[] = [];
  const unmatched: MockRequest[] = [];

  function find(request: MockRequest): [MockHandler, Record<string, string>] | null {
    const methods = [...new Set([request.effectiveMethod, request.method])];
    for (const method of methods) {
      for (const [route, handler] of routes) {
        const params = matches(route, request, method);
        if (params) return [handler, params];
      }
    }
    return null;
  }

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = parseBody(init.body);
    const request: MockRequest = {
      method,
      effectiveMethod: (method === 'POST' && overrideOf(body)) || method,
      path: url.pathname,
      query: url.searchParams,
      body,
      headers: new Headers(init.headers),
      credentials: init.credentials,
      params: {},
    };
    calls.push(request);

    const found = find(request);
    if (!found) {
      unmatched.push(request);
      const message = `No mock for ${request.effectiveMethod} ${request.path}`;
      return Response.json({ result: false, message }, { status: 404 });
    }
    const [handler, params] = found;
    request.params = params;
    const response = typeof handler === 'function' ? await handler(request) : handler;
    const status = response.status ?? 200;
    const hasBody = response.body !== undefined && status !== 204;
    return new Response(hasBody ? JSON.stringify(response.body) : null, {
      status,
      headers: { ...(hasBody ? { 'Content-Type': 'application/json' } : {}), ...response.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    calls,
    unmatched,
    on: (route, handler) => {
      routes.set(route, handler);
    },
    callsTo: (route) => calls.filter((request) => matchesEither(route, request) !== null),
  };
}

/** A promise with its resolver exposed, to hold a mocked request open until the test says so. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
