import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { AUTH_MESSAGES } from '@job-board/contract';
import { z } from 'zod';
import type { AppDeps } from '../app-deps.js';
import { AppError } from '../lib/app-error.js';
import type { HttpMethod, RouteDef } from '../lib/route.js';
import { parseInput } from '../lib/validation.js';
import { assertCsrf, identify } from './identity.js';

const UNSAFE = new Set<HttpMethod>(['POST', 'PUT', 'DELETE']);
const OVERRIDABLE = new Set(['PUT', 'PATCH', 'DELETE']);

/** PATCH is served by the PUT route. */
const routeMethod = (method: string) => (method === 'PATCH' ? 'PUT' : method) as HttpMethod;

/**
 * Registers every route of the API. Each goes through one pipeline: identify the caller, check
 * anti-forgery for unsafe methods, check access, parse params/query/body, run the handler.
 *
 * Method override lives here too: for every URL that has PUT or DELETE routes, a POST route reads
 * `_method` from the body (JSON, urlencoded or multipart) and runs the named route's pipeline,
 * so an overridden request is handled exactly as the real method would be.
 */
export function registerRoutes(app: FastifyInstance, deps: AppDeps, defs: RouteDef[]): void {
  // The contract's zod schemas validate (runRoute); the JSON schemas on routes only document.
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  const byUrl = new Map<string, Map<HttpMethod, RouteDef>>();
  for (const def of defs) {
    const methods = byUrl.get(def.url) ?? new Map<HttpMethod, RouteDef>();
    if (methods.has(def.method)) throw new Error(`Duplicate route ${def.method} ${def.url}`);
    methods.set(def.method, def);
    byUrl.set(def.url, methods);
  }

  for (const def of defs) {
    const extra = def.method === 'PUT' ? (['PATCH'] as const) : [];
    const nativePostWithOverride = def.method === 'POST' ? byUrl.get(def.url) : undefined;
    app.route({
      method: [def.method, ...extra],
      url: def.url,
      schema: openApiSchema(def),
      // Read by the error handler for failures raised before the handler (body parsing).
      config: { sensitive: def.sensitive === true },
      handler: async (request, reply) => {
        const override = def.method === 'POST' ? overrideOf(request) : null;
        if (override && override !== 'POST') {
          const target = nativePostWithOverride?.get(routeMethod(override));
          if (!target) throw methodNotAllowed(override, def.url);
          return runRoute(deps, target, request, reply);
        }
        return runRoute(deps, def, request, reply);
      },
    });
  }

  for (const [url, methods] of byUrl) {
    if (methods.has('POST') || !(methods.has('PUT') || methods.has('DELETE'))) continue;
    app.route({
      method: 'POST',
      url,
      schema: { hide: true },
      handler: async (request, reply) => {
        const override = overrideOf(request);
        const target = override ? methods.get(routeMethod(override)) : undefined;
        if (!target) throw methodNotAllowed(override ?? 'POST', url);
        return runRoute(deps, target, request, reply);
      },
    });
  }
}

function methodNotAllowed(method: string, url: string): AppError {
  return AppError.methodNotAllowed(`The ${method} method is not supported for ${url}.`);
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
  def: RouteDef,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<unknown> {
  // Failures of sensitive routes get their `error` field and header from the error handler.
  if (def.sensitive) void reply.header('Cache-Control', 'no-store');
  return runPipeline(deps, def, request, reply);
}

async function runPipeline(
  deps: AppDeps,
  def: RouteDef,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<unknown> {
  const identity = await identify(deps, request);
  if (UNSAFE.has(def.method)) assertCsrf(request, identity);

  if (def.access === 'admin' || def.access === 'admin-bearer') {
    if (!identity.admin) throw AppError.unauthorized(AUTH_MESSAGES.unauthenticated);
    if (def.access === 'admin-bearer' && identity.via !== 'bearer') {
      throw AppError.unauthorized(AUTH_MESSAGES.bearerRequired);
    }
  }

  const body = withoutOverrideField(request.body);
  const result = await def.handler({
    request,
    reply,
    params: def.params ? parseInput(def.params, request.params) : undefined,
    query: def.query ? parseInput(def.query, request.query) : undefined,
    body: def.body ? parseInput(def.body, body) : undefined,
    admin: identity.admin,
  } as never);
  if (!reply.sent) reply.code(def.status ?? 200);
  return result;
}

function withoutOverrideField(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const { _method: _ignored, ...rest } = body as Record<string, unknown>;
  return rest;
}

/** Documentation only: validation is done by the contract's zod schemas in runRoute. */
function openApiSchema(def: RouteDef): FastifySchema {
  const toJson = (schema: z.ZodType, io: 'input' | 'output') => {
    const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
    return json;
  };
  return {
    summary: def.summary,
    tags: def.tags,
    ...(def.access !== 'public' && def.access !== 'optional-admin'
      ? {
          security: (def.access === 'admin-bearer'
            ? [{ bearer: [] }]
            : [{ bearer: [] }, { session: [] }]) as Record<string, string[]>[],
        }
      : {}),
    ...(def.params ? { params: toJson(def.params, 'input') } : {}),
    ...(def.query ? { querystring: toJson(def.query, 'input') } : {}),
    ...(def.body ? { body: toJson(def.body, 'input') } : {}),
    ...(def.responses
      ? {
          response: Object.fromEntries(
            Object.entries(def.responses).map(([status, schema]) => [
              status,
              toJson(schema, 'output'),
            ]),
          ),
        }
      : {}),
  };
}
