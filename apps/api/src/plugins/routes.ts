import {
  AUTH_MESSAGES,
  NO_SUCH_RECORD,
  PERMISSION_MESSAGES,
  can,
  allEndpoints,
  parsingFormText,
  isUnsafe,
  needsAdmin,
  mustEnrolSecondFactor,
  opensBeforeEnrolment,
  seesAdminView,
  successStatus,
} from '@job-board/contract';
import type { Endpoint, HttpMethod } from '@job-board/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppDeps } from '../app-deps.js';
import { AppError } from '../lib/app-error.js';
import { contextOf, keyContextOf } from '../lib/context.js';
import { PreparedJson, sendsPrepared } from '../lib/prepared-json.js';
import type { Route } from '../lib/route.js';
import { parseInput } from '../lib/validation.js';
import { secondFactorStatusFrom, secondFactorStatusOf } from '../db/second-factor.js';
import { authenticateApiKey } from '../modules/integrations/api-keys.service.js';
import { hasFormBody } from './body-parsers.js';
import { assertCsrf, identify, type Identity } from '../modules/auth/identity.js';

const OVERRIDABLE = new Set(['PUT', 'PATCH', 'DELETE']);

/** PATCH is served by the PUT route. */
const routeMethod = (method: string) => (method === 'PATCH' ? 'PUT' : method) as HttpMethod;

/** Read by the error handler and the contract check for the route a request matched. */
type RouteConfig = { endpoint?: Endpoint; sensitive?: boolean; noStore?: boolean };

const endpointsRun = new WeakMap<FastifyRequest, Endpoint>();

export const METHOD_NOT_TEXT =
  'The _method field must be one method name as text: PUT, PATCH or DELETE.';

/**
 * Answers that no shared cache or browser history may keep: everything an admin sees, every
 * auth answer (tokens, sessions), answers that depend on who asks, and identity data.
 */
const isNoStore = (endpoint: Endpoint) =>
  endpoint.access !== 'public' || endpoint.area === 'auth' || endpoint.sensitive === true;

/**
 * The endpoint a request was answered by: the one its pipeline ran (after method override), else
 * its route's; undefined for requests no endpoint serves.
 */
export function endpointOf(request: FastifyRequest): Endpoint | undefined {
  return (
    endpointsRun.get(request) ?? (request.routeOptions?.config as RouteConfig | undefined)?.endpoint
  );
}

/**
 * Every endpoint of the registry has exactly one route and every route is an endpoint of the
 * registry; anything else is a programming error, so the app refuses to start.
 */
export function assertRoutesMatchRegistry(routes: readonly Route[]): void {
  const served = new Set(routes.map((route) => route.endpoint));
  const registered = new Set(allEndpoints);
  const problems = [
    ...routes
      .filter((route) => !registered.has(route.endpoint))
      .map((route) => `${route.endpoint.name} has a route but is not in the registry`),
    ...allEndpoints
      .filter((endpoint) => !served.has(endpoint))
      .map((endpoint) => `${endpoint.name} (${endpoint.method} ${endpoint.path}) has no route`),
  ];
  const names = routes.map((route) => route.endpoint.name);
  problems.push(
    ...names
      .filter((name, index) => names.indexOf(name) !== index)
      .map((name) => `${name} has two routes`),
  );
  problems.push(
    ...allEndpoints
      .filter((endpoint) => needsAdmin(endpoint) && !endpoint.permission)
      .map((endpoint) => `${endpoint.name} needs an admin but names no permission`),
    ...allEndpoints
      .filter((endpoint) => endpoint.access === 'optional-admin' && !endpoint.permission)
      .map((endpoint) => `${endpoint.name} names no permission for its admin view`),
    ...routes
      .filter(({ endpoint }) => endpoint.access === 'api-key' && !endpoint.scope)
      .map(({ endpoint }) => `${endpoint.name} takes an API key but names no scope`),
  );
  if (problems.length > 0) throw new Error(`Routes and registry differ: ${problems.join('; ')}.`);
}

/**
 * Registers the route of every endpoint. Each goes through one pipeline: identify the caller,
 * check anti-forgery for unsafe methods, check access, parse params/query/body, run the handler.
 * An api-key endpoint's caller is its API key alone (no cookie, so no anti-forgery check).
 *
 * Method override lives here too: for every path that has PUT or DELETE endpoints, a POST route
 * reads `_method` from the body (JSON, urlencoded or multipart) and runs the named endpoint's
 * pipeline, so an overridden request is handled exactly as the real method would be.
 */
