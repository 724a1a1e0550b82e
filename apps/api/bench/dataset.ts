/**
 * The benchmark's database: a SQLite file under data/bench/ seeded once per scale (and users)
 * and reused, or the database given by URL, seeded only when it is empty.
 */
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { loadConfig, type Config } from '../src/config/config.js';
import { findRepoRoot } from '../src/config/repo-root.js';
import { openDatabase, type DatabaseHandle } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { isDatabaseEmpty, seedDemoData } from '../src/db/seed/demo-data.js';
import { newWebhookSecret } from '../src/modules/integrations/webhook-signature.js';
import { hashPassword } from '../src/lib/password.js';
import { nowIso } from '../src/lib/time.js';
import { insertAdmin } from '../src/modules/auth/auth.repository.js';
import type { BenchOptions } from './options.js';

export const BENCH_ADMIN = {
  email: 'bench@example.com',
  password: 'bench password 1',
  name: 'Bench',
} as const;

export type Dataset = {
  database: DatabaseHandle;
  /** The configuration the app (in process and as a server) runs with. */
  config: Config;
  /** The environment a server process needs to open the same data. */
  serverEnv: Record<string, string>;
  label: string;
  version: string;
  rows: Record<string, number>;
};

const COUNTED_TABLES = [
  'users',
  'jobs',
  'job_applications',
  'partners',
  'kyc_verifications',
  'invoices',
] as const;

type Say = (message: string) => void;

/** Where the data lives: the URL given, or the cached SQLite file of this scale and user count. */
function locate(options: BenchOptions, root: string) {
  const benchDir = path.join(root, 'data', 'bench');
  const key = `scale-${options.scale}${options.users === undefined ? '' : `-users-${options.users}`}`;
  if (options.database) {
    const sqliteFile = options.database.startsWith('sqlite:')
      ? path.resolve(options.database.slice('sqlite:'.length))
      : undefined;
    // Files of a given SQLite database live beside it; those of a PostgreSQL one in data/bench/.
    const filesDir = sqliteFile ? `${sqliteFile}-files` : path.join(benchDir, 'files');
    return {
      url: options.database,
      uploadDir: process.env.UPLOAD_DIR ?? path.join(filesDir, 'uploads'),
      privateDir: process.env.PRIVATE_DIR ?? path.join(filesDir, 'private'),
      label: sqliteFile ? path.basename(sqliteFile) : 'the PostgreSQL database given by --database',
      cacheFile: undefined,
    };
  }
  const file = path.join(benchDir, `${key}.sqlite`);
  return {
    url: `sqlite:${file}`,
    uploadDir: process.env.UPLOAD_DIR ?? path.join(benchDir, key, 'uploads'),
    privateDir: process.env.PRIVATE_DIR ?? path.join(benchDir, key, 'private'),
    label: `data/bench/${key}.sqlite, cached`,
    cacheFile: file,
  };
}

