import { createHash } from 'node:crypto';

/** Public images (served under /img/uploads/) and private KYC documents (signed links only). */
export type StorageArea = 'public' | 'private';

export const STORAGE_AREAS: readonly StorageArea[] = ['public', 'private'];

export type StoredFile = {
  bytes: Buffer;
  size: number;
  contentType: string;
  /** Hex SHA-256 of the bytes. */
  sha256: string;
  createdAt: Date;
};

/**
 * Where uploaded files live: the local disk (UPLOAD_DIR and PRIVATE_DIR) or the database
 * (STORAGE_URL=database, shared by every server). Keys are paths relative to their area, such
 * as `3f…9a.png` or `kyc/3f…9a.jpg`.
 */
export interface FileStore {
  readonly driver: 'file' | 'database';
  /** Stores a new file, whole or not at all; fails when the key is taken. */
  put(area: StorageArea, key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file, or null when there is none (or the key is not one this server makes). */
  get(area: StorageArea, key: string): Promise<StoredFile | null>;
  has(area: StorageArea, key: string): Promise<boolean>;
  /** Removes the file; a missing one is not an error. */
  delete(area: StorageArea, key: string): Promise<void>;
  /** Every key of the area, in no promised order. */
  list(area: StorageArea): AsyncIterable<string>;
}

/**
 * A key this server makes: path segments of letters, digits, `.`, `_` and `-`, each starting
 * with a letter or digit (so never `..`, never absolute, never hidden).
 */
const KEY = /^(?:[A-Za-z0-9][\w.-]{0,127}\/){0,4}[A-Za-z0-9][\w.-]{0,127}$/;

export const isStorageKey = (key: string): boolean => KEY.test(key);

export const sha256Hex = (bytes: Uint8Array): string =>
  createHash('sha256').update(bytes).digest('hex');

const TYPES_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** The content type a stored file's name implies (the disk keeps no other record of it). */
export function contentTypeOf(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return TYPES_BY_EXTENSION[extension] ?? 'application/octet-stream';
}
