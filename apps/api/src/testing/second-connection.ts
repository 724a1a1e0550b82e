import { openDatabase, type DatabaseHandle } from '../db/database.js';
import { isolatedUrlOf } from './test-app.js';

/** A separate connection to a test app's database, as another API process would open it. */
export async function openSecondConnection(database: DatabaseHandle): Promise<DatabaseHandle> {
  return openDatabase(isolatedUrlOf(database), {
    ...(database.schema ? { schema: database.schema } : {}),
    poolSize: 2,
  });
}
