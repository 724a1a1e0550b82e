import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { makeUnwritable } from '../src/testing/unwritable-folder.js';
import { ADMIN, createSite, dialects, postgresUrl, SERVER, type Site } from './harness.js';

/**
 * A bad setting stops the start before anything is written: exit code 1, one line on stderr
 * naming the variable and what to do, no stack, no database file or table.
 */
type Outcome = { code: number | string; stdout: string; stderr: string };

/** Runs the built server with `env` over the site's settings until it exits (or 8 s pass). */
function run(site: Site, env: Record<string, string>): Promise<Outcome> {
  return new Promise((resolve) => {
    let stdout = '';
    let stderr = '';
    const child = spawn(process.execPath, [SERVER], {
      env: {
        PATH: process.env.PATH,
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: site.databaseUrl,
        ...(site.schema ? { DATABASE_SCHEMA: site.schema } : {}),
        UPLOAD_DIR: site.uploadDir,
        PRIVATE_DIR: path.join(site.dir, 'private'),
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        DEMO_DATA: 'off',
        LOG_LEVEL: 'warn',
        DB_CONNECT_TIMEOUT_MS: '2000',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    // Today's mistake: a server that starts anyway. It is stopped and the test fails on its code.
    const timer = setTimeout(() => child.kill('SIGKILL'), 8000);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ code: code ?? signal ?? 'unknown', stdout, stderr });
    });
  });
}

function expectRefused(outcome: Outcome, line: RegExp) {
  expect(outcome.code).toBe(1);
  expect(outcome.stderr.trimEnd().split('\n')).toEqual([expect.stringMatching(line)]);
  expect(outcome.stderr).not.toMatch(/^\s+at /m);
  expect(outcome.stdout).toBe('');
}

function listening(): Promise<net.Server> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}
const portOf = (server: net.Server) => String((server.address() as net.AddressInfo).port);

