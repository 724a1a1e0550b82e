import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AdminRow } from '../modules/auth/auth.repository.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call a route.
 * - public: anyone;
 * - optional-admin: anyone, and the handler learns whether an admin is signed in;
 * - admin: a signed-in admin (bearer token or session cookie);
 * - admin-bearer: a signed-in admin holding a bearer token (state-changing GETs).
 */
export type Access = 'public' | 'optional-admin' | 'admin' | 'admin-bearer';

type Schema = z.ZodType;
type Out<S> = S extends Schema ? z.output<S> : undefined;

export type RouteContext<P, Q, B, A extends Access> = {
  request: FastifyRequest;
  reply: FastifyReply;
  params: Out<P>;
  query: Out<Q>;
  body: Out<B>;
  admin: A extends 'admin' | 'admin-bearer' ? AdminRow : AdminRow | null;
};

export type RouteDef<
  P extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
  A extends Access = Access,
> = {
  method: HttpMethod;
  url: string;
  access: A;
  summary: string;
  tags: string[];
  params?: P;
  query?: Q;
  body?: B;
  /** Response schemas by status, for the OpenAPI document. */
  responses?: Record<number, Schema>;
  /** 201 for creations; 200 otherwise. */
  status?: number;
  /**
   * Identity data (KYC): every answer, failures included, carries `Cache-Control: no-store`, and
   * failures repeat their message as `error`, as the existing clients read it.
   */
  sensitive?: boolean;
  handler: (ctx: RouteContext<P, Q, B, A>) => Promise<unknown>;
};

/** Declares a route with its types inferred from its schemas. */
export function defineRoute<
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  A extends Access = Access,
>(def: RouteDef<P, Q, B, A>): RouteDef {
  return def as unknown as RouteDef;
}
