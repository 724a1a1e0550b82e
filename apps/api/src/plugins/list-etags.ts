import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { preparedPayload } from '../lib/prepared-json.js';

/** The public lists the platform's other clients call on every page: whole reference tables. */
const PUBLIC_LISTS = /^\/api\/[a-z-]+\/all(?:\?|$)/;

const etagOf = (payload: string | Buffer) =>
  `"${createHash('sha1').update(payload).digest('base64url')}"`;

/**
 * Public lists answer with a strong ETag of their body, and 304 without a body when the client
 * already holds it (`If-None-Match`): repeated calls cost one query and no transfer. A prepared
 * body (lib/prepared-json.ts) is hashed once.
 */
export function registerListEtags(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (
      request.method !== 'GET' ||
      reply.statusCode !== 200 ||
      !PUBLIC_LISTS.test(request.url) ||
      (typeof payload !== 'string' && !Buffer.isBuffer(payload))
    ) {
      done(null, payload);
      return;
    }
    const etag = preparedPayload(reply, payload)?.derive('etag', etagOf) ?? etagOf(payload);
    void reply.header('ETag', etag);
    const sent = request.headers['if-none-match'];
    if (sent && sent.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      void reply.code(304);
      done(null, '');
      return;
    }
    done(null, payload);
  });
}
