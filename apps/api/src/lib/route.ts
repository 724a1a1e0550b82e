import type { Endpoint, ParsedInput, ResponseInput } from '@job-board/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AdminRow } from '../db/schema.js';
import type { Actor, Context, KeyActor } from './context.js';
import type { PreparedJson } from './prepared-json.js';

type SignedIn<E extends Endpoint, Yes, No> = E['access'] extends 'admin' | 'admin-bearer'
  ? Yes
  : No;

/** Who acts: an admin on admin endpoints, a platform service on api-key ones, else maybe an admin. */
type ActorOf<E extends Endpoint> = E['access'] extends 'api-key'
  ? KeyActor
  : SignedIn<E, Actor, Actor | null>;

/** What a handler receives: the parsed input, the caller, and the service context. */
type RouteContext<E extends Endpoint> = ParsedInput<E> & {
  request: FastifyRequest;
  reply: FastifyReply;
  /** The signed-in admin; always there on admin endpoints. */
  admin: SignedIn<E, AdminRow, AdminRow | null>;
  context: Context<ActorOf<E>>;
};

/** A handler answers the endpoint's response body, or that body serialised once (cached). */
type Handler<E extends Endpoint> = (
  context: RouteContext<E>,
) => Promise<ResponseInput<E> | PreparedJson<ResponseInput<E>>>;

/** An endpoint of the contract with the server's handler for it. */
export type Route = { endpoint: Endpoint; handler: Handler<Endpoint> };

/**
 * The server's side of one endpoint: `defineRoute(endpoints.users.block).handle(async …)`. The
 * handler's input is typed by the endpoint's schemas and its return value by the endpoint's
 * success response. (Two steps, so TypeScript fixes the endpoint before it reads the handler and
 * keeps literal types such as `result: true`.)
 */
export function defineRoute<E extends Endpoint>(endpoint: E) {
  return {
    handle: (handler: Handler<E>): Route => ({
      endpoint,
      handler: handler as unknown as Handler<Endpoint>,
    }),
  };
}
