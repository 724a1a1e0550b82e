import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps.js';
import type { AdminRow } from '../db/schema.js';

/**
 * Who makes a change, as the audit log records them; `importId` when the change is a row of a
 * CSV import (its audit rows name the import), `bulkId` when it is one record of a bulk action,
 * `reverting` when it sets back the fields of that audit row (the revert is recorded as such).
 */
export type Actor = {
  adminId: number;
  ip: string;
  importId?: number;
  bulkId?: string;
  reverting?: number;
};

/** One of the platform's services, calling with an API key: no admin, but its address is kept. */
export type KeyActor = { adminId: null; ip: string; apiKey: { id: number; name: string } };

/**
 * What every service receives first: the app's dependencies and who is acting. A service that
 * runs in a transaction passes the same context on with `db` set to the transaction.
 */
export type Context<A extends Actor | KeyActor | null = Actor> = AppDeps & { actor: A };

/** The context of a request: its admin (when signed in) and the client's address. */
export function contextOf(
  deps: AppDeps,
  request: FastifyRequest,
  admin: AdminRow | null,
): Context<Actor | null> {
  return { ...deps, actor: admin ? { adminId: admin.id, ip: request.ip } : null };
}

/** The context of a call made with an API key (see the api-key access rule in plugins/routes.ts). */
export const keyContextOf = (
  deps: AppDeps,
  request: FastifyRequest,
  apiKey: KeyActor['apiKey'],
): Context<KeyActor> => ({ ...deps, actor: { adminId: null, ip: request.ip, apiKey } });

/** The same context acting as `adminId` (sign-in, signed document links). */
export const actingAs = <A extends Actor | null>(
  context: Context<A>,
  request: FastifyRequest,
  adminId: number,
): Context => ({ ...context, actor: { adminId, ip: request.ip } });