export function registerRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  routes: readonly Route[],
): void {
  // The contract's zod schemas validate (runRoute) and JSON.stringify serialises; see
  // docs/decisions.md on why Fastify's schema compilers are not used.
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  const byPath = new Map<string, Map<HttpMethod, Route>>();
  for (const route of routes) {
    const { method, path } = route.endpoint;
    const methods = byPath.get(path) ?? new Map<HttpMethod, Route>();
    methods.set(method, route);
    byPath.set(path, methods);
  }

  const config = (route: Route): RouteConfig => ({
    endpoint: route.endpoint,
    sensitive: route.endpoint.sensitive === true,
    noStore:
      isNoStore(route.endpoint) ||
      (route.endpoint.method === 'POST' && overridesTo(byPath.get(route.endpoint.path)!)),
  });

  // Set before anything else runs, so even a body refused by the parser carries it.
  app.addHook('onRequest', (request, reply, done) => {
    const routeConfig = request.routeOptions?.config as RouteConfig | undefined;
    if (routeConfig?.noStore) void reply.header('Cache-Control', 'no-store');
    done();
  });

  for (const route of routes) {
    const { method, path } = route.endpoint;
    const samePath = byPath.get(path)!;
    app.route({
      method: method === 'PUT' ? ['PUT', 'PATCH'] : method,
      url: path,
      config: config(route),
      handler: async (request, reply) => {
        const override = method === 'POST' ? overrideOf(request) : null;
        if (override && override !== 'POST') {
          const target = samePath.get(routeMethod(override));
          if (!target) throw methodNotAllowed(override, path);
          return runRoute(deps, target, request, reply);
        }
        return runRoute(deps, route, request, reply);
      },
    });
  }

  // A path with only PUT/DELETE endpoints still takes POST + `_method` (method override:
  // docs/decisions.md, "One definition per endpoint").
  for (const [path, methods] of byPath) {
    if (methods.has('POST') || !(methods.has('PUT') || methods.has('DELETE'))) continue;
    const [someRoute] = methods.values();
    app.route({
      method: 'POST',
      url: path,
      config: {
        sensitive: someRoute?.endpoint.sensitive === true,
        noStore: overridesTo(methods),
      } satisfies RouteConfig,
      handler: async (request, reply) => {
        const override = overrideOf(request);
        const target = override ? methods.get(routeMethod(override)) : undefined;
        if (!target) throw methodNotAllowed(override ?? 'POST', path);
        return runRoute(deps, target, request, reply);
      },
    });
  }
}

function methodNotAllowed(method: string, path: string): AppError {
  return AppError.methodNotAllowed(`The ${method} method is not supported for ${path}.`);
}

/** Whether a POST at this path can be overridden to an endpoint whose answers are no-store. */
function overridesTo(methods: Map<HttpMethod, Route>): boolean {
  return [...methods.values()].some(
    (route) => route.endpoint.method !== 'POST' && isNoStore(route.endpoint),
  );
}

/**
 * The method named by the body's `_method` field, upper-cased; null when absent. Only text is
 * read: a list (`{"_method": ["DELETE"]}`, a repeated form field) or any other value is a
 * malformed request (400), never guessed at.
 */
function overrideOf(request: FastifyRequest): string | null {
  const body = request.body as Record<string, unknown> | null | undefined;
  const value = body && typeof body === 'object' ? body._method : undefined;
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string') throw AppError.badRequest(METHOD_NOT_TEXT);
  // Exact names only (surrounding spaces aside): "delete" is not DELETE (docs/decisions.md, `_method`).
  const method = value.trim();
  if (!OVERRIDABLE.has(method) && method !== 'POST') {
    throw AppError.methodNotAllowed(
      `_method must be PUT, PATCH or DELETE, in capitals (got "${String(value)}").`,
    );
  }
  return method;
}

