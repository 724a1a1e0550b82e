import { mkdir, readFile, readdir, realpath, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  contentTypeOf,
  isStorageKey,
  sha256Hex,
  type FileStore,
  type StorageArea,
  type StoredFile,
} from './file-store.js';

export type StorageFolders = { uploadDir: string; privateDir: string };

/** The local-disk driver: UPLOAD_DIR holds the public area, PRIVATE_DIR the private one. */
export function diskStore(folders: StorageFolders): FileStore {
  const rootOf = (area: StorageArea) =>
    area === 'public' ? folders.uploadDir : folders.privateDir;

  /**
   * The file's real path when it is inside the area's folder: the real paths are compared, so
   * neither `..` nor a symbolic link leads out of it.
   */
  async function located(area: StorageArea, key: string): Promise<string | null> {
    try {
      const root = await realpath(rootOf(area));
      const resolved = await realpath(path.resolve(root, key));
      return isInside(root, resolved) ? resolved : null;
    } catch {
      return null;
    }
  }

  return {
    driver: 'file',

    async put(area, key, bytes) {
      if (!isStorageKey(key)) throw new Error(`Not a storage key: ${key}`);
      const file = path.join(rootOf(area), key);
      try {
        await mkdir(path.dirname(file), { recursive: true });
        // Exclusive: a taken name fails (EEXIST) instead of being overwritten.
        await writeFile(file, bytes, { flag: 'wx' });
      } catch (error) {
        // No partly written file is left behind.
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
          await rm(file, { force: true }).catch(() => undefined);
        }
        throw error;
      }
    },

    async get(area, key): Promise<StoredFile | null> {
      const file = await located(area, key);
      if (!file) return null;
      try {
        const [bytes, info] = await Promise.all([readFile(file), stat(file)]);
        return {
          bytes,
          size: bytes.length,
          contentType: contentTypeOf(key),
          sha256: sha256Hex(bytes),
          createdAt: info.mtime,
        };
      } catch {
        return null;
      }
    },

    async has(area, key) {
      const file = await located(area, key);
      return (
        file !== null &&
        (await stat(file).then(
          (info) => info.isFile(),
          () => false,
        ))
      );
    },

    async delete(area, key) {
      if (!isStorageKey(key)) return;
      await rm(path.join(rootOf(area), key), { force: true });
    },

    async *list(area) {
      const root = rootOf(area);
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return [];
          throw error;
        },
      );
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const key = path
          .relative(root, path.join(entry.parentPath, entry.name))
          .split(path.sep)
          .join('/');
        if (isStorageKey(key)) yield key;
      }
    },
  };
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
