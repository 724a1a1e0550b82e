import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/database.js';
import type { DatabaseOutage } from '../../db/database-outage.js';

/** The folders the server writes files to, by the name a readiness answer gives them. */
type StorageFolders = Record<string, string>;

const draining = new WeakSet<FastifyInstance>();

/**
 * From now on /readyz answers 503 `draining`, so a load balancer stops sending new requests
 * while the process finishes the ones it has (see the shutdown in server.ts).
 */
export function startDraining(app: FastifyInstance): void {
  draining.add(app);
}

/**
 * Whether a file can be written to the folder now: a real write, so a read-only mount, a full
 * disk and missing permissions all count, not only the folder's mode bits.
 */
async function isWritable(folder: string): Promise<boolean> {
  const probe = path.join(folder, `.write-check-${process.pid}`);
  try {
    await writeFile(probe, 'ok');
    await rm(probe, { force: true });
    return true;
  } catch {
    return false;
  }
}

/** Probes for process managers and load balancers; outside the API's envelopes on purpose. */
export function registerHealthRoutes(
  app: FastifyInstance,
  database: DatabaseHandle,
  storage: StorageFolders = {},
  outage?: Pick<DatabaseOutage, 'noticed'>,
): void {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    if (draining.has(app)) {
      return reply.code(503).send({ status: 'draining', database: database.dialect });
    }
    const failing: Record<string, string> = {};
    const [databaseError, ...writable] = await Promise.all([
      database.ping().then(
        () => null,
        (error: unknown) => error,
      ),
      ...Object.values(storage).map(isWritable),
    ]);
    if (databaseError) {
      // During an outage every probe fails: logged once, as the outage's start.
      if (outage) outage.noticed(databaseError);
      else request.log.error({ err: databaseError }, 'Database is not reachable');
      failing.database = `the ${database.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite'} database is not reachable`;
    }
    Object.entries(storage).forEach(([name, folder], index) => {
      if (writable[index]) return;
      request.log.error({ folder }, 'Storage folder cannot be written');
      failing[name] = `the ${name} folder ${folder} cannot be written`;
    });
    if (Object.keys(failing).length > 0) {
      return reply.code(503).send({ status: 'unavailable', database: database.dialect, failing });
    }
    return { status: 'ready', database: database.dialect };
  });
}
