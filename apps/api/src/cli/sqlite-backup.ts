// What `db:backup` and `db:restore` share: the online copy (SQLite's backup API), the integrity
// check, and reading the command line. PostgreSQL is backed up with pg_dump (docs/operations.md).
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { loadConfig, type Config } from '../config/config.js';
import { dialectOf, sqliteFilename } from '../db/database.js';
import { CliError } from './run-cli.js';

/** Pages copied per step: large enough that a busy database does not restart the copy forever. */
const PAGES_PER_STEP = 4096;

/**
 * Copies the live database at `source` to `target` (refusing to overwrite a file) and checks the
 * copy's integrity. Writers keep going meanwhile: the copy is the database as of one moment.
 */
export async function backupDatabase(
  source: string,
  target: string,
): Promise<{ pages: number; bytes: number }> {
  if (!existsSync(source)) throw new CliError(`There is no database at ${source}.`);
  if (existsSync(target)) throw new CliError(`${target} already exists: choose a new file.`);
  mkdirSync(path.dirname(target), { recursive: true });
  const partial = `${target}.partial`;
  rmSync(partial, { force: true });
  const live = new SqliteDatabase(source, { fileMustExist: true, timeout: 5000 });
  try {
    const { totalPages } = await live.backup(partial, { progress: () => PAGES_PER_STEP });
    checkIntegrity(partial);
    renameSync(partial, target);
    const copy = new SqliteDatabase(target, { readonly: true });
    const bytes =
      (copy.pragma('page_count', { simple: true }) as number) *
      (copy.pragma('page_size', { simple: true }) as number);
    copy.close();
    return { pages: totalPages, bytes };
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    live.close();
  }
}

/** Throws unless SQLite finds the file whole. */
export function checkIntegrity(file: string): void {
  const db = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    const result = db.pragma('integrity_check', { simple: true });
    if (result !== 'ok') throw new CliError(`${file} is damaged: ${String(result)}`);
  } catch (error) {
    if (error instanceof CliError) throw error;
    throw new CliError(`${file} is not a readable SQLite database: ${(error as Error).message}`);
  } finally {
    db.close();
  }
}

/** The value after `--name`, or `--name=value`. */
export function option(args: readonly string[], name: string): string | undefined {
  const index = args.indexOf(`--${name}`);
  if (index >= 0) return args[index + 1];
  return args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

/** The configured SQLite file; a clear refusal for PostgreSQL. */
export function sqliteDatabaseFile(
  tool: 'pg_dump' | 'pg_restore',
  { databaseUrl }: Config = loadConfig(),
): string {
  if (dialectOf(databaseUrl) !== 'sqlite') {
    throw new CliError(
      `DATABASE_URL is PostgreSQL: use ${tool} (see docs/operations.md, "Backups").`,
    );
  }
  const file = sqliteFilename(databaseUrl);
  if (file === ':memory:') throw new CliError('An in-memory database has nothing to back up.');
  return path.resolve(file);
}

/** A path as the operator typed it: npm runs workspace scripts in the workspace's folder. */
export function fromCallerDirectory(file: string): string {
  // eslint-disable-next-line no-restricted-properties -- npm's own variable, not configuration
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}
