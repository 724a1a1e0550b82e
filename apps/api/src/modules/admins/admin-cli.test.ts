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

describe('npm run admin -- reset-two-factor', () => {
  it("turns off a locked-out admin's second factor, ends their sign-ins and is audited", async () => {
    const database = openDatabase(databaseUrl);
    const now = new Date().toISOString();
    try {
      const { id } = await database.db
        .selectFrom('admins')
        .select('id')
        .where('email', '=', 'first@example.com')
        .executeTakeFirstOrThrow();
      await database.db
        .updateTable('admins')
        .set({ totp_secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', totp_enabled_at: now })
        .where('id', '=', id)
        .execute();
      await database.db
        .insertInto('access_tokens')
        .values({
          admin_id: id,
          token_hash: 'a'.repeat(64),
          created_at: now,
          last_used_at: now,
          expires_at: '2999-01-01T00:00:00.000Z',
          revoked_at: null,
          ip: null,
          user_agent: null,
        })
        .execute();
    } finally {
      await database.close();
    }

    const reset = cli('reset-two-factor', '--email', 'First@Example.com');
    expect(reset.status, reset.stderr).toBe(0);
    expect(reset.stdout).toContain('Turned off the two-factor sign-in of first@example.com');
    expect(reset.stdout).not.toContain('Password');

    const after = openDatabase(databaseUrl);
    try {
      const admin = await after.db
        .selectFrom('admins')
        .select(['id', 'totp_secret', 'totp_enabled_at'])
        .where('email', '=', 'first@example.com')
        .executeTakeFirstOrThrow();
      expect(admin).toMatchObject({ totp_secret: null, totp_enabled_at: null });
      const live = await after.db
        .selectFrom('access_tokens')
        .select('id')
        .where('admin_id', '=', admin.id)
        .where('revoked_at', 'is', null)
        .execute();
      expect(live).toEqual([]);
      const audit = await after.db
        .selectFrom('audit_log')
        .select(['admin_id', 'action', 'entity', 'entity_id'])
        .where('action', '=', 'reset-two-factor')
        .execute();
      expect(audit).toEqual([
        { admin_id: null, action: 'reset-two-factor', entity: 'admin', entity_id: admin.id },
      ]);
    } finally {
      await after.close();
    }

    const again = cli('reset-two-factor', '--email', 'first@example.com');
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('does not use two-factor sign-in');
    const unknown = cli('reset-two-factor', '--email', 'nobody@example.com');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('No administrator has the email nobody@example.com');
  }, 120_000);
});
