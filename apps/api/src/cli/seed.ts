import { parseArgs } from 'node:util';
import { loadConfig } from '../config/config.js';
import { storageFolders } from '../config/preflight.js';
import { fileStoreOf } from '../lib/storage/index.js';
import { dialectOf } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import {
  MAX_APPLICATIONS,
  MAX_JOBS,
  MAX_PLANNED_APPLICATIONS,
  MAX_SCALE,
  MAX_USERS,
  VOLUME_PER_SCALE,
  isDatabaseEmpty,
  seedDemoData,
} from '../db/seed/demo-data.js';
import { openCheckedDatabase } from './open-checked-database.js';
import { CliError, runCli } from './run-cli.js';

const USAGE = `Usage: npm run seed -- [--scale N] [--users N] [--jobs N] [--applications N] [--if-empty]
  --scale N         multiply the demo volume (users, partners, jobs, applications…) by N, 1 to ${MAX_SCALE} (default 1)
  --users N         load N users instead of ${VOLUME_PER_SCALE.users} per unit of scale, 1 to ${MAX_USERS.toLocaleString('en-US')}
  --jobs N          load N jobs instead of ${VOLUME_PER_SCALE.jobs} per unit of scale, 1 to ${MAX_JOBS.toLocaleString('en-US')}
  --applications N  load N applications instead of ${VOLUME_PER_SCALE.job_applications} per unit of scale, 1 to
                    ${MAX_PLANNED_APPLICATIONS.toLocaleString('en-US')} (${MAX_APPLICATIONS.toLocaleString('en-US')} on PostgreSQL, which generates them itself)
  --if-empty        do nothing, successfully, when the database already has data`;

type Volumes = { users?: number; jobs?: number; applications?: number };
type CommandLine = { scale: number; volumes: Volumes; ifEmpty: boolean };

const VOLUME_LIMITS = { users: MAX_USERS, jobs: MAX_JOBS, applications: MAX_APPLICATIONS } as const;

/** `--users 1_000_000` → 1000000, or an error naming the flag and its range. */
function volumeOf(name: keyof Volumes, text: string): number {
  const digits = text.trim().replace(/_/g, '');
  const value = Number(digits);
  const max = VOLUME_LIMITS[name];
  if (!/^\d+$/.test(digits) || value < 1 || value > max) {
    throw new CliError(
      `--${name} must be a whole number from 1 to ${max} (got "${text}").\n${USAGE}`,
    );
  }
  return value;
}

function parseCommandLine(argv: string[]): CommandLine {
  let values: {
    scale?: string;
    users?: string;
    jobs?: string;
    applications?: string;
    'if-empty'?: boolean;
  };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        scale: { type: 'string' },
        users: { type: 'string' },
        jobs: { type: 'string' },
        applications: { type: 'string' },
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
  const volumes: Volumes = {};
  for (const name of ['users', 'jobs', 'applications'] as const) {
    const text = values[name];
    if (text !== undefined) volumes[name] = volumeOf(name, text);
  }
  return { scale, volumes, ifEmpty: values['if-empty'] ?? false };
}

async function main(argv: string[]): Promise<void> {
  const { scale, volumes, ifEmpty } = parseCommandLine(argv);
  const config = loadConfig();
  const { applications } = volumes;
  if (
    applications !== undefined &&
    applications > MAX_PLANNED_APPLICATIONS &&
    dialectOf(config.databaseUrl) === 'sqlite'
  ) {
    throw new CliError(
      `--applications above ${MAX_PLANNED_APPLICATIONS.toLocaleString('en-US')} needs PostgreSQL, which generates them itself (got ${applications.toLocaleString('en-US')} on SQLite).\n${USAGE}`,
    );
  }
  // The images go to the storage folders (if any): checked with the database before the first
  // migration.
  const database = await openCheckedDatabase(config, storageFolders(config));
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
    const overrides = Object.entries(volumes).map(
      ([name, count]) => `${count.toLocaleString('en-US')} ${name}`,
    );
    console.log(
      `Loading demo data at scale ${scale}${overrides.length === 0 ? '' : ` with ${overrides.join(', ')}`}…`,
    );
    const started = performance.now();
    const summary = await seedDemoData(database.db, {
      scale,
      ...volumes,
      uploadDir: config.uploadDir,
      privateDir: config.privateDir,
      files: fileStoreOf({ config, db: database.db }),
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