describe.each(dialects)('start-up refuses bad settings before writing anything (%s)', (dialect) => {
  const sites: Site[] = [];
  const undo: (() => void)[] = [];
  afterAll(async () => {
    undo.forEach((step) => step());
    for (const site of sites) await site.dispose();
  });

  /** Nothing was written: no SQLite file, no table in the PostgreSQL schema. */
  async function expectNothingWritten(site: Site) {
    if (dialect === 'sqlite') {
      expect(existsSync(new URL(site.databaseUrl.replace(/^sqlite:/, 'file:')))).toBe(false);
    } else {
      const tables = await site.query(
        'select table_name from information_schema.tables where table_schema = $1',
        [site.schema],
      );
      expect(tables).toEqual([]);
    }
    expect(existsSync(path.join(site.dir, 'private'))).toBe(false);
  }

  it('a port in use, a bad HOST, an unwritable upload folder', async () => {
    const site = await createSite(dialect);
    sites.push(site);
    const taken = await listening();
    try {
      expectRefused(
        await run(site, { PORT: portOf(taken) }),
        new RegExp(
          `^PORT: ${portOf(taken)} is already in use on 127\\.0\\.0\\.1 — .* another PORT\\.$`,
        ),
      );
    } finally {
      taken.close();
    }
    await expectNothingWritten(site);

    expectRefused(
      await run(site, { HOST: '192.0.2.1' }),
      /^HOST: 192\.0\.2\.1 is not an address of this machine — use 0\.0\.0\.0/,
    );
    await expectNothingWritten(site);

    undo.push(makeUnwritable(site.uploadDir));
    expectRefused(
      await run(site, {}),
      /^UPLOAD_DIR: .* cannot be written \(\w+\) — make it writable by the user the server runs as, or set UPLOAD_DIR to another folder\.$/,
    );
    await expectNothingWritten(site);
  });

  it.runIf(dialect === 'sqlite')(
    'an empty SQLite path (an unset variable) is refused, not run in memory',
    async () => {
      const site = await createSite('sqlite');
      sites.push(site);
      expectRefused(
        await run(site, { DATABASE_URL: 'sqlite:' }),
        /^DATABASE_URL names no SQLite file: give its path .* or sqlite::memory:/,
      );
      expect(readdirSync(site.dir)).toEqual(['uploads']);

      // The SQLite file's folder unwritable: refused before the file is created.
      const locked = path.join(site.dir, 'locked');
      mkdirSync(locked);
      undo.push(makeUnwritable(locked));
      expectRefused(
        await run(site, { DATABASE_URL: `sqlite:${path.join(locked, 'db', 'job-board.sqlite')}` }),
        /^DATABASE_URL: the SQLite file's folder .*locked\/db does not exist and cannot be created in .*locked \(\w+\) — /,
      );
    },
  );

  it.runIf(dialect === 'postgres')(
    'PostgreSQL refusing the connection is one line naming DATABASE_URL',
    async () => {
      const site = await createSite('postgres');
      sites.push(site);
      const url = new URL(site.databaseUrl);
      const user = decodeURIComponent(url.username);
      const variant = (change: (u: URL) => void) => {
        const copy = new URL(url);
        change(copy);
        return { DATABASE_URL: copy.toString() };
      };
      const cases: [Record<string, string>, RegExp][] = [
        [
          variant((u) => (u.password = 'not-the-password')),
          new RegExp(
            `^DATABASE_URL: PostgreSQL refused the password for user "${user}" — check the user and password in DATABASE_URL\\.$`,
          ),
        ],
        [variant((u) => (u.username = '')), /^DATABASE_URL: (no user is named|PostgreSQL refused)/],
        [
          variant((u) => (u.pathname = '/no_such_database')),
          /^DATABASE_URL: PostgreSQL at .* has no database "no_such_database" — create it/,
        ],
        [variant((u) => (u.port = '1')), /^DATABASE_URL: nothing accepts connections at .*:1 — /],
        [
          variant((u) => (u.hostname = 'no-such-host.invalid')),
          /^DATABASE_URL: the host "no-such-host\.invalid" was not found — /,
        ],
        [
          { DATABASE_URL: site.databaseUrl.replace(/:\d+\//, ':99999/') },
          /^DATABASE_URL is not a valid URL: check the host and the port/,
        ],
      ];
      const outcomes = await Promise.all(cases.map(([env]) => run(site, env)));
      outcomes.forEach((outcome, index) => expectRefused(outcome, cases[index]![1]));
      await expectNothingWritten(site);
      expect(postgresUrl).toBeDefined();
    },
  );
});

/** The API workspace, where `npm run db:migrate` and the other tools run (through tsx). */
const API_DIR = fileURLToPath(new URL('..', import.meta.url));
const TSX = path.resolve(API_DIR, '../../node_modules/.bin/tsx');

/** Runs `src/cli/<tool>.ts` with `args` and `env` over the site's settings until it exits. */
function runTool(
  site: Site,
  tool: 'migrate' | 'seed' | 'admin' | 'backup' | 'restore',
  args: string[],
  env: Record<string, string> = {},
): Promise<Outcome> {
  return new Promise((resolve) => {
    let stdout = '';
    let stderr = '';
    const child = spawn(TSX, [`src/cli/${tool}.ts`, ...args], {
      cwd: API_DIR,
      env: {
        PATH: process.env.PATH,
        DATABASE_URL: site.databaseUrl,
        ...(site.schema ? { DATABASE_SCHEMA: site.schema } : {}),
        UPLOAD_DIR: site.uploadDir,
        PRIVATE_DIR: path.join(site.dir, 'private'),
        DB_CONNECT_TIMEOUT_MS: '2000',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ code: code ?? signal ?? 'unknown', stdout, stderr });
    });
  });
}

/** A tool's refusal: its exit code, one line per problem on stderr, no stack, nothing done. */
function expectToolRefused(outcome: Outcome, lines: RegExp[], code = 1) {
  expect(outcome.stderr.trimEnd().split('\n')).toEqual(
    lines.map((line) => expect.stringMatching(line)),
  );
  expect(outcome.code).toBe(code);
  expect(outcome.stderr).not.toMatch(/^\s+at /m);
  expect(outcome.stdout).toBe('');
}

describe.each(dialects)(
  'the command-line tools refuse bad settings before writing anything (%s)',
  (dialect) => {
    const sites: Site[] = [];
    const undo: (() => void)[] = [];
    afterAll(async () => {
      undo.forEach((step) => step());
      for (const site of sites) await site.dispose();
    });

    /** No table in the site's PostgreSQL schema. */
    async function expectNoTables(site: Site) {
      const tables = await site.query(
        'select table_name from information_schema.tables where table_schema = $1',
        [site.schema],
      );
      expect(tables).toEqual([]);
    }

    it.runIf(dialect === 'sqlite')(
      'each tool: an unwritable SQLite, upload or backup folder, an empty SQLite path',
      async () => {
        const site = await createSite('sqlite');
        sites.push(site);
        const locked = path.join(site.dir, 'locked');
        mkdirSync(locked);
        // A database to back up and to restore, made before the folder is locked.
        const backup = path.join(site.dir, 'backup.sqlite');
        const made = new SqliteDatabase(backup);
        made.exec('create table kept (id integer primary key)');
        made.close();
        undo.push(makeUnwritable(locked));
        undo.push(makeUnwritable(site.uploadDir));
        const inLocked = { DATABASE_URL: `sqlite:${path.join(locked, 'db', 'job-board.sqlite')}` };
        const sqliteFolder =
          /^DATABASE_URL: the SQLite file's folder .*locked\/db does not exist and cannot be created in .*locked \(\w+\) — create it/;

        const [migrate, seed, admin, backedUp, restored] = await Promise.all([
          runTool(site, 'migrate', [], inLocked),
          // Images go to UPLOAD_DIR: refused before the first migration, not after half the data.
          runTool(site, 'seed', []),
          runTool(site, 'admin', ['create', '--email', 'a@example.com', '--name', 'A'], {
            DATABASE_URL: 'sqlite:',
          }),
          runTool(site, 'backup', ['--to', path.join(locked, 'copy.sqlite')], {
            DATABASE_URL: `sqlite:${backup}`,
          }),
          runTool(site, 'restore', ['--from', backup], inLocked),
        ]);
        expectToolRefused(migrate, [sqliteFolder]);
        expectToolRefused(seed, [
          /^UPLOAD_DIR: .*uploads cannot be written \(\w+\) — make it writable by the user the server runs as, or set UPLOAD_DIR to another folder\.$/,
        ]);
        expectToolRefused(admin, [/^DATABASE_URL names no SQLite file: give its path/]);
        expectToolRefused(
          backedUp,
          [
            /^--to: the backup's folder .*locked cannot be written \(\w+\) — .* or choose a file in another folder\.$/,
          ],
          2,
        );
        expectToolRefused(restored, [sqliteFolder], 2);

        // Nothing written: no database, no private folder, nothing in the locked folders.
        expect(readdirSync(site.dir).sort()).toEqual(['backup.sqlite', 'locked', 'uploads']);
        expect(readdirSync(site.uploadDir)).toEqual([]);
        expect(readdirSync(locked)).toEqual([]);
      },
    );

    it.runIf(dialect === 'postgres')(
      'PostgreSQL refusing the connection is one line naming DATABASE_URL; DATABASE_SCHEMA is used',
      async () => {
        const site = await createSite('postgres');
        sites.push(site);
        const url = new URL(site.databaseUrl);
        const user = decodeURIComponent(url.username);
        const variant = (change: (u: URL) => void) => {
          const copy = new URL(url);
          change(copy);
          return { DATABASE_URL: copy.toString() };
        };
        // Every refusal's wording is the start-up's (src/config/preflight.test.ts): one per tool.
        const [migrate, seed, admin] = await Promise.all([
          runTool(
            site,
            'migrate',
            [],
            variant((u) => (u.password = 'not-the-password')),
          ),
          runTool(
            site,
            'seed',
            [],
            variant((u) => (u.pathname = '/no_such_database')),
          ),
          runTool(
            site,
            'admin',
            ['create', '--email', 'a@example.com', '--name', 'A'],
            variant((u) => (u.hostname = 'no-such-host.invalid')),
          ),
        ]);
        expectToolRefused(migrate, [
          new RegExp(
            `^DATABASE_URL: PostgreSQL refused the password for user "${user}" — check the user and password in DATABASE_URL\\.$`,
          ),
        ]);
        expectToolRefused(seed, [
          /^DATABASE_URL: PostgreSQL at .* has no database "no_such_database" — create it/,
        ]);
        expectToolRefused(admin, [
          /^DATABASE_URL: the host "no-such-host\.invalid" was not found — /,
        ]);
        await expectNoTables(site);
        expect(existsSync(path.join(site.dir, 'private'))).toBe(false);

        // With good settings the migrations go into DATABASE_SCHEMA, as the server's do.
        const good = await runTool(site, 'migrate', []);
        expect(good.stderr).toBe('');
        expect(good.code).toBe(0);
        const tables = await site.query(
          'select table_name from information_schema.tables where table_schema = $1',
          [site.schema],
        );
        expect(tables).toContainEqual({ table_name: 'admins' });
      },
    );
  },
);
