import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../db/database.js';
import { testDatabaseUrl } from './test-app.js';

/** A separate connection to a test app's database, as another API process would open it. */
export async function openSecondConnection(database: DatabaseHandle): Promise<DatabaseHandle> {
  if (database.dialect === 'postgres') {
    return openDatabase(testDatabaseUrl, { schema: database.schema!, poolSize: 2 });
  }
  const { rows } = await sql<{ name: string; file: string }>`pragma database_list`.execute(
    database.db,
  );
  const main = rows.find((row) => row.name === 'main');
  if (!main?.file) throw new Error('The test database has no file to open a second time.');
  return openDatabase(`sqlite:${main.file}`);
}
