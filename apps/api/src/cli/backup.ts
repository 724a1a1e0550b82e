// `npm run db:backup -- --to FILE`: a consistent online copy of the SQLite database.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { folderProblem } from '../config/preflight.js';
import { CliError, runCli } from './run-cli.js';
import {
  backupDatabase,
  fromCallerDirectory,
  option,
  sqliteDatabaseFile,
} from './sqlite-backup.js';

async function main(): Promise<void> {
  const to = option(process.argv.slice(2), 'to');
  if (!to) throw new CliError('Usage: npm run db:backup -- --to FILE');
  const source = sqliteDatabaseFile('pg_dump');
  const target = fromCallerDirectory(to);
  const folder = path.dirname(target);
  const problem = folderProblem(
    '--to',
    folder,
    `the backup's folder ${folder}`,
    'choose a file in another folder',
  );
  if (problem) throw new CliError(problem);
  const started = Date.now();
  const { bytes } = await backupDatabase(source, target);
  console.log(
    `Backed up ${source} to ${target} (${(bytes / 1024 / 1024).toFixed(1)} MB, ${Date.now() - started} ms); integrity ok.`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  runCli(main, 2);
}
