import { z } from './zod.js';
import { actionResult } from './envelopes.js';
import { defineEndpoints } from './endpoint.js';

/** What POST /api/file/upload-image accepts; the server checks the content, not the name. */
export const IMAGE_UPLOAD_LIMITS = {
  /** The multipart field holding the file. */
  field: 'image',
  maxBytes: 5 * 1024 * 1024,
  maxPixels: 40_000_000,
  mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
} as const;

export const FILE_MESSAGES = {
  imageUploaded: 'Image has been uploaded.',
  imageRequired: 'Choose an image file to upload in the image field.',
  imageNotAFile: 'The image field must be a file, sent as multipart form data.',
} as const;

/** A file part of a multipart body: its bytes, plus the name and type the client claimed. */
export type UploadedFilePart = { filename: string; mimetype: string; buffer: Uint8Array };

export const isUploadedFilePart = (value: unknown): value is UploadedFilePart =>
  typeof value === 'object' &&
  value !== null &&
  (value as { buffer?: unknown }).buffer instanceof Uint8Array;

/**
 * A large uploaded file (an endpoint with `maxUploadBytes`, a CSV import) as the server hands it
 * on: written to a temporary file as it arrived, never held in memory, removed once the request
 * is answered.
 */
export type SpooledFilePart = { filename: string; mimetype: string; path: string; size: number };

export const isSpooledFilePart = (value: unknown): value is SpooledFilePart =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { path?: unknown }).path === 'string' &&
  typeof (value as { size?: unknown }).size === 'number';

const uploadImageBody = z.object({
  image: z.custom<UploadedFilePart>(isUploadedFilePart, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? FILE_MESSAGES.imageRequired
        : FILE_MESSAGES.imageNotAFile,
  }),
});

const uploadImageResponse = actionResult(
  z.object({
    /** The stored name; the image is served at `{site}/img/uploads/{file_name}`. */
    file_name: z.string(),
  }),
);

export const filesEndpoints = defineEndpoints('files', {
  uploadImage: {
    method: 'POST',
    path: '/api/file/upload-image',
    access: 'admin',
    permission: 'files.upload',
    summary:
      'Upload a JPEG, PNG or WebP image (multipart field "image", at most 5 MB and 40 megapixels); it is re-encoded without metadata and served at /img/uploads/{file_name}',
    body: uploadImageBody,
    bodyType: 'multipart',
    response: uploadImageResponse,
  },
});
