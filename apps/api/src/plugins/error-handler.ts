import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/database.js';
import { AppError } from '../lib/app-error.js';
import type { DatabaseOutage } from '../db/database-outage.js';

const SERVER_ERROR_MESSAGE = 'Something went wrong.';
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The database is not available right now; try again in a moment.';

type KnownRoute = { methods: string[]; pattern: RegExp };

/** `/api/admin/jobs/:id` → a pattern matching `/api/admin/jobs/42`; `*` matches the rest. */
function routePattern(url: string): RegExp {
  const source = url
    .split('/')
    .map((segment) =>
      segment.startsWith(':')
        ? '[^/]+'
        : segment === '*'
          ? '.*'
          : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/** The methods some route answers at this path (HEAD aside). */
function allowedMethods(routes: KnownRoute[], path: string): string[] {
  const methods = new Set<string>();
  for (const route of routes) {
    if (route.pattern.test(path)) route.methods.forEach((method) => methods.add(method));
  }
  methods.delete('HEAD');
  return [...methods];
}

/** Messages for the framework's own client errors, in words a person can act on. */
const FRAMEWORK_MESSAGES: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The request body is not valid JSON.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The request body is empty but its type says JSON.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'The request body does not match its Content-Length.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'The request body is too large.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [
    415,
    'This content type is not supported; send JSON, a form or multipart data.',
  ],
  FST_REQ_FILE_TOO_LARGE: [413, 'The file is too large; the limit is 5 MB.'],
  FST_PARTS_LIMIT: [413, 'The form has too many parts.'],
  FST_FILES_LIMIT: [413, 'The form has too many files.'],
  FST_FIELDS_LIMIT: [413, 'The form has too many fields.'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [400, 'The request is not valid multipart form data.'],
  FST_PROTO_VIOLATION: [400, 'The request body is not allowed.'],
};

/** The router's own refusals, answered before any route or hook runs (see `frameworkErrors`). */
const ROUTER_MESSAGES: Record<string, [number, string]> = {
  FST_ERR_BAD_URL: [400, 'The URL is malformed: its percent-encoding is not valid.'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'A part of the URL is too long.'],
};

/**
 * Fastify's `frameworkErrors` option: a URL the router cannot read (bad percent-encoding, a path
 * segment over its length limit) gets the contract's error body and `no-store` like every other
 * error, instead of Fastify's own body.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const [status, message] = (error.code ? ROUTER_MESSAGES[error.code] : undefined) ?? [
    400,
    'The request is malformed.',
  ];
  return reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .header('X-Request-Id', request.id)
    .send({ result: false, message });
}

/** Whether the request matched a route declared `sensitive` (see RouteDef). */
function isSensitiveRoute(request: FastifyRequest): boolean {
  const config = request.routeOptions?.config as { sensitive?: unknown } | undefined;
  return config?.sensitive === true;
}

/** The one place errors become the contract's error body; 5xx details stay in the log. */
export function registerErrorHandling(
  app: FastifyInstance,
  outage?: Pick<DatabaseOutage, 'refused'>,
): void {
  // A request whose path exists with other methods gets 405 and `Allow`, not 404.
  const knownRoutes: KnownRoute[] = [];
  app.addHook('onRoute', (route) => {
    knownRoutes.push({ methods: [route.method].flat(), pattern: routePattern(route.url) });
  });

  // No failure is cached, whatever answered it: the error handler, the not-found handler, a hook.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (reply.statusCode >= 400) void reply.header('Cache-Control', 'no-store');
    done(null, payload);
  });

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    // Identity data (KYC): failures the framework raises before the route runs (malformed JSON,
    // unsupported type…) carry `Cache-Control: no-store` and repeat the message as `error` too.
    const sensitive = isSensitiveRoute(request);
    const send = (status: number, body: Record<string, unknown>) => {
      void reply.header('Cache-Control', 'no-store');
      const message = body.message as string;
      return reply
        .code(status)
        .send(sensitive ? { result: false, error: message, ...body } : { result: false, ...body });
    };
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error.cause ?? error }, error.message);
      if (error.headers) void reply.headers(error.headers);
      return send(error.statusCode, {
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
      });
    }
    if (isDatabaseUnavailable(error)) {
      // An outage, not a bug: the client may retry; the cause stays in the log.
      // Logged once per outage (its start and end), not once per refused request.
      if (outage) outage.refused(error);
      else request.log.error({ err: error }, 'Database unavailable');
      void reply.header('Retry-After', '5');
      return send(503, { message: DATABASE_UNAVAILABLE_MESSAGE });
    }
    const known = error.code ? FRAMEWORK_MESSAGES[error.code] : undefined;
    const status = known?.[0] ?? error.statusCode ?? 500;
    if (status >= 500 || status < 400) {
      request.log.error({ err: error }, 'Unhandled error');
      return send(500, { message: SERVER_ERROR_MESSAGE });
    }
    if (error instanceof SyntaxError || status === 400) {
      return send(400, { message: known?.[1] ?? 'The request is malformed.' });
    }
    return send(status, { message: known?.[1] ?? error.message });
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const allowed = allowedMethods(knownRoutes, path).filter((method) => method !== request.method);
    if (allowed.length > 0) {
      return reply
        .code(405)
        .header('Cache-Control', 'no-store')
        .header('Allow', allowed.join(', '))
        .send({
          result: false,
          message: `The ${request.method} method is not supported for ${path}; use ${allowed.join(' or ')}.`,
        });
    }
    return reply
      .code(404)
      .header('Cache-Control', 'no-store')
      .send({
        result: false,
        message: `There is no ${request.method} ${path} here.`,
      });
  });
}
