import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/database.js';

/** Probes for process managers and load balancers; outside the API's envelopes on purpose. */
export function registerHealthRoutes(app: FastifyInstance, database: DatabaseHandle): void {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    try {
      await database.ping();
      return { status: 'ready', database: database.dialect };
    } catch (error) {
      request.log.error({ err: error }, 'Database is not reachable');
      return reply.code(503).send({ status: 'unavailable', database: database.dialect });
    }
  });
}