async function runRoute(
  deps: AppDeps,
  { endpoint, handler }: Route,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<unknown> {
  endpointsRun.set(request, endpoint);
  // Failures of sensitive routes get their `error` field and header from the error handler.
  if (endpoint.sensitive) void reply.header('Cache-Control', 'no-store');

  const { admin, context } =
    endpoint.access === 'api-key'
      ? await platformCaller(deps, endpoint, request)
      : await adminCaller(deps, endpoint, request);

  const result = await handler({
    request,
    reply,
    params: endpoint.params ? parseParams(endpoint.params, request.params) : undefined,
    query: endpoint.query ? parseInput(endpoint.query, request.query) : undefined,
    body: endpoint.body ? parseBody(endpoint.body, request) : undefined,
    admin,
    context,
  } as never);
  if (reply.sent) return result;
  reply.code(successStatus(endpoint));
  if (result instanceof PreparedJson) return sendsPrepared(reply, result);
  return endpoint.kind === 'empty' ? reply.send() : result;
}

/** The caller by bearer token or session: anti-forgery for unsafe methods, then access. */
async function adminCaller(deps: AppDeps, endpoint: Endpoint, request: FastifyRequest) {
  const identity = await identify(deps, request);
  if (isUnsafe(endpoint)) assertCsrf(request, identity);
  if (needsAdmin(endpoint)) {
    if (!identity.admin) throw AppError.unauthorized(AUTH_MESSAGES.unauthenticated);
    if (endpoint.access === 'admin-bearer' && identity.via !== 'bearer') {
      throw AppError.unauthorized(AUTH_MESSAGES.bearerRequired);
    }
    // The role is read with the admin on every request, so a demoted admin loses it at once.
    // An endpoint that names no permission is open to nobody (fail closed).
    if (!endpoint.permission || !can(identity.admin.role, endpoint.permission)) {
      throw AppError.forbidden(PERMISSION_MESSAGES.forbidden);
    }
    await assertEnrolledIfRequired(deps, endpoint, identity);
  }
  // An optional-admin endpoint's admin view is for a role holding its permission; any other
  // admin is answered exactly as a signed-out caller (docs/decisions.md).
  const admin =
    endpoint.access === 'optional-admin' &&
    identity.admin &&
    (!seesAdminView(endpoint, identity.admin.role) || (await enrolmentDue(deps, identity)) !== null)
      ? null
      : identity.admin;
  return { admin, context: contextOf(deps, request, admin) };
}

/**
 * An admin whose role requires a second factor and who has none opens only the enrolment
 * endpoints (and gets the signed-out view of optional-admin ones). Checked on every request (like
 * the role), so a policy turned on later applies at once, and the same sign-in opens everything as
 * soon as the factor is confirmed.
 */
async function assertEnrolledIfRequired(deps: AppDeps, endpoint: Endpoint, identity: Identity) {
  if (opensBeforeEnrolment(endpoint)) return;
  const due = await enrolmentDue(deps, identity);
  if (due !== null) throw AppError.forbidden(due);
}

/**
 * What the admin must set up before anything else (the message saying so), or null: a second
 * factor their role requires, or the passkey it requires. A passkey meets every policy, so an
 * admin with one reads nothing more.
 */
async function enrolmentDue(
  deps: AppDeps,
  { admin, secondFactorPolicy }: Identity,
): Promise<string | null> {
  if (!admin || Number(admin.passkey_count) > 0) return null;
  // The role's policy comes with a bearer token's admin (one statement); a session's is read now.
  const status = secondFactorPolicy
    ? secondFactorStatusFrom(admin, secondFactorPolicy)
    : await secondFactorStatusOf(deps.db, admin);
  if (!mustEnrolSecondFactor(status)) return null;
  return status.passkey_required
    ? PERMISSION_MESSAGES.enrolPasskeyFirst
    : PERMISSION_MESSAGES.enrolTwoFactorFirst;
}

/**
 * A platform service, by its API key alone: session cookies and admin tokens open nothing here,
 * and no anti-forgery token is asked for (a key is never sent by a browser on its own).
 */
async function platformCaller(deps: AppDeps, endpoint: Endpoint, request: FastifyRequest) {
  const apiKey = await authenticateApiKey(contextOf(deps, request, null), {
    authorization: request.headers.authorization,
    scope: endpoint.scope,
    ip: request.ip,
  });
  return { admin: null, context: keyContextOf(deps, request, apiKey) };
}

/**
 * The URL's parameters. An id that is not a canonical positive integer names no record: 404
 * (the contract's id schema says which); any other bad parameter is a 422 naming it.
 */
function parseParams<T extends z.ZodType>(schema: T, params: unknown): z.output<T> {
  const result = schema.safeParse(params ?? {});
  if (!result.success && result.error.issues.some((issue) => issue.message === NO_SUCH_RECORD)) {
    throw AppError.notFound(NO_SUCH_RECORD);
  }
  return parseInput(schema, params);
}

/** The body; a form's text is read as its booleans and lists where the schema has them. */
function parseBody<T extends z.ZodType>(schema: T, request: FastifyRequest): z.output<T> {
  const body = withoutOverrideField(request.body);
  return hasFormBody(request)
    ? parsingFormText(() => parseInput(schema, body))
    : parseInput(schema, body);
}

function withoutOverrideField(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const { _method: _ignored, ...rest } = body as Record<string, unknown>;
  return rest;
}
