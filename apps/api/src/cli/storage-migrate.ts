// `npm run storage:migrate -- --to database|file [--delete-source]`: copies every uploaded image
// and KYC document between the local folders (UPLOAD_DIR, PRIVATE_DIR) and the database,
// verified by checksum (docs/operations.md).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../config/config.js';
import { migrateToLatest } from '../db/migrate.js';
import { copyFiles, type CopyReport } from '../lib/storage/copy-files.js';
import { databaseStore } from '../lib/storage/database-store.js';
import { diskStore } from '../lib/storage/disk-store.js';
import { openCheckedDatabase } from './open-checked-database.js';
import { CliError, runCli } from './run-cli.js';

const USAGE = 'Usage: npm run storage:migrate -- --to database|file [--delete-source]';

type Direction = { to: 'database' | 'file'; deleteSource: boolean };

export function parseCommandLine(argv: string[]): Direction {
  let values: { to?: string; 'delete-source'?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { to: { type: 'string' }, 'delete-source': { type: 'boolean' } },
    }));
  } catch (error) {
    throw new CliError(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  if (values.to !== 'database' && values.to !== 'file') {
    throw new CliError(
      `--to must be database (from the folders into the database) or file (back into UPLOAD_DIR and PRIVATE_DIR).\n${USAGE}`,
    );
  }
  return { to: values.to, deleteSource: values['delete-source'] ?? false };
}

export function describeReport(report: CopyReport, direction: Direction): string {
  const lines = [
    `Copied ${report.copied} files to the ${direction.to === 'database' ? 'database' : 'folders'}; ${report.skipped} were already there with the same checksum.`,
  ];
  if (direction.deleteSource) {
    lines.push(
      report.mismatches.length === 0
        ? `Removed ${report.deleted} verified files from the source.`
        : 'Nothing was removed from the source.',
    );
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const direction = parseCommandLine(process.argv.slice(2));
  const config = loadConfig();
  const database = await openCheckedDatabase(config, [
    { variable: 'UPLOAD_DIR', folder: config.uploadDir },
    { variable: 'PRIVATE_DIR', folder: config.privateDir },
  ]);
  try {
    await migrateToLatest(database);
    const folders = diskStore(config);
    const rows = databaseStore(database.db);
    const [source, target] = direction.to === 'database' ? [folders, rows] : [rows, folders];
    const report = await copyFiles(source, target, { deleteSource: direction.deleteSource });
    console.log(describeReport(report, direction));
    if (report.mismatches.length > 0) {
      throw new CliError(
        [`${report.mismatches.length} files did not verify:`, ...report.mismatches].join('\n'),
      );
    }
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  runCli(main);
}