export async function openDataset(options: BenchOptions, say: Say): Promise<Dataset> {
  const root = findRepoRoot();
  const where = locate(options, root);
  mkdirSync(path.join(root, 'data', 'bench'), { recursive: true });
  const env: Record<string, string> = {
    DATABASE_URL: where.url,
    UPLOAD_DIR: where.uploadDir,
    PRIVATE_DIR: where.privateDir,
    DEMO_DATA: 'off',
  };
  const config = loadConfig({ ...process.env, ...env, LOG_LEVEL: 'error' });
  const database = openDatabase(config.databaseUrl);
  try {
    await migrateToLatest(database);
    if (await isDatabaseEmpty(database.db)) {
      await seed(database, options, config, say, where.cacheFile);
    } else {
      say(`Using the data already in ${where.label}.`);
    }
    await ensureBenchAdmin(database);
    await ensureWebhookHistory(database);
    return {
      database,
      config,
      serverEnv: env,
      label: where.label,
      version: await databaseVersion(database),
      rows: await countRows(database),
    };
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}

async function seed(
  database: DatabaseHandle,
  options: BenchOptions,
  config: Config,
  say: Say,
  cacheFile: string | undefined,
) {
  const users =
    options.users === undefined ? '' : ` with ${options.users.toLocaleString('en-US')} users`;
  say(`Seeding demo data at scale ${options.scale}${users} (once; the database is reused)…`);
  const started = performance.now();
  try {
    await seedDemoData(database.db, {
      scale: options.scale,
      ...(options.users === undefined ? {} : { users: options.users }),
      uploadDir: config.uploadDir,
      privateDir: config.privateDir,
    });
  } catch (error) {
    // A half-seeded cache file would be taken for a seeded one next time.
    if (cacheFile) {
      await database.close().catch(() => undefined);
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${cacheFile}${suffix}`, { force: true });
    }
    throw error;
  }
  say(`Seeded in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}

async function ensureBenchAdmin(database: DatabaseHandle) {
  const existing = await database.db
    .selectFrom('admins')
    .select('id')
    .where('email', '=', BENCH_ADMIN.email)
    .executeTakeFirst();
  // An owner reads every path; the bench signs in with the password alone, so its database
  // does not require owners to have a second factor (the app would first send them to enrol).
  await database.db
    .updateTable('two_factor_policy')
    .set({ required: 0, updated_at: nowIso() })
    .where('role', '=', 'owner')
    .execute();
  if (existing) return;
  await insertAdmin(database.db, {
    name: BENCH_ADMIN.name,
    email: BENCH_ADMIN.email,
    password_hash: await hashPassword(BENCH_ADMIN.password),
    now: nowIso(),
    role: 'owner',
  });
}

/** Deliveries in the bench's webhook endpoint's log (its list and a delivery are read paths). */
const WEBHOOK_HISTORY = 2000;

/**
 * A webhook endpoint with a delivery log, for the read paths that show them. It is paused and its
 * host is under `.invalid` (never resolves), so the bench's server sends nothing anywhere.
 */
async function ensureWebhookHistory(database: DatabaseHandle) {
  const { db } = database;
  if (await db.selectFrom('webhook_endpoints').select('id').executeTakeFirst()) return;
  const now = nowIso();
  const { id: endpointId } = await db
    .insertInto('webhook_endpoints')
    .values({
      url: 'https://hooks.bench.invalid/events',
      description: 'Bench: a receiver with a long delivery log',
      events: JSON.stringify(['user.blocked', 'kyc.rejected']),
      secret: newWebhookSecret(),
      previous_secret: null,
      previous_secret_expires_at: null,
      status: 'paused',
      paused_reason: null,
      paused_at: now,
      created_by: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let start = 0; start < WEBHOOK_HISTORY; start += 500) {
    const events = await db
      .insertInto('webhook_events')
      .values(
        Array.from({ length: 500 }, (_, i) => ({
          message_id: `msg_bench_${start + i}`,
          type: 'user.blocked',
          payload: JSON.stringify({ type: 'user.blocked', timestamp: now, data: { id: i } }),
          created_at: now,
        })),
      )
      .returning('id')
      .execute();
    await db
      .insertInto('webhook_deliveries')
      .values(
        events.map((event) => ({
          event_id: event.id,
          endpoint_id: endpointId,
          status: 'succeeded' as const,
          attempts: 1,
          next_attempt_at: null,
          locked_until: null,
          last_attempt_at: now,
          last_response_status: 200,
          last_error: null,
          delivered_at: now,
          created_at: now,
        })),
      )
      .execute();
  }
}

async function databaseVersion(database: DatabaseHandle): Promise<string> {
  const query =
    database.dialect === 'sqlite'
      ? sql<{ version: string }>`select sqlite_version() as version`
      : sql<{ version: string }>`select current_setting('server_version') as version`;
  const { rows } = await query.execute(database.db);
  return rows[0]?.version ?? 'unknown';
}

async function countRows(database: DatabaseHandle): Promise<Record<string, number>> {
  const rows: Record<string, number> = {};
  for (const table of COUNTED_TABLES) {
    const row = await database.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    rows[table] = Number(row.n);
  }
  return rows;
}
