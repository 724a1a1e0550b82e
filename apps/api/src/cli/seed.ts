import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config/config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { MAX_SCALE, isDatabaseEmpty, seedDemoData } from '../db/seed/demo-data.js';

const USAGE = `Usage: npm run seed -- [--scale N] [--if-empty]
  --scale N    multiply the demo volume (users, partners, jobs, applications…) by N, 1 to ${MAX_SCALE} (default 1)
  --if-empty   do nothing, successfully, when the database already has data`;

class UsageError extends Error {}

function parseCommandLine(argv: string[]): { scale: number; ifEmpty: boolean } {
  let values: { scale?: string; 'if-empty'?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { scale: { type: 'string' }, 'if-empty': { type: 'boolean' } },
    }));
  } catch (error) {
    throw new UsageError(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  const scaleText = values.scale?.trim() ?? '1';
  const scale = Number(scaleText);
  if (!/^\d+$/.test(scaleText) || scale < 1 || scale > MAX_SCALE) {
    throw new UsageError(
      `--scale must be a whole number from 1 to ${MAX_SCALE} (got "${values.scale}").\n${USAGE}`,
    );
  }
  return { scale, ifEmpty: values['if-empty'] ?? false };
}

async function main(argv: string[]): Promise<void> {
  const { scale, ifEmpty } = parseCommandLine(argv);
  const config = loadConfig();
  const database = openDatabase(config.databaseUrl);
  try {
    await migrateToLatest(database);
    if (!(await isDatabaseEmpty(database.db))) {
      if (ifEmpty) {
        console.log('The database already has data; skipping the demo data.');
        return;
      }
      throw new UsageError(
        'The database already has data (users, partners or jobs); demo data is only loaded into an empty database.',
      );
    }
    console.log(`Loading demo data at scale ${scale}…`);
    const started = performance.now();
    const summary = await seedDemoData(database.db, {
      scale,
      uploadDir: config.uploadDir,
      privateDir: config.privateDir,
    });
    const seconds = (performance.now() - started) / 1000;
    const width = Math.max(...Object.keys(summary).map((table) => table.length));
    for (const [table, rows] of Object.entries(summary)) {
      console.log(`  ${table.padEnd(width)}  ${rows.toLocaleString('en-US')}`);
    }
    console.log(`Done in ${seconds.toFixed(1)} s.`);
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(
    error instanceof UsageError || error instanceof ConfigError ? error.message : error,
  );
  process.exit(1);
});
