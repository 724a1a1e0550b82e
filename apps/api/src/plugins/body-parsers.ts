import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import { IMAGE_UPLOAD_LIMITS, type Endpoint, type SpooledFilePart } from '@job-board/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.js';

/** Largest upload accepted (the contract's 5 MB image limit). */
export const MAX_UPLOAD_BYTES = IMAGE_UPLOAD_LIMITS.maxBytes;

/** An uploaded file as route handlers see it in the body. */
type UploadedFile = { filename: string; mimetype: string; buffer: Buffer };

export const MALFORMED_MULTIPART = 'The request is not valid multipart form data.';

/**
 * A body refused before it was read to its end (too large, wrong type) is still read, and
 * dropped, up to this many bytes, so the client can finish sending and read the answer instead
 * of having its connection reset. A larger body gets its answer and the connection is closed.
 */
const DRAIN_MAX_BYTES = 64 * 1024 * 1024;
/** … and for at most this long. */
const DRAIN_TIMEOUT_MS = 30_000;

const formRequests = new WeakSet<FastifyRequest>();

/**
 * Whether the request's body is a form (urlencoded or multipart), whose fields are all text, as
 * opposed to JSON, which has booleans and lists of its own.
 */
export const hasFormBody = (request: FastifyRequest) => formRequests.has(request);

const mediaType = (request: FastifyRequest) =>
  request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();

/** Two files at most: the intake API's identity check carries two images. */
const MULTIPART_LIMITS = { fileSize: MAX_UPLOAD_BYTES, files: 2, fields: 50, parts: 60 };

/** The limits of a request's multipart body: an endpoint may take a larger file (CSV imports). */
const endpointOf = (request: FastifyRequest) =>
  (request.routeOptions?.config as { endpoint?: Endpoint } | undefined)?.endpoint;

function multipartLimitsOf(request: FastifyRequest) {
  return { ...MULTIPART_LIMITS, fileSize: endpointOf(request)?.maxUploadBytes ?? MAX_UPLOAD_BYTES };
}

/**
 * JSON (built in), urlencoded and multipart bodies all arrive as one plain object, so routes and
 * method override read fields the same way whatever the client sent. Any other type (plain text
 * included, which Fastify would otherwise accept as a string) is answered with 415.
 */
export async function registerBodyParsers(app: FastifyInstance): Promise<void> {
  app.removeContentTypeParser('text/plain');
  await app.register(fastifyFormbody);
  // Multipart bodies are read by the hook below (not `attachFieldsToBody`), so a body the parser
  // cannot read (no boundary, garbage, cut short) is a 400 rather than an unexpected error.
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS });
  // Callback hooks: a request without a body, the usual case, goes on without a promise.
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.isMultipart()) {
      readMultipart(request).then((body) => {
        request.body = body;
        formRequests.add(request);
        done();
      }, done);
      return;
    }
    if (mediaType(request) === 'application/x-www-form-urlencoded') formRequests.add(request);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    drainUnreadBody(request, reply);
    done(null, payload);
  });
  app.addHook('onResponse', (request, _reply, done) => afterSpooledFiles(request, done));
  app.addHook('onRequestAbort', afterSpooledFiles);
}

/**
 * Fields by name (a repeated name gives a list), files as UploadedFile. The plugin's own limit
 * errors (413) and prototype-poisoning refusals (400) keep their status; any other failure of
 * the parser means the body is not multipart data.
 */
async function readMultipart(request: FastifyRequest): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = {};
  const spools = endpointOf(request)?.maxUploadBytes !== undefined;
  try {
    for await (const part of request.parts({ limits: multipartLimitsOf(request) })) {
      const value: unknown =
        part.type !== 'file'
          ? part.value
          : spools
            ? await spooled(request, part)
            : ({
                filename: part.filename,
                mimetype: part.mimetype,
                buffer: await part.toBuffer(),
              } satisfies UploadedFile);
      const known = Object.hasOwn(body, part.fieldname) ? body[part.fieldname] : undefined;
      body[part.fieldname] =
        known === undefined ? value : Array.isArray(known) ? [...known, value] : [known, value];
    }
  } catch (error) {
    const limit = endpointOf(request)?.maxUploadBytes;
    if (limit && (error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, `The file is too large; the limit is ${limit / 1024 / 1024} MB.`);
    }
    if (isFrameworkClientError(error)) throw error;
    throw AppError.badRequest(MALFORMED_MULTIPART);
  }
  return body;
}

const spooledFiles = new WeakMap<FastifyRequest, string[]>();

/**
 * A large file written to a temporary file as it arrives (the request's memory does not grow
 * with it); removed when the request is answered (`removeSpooledFiles`).
 */
async function spooled(request: FastifyRequest, part: MultipartFile): Promise<SpooledFilePart> {
  const file = path.join(os.tmpdir(), `job-board-upload-${randomUUID()}`);
  spooledFiles.set(request, [...(spooledFiles.get(request) ?? []), file]);
  await pipeline(part.file, createWriteStream(file, { mode: 0o600 }));
  if (part.file.truncated) {
    throw Object.assign(new Error('file too large'), { code: 'FST_REQ_FILE_TOO_LARGE' });
  }
  const { size } = await stat(file);
  return { filename: part.filename, mimetype: part.mimetype, path: file, size };
}

/** Removes the request's spooled upload files, if it had any, then calls `done`. */
function afterSpooledFiles(request: FastifyRequest, done: () => void): void {
  const files = spooledFiles.get(request);
  if (!files) {
    done();
    return;
  }
  spooledFiles.delete(request);
  void Promise.all(files.map((file) => rm(file, { force: true }).catch(() => undefined))).then(() =>
    done(),
  );
}

function isFrameworkClientError(error: unknown): boolean {
  const { code, statusCode } = (error ?? {}) as { code?: unknown; statusCode?: unknown };
  return (
    typeof code === 'string' &&
    code.startsWith('FST_') &&
    typeof statusCode === 'number' &&
    statusCode >= 400 &&
    statusCode < 500
  );
}

/**
 * An answer sent while the request's body is still arriving (the body was refused as too large
 * or of the wrong type) would close the connection with unread data in it, which resets the
 * connection: many clients then report the reset and never read the answer. Instead the rest of
 * the body is read and dropped (bounded in size and time) and the connection stays usable.
 */
function drainUnreadBody(request: FastifyRequest, reply: FastifyReply): void {
  const raw = request.raw;
  if (raw.complete || raw.readableEnded || raw.destroyed || !hasBody(raw)) return;
  const declared = Number(raw.headers['content-length']);
  if (declared > DRAIN_MAX_BYTES) return; // Too much to read: answer and close.
  // Fastify asks to close after a refused body; the drain below makes that unnecessary.
  void reply.removeHeader('connection');
  let received = 0;
  const giveUp = () => raw.socket?.destroy();
  const timer = setTimeout(giveUp, DRAIN_TIMEOUT_MS);
  timer.unref();
  const done = () => clearTimeout(timer);
  raw.on('data', (chunk: Buffer) => {
    received += chunk.length;
    if (received > DRAIN_MAX_BYTES) {
      done();
      giveUp();
    }
  });
  raw.once('end', done);
  raw.once('close', done);
  raw.resume();
}

const hasBody = (raw: IncomingMessage) =>
  raw.headers['content-length'] !== undefined || raw.headers['transfer-encoding'] !== undefined;
