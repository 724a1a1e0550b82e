import {
  AUTH_MESSAGES,
  allEndpoints,
  isUnsafe,
  needsAdmin,
  successStatus,
} from '@job-board/contract';
import type { Endpoint, HttpMethod } from '@job-board/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps.js';
import { AppError } from '../lib/app-error.js';
import { contextOf } from '../lib/context.js';
import type { Route } from '../lib/route.js';
import { parseInput } from '../lib/validation.js';
import { assertCsrf, identify } from './identity.js';

const OVERRIDABLE = new Set(['PUT', 'PATCH', 'DELETE']);

/** PATCH is served by the PUT route. */
const routeMethod = (method: string) => (method === 'PATCH' ? 'PUT' : method) as HttpMethod;

/** Read by the error handler and the contract check for the route a request matched. */
export type RouteConfig = { endpoint?: Endpoint; sensitive?: boolean };

const endpointsRun = new WeakMap<FastifyRequest, Endpoint>();

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
  if (problems.length > 0) throw new Error(`Routes and registry differ: ${problems.join('; ')}.`);
}

/**
 * Registers the route of every endpoint. Each goes through one pipeline: identify the caller,
 * check anti-forgery for unsafe methods, check access, parse params/query/body, run the handler.
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

  // A path with only PUT/DELETE endpoints still takes POST + `_method` (spec §7).
  for (const [path, methods] of byPath) {
    if (methods.has('POST') || !(methods.has('PUT') || methods.has('DELETE'))) continue;
    const [someRoute] = methods.values();
    app.route({
      method: 'POST',
      url: path,
      config: { sensitive: someRoute?.endpoint.sensitive === true } satisfies RouteConfig,
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

/** The method named by the body's `_method` field, upper-cased; null when absent. */
function overrideOf(request: FastifyRequest): string | null {
  const body = request.body as Record<string, unknown> | null | undefined;
  const value = body && typeof body === 'object' ? body._method : undefined;
  if (value === undefined || value === null || value === '') return null;
  const method = String(value).trim().toUpperCase();
  if (!OVERRIDABLE.has(method) && method !== 'POST') {
    throw AppError.methodNotAllowed(
      `_method must be PUT, PATCH or DELETE (got "${String(value)}").`,
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

  const identity = await identify(deps, request);
  if (isUnsafe(endpoint)) assertCsrf(request, identity);
  if (needsAdmin(endpoint)) {
    if (!identity.admin) throw AppError.unauthorized(AUTH_MESSAGES.unauthenticated);
    if (endpoint.access === 'admin-bearer' && identity.via !== 'bearer') {
      throw AppError.unauthorized(AUTH_MESSAGES.bearerRequired);
    }
  }

  const result = await handler({
    request,
    reply,
    params: endpoint.params ? parseInput(endpoint.params, request.params) : undefined,
    query: endpoint.query ? parseInput(endpoint.query, request.query) : undefined,
    body: endpoint.body ? parseInput(endpoint.body, withoutOverrideField(request.body)) : undefined,
    admin: identity.admin,
    context: contextOf(deps, request, identity.admin),
  } as never);
  if (reply.sent) return result;
  reply.code(successStatus(endpoint));
  return endpoint.kind === 'empty' ? reply.send() : result;
}

function withoutOverrideField(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const { _method: _ignored, ...rest } = body as Record<string, unknown>;
  return rest;
}
