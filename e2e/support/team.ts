import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestInfo } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** An admin a journey made for itself, with what it signs in with. */
export type Account = { email: string; password: string; name: string };

/** The database of the end-to-end server the test's project runs against (see serve.mjs). */
export function databaseUrlOf(testInfo: TestInfo): string {
  if (testInfo.project.name.startsWith('postgres')) {
    const url = process.env.E2E_DATABASE_URL;
    if (!url) throw new Error('E2E_DATABASE_URL is not set.');
    return url;
  }
  return `sqlite:${path.join(root, 'artifacts', 'e2e', 'sqlite', 'job-board.sqlite')}`;
}

/**
 * A new admin of `role`, made with `npm run admin -- create` against the server's database, so
 * a journey changes its own admin and never the demo admin the other journeys sign in as.
 */
export function createAdmin(
  testInfo: TestInfo,
  { role, label, firstName }: { role: string; label: string; firstName: string },
): Account {
  const stamp = `${Date.now().toString(36)}${testInfo.workerIndex}`;
  const account = {
    email: `${label}-${stamp}@example.com`,
    password: `pass-${stamp}-word`,
    name: `${firstName} ${stamp}`,
  };
  const result = spawnSync(
    process.execPath,
    [
      'apps/api/dist/cli/admin.js',
      'create',
      ...['--email', account.email, '--name', account.name, '--role', role],
      ...['--password', account.password],
    ],
    {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrlOf(testInfo), LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`admin create failed: ${result.stderr}`);
  return account;
}
