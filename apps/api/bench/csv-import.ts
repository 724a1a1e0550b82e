/**
 * The CSV import at scale: a file of 100,000 jobs for one partner is uploaded to a server in its
 * own process, checked by a dry run and imported, timing each step and sampling the server's
 * resident memory (its peak, VmHWM, read from /proc at the end). The figures go to
 * docs/performance.md, "CSV import".
 *
 *   npx tsx bench/csv-import.ts                          # SQLite in a fresh temporary file
 *   npx tsx bench/csv-import.ts --rows 20000
 *   npx tsx bench/csv-import.ts --database postgres://…  # an empty PostgreSQL database
 *   npx tsx bench/csv-import.ts --heap 160               # the server's heap capped at 160 MB
 *
 * The server runs from source (tsx), on a free port, with no build.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { ImportItem, ImportState } from '@job-board/contract';
import { loadConfig } from '../src/config/config.js';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { hashPassword } from '../src/lib/password.js';
import { nowIso } from '../src/lib/time.js';
import { insertAdmin } from '../src/modules/auth/auth.repository.js';
import { freePort } from './server-process.js';

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '100000' },
    database: { type: 'string' },
    /** Caps the server's JavaScript heap (MB): an import whose memory grew with the file would fail. */
    heap: { type: 'string' },
  },
});
const ROWS = Number(args.rows);
const ADMIN = { email: 'import-bench@example.com', password: 'import bench password' };
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A database with what a jobs file names: a partner, a category, a job type, a duration. */
async function prepare(env: Record<string, string>) {
  const config = loadConfig({ ...process.env, ...env, LOG_LEVEL: 'error' });
  const database = openDatabase(config.databaseUrl);
  try {
    await migrateToLatest(database);
    const db = database.db;
    const now = nowIso();
    await db.updateTable('two_factor_policy').set({ required: 0, updated_at: now }).execute();
    await insertAdmin(db, {
      name: 'Import bench',
      email: ADMIN.email,
      password_hash: await hashPassword(ADMIN.password),
      now,
      role: 'owner',
    });
    const stamps = { created_at: now, updated_at: now };
    const partner = await db
      .insertInto('partners')
      .values({ company_name: 'Bench Imports', email: 'bench-imports@example.com', ...stamps })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('categories')
      .values({ name: 'Engineering', icon: null, ...stamps })
      .execute();
    await db
      .insertInto('job_types')
      .values({ name: 'Full time', ...stamps })
      .execute();
    await db
      .insertInto('post_durations')
      .values({ name: '1 Month', duration: 43_200, is_paid: 0, ...stamps })
      .execute();
    await db
      .insertInto('skills')
      .values({ name: 'SQL', is_hinted: 1, ...stamps })
      .execute();
    return partner.id;
  } finally {
    await database.close();
  }
}

/** The file: one header, then ROWS jobs, every 50th refused (its city missing). */
function jobsCsv(): Uint8Array {
  const lines = [
    'Title,Description,Category,Job type,Post duration,Skills,Remote,City,Country,No pay range,Minimum salary,Maximum salary,Status,Published',
  ];
  for (let n = 1; n <= ROWS; n += 1) {
    const city = n % 50 === 0 ? '' : 'Lyon';
    lines.push(
      `Engineer ${n},"Builds and runs service ${n}, with care.",Engineering,Full time,1 Month,SQL,no,${city},France,no,40000,60000,active,no`,
    );
  }
  return new TextEncoder().encode(`${lines.join('\r\n')}\r\n`);
}

const memoryOf = (pid: number, field: 'VmRSS' | 'VmHWM') => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return (
    Number(new RegExp(`^${field}:\\s+(\\d+)\\s+kB`, 'm').exec(status)?.[1] ?? Number.NaN) * 1024
  );
};

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main() {
  const work = mkdtempSync(path.join(os.tmpdir(), 'import-bench-'));
  const env = {
    DATABASE_URL: args.database ?? `sqlite:${path.join(work, 'bench.db')}`,
    UPLOAD_DIR: path.join(work, 'uploads'),
    PRIVATE_DIR: path.join(work, 'private'),
    DEMO_DATA: 'off',
  };
  const partnerId = await prepare(env);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const heap = args.heap ? [`--max-old-space-size=${Number(args.heap)}`] : [];
  const child = spawn(process.execPath, [...heap, '--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error('The server stopped before answering.');
      const ready = await fetch(`${url}/healthz`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ready) break;
      await sleep(100);
    }
    const login = await fetch(`${url}/api/admin/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const headers = { authorization: `Bearer ${token}`, accept: 'application/json' };
    const pid = child.pid!;
    const idle = memoryOf(pid, 'VmRSS');

    const file = jobsCsv();
    const form = new FormData();
    form.append('kind', 'jobs');
    form.append('partner_id', String(partnerId));
    form.append('file', new Blob([file], { type: 'text/csv' }), 'jobs.csv');
    let started = performance.now();
    const upload = await fetch(`${url}/api/admin/imports`, { method: 'POST', headers, body: form });
    if (upload.status !== 201)
      throw new Error(`Upload answered ${upload.status}: ${await upload.text()}`);
    const item = ((await upload.json()) as { data: ImportItem }).data;
    const uploadMs = performance.now() - started;
    const afterUpload = memoryOf(pid, 'VmHWM');

    /** Polls the import until one of these states; a poll the busy server drops is retried. */
    const until = async (states: ImportState[]) => {
      for (let failures = 0; ;) {
        if (child.exitCode !== null || child.signalCode !== null) {
          throw new Error(`The server stopped (${child.exitCode ?? child.signalCode}).`);
        }
        try {
          const response = await fetch(`${url}/api/admin/imports/${item.id}`, { headers });
          const current = ((await response.json()) as { data: ImportItem }).data;
          if (states.includes(current.state)) return current;
          process.stderr.write(`\r${current.state} ${current.processed}/${current.row_count}   `);
          failures = 0;
        } catch (error) {
          if ((failures += 1) > 20) throw error;
        }
        await sleep(1000);
      }
    };
    const post = (action: string, body?: object) =>
      fetch(`${url}/api/admin/imports/${item.id}/${action}`, {
        method: 'POST',
        headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });

    started = performance.now();
    await post('dry-run', { mapping: item.mapping });
    const checked = await until(['checked', 'failed']);
    const dryRunMs = performance.now() - started;
    const afterDryRun = memoryOf(pid, 'VmHWM');

    started = performance.now();
    await post('run');
    const done = await until(['done', 'failed']);
    const runMs = performance.now() - started;
    const peak = memoryOf(pid, 'VmHWM');

    console.log(
      JSON.stringify(
        {
          database: args.database ? 'PostgreSQL' : 'SQLite',
          heapCap: args.heap ? `${args.heap} MB` : 'none',
          rows: ROWS,
          file: mb(file.length),
          upload: seconds(uploadMs),
          dryRun: `${seconds(dryRunMs)} (${checked.state}: ${checked.created} to create, ${checked.refused} refused)`,
          run: `${seconds(runMs)} (${done.state}: ${done.created} created, ${done.refused} refused)`,
          rowsPerSecond: Math.round(ROWS / (runMs / 1000)),
          rssIdle: mb(idle),
          peakAfterUpload: mb(afterUpload),
          peakAfterDryRun: mb(afterDryRun),
          peakRss: mb(peak),
        },
        null,
        2,
      ),
    );
  } finally {
    child.kill('SIGTERM');
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
