import type { Config } from '../config/config.js';
import { checkBeforeWriting, type WrittenFolder } from '../config/preflight.js';
import { openDatabase, type DatabaseHandle } from '../db/database.js';

/**
 * Opens the database as the server does (its schema, its connection timeout) once the
 * start-up's checks pass: a bad DATABASE_URL or an unwritable folder in `folders` stops the tool
 * with one line per problem (a ConfigError) before anything is written. No statement timeout: a
 * migration or a large seed may rightly run for minutes.
 */
export async function openCheckedDatabase(
  config: Config,
  folders: readonly WrittenFolder[] = [],
): Promise<DatabaseHandle> {
  await checkBeforeWriting(config, folders);
  return openDatabase(config.databaseUrl, {
    ...(config.databaseSchema ? { schema: config.databaseSchema } : {}),
    connectTimeoutMs: config.dbConnectTimeoutMs,
  });
}
