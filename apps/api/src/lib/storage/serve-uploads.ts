import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StorageDeps } from './index.js';
import { databaseStore } from './database-store.js';

const PREFIX = '/img/uploads/';
/** A week, as public uploads have always been cached; names are random, so never stale. */
const MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/**
 * Serves the public area under /img/uploads/: from UPLOAD_DIR as static files, or from the
 * database with the same caching headers (Cache-Control, ETag, Last-Modified, 304 when fresh).
 * The private area is never served here; KYC documents need a signed link (kyc-document-links.ts).
 */
export async function registerUploadServing(
  app: FastifyInstance,
  { config, db }: StorageDeps,
): Promise<void> {
  if (config.storage === 'file') {
    for (const dir of [config.uploadDir, config.privateDir]) mkdirSync(dir, { recursive: true });
    await app.register(fastifyStatic, {
      root: config.uploadDir,
      prefix: PREFIX,
      decorateReply: false,
      index: false,
      maxAge: MAX_AGE_SECONDS * 1000,
    });
    return;
  }
  const store = databaseStore(db);
  app.get<{ Params: { name: string } }>(`${PREFIX}:name`, async (request, reply) => {
    const file = await store.get('public', request.params.name);
    if (!file) return reply.callNotFound();
    const etag = `"${file.sha256.slice(0, 32)}"`;
    // HTTP dates have whole seconds.
    const modified = new Date(Math.floor(file.createdAt.getTime() / 1000) * 1000);
    reply
      .header('cache-control', `public, max-age=${MAX_AGE_SECONDS}`)
      .header('etag', etag)
      .header('last-modified', modified.toUTCString());
    if (isFresh(request, etag, modified)) return reply.code(304).send();
    return reply.type(file.contentType).send(file.bytes);
  });
}

/** Whether the client's cached copy is current (If-None-Match wins over If-Modified-Since). */
function isFresh(request: FastifyRequest, etag: string, modified: Date): boolean {
  const noneMatch = request.headers['if-none-match'];
  if (noneMatch) {
    return noneMatch
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''))
      .some((tag) => tag === etag || tag === '*');
  }
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && modified.getTime() <= since;
}
