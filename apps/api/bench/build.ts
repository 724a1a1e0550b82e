/**
 * The built product the server sections run. It is built when missing, when asked to, or when a
 * source file is newer than the build: a stale server would run other code than the one measured
 * in process, and would refuse a database that newer migrations have already changed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { findRepoRoot } from '../src/config/repo-root.js';
import { SCRIPTS } from './server-process.js';

const SOURCES = [
  'apps/api/src',
  'packages/contract/src',
  'apps/admin/src',
  'apps/admin/index.html',
];

function newestChange(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    stat.mtimeMs,
    ...readdirSync(target).map((name) => newestChange(path.join(target, name))),
  );
}

export function ensureBuilt(force: boolean, say: (message: string) => void) {
  const root = findRepoRoot();
  const outputs = [SCRIPTS.app, path.join(root, 'apps/admin/dist/index.html')];
  const built = outputs.every((file) => existsSync(file));
  const builtAt = built ? Math.min(...outputs.map((file) => statSync(file).mtimeMs)) : 0;
  const changedAt = Math.max(...SOURCES.map((source) => newestChange(path.join(root, source))));
  if (!force && built && changedAt <= builtAt) return;
  say('Building the API and the admin app (npm run build)…');
  // A production build whoever runs the bench: under a test runner NODE_ENV is `test`, which
  // would build React's development bundle and measure that.
  const result = spawnSync('npm', ['run', 'build', '--silent'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    throw new Error(`npm run build failed:\n${result.stdout}\n${result.stderr}`);
  }
}
