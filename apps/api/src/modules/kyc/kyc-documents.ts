import { fileTypeFromBuffer } from 'file-type';
import type { FileStore } from '../../lib/storage/index.js';

/** What a KYC document may be served as, by content (magic bytes), never by name. */
const DOCUMENT_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

export type PrivateDocument = { bytes: Buffer; contentType: string };

/**
 * Reads a document of the private area. The stored path is its key there; a key that is not
 * one the server makes (or, on disk, leads outside the private folder), a missing file, or
 * content that is not an image all give null.
 */
export async function readPrivateDocument(
  store: FileStore,
  storedPath: string,
): Promise<PrivateDocument | null> {
  const file = await store.get('private', storedPath);
  if (!file) return null;
  const type = await fileTypeFromBuffer(file.bytes);
  return type && DOCUMENT_TYPES.has(type.mime)
    ? { bytes: file.bytes, contentType: type.mime }
    : null;
}
