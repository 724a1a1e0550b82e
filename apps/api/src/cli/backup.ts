// `npm run db:backup -- --to FILE`: a consistent online copy of the SQLite database.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  backupDatabase,
  CliError,
  fromCallerDirectory,
  option,
  runCli,
  sqliteDatabaseFile,
} from './sqlite-backup.js';

async function main(): Promise<void> {
  const to = option(process.argv.slice(2), 'to');
  if (!to) throw new CliError('Usage: npm run db:backup -- --to FILE');
  const source = sqliteDatabaseFile('pg_dump');
  const target = fromCallerDirectory(to);
  const started = Date.now();
  const { bytes } = await backupDatabase(source, target);
  console.log(
    `Backed up ${source} to ${target} (${(bytes / 1024 / 1024).toFixed(1)} MB, ${Date.now() - started} ms); integrity ok.`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  runCli(main);
}
