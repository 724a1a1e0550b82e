import type { Db } from '../../db/database.js';
import { nowIso } from '../time.js';
import { isStorageKey, sha256Hex, type FileStore, type StoredFile } from './file-store.js';

const LIST_PAGE = 1000;

/** The database driver (STORAGE_URL=database): one row of `stored_files` per file. */
export function databaseStore(db: Db): FileStore {
  return {
    driver: 'database',

    async put(area, key, bytes, contentType) {
      if (!isStorageKey(key)) throw new Error(`Not a storage key: ${key}`);
      const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      // One insert: the file is there whole or not at all, and a taken key fails.
      await db
        .insertInto('stored_files')
        .values({
          area,
          key,
          bytes: buffer,
          size: buffer.length,
          content_type: contentType,
          sha256: sha256Hex(buffer),
          created_at: nowIso(),
        })
        .execute();
    },

    async get(area, key): Promise<StoredFile | null> {
      if (!isStorageKey(key)) return null;
      const row = await db
        .selectFrom('stored_files')
        .select(['bytes', 'size', 'content_type', 'sha256', 'created_at'])
        .where('area', '=', area)
        .where('key', '=', key)
        .executeTakeFirst();
      if (!row) return null;
      return {
        bytes: Buffer.from(row.bytes),
        size: Number(row.size),
        contentType: row.content_type,
        sha256: row.sha256,
        createdAt: new Date(row.created_at),
      };
    },

    async has(area, key) {
      if (!isStorageKey(key)) return false;
      const row = await db
        .selectFrom('stored_files')
        .select('key')
        .where('area', '=', area)
        .where('key', '=', key)
        .executeTakeFirst();
      return row !== undefined;
    },

    async delete(area, key) {
      await db.deleteFrom('stored_files').where('area', '=', area).where('key', '=', key).execute();
    },

    async *list(area) {
      let after: string | undefined;
      for (;;) {
        let query = db
          .selectFrom('stored_files')
          .select('key')
          .where('area', '=', area)
          .orderBy('key')
          .limit(LIST_PAGE);
        if (after !== undefined) query = query.where('key', '>', after);
        const rows = await query.execute();
        for (const row of rows) yield row.key;
        if (rows.length < LIST_PAGE) return;
        after = rows[rows.length - 1]!.key;
      }
    },
  };
}
