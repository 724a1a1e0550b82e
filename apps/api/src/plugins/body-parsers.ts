import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import { IMAGE_UPLOAD_LIMITS } from '@job-board/contract';
import type { FastifyInstance } from 'fastify';

/** Largest upload accepted (the contract's 5 MB image limit). */
export const MAX_UPLOAD_BYTES = IMAGE_UPLOAD_LIMITS.maxBytes;

/** An uploaded file as route handlers see it in the body. */
export type UploadedFile = { filename: string; mimetype: string; buffer: Buffer };

/**
 * JSON (built in), urlencoded and multipart bodies all arrive as one plain object, so routes and
 * method override read fields the same way whatever the client sent. Any other type (plain text
 * included, which Fastify would otherwise accept as a string) is answered with 415.
 */
export async function registerBodyParsers(app: FastifyInstance): Promise<void> {
  app.removeContentTypeParser('text/plain');
  await app.register(fastifyFormbody);
  await app.register(fastifyMultipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 50, parts: 60 },
    onFile: async (part) => {
      const file: UploadedFile = {
        filename: part.filename,
        mimetype: part.mimetype,
        buffer: await part.toBuffer(),
      };
      (part as unknown as { value: UploadedFile }).value = file;
    },
  });
}
