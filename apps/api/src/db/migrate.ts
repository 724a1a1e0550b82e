import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { DatabaseHandle } from './database.js';
import * as initial from './migrations/0001-initial.js';
import * as searchIndexes from './migrations/0002-search-indexes.js';
import * as referenceNameIndexes from './migrations/0003-reference-name-indexes.js';
import * as partnerJobCounts from './migrations/0004-partner-job-counts.js';
import * as signingKeys from './migrations/0007-signing-keys.js';

/** Migrations are imported, not read from a folder, so the bundled server carries them. */
const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-search-indexes': searchIndexes,
  '0003-reference-name-indexes': referenceNameIndexes,
  '0004-partner-job-counts': partnerJobCounts,
  '0007-signing-keys': signingKeys,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(database: DatabaseHandle): Promise<string[]> {
  // Naming the schema keeps the bookkeeping tables beside the data when several schemas share
  // one PostgreSQL database; otherwise the migrator may find another schema's tables.
  const migrator = new Migrator({
    db: database.db,
    provider,
    ...(database.schema ? { migrationTableSchema: database.schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
