import { parseArgs } from 'node:util';
import { loadConfig } from '../config/config.js';
import { migrateToLatest } from '../db/migrate.js';
import {
  MAX_SCALE,
  MAX_USERS,
  VOLUME_PER_SCALE,
  isDatabaseEmpty,
  seedDemoData,
} from '../db/seed/demo-data.js';
import { openCheckedDatabase } from './open-checked-database.js';
import { CliError, runCli } from './run-cli.js';

const USAGE = `Usage: npm run seed -- [--scale N] [--users N] [--if-empty]
  --scale N    multiply the demo volume (users, partners, jobs, applications…) by N, 1 to ${MAX_SCALE} (default 1)
  --users N    load N users instead of ${VOLUME_PER_SCALE.users} per unit of scale, 1 to ${MAX_USERS.toLocaleString('en-US')}
  --if-empty   do nothing, successfully, when the database already has data`;

type CommandLine = { scale: number; users: number | undefined; ifEmpty: boolean };

function parseCommandLine(argv: string[]): CommandLine {
  let values: { scale?: string; users?: string; 'if-empty'?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        scale: { type: 'string' },
        users: { type: 'string' },
        'if-empty': { type: 'boolean' },
      },
    }));
  } catch (error) {
    throw new CliError(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  const scaleText = values.scale?.trim() ?? '1';
  const scale = Number(scaleText);
  if (!/^\d+$/.test(scaleText) || scale < 1 || scale > MAX_SCALE) {
    throw new CliError(
      `--scale must be a whole number from 1 to ${MAX_SCALE} (got "${values.scale}").\n${USAGE}`,
    );
  }
  let users: number | undefined;
  if (values.users !== undefined) {
    const usersText = values.users.trim().replace(/_/g, '');
    users = Number(usersText);
    if (!/^\d+$/.test(usersText) || users < 1 || users > MAX_USERS) {
      throw new CliError(
        `--users must be a whole number from 1 to ${MAX_USERS} (got "${values.users}").\n${USAGE}`,
      );
    }
  }
  return { scale, users, ifEmpty: values['if-empty'] ?? false };
}

async function main(argv: string[]): Promise<void> {
  const { scale, users, ifEmpty } = parseCommandLine(argv);
  const config = loadConfig();
  // The images go to both folders: checked with the database before the first migration.
  const database = await openCheckedDatabase(config, [
    { variable: 'UPLOAD_DIR', folder: config.uploadDir },
    { variable: 'PRIVATE_DIR', folder: config.privateDir },
  ]);
  try {
    await migrateToLatest(database);
    if (!(await isDatabaseEmpty(database.db))) {
      if (ifEmpty) {
        console.log('The database already has data; skipping the demo data.');
        return;
      }
      throw new CliError(
        'The database already has data (users, partners or jobs); demo data is only loaded into an empty database.',
      );
    }
    console.log(
      `Loading demo data at scale ${scale}${users === undefined ? '' : ` with ${users.toLocaleString('en-US')} users`}…`,
    );
    const started = performance.now();
    const summary = await seedDemoData(database.db, {
      scale,
      ...(users === undefined ? {} : { users }),
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

runCli(() => main(process.argv.slice(2)));
