import { readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';

/** What a KYC document may be served as, by content (magic bytes), never by name. */
const DOCUMENT_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

export type PrivateDocument = { bytes: Buffer; contentType: string };

/**
 * Reads a document stored under the private folder. The stored path is relative to that folder;
 * a path (or symbolic link) leading anywhere outside it, a missing file, or content that is not
 * an image all give null.
 */
export async function readPrivateDocument(
  privateDir: string,
  storedPath: string,
): Promise<PrivateDocument | null> {
  let bytes: Buffer;
  try {
    const root = await realpath(privateDir);
    const resolved = await realpath(path.resolve(root, storedPath));
    if (!isInside(root, resolved)) return null;
    bytes = await readFile(resolved);
  } catch {
    return null;
  }
  const type = await fileTypeFromBuffer(bytes);
  return type && DOCUMENT_TYPES.has(type.mime) ? { bytes, contentType: type.mime } : null;
}

function isInside(root: string, candidate: string): boolean {
  const relative = path.relative(root, candidate);
  return (
    relative !== '' &&
    relative !== '..' &&
    !relative.startsWith(`..${path.sep}`) &&
    !path.isAbsolute(relative)
  );
}
