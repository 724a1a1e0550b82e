import { randomBytes } from 'node:crypto';
import { IMAGE_UPLOAD_LIMITS } from '@job-board/contract';
import { fileTypeFromBuffer } from 'file-type';
import type Sharp from 'sharp';
import type { Config } from '../config/config.js';
import { AppError } from './app-error.js';
import {
  fileStoreOf,
  type FileStore,
  type StorageArea,
  type StorageDeps,
} from './storage/index.js';

/** Public images are served from the upload folder under this path. */
const UPLOAD_URL_PATH = '/img/uploads/';

const MAX_IMAGE_PIXELS = IMAGE_UPLOAD_LIMITS.maxPixels;

/** What an image upload may be, by content (magic bytes), never by name. */
const ACCEPTED_TYPES = {
  'image/jpeg': { extension: 'jpg', format: 'jpeg' },
  'image/png': { extension: 'png', format: 'png' },
  'image/webp': { extension: 'webp', format: 'webp' },
} as const;
type AcceptedType = keyof typeof ACCEPTED_TYPES;

export const UPLOAD_MESSAGES = {
  unsupportedType: 'The file is not a JPEG, PNG or WebP image.',
  unreadable: 'The image could not be read; it may be damaged.',
  tooManyPixels: `The image is too large; the limit is ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`,
  storageUnavailable:
    'The image storage (upload folder) cannot be written to right now; nothing was saved. Try again later.',
} as const;

/** A file name this server generated: random hex and a known extension (no paths, no dots). */
const STORED_NAME = /^[a-z0-9][a-z0-9-]{0,127}\.(?:jpg|png|webp)$/;

// The image library (native code, tens of megabytes) is loaded by the first upload, not at start.
let sharpModule: Promise<typeof Sharp> | undefined;
const loadSharp = () => (sharpModule ??= import('sharp').then((module) => module.default));

/** Where an image goes: a store's area, and a folder within it (`kyc` for documents). */
export type ImageTarget = { store: FileStore; area: StorageArea; folder?: string };

/**
 * Checks an uploaded image by its content, re-encodes it (dropping metadata such as EXIF
 * location) and stores it under a random name. Returns the stored file name (without the folder).
 */
export async function storeImage(buffer: Uint8Array, target: ImageTarget): Promise<string> {
  const detected = await fileTypeFromBuffer(buffer);
  const type = detected?.mime as AcceptedType | undefined;
  if (!type || !(type in ACCEPTED_TYPES)) {
    throw new AppError(415, UPLOAD_MESSAGES.unsupportedType);
  }
  const { extension, format } = ACCEPTED_TYPES[type];
  const sharp = await loadSharp();
  let encoded: Buffer;
  try {
    const image = sharp(buffer, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).rotate();
    encoded = await image.toFormat(format).toBuffer();
  } catch (error) {
    const tooLarge = error instanceof Error && /pixel limit/i.test(error.message);
    throw tooLarge
      ? new AppError(413, UPLOAD_MESSAGES.tooManyPixels)
      : new AppError(415, UPLOAD_MESSAGES.unreadable);
  }
  const fileName = `${randomBytes(16).toString('hex')}.${extension}`;
  const key = target.folder ? `${target.folder}/${fileName}` : fileName;
  try {
    await target.store.put(target.area, key, encoded, type);
  } catch (error) {
    // A store that cannot be written (read-only or full disk, database down) is an outage, not
    // the client's fault: 503 naming the storage. Every driver writes a file whole or not at all.
    throw Object.assign(AppError.unavailable(UPLOAD_MESSAGES.storageUnavailable, 30), {
      cause: error,
    });
  }
  return fileName;
}

/** The path stored in the database for a public upload: `/img/uploads/{file_name}`. */
export const uploadPath = (fileName: string): string => `${UPLOAD_URL_PATH}${fileName}`;

/**
 * The absolute URL clients get for a stored image: paths of this site become
 * `{APP_URL}/img/…`; URLs of other hosts pass through unchanged.
 */
export function publicImageUrl(config: Config, stored: string | null): string | null {
  if (!stored) return null;
  return stored.startsWith('/') ? `${config.appUrl}${stored}` : stored;
}

/**
 * Reads an image URL a client sent back (absolute with any origin, or a bare path) and returns
 * the stored path when it names an image uploaded to this site that exists; otherwise null.
 * The origin is not checked: the app builds the URL from the address it was opened with.
 */
export async function uploadedImagePath(
  deps: StorageDeps & { config: Pick<Config, 'appUrl'> },
  url: string,
): Promise<string | null> {
  let pathname: string;
  try {
    pathname = new URL(url, deps.config.appUrl).pathname;
  } catch {
    return null;
  }
  if (!pathname.startsWith(UPLOAD_URL_PATH)) return null;
  const fileName = pathname.slice(UPLOAD_URL_PATH.length);
  if (!STORED_NAME.test(fileName)) return null;
  return (await fileStoreOf(deps).has('public', fileName)) ? uploadPath(fileName) : null;
}
