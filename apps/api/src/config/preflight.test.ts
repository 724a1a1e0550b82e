import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeUnwritable } from '../testing/unwritable-folder.js';
import { ConfigError, loadConfig } from './config.js';
import { checkBeforeWriting, checkStartup } from './preflight.js';

const postgresUrl = process.env.TEST_DATABASE_URL?.startsWith('postgres')
  ? process.env.TEST_DATABASE_URL
  : undefined;

let dir: string;
const undo: (() => void)[] = [];
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'job-board-preflight-'));
});
afterEach(() => {
  undo.splice(0).forEach((step) => step());
  rmSync(dir, { recursive: true, force: true });
});

/** A configuration on this test's folder: SQLite, port 0 on 127.0.0.1, unless `env` says otherwise. */
const configWith = (env: Record<string, string> = {}) =>
  loadConfig(
    {
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: `sqlite:${path.join(dir, 'db', 'job-board.sqlite')}`,
      UPLOAD_DIR: path.join(dir, 'uploads'),
      PRIVATE_DIR: path.join(dir, 'private'),
      ...env,
    },
    dir,
  );

/** The problems checkStartup finds (none: it passes and the held ports are released). */
async function problemsOf(env: Record<string, string> = {}): Promise<string[]> {
  try {
    await (await checkStartup(configWith(env))).release();
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
}

function listen(port: number, host = '127.0.0.1'): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
const portOf = (server: net.Server) => (server.address() as net.AddressInfo).port;
const close = (server: net.Server) => new Promise((resolve) => server.close(resolve));

describe('start-up checks', () => {
  it('pass on a good configuration without creating any folder or file', async () => {
    expect(await problemsOf()).toEqual([]);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('name UPLOAD_DIR and PRIVATE_DIR when they cannot be written, each on one line', async () => {
    const uploads = path.join(dir, 'uploads');
    mkdirSync(uploads);
    undo.push(makeUnwritable(uploads));
    writeFileSync(path.join(dir, 'a-file'), '');
    const problems = await problemsOf({ PRIVATE_DIR: path.join(dir, 'a-file', 'private') });
    expect(problems).toEqual([
      expect.stringMatching(/^UPLOAD_DIR: .*uploads cannot be written \(\w+\) — make it writable/),
      expect.stringMatching(/^PRIVATE_DIR: .*a-file is a file, not a folder — /),
    ]);
    for (const problem of problems) expect(problem).not.toContain('\n');
  });

  it("names DATABASE_URL when the SQLite file's folder cannot be created, and creates nothing", async () => {
    const parent = path.join(dir, 'locked');
    mkdirSync(parent);
    undo.push(makeUnwritable(parent));
    const problems = await problemsOf({
      DATABASE_URL: `sqlite:${path.join(parent, 'db', 'job-board.sqlite')}`,
    });
    expect(problems).toEqual([
      expect.stringMatching(/^DATABASE_URL: the SQLite file's folder .* cannot be/),
    ]);
    expect(existsSync(path.join(parent, 'db'))).toBe(false);
  });

  it('name PORT when it is taken, and hold the port until released', async () => {
    const taken = await listen(0);
    try {
      expect(await problemsOf({ PORT: String(portOf(taken)) })).toEqual([
        `PORT: ${portOf(taken)} is already in use on 127.0.0.1 — stop the process listening there or choose another PORT.`,
      ]);
    } finally {
      await close(taken);
    }
    // Passing, the port stays bound: a second process cannot take it before the app listens.
    const probe = await listen(0);
    const port = portOf(probe);
    await close(probe);
    const held = await checkStartup(configWith({ PORT: String(port) }));
    await expect(listen(port)).rejects.toMatchObject({ code: 'EADDRINUSE' });
    await held.release();
    await close(await listen(port));
  });

  it('name HOST when it is not an address of this machine or does not resolve', async () => {
    expect(await problemsOf({ HOST: '192.0.2.1' })).toEqual([
      expect.stringMatching(
        /^HOST: 192\.0\.2\.1 is not an address of this machine — use 0\.0\.0\.0/,
      ),
    ]);
    expect(await problemsOf({ HOST: 'no-such-host.invalid' })).toEqual([
      expect.stringMatching(/^HOST: "no-such-host\.invalid" is neither an address nor a host name/),
    ]);
  });

  it.skipIf(!postgresUrl)('name DATABASE_URL when PostgreSQL refuses the connection', async () => {
    const url = new URL(postgresUrl!);
    const user = decodeURIComponent(url.username);
    const variant = (change: (u: URL) => void) => {
      const copy = new URL(url);
      change(copy);
      return { DATABASE_URL: copy.toString(), DB_CONNECT_TIMEOUT_MS: '2000' };
    };
    expect(await problemsOf(variant(() => undefined))).toEqual([]);
    expect(await problemsOf(variant((u) => (u.password = 'not-the-password')))).toEqual([
      `DATABASE_URL: PostgreSQL refused the password for user "${user}" — check the user and password in DATABASE_URL.`,
    ]);
    expect(await problemsOf(variant((u) => (u.pathname = '/no_such_database')))).toEqual([
      expect.stringMatching(
        /^DATABASE_URL: PostgreSQL at .* has no database "no_such_database" — create it/,
      ),
    ]);
    expect(await problemsOf(variant((u) => (u.port = '1')))).toEqual([
      expect.stringMatching(
        /^DATABASE_URL: nothing accepts connections at .*:1 — check that PostgreSQL runs there/,
      ),
    ]);
    expect(await problemsOf(variant((u) => (u.hostname = 'no-such-host.invalid')))).toEqual([
      'DATABASE_URL: the host "no-such-host.invalid" was not found — check the host name in DATABASE_URL.',
    ]);
    // The password tried is never repeated.
    const guessed = await problemsOf(variant((u) => (u.password = 'guessed-secret-4711')));
    expect(guessed.join('\n')).not.toContain('guessed-secret-4711');
  });

  it('list every problem at once', async () => {
    const taken = await listen(0);
    try {
      writeFileSync(path.join(dir, 'uploads'), '');
      const problems = await problemsOf({ PORT: String(portOf(taken)) });
      expect(problems.map((problem) => problem.split(':')[0])).toEqual(['UPLOAD_DIR', 'PORT']);
    } finally {
      await close(taken);
    }
  });
});

describe("the command-line tools' checks", () => {
  /** The problems checkBeforeWriting finds for a tool writing to UPLOAD_DIR and PRIVATE_DIR. */
  async function toolProblemsOf(env: Record<string, string> = {}): Promise<string[]> {
    const config = configWith(env);
    try {
      await checkBeforeWriting(config, [
        { variable: 'UPLOAD_DIR', folder: config.uploadDir },
        { variable: 'PRIVATE_DIR', folder: config.privateDir },
      ]);
      return [];
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as ConfigError).problems;
    }
  }

  it('pass on a good configuration, creating nothing, and leave the ports alone', async () => {
    const taken = await listen(0);
    try {
      expect(await toolProblemsOf({ PORT: String(portOf(taken)) })).toEqual([]);
    } finally {
      await close(taken);
    }
    expect(readdirSync(dir)).toEqual([]);
  });

  it('name the folders they write to and the SQLite folder, every problem at once', async () => {
    const locked = path.join(dir, 'locked');
    mkdirSync(locked);
    undo.push(makeUnwritable(locked));
    const problems = await toolProblemsOf({
      UPLOAD_DIR: path.join(locked, 'uploads'),
      DATABASE_URL: `sqlite:${path.join(locked, 'job-board.sqlite')}`,
    });
    expect(problems).toEqual([
      expect.stringMatching(/^UPLOAD_DIR: .*locked\/uploads does not exist and cannot be created/),
      expect.stringMatching(/^DATABASE_URL: the SQLite file's folder .*locked cannot be written/),
    ]);
  });

  it('refuse a DATABASE_URL naming a file or folder that is no SQLite database', async () => {
    const notes = path.join(dir, 'notes.txt');
    writeFileSync(notes, 'not a database');
    expect(await toolProblemsOf({ DATABASE_URL: `sqlite:${notes}` })).toEqual([
      `DATABASE_URL: ${notes} is not a SQLite database — name the database's file in DATABASE_URL (or a new file, which is created).`,
    ]);
    expect(await toolProblemsOf({ DATABASE_URL: `sqlite:${dir}` })).toEqual([
      expect.stringMatching(/is not a SQLite database/),
    ]);
    // An empty file is one SQLite makes a database of.
    const empty = path.join(dir, 'empty.sqlite');
    writeFileSync(empty, '');
    expect(await toolProblemsOf({ DATABASE_URL: `sqlite:${empty}` })).toEqual([]);
  });

  it.skipIf(!postgresUrl)('name DATABASE_URL when PostgreSQL refuses the connection', async () => {
    const url = new URL(postgresUrl!);
    url.password = 'not-the-password';
    expect(
      await toolProblemsOf({ DATABASE_URL: url.toString(), DB_CONNECT_TIMEOUT_MS: '2000' }),
    ).toEqual([expect.stringMatching(/^DATABASE_URL: PostgreSQL refused the password for user/)]);
  });
});
