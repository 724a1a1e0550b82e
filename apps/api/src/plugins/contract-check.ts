import { errorBody, errorSchemaOf, responsesOf } from '@job-board/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { endpointOf } from './routes.js';

/**
 * What is wrong with an answer against the contract of the endpoint that gave it, or null. An
 * answer no endpoint gave (an unknown /api path, a body the framework refused before routing)
 * is checked as an error body when it is one.
 */
function contractViolation(
  request: FastifyRequest,
  status: number,
  payload: unknown,
): string | null {
  const endpoint = endpointOf(request);
  if (!endpoint) {
    if (status < 400 || !request.url.startsWith('/api/')) return null;
    return bodyViolation(errorBody, payload);
  }
  const responses = responsesOf(endpoint);
  if (!responses.has(status)) {
    return `${endpoint.name} answered ${status}, which its contract does not list (${[...responses.keys()].join(', ')})`;
  }
  const schema = status >= 400 ? errorSchemaOf(endpoint) : responses.get(status);
  if (!schema) {
    if (endpoint.kind === 'empty' && payload !== undefined && payload !== '') {
      return `${endpoint.name} must answer without a body`;
    }
    return null;
  }
  const violation = bodyViolation(schema, payload);
  return violation && `${endpoint.name} ${status}: ${violation}`;
}

function bodyViolation(schema: z.ZodType, payload: unknown): string | null {
  let body: unknown;
  try {
    body = JSON.parse(typeof payload === 'string' ? payload : String(payload));
  } catch {
    return 'the body is not JSON';
  }
  const result = schema.safeParse(body);
  return result.success ? null : z.prettifyError(result.error).replace(/\n/g, ' ');
}

/** Set on an app whose answers are checked. */
export const CHECKS_RESPONSES = 'checksResponses';

/**
 * Tests only: every answer is checked against its endpoint's schema for its status, and an
 * answer that breaks the contract becomes a 500 naming what is wrong, so no test can pass on it.
 */
export function registerContractCheck(app: FastifyInstance): void {
  app.decorate(CHECKS_RESPONSES, true);
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const violation = contractViolation(request, reply.statusCode, payload);
    if (!violation) return payload;
    request.log.error({ violation }, 'Response breaks the contract');
    reply.code(500).type('application/json; charset=utf-8');
    return JSON.stringify({ result: false, message: `Response breaks the contract: ${violation}` });
  });
}
