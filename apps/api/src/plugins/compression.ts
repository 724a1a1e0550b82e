import { promisify } from 'node:util';
import {
  brotliCompress,
  brotliCompressSync,
  constants as zlibConstants,
  gzip,
  gzipSync,
  type BrotliOptions,
  type ZlibOptions,
} from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { preparedPayload } from '../lib/prepared-json.js';

/**
 * JSON answers at least this long are compressed. Below it an answer fits in a packet or two, so
 * compressing saves no round trip and only costs the server time.
 */
export const COMPRESS_MIN_BYTES = 2048;

/** Larger answers are compressed off the event loop (zlib's thread pool). */
const SYNC_MAX_BYTES = 64 * 1024;

type Encoding = 'br' | 'gzip';

// Brotli at quality 4 is as fast as gzip's default level and compresses JSON better.
const BROTLI: BrotliOptions = {
  params: {
    [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
    [zlibConstants.BROTLI_PARAM_QUALITY]: 4,
  },
};
const GZIP: ZlibOptions = { level: 6 };
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The encoding the client accepts that we prefer (br, then gzip); null for neither. */
export function acceptedEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  let gzipOk = false;
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const refused = params.some((param) => /^\s*q=0(?:\.0*)?\s*$/.test(param));
    if (refused) continue;
    if (name === 'br') return 'br';
    if (name === 'gzip' || name === 'x-gzip' || name === '*') gzipOk = true;
  }
  return gzipOk ? 'gzip' : null;
}

async function compress(payload: string | Buffer, encoding: Encoding): Promise<Buffer> {
  if (Buffer.byteLength(payload) <= SYNC_MAX_BYTES) {
    return encoding === 'br' ? brotliCompressSync(payload, BROTLI) : gzipSync(payload, GZIP);
  }
  return encoding === 'br' ? brotliAsync(payload, BROTLI) : gzipAsync(payload, GZIP);
}

function isJson(reply: FastifyReply): boolean {
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && type.startsWith('application/json');
}

function addVary(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (vary === undefined) {
    reply.header('Vary', 'Accept-Encoding');
  } else if (!/(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(String(vary))) {
    reply.header('Vary', `${String(vary)}, Accept-Encoding`);
  }
}

/**
 * Compresses JSON answers of COMPRESS_MIN_BYTES or more with the encoding the client accepts
 * (brotli or gzip), with `Vary: Accept-Encoding`. Small answers, the usual case, are left as
 * they are at the cost of one length check. The admin app's files are compressed at build
 * time instead (plugins/admin-app.ts).
 */
export function registerJsonCompression(app: FastifyInstance): void {
  // A callback hook: the common case (small answer) returns at once, without a promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    // A prepared body (lib/prepared-json.ts) is sent as bytes, and compressed once per encoding.
    const prepared = preparedPayload(reply, payload);
    const body = prepared ? prepared.bytes : typeof payload === 'string' ? payload : null;
    if (body === null || body.length < COMPRESS_MIN_BYTES) {
      done(null, payload);
      return;
    }
    if (!isJson(reply) || reply.hasHeader('content-encoding')) {
      done(null, payload);
      return;
    }
    addVary(reply);
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (!encoding) {
      done(null, payload);
      return;
    }
    const compressed = prepared
      ? prepared.derive(encoding, (bytes) => compress(bytes, encoding))
      : compress(body, encoding);
    compressed.then(
      (bytes) => {
        reply.header('Content-Encoding', encoding);
        // A strong validator names exact bytes: the compressed body's tag can only be weak.
        const etag = reply.getHeader('etag');
        if (typeof etag === 'string' && etag.startsWith('"')) reply.header('ETag', `W/${etag}`);
        done(null, bytes);
      },
      (error: Error) => done(error),
    );
  });
}
