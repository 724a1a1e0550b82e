import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.js';

export const SERVER_ERROR_MESSAGE = 'Something went wrong.';

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
  FST_FILES_LIMIT: [413, 'The form has too many files; send one.'],
  FST_FIELDS_LIMIT: [413, 'The form has too many fields.'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [400, 'The request is not valid multipart form data.'],
  FST_PROTO_VIOLATION: [400, 'The request body is not allowed.'],
};

/** The one place errors become the contract's error body; 5xx details stay in the log. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) void reply.headers(error.headers);
      return reply.code(error.statusCode).send({
        result: false,
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
      });
    }
    const known = error.code ? FRAMEWORK_MESSAGES[error.code] : undefined;
    const status = known?.[0] ?? error.statusCode ?? 500;
    if (status >= 500 || status < 400) {
      request.log.error({ err: error }, 'Unhandled error');
      return reply.code(500).send({ result: false, message: SERVER_ERROR_MESSAGE });
    }
    if (error instanceof SyntaxError || status === 400) {
      return reply
        .code(400)
        .send({ result: false, message: known?.[1] ?? 'The request is malformed.' });
    }
    return reply.code(status).send({ result: false, message: known?.[1] ?? error.message });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({
      result: false,
      message: `There is no ${request.method} ${request.url.split('?')[0]} here.`,
    }),
  );
}
