import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database.js';

// `npm run admin -- create …` as an operator runs it: the script in its own process, on a
// SQLite file of its own.

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const tsx = path.resolve(apiDir, '../../node_modules/.bin/tsx');
let dir: string;
let databaseUrl: string;

const cli = (...args: string[]) =>
  spawnSync(tsx, ['src/cli/admin.ts', ...args], {
    cwd: apiDir,
    // eslint-disable-next-line no-restricted-properties -- the script runs in a child process
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
    timeout: 60_000,
  });

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'job-board-cli-'));
  databaseUrl = `sqlite:${path.join(dir, 'cli.sqlite')}`;
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

async function admins() {
  const database = openDatabase(databaseUrl);
  try {
    return await database.db
      .selectFrom('admins')
      .select(['email', 'role', 'status'])
      .orderBy('id')
      .execute();
  } finally {
    await database.close();
  }
}

describe('npm run admin -- create', () => {
  it('makes the first admin an owner whatever --role says, later ones as --role says', async () => {
    const first = cli(
      'create',
      '--email',
      'First@Example.com',
      '--name',
      'First',
      '--role',
      'support',
    );
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toContain('The first administrator is the owner');
    expect(first.stdout).toMatch(/Password \(shown once\): \S{16}/);

    const second = cli(
      'create',
      '--email',
      'editor@example.com',
      '--name',
      'Ed',
      '--role',
      'content_editor',
      '--password',
      'long enough password',
    );
    expect(second.status, second.stderr).toBe(0);
    const third = cli(
      'create',
      '--email',
      'plain@example.com',
      '--name',
      'Plain',
      '--password',
      'long enough password',
    );
    expect(third.status, third.stderr).toBe(0);

    expect(await admins()).toEqual([
      { email: 'first@example.com', role: 'owner', status: 'active' },
      { email: 'editor@example.com', role: 'content_editor', status: 'active' },
      { email: 'plain@example.com', role: 'admin', status: 'active' },
    ]);
  }, 120_000);

  it('refuses an unknown role and a taken email, changing nothing', async () => {
    const badRole = cli('create', '--email', 'x@example.com', '--name', 'X', '--role', 'janitor');
    expect(badRole.status).toBe(1);
    expect(badRole.stderr).toContain('--role must be one of owner, admin, kyc_reviewer');
    const taken = cli('create', '--email', 'editor@example.com', '--name', 'Again');
    expect(taken.status).toBe(1);
    expect(taken.stderr).toContain('already exists');
    expect((await admins()).map((admin) => admin.email)).toEqual([
      'first@example.com',
      'editor@example.com',
      'plain@example.com',
    ]);
  }, 120_000);
});
