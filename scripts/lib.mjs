import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a command in the repository root with inherited output; returns its exit code. */
export function run(command, args, env = {}, cwd = root) {
  const result = spawnSync(command, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status ?? 1;
}

export function runOrExit(command, args, env = {}) {
  const status = run(command, args, env);
  if (status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed (exit ${status}).`);
    process.exit(status);
  }
}

/** `npm ci` when node_modules is missing or older than the lockfile. */
export function ensureInstalled() {
  const lock = path.join(root, 'package-lock.json');
  const installed = path.join(root, 'node_modules', '.package-lock.json');
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('Installing dependencies (npm ci)…');
  runOrExit('npm', ['ci', '--no-audit', '--no-fund']);
}
