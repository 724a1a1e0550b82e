// `npm run db:restore -- --from FILE`: puts a backup in place of the SQLite database of a
// stopped server. The database it replaces is kept next to it (FILE.before-restore). PostgreSQL:
// pg_restore (docs/operations.md).
import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import SqliteDatabase from 'better-sqlite3';
import { loadConfig } from '../config/config.js';
import { checkBeforeWriting } from '../config/preflight.js';
import { CliError, runCli } from './run-cli.js';
import {
  checkIntegrity,
  fromCallerDirectory,
  option,
  sqliteDatabaseFile,
} from './sqlite-backup.js';

/**
 * Replaces `target` with a verified copy of `backup`. Refuses while any process has `target`
 * open: in WAL mode every open connection holds a shared lock, so an exclusive lock is granted
 * only when no server (or other tool) is using the database — and it keeps one from starting
 * until the new file is in place.
 */
export function restoreDatabase(backup: string, target: string): { previous?: string } {
  if (!existsSync(backup)) throw new CliError(`There is no backup at ${backup}.`);
  checkIntegrity(backup);

  const incoming = `${target}.restoring`;
  mkdirSync(path.dirname(target), { recursive: true });
  rmSync(incoming, { force: true });
  copyFileSync(backup, incoming);
  checkIntegrity(incoming);

  if (!existsSync(target)) {
    renameSync(incoming, target);
    return {};
  }
  const current = new SqliteDatabase(target, { fileMustExist: true, timeout: 0 });
  const previous = `${target}.before-restore`;
  try {
    try {
      current.pragma('locking_mode = EXCLUSIVE');
      current.exec('BEGIN EXCLUSIVE');
      current.exec('COMMIT');
    } catch (error) {
      if ((error as { code?: string }).code?.startsWith('SQLITE_BUSY')) {
        throw new CliError(
          `${target} is in use (is the server running?). Stop every server process, then restore.`,
        );
      }
      throw error;
    }
    // Everything in the write-ahead log goes into the file that is kept.
    current.pragma('wal_checkpoint(TRUNCATE)');
    rmSync(previous, { force: true });
    renameSync(target, previous);
    renameSync(incoming, target);
  } catch (error) {
    rmSync(incoming, { force: true });
    throw error;
  } finally {
    current.close();
  }
  // The old database's log and index must not be applied to the restored one.
  for (const suffix of ['-wal', '-shm']) rmSync(`${target}${suffix}`, { force: true });
  checkIntegrity(target);
  return { previous };
}

async function main(): Promise<void> {
  const from = option(process.argv.slice(2), 'from');
  if (!from) throw new CliError('Usage: npm run db:restore -- --from FILE');
  const config = loadConfig();
  const target = sqliteDatabaseFile('pg_restore', config);
  // The database's file and folder can be written, or nothing is touched.
  await checkBeforeWriting(config);
  const backup = fromCallerDirectory(from);
  const { previous } = restoreDatabase(backup, target);
  console.log(
    `Restored ${target} from ${backup}; integrity ok.` +
      (previous ? ` The database it replaced is kept as ${previous}.` : ''),
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  runCli(main, 2);
}
