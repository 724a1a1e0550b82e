/**
 * `npm run bench`: latency of the API's read paths on a large database.
 *
 *   npm run bench                                   # SQLite file at scale 100 (seeded once, reused)
 *   npm run bench -- --scale 10 --requests 100
 *   npm run bench -- --database postgres://…       # an empty PostgreSQL database, or one seeded before
 *
 * Requests go through the whole app (routing, auth, validation, serialisation) in process, one
 * at a time, so the numbers are the server's own work without network noise. Prints p50, p95
 * and max per call, and the rows behind them.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config/config.js';
import { findRepoRoot } from '../src/config/repo-root.js';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { isDatabaseEmpty, MAX_SCALE, seedDemoData } from '../src/db/seed/demo-data.js';
import { hashPassword } from '../src/lib/password.js';
import { nowIso } from '../src/lib/time.js';
import { insertAdmin } from '../src/modules/auth/auth.repository.js';

const BENCH_ADMIN = { email: 'bench@example.com', password: 'bench password 1', name: 'Bench' };

/** The calls measured: every list, search, sort and month-bucket path of the back office. */
const CALLS = [
  '/api/admin/users',
  '/api/admin/users?s=ann&sort=-first_name',
  '/api/admin/users?page=500',
  '/api/jobs/all',
  '/api/jobs/all?s=engineer&sort=job_title',
  '/api/skills/all',
  '/api/categories/all',
  '/api/admin/partners?s=tech&sort=company_name',
  '/api/partner/top-performers',
  '/api/partner/dashboard',
  '/api/admin/insights',
  '/api/admin/conversion-metrics',
  '/api/jobs/stats',
  '/api/admin/invoices',
  '/api/invoices/sales-revenue',
  '/api/admin/packages',
  '/api/admin/blogposts',
  '/api/admin/webpages',
  '/api/admin/kyc?status=pending',
  '/api/admin/kyc?status=all&page=20',
  '/api/admin/kyc/stats',
  '/api/admin/audit-log',
];

type Options = { scale: number; requests: number; database: string };

function parseOptions(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      scale: { type: 'string', default: '100' },
      requests: { type: 'string', default: '30' },
      database: { type: 'string' },
    },
  });
  const scale = Number(values.scale);
  const requests = Number(values.requests);
  if (!Number.isInteger(scale) || scale < 1 || scale > MAX_SCALE) {
    throw new Error(`--scale must be a whole number from 1 to ${MAX_SCALE}.`);
  }
  if (!Number.isInteger(requests) || requests < 1) {
    throw new Error('--requests must be a whole number of 1 or more.');
  }
  const dataDir = path.join(findRepoRoot(), 'data');
  mkdirSync(dataDir, { recursive: true });
  const database = values.database ?? `sqlite:${path.join(dataDir, `bench-scale-${scale}.sqlite`)}`;
  return { scale, requests, database };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main() {
  const options = parseOptions(process.argv.slice(2));
  const root = findRepoRoot();
  const config = {
    ...loadConfig({ ...process.env, DATABASE_URL: options.database, LOG_LEVEL: 'error' }),
    uploadDir: path.join(root, 'data', 'bench-uploads'),
    privateDir: path.join(root, 'data', 'bench-private'),
  };
  const database = openDatabase(config.databaseUrl);
  await migrateToLatest(database);

  if (await isDatabaseEmpty(database.db)) {
    console.log(`Seeding demo data at scale ${options.scale} (once; the database is reused)…`);
    const started = performance.now();
    await seedDemoData(database.db, {
      scale: options.scale,
      uploadDir: config.uploadDir,
      privateDir: config.privateDir,
    });
    console.log(`Seeded in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  }
  const existing = await database.db
    .selectFrom('admins')
    .select('id')
    .where('email', '=', BENCH_ADMIN.email)
    .executeTakeFirst();
  if (!existing) {
    await insertAdmin(database.db, {
      name: BENCH_ADMIN.name,
      email: BENCH_ADMIN.email,
      password_hash: await hashPassword(BENCH_ADMIN.password),
      now: nowIso(),
    });
  }

  const app = await buildApp(config, { database, logger: false });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/api/admin/auth/login',
    payload: { email: BENCH_ADMIN.email, password: BENCH_ADMIN.password },
  });
  const token = (login.json() as { data: { token: string } }).data.token;
  const headers = { authorization: `Bearer ${token}`, accept: 'application/json' };

  const counts = await database.db
    .selectNoFrom((eb) => [
      eb.selectFrom('users').select(eb.fn.countAll<number>().as('n')).as('users'),
      eb.selectFrom('jobs').select(eb.fn.countAll<number>().as('n')).as('jobs'),
      eb.selectFrom('job_applications').select(eb.fn.countAll<number>().as('n')).as('applications'),
      eb.selectFrom('partners').select(eb.fn.countAll<number>().as('n')).as('partners'),
    ])
    .executeTakeFirstOrThrow();
  console.log(
    `Database: ${database.dialect}; rows: ${Object.entries(counts)
      .map(([table, n]) => `${table} ${Number(n).toLocaleString('en')}`)
      .join(', ')}; ${options.requests} requests per call.\n`,
  );

  console.log(
    `${'call'.padEnd(48)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'max ms'.padStart(8)}`,
  );
  let failures = 0;
  for (const url of CALLS) {
    const timings: number[] = [];
    for (let i = 0; i < options.requests; i += 1) {
      const started = performance.now();
      const response = await app.inject({ method: 'GET', url, headers });
      timings.push(performance.now() - started);
      if (response.statusCode !== 200) {
        failures += 1;
        console.error(`${url} answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
        break;
      }
    }
    timings.sort((a, b) => a - b);
    const cells = [50, 95, 100].map((p) => percentile(timings, p).toFixed(1).padStart(8));
    console.log(`${url.padEnd(48)} ${cells.join(' ')}`);
  }

  await app.close();
  await database.close();
  if (failures > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
