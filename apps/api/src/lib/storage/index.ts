import type { Config } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import { databaseStore } from './database-store.js';
import { diskStore } from './disk-store.js';
import type { FileStore } from './file-store.js';

export type { FileStore, StorageArea, StoredFile } from './file-store.js';

/** What choosing a store needs: the setting, the folders and (for the database driver) a database. */
export type StorageDeps = {
  config: Pick<Config, 'storage' | 'uploadDir' | 'privateDir'>;
  db: Db;
};

/**
 * The store STORAGE_URL names. Cheap to make: the database driver uses the `db` it is given,
 * so a store made from a transaction writes and deletes within it.
 */
export const fileStoreOf = ({ config, db }: StorageDeps): FileStore =>
  config.storage === 'database' ? databaseStore(db) : diskStore(config);
