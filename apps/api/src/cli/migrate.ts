// `npm run db:migrate`: applies the migrations the database lacks, once its settings are checked.
import { loadConfig } from '../config/config.js';
import { migrateToLatest } from '../db/migrate.js';
import { openCheckedDatabase } from './open-checked-database.js';
import { runCli } from './run-cli.js';

async function main(): Promise<void> {
  const database = await openCheckedDatabase(loadConfig());
  try {
    const applied = await migrateToLatest(database);
    console.log(
      applied.length > 0 ? `Applied: ${applied.join(', ')}` : 'The database is up to date.',
    );
  } finally {
    await database.close();
  }
}

runCli(main);
