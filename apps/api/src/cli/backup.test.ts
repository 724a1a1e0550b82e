import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SqliteDatabase from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backupDatabase } from './sqlite-backup.js';
import { restoreDatabase } from './restore.js';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

let dir: string;
let database: string;
let writer: ChildProcess | undefined;

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'job-board-backup-'));
  database = path.join(dir, 'job-board.sqlite');
  const db = new SqliteDatabase(database);
  db.pragma('journal_mode = WAL');
  db.exec('create table entries (id integer primary key, body text not null)');
  // A few megabytes, so the copy takes several steps while the writer keeps going.
  const insert = db.prepare('insert into entries (body) values (?)');
  db.transaction(() => {
    for (let i = 0; i < 20_000; i += 1) insert.run(`entry ${i} `.padEnd(200, 'x'));
  })();
  db.close();
});

afterEach(async () => {
  await stopWriter();
  rmSync(dir, { recursive: true, force: true });
});

/** Another process committing one row at a time, as the server does, until it is stopped. */
async function startWriter(): Promise<void> {
  const script = path.join(dir, 'writer.cjs');
  writeFileSync(
    script,
    `const Database = require(${JSON.stringify(require_('better-sqlite3'))});
     const db = new Database(process.argv[2]);
     db.pragma('journal_mode = WAL');
     db.pragma('busy_timeout = 5000');
     const insert = db.prepare('insert into entries (body) values (?)');
     process.stdout.write('ready\\n');
     const tick = () => { for (let i = 0; i < 20; i += 1) insert.run('written under load'); setImmediate(tick); };
     tick();`,
  );
  writer = spawn(process.execPath, [script, database], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve) => writer!.stdout!.once('data', () => resolve()));
}

async function stopWriter(): Promise<void> {
  if (!writer || writer.exitCode !== null) return;
  const exited = new Promise((resolve) => writer!.once('exit', resolve));
  writer.kill('SIGTERM');
  await exited;
  writer = undefined;
}

function require_(name: string): string {
  return spawnSync(process.execPath, ['-p', `require.resolve(${JSON.stringify(name)})`], {
    cwd: apiDir,
    encoding: 'utf8',
  }).stdout.trim();
}

function rows(file: string): { count: number; maxId: number } {
  const db = new SqliteDatabase(file, { readonly: true });
  const row = db.prepare('select count(*) as count, max(id) as maxId from entries').get() as {
    count: number;
    maxId: number;
  };
  db.close();
  return row;
}

describe('db:backup and db:restore', () => {
  it('backs up a database being written to, and restores it once the writer has stopped', async () => {
    await startWriter();
    const atStart = rows(database).count;
    const backup = path.join(dir, 'backup.sqlite');
    await backupDatabase(database, backup);
    const atEnd = rows(database).count;
    expect(atEnd).toBeGreaterThan(atStart);

    // One moment's database: every committed row up to some point, none missing in between.
    const copied = rows(backup);
    expect(copied.count).toBeGreaterThanOrEqual(atStart);
    expect(copied.count).toBeLessThanOrEqual(atEnd);
    expect(copied.maxId).toBe(copied.count);
    expect(existsSync(`${backup}.partial`)).toBe(false);

    // Restoring under a running writer is refused, and changes nothing.
    expect(() => restoreDatabase(backup, database)).toThrow(/in use \(is the server running\?\)/);
    expect(rows(database).count).toBeGreaterThanOrEqual(atEnd);

    await stopWriter();
    const beforeRestore = rows(database).count;
    expect(beforeRestore).toBeGreaterThan(copied.count);
    const { previous } = restoreDatabase(backup, database);
    // Exactly the backup's rows: nothing of the old database's write-ahead log replayed into it.
    expect(rows(database)).toEqual(copied);
    expect(rows(previous!).count).toBe(beforeRestore);
  });

  it('refuses a damaged backup and an existing backup file', async () => {
    const damaged = path.join(dir, 'damaged.sqlite');
    writeFileSync(damaged, 'not a database at all'.repeat(300));
    expect(() => restoreDatabase(damaged, database)).toThrow(/not a readable SQLite database/);
    expect(rows(database).count).toBe(20_000);
    await expect(backupDatabase(database, damaged)).rejects.toThrow(/already exists/);
  });

  it('runs as npm scripts: backup, then restore; PostgreSQL is pointed to pg_dump', () => {
    // eslint-disable-next-line no-restricted-properties -- the scripts run in a child process
    const env = { ...process.env, DATABASE_URL: `sqlite:${database}` };
    const backup = path.join(dir, 'cli-backup.sqlite');
    const cli = (script: string, args: string[], extra: Record<string, string> = {}) =>
      spawnSync('npx', ['tsx', `src/cli/${script}.ts`, ...args], {
        cwd: apiDir,
        env: { ...env, ...extra },
        encoding: 'utf8',
      });
    const backedUp = cli('backup', ['--to', backup]);
    // Nothing on stderr from the command itself (npx may warn about the machine's npm config).
    expect(withoutNpmWarnings(backedUp.stderr)).toBe('');
    expect(backedUp.status).toBe(0);
    expect(backedUp.stdout).toContain('integrity ok');
    expect(rows(backup).count).toBe(20_000);

    const restored = cli('restore', ['--from', backup]);
    expect(restored.status).toBe(0);
    expect(restored.stdout).toContain('.before-restore');

    const postgres = cli('backup', ['--to', backup], {
      DATABASE_URL: 'postgres://user:secret@127.0.0.1:1/none',
    });
    expect(postgres.status).toBe(2);
    expect(postgres.stderr).toContain('use pg_dump');
    const usage = cli('restore', []);
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain('Usage: npm run db:restore -- --from FILE');
  });
});

const withoutNpmWarnings = (stderr: string) =>
  stderr
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('npm warn '))
    .join('\n');
