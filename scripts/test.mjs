// `npm test`: installs what the tests need, then runs every suite — the API on SQLite and on
// PostgreSQL, the admin app — and ends with one line: "N passed, N failed".
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureInstalled, root, run } from './lib.mjs';

ensureInstalled();

const reports = path.join(root, 'artifacts', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const postgresUrl = process.env.TEST_DATABASE_URL || localPostgresUrl();

const suites = [
  { name: 'api (SQLite)', workspace: 'apps/api', env: { TEST_DATABASE_URL: '' } },
  postgresUrl
    ? { name: 'api (PostgreSQL)', workspace: 'apps/api', env: { TEST_DATABASE_URL: postgresUrl } }
    : { name: 'api (PostgreSQL)', skip: 'set TEST_DATABASE_URL or install PostgreSQL 15 locally' },
  { name: 'admin app', workspace: 'apps/admin', env: {} },
];

const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];
for (const [index, suite] of suites.entries()) {
  if (suite.skip) {
    lines.push(`${suite.name}: skipped (${suite.skip})`);
    continue;
  }
  console.log(`\n=== ${suite.name} ===`);
  const report = path.join(reports, `${index}.json`);
  const status = run(
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    { ...suite.env, FORCE_COLOR: '0' },
    path.join(root, suite.workspace),
  );
  const counts = readCounts(report);
  // A suite that crashed before reporting counts as one failure.
  if (status !== 0 && counts.failed === 0) counts.failed = 1;
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
  lines.push(`${suite.name}: ${counts.passed} passed, ${counts.failed} failed`);
}

if (totals.skipped > 0) lines.push(`(${totals.skipped} skipped)`);
console.log(`\n${lines.join('\n')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);

function readCounts(file) {
  if (!existsSync(file)) return { passed: 0, failed: 0, skipped: 0 };
  const json = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: json.numPassedTests ?? 0,
    failed: (json.numFailedTests ?? 0) + (json.numRuntimeErrorTestSuites ?? 0),
    skipped: (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0),
  };
}

/** Starts this machine's PostgreSQL 15 test database when it can (see scripts/test-postgres.sh). */
function localPostgresUrl() {
  const script = path.join(root, 'scripts', 'test-postgres.sh');
  const status = run('bash', [script], {});
  return status === 0 ? 'postgres://job_board:job_board@127.0.0.1:5432/job_board_test' : '';
}
