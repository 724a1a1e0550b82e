// `npm test`: installs what the tests need, then runs every suite — the API on SQLite and on
// PostgreSQL, the admin app, the end-to-end journeys in Chromium on both databases — and ends
// with one line: "N passed, N failed".
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureInstalled, root, run } from './lib.mjs';

ensureInstalled();

const reports = path.join(root, 'artifacts', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const postgresUrl = process.env.TEST_DATABASE_URL || localPostgresUrl();
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const suites = [
  { name: 'api (SQLite)', workspace: 'apps/api', env: { TEST_DATABASE_URL: '' } },
  postgresUrl
    ? { name: 'api (PostgreSQL)', workspace: 'apps/api', env: { TEST_DATABASE_URL: postgresUrl } }
    : { name: 'api (PostgreSQL)', skip: 'set TEST_DATABASE_URL or install PostgreSQL 15 locally' },
  // Faults: the built API in child processes, killed and cut off (both databases in one run).
  {
    name: postgresUrl ? 'faults (SQLite, PostgreSQL)' : 'faults (SQLite)',
    workspace: 'apps/api',
    config: 'vitest.faults.config.ts',
    needsBuild: true,
    env: { TEST_DATABASE_URL: postgresUrl || '' },
  },
  { name: 'admin app', workspace: 'apps/admin', env: {} },
  existsSync(chromiumPath)
    ? { name: 'end to end (Chromium)', workspace: 'e2e', e2e: true, env: e2eEnv() }
    : {
        name: 'end to end (Chromium)',
        skip: `no Chromium at ${chromiumPath} (apt-get install chromium)`,
      },
  // Scale-out: two built API processes on one PostgreSQL behind nginx (ops/scale-out).
  !postgresUrl
    ? { name: 'scale-out (nginx)', skip: 'set TEST_DATABASE_URL or install PostgreSQL 15 locally' }
    : !existsSync('/usr/sbin/nginx')
      ? { name: 'scale-out (nginx)', skip: 'no nginx (apt-get install nginx)' }
      : {
          name: 'scale-out (nginx)',
          workspace: '.',
          config: 'ops/scale-out/vitest.config.ts',
          needsBuild: true,
          env: { TEST_DATABASE_URL: postgresUrl },
        },
];

/** The production build's exit status (admin app and server), made once for every suite. */
let buildStatus;

const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];
// Named again at the end, where a log that keeps only its tail still shows them.
const failures = [];
for (const [index, suite] of suites.entries()) {
  if (suite.skip) {
    lines.push(`${suite.name}: skipped (${suite.skip})`);
    continue;
  }
  console.log(`\n=== ${suite.name} ===`);
  const report = path.join(reports, `${index}.json`);
  const status = suite.e2e ? runEndToEnd(suite.env, report) : runVitest(suite, report);
  const counts = suite.e2e ? readPlaywrightCounts(report) : readCounts(report);
  failures.push(
    ...(suite.e2e ? playwrightFailures(report) : vitestFailures(report)).map(
      (test) => `${suite.name}: ${test}`,
    ),
  );
  // A suite that crashed before reporting counts as one failure.
  if (status !== 0 && counts.failed === 0) counts.failed = 1;
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
  lines.push(`${suite.name}: ${counts.passed} passed, ${counts.failed} failed`);
}

if (totals.skipped > 0) lines.push(`(${totals.skipped} skipped)`);
if (failures.length > 0)
  console.log(`\nFailed, or passed only on a retry:\n${failures.map((f) => `  ${f}`).join('\n')}`);
console.log(`\n${lines.join('\n')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);

function buildOnce() {
  buildStatus ??= run('npm', ['run', 'build', '--silent'], {});
  return buildStatus;
}

function runVitest(suite, report) {
  if (suite.needsBuild) {
    const build = buildOnce();
    if (build !== 0) return build;
  }
  return run(
    'npx',
    [
      'vitest',
      'run',
      ...(suite.config ? ['-c', suite.config] : []),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    { ...suite.env, FORCE_COLOR: '0' },
    path.join(root, suite.workspace),
  );
}

/** Builds the product, then runs the journeys against it (Playwright starts the servers). */
function runEndToEnd(env, report) {
  const build = buildOnce();
  if (build !== 0) return build;
  return run(
    'npx',
    ['playwright', 'test', '--reporter=list,json'],
    { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: report, FORCE_COLOR: '0' },
    path.join(root, 'e2e'),
  );
}

function e2eEnv() {
  const env = { CHROMIUM_PATH: chromiumPath };
  // The journeys run once more on PostgreSQL, in a database of their own.
  if (postgresUrl) env.E2E_DATABASE_URL = postgresUrl.replace(/\/[^/?]+(\?|$)/, '/job_board_e2e$1');
  return env;
}

function readPlaywrightCounts(file) {
  if (!existsSync(file)) return { passed: 0, failed: 0, skipped: 0 };
  const { stats = {} } = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: stats.unexpected ?? 0,
    skipped: stats.skipped ?? 0,
  };
}

/**
 * "[project] file › title" of every journey that failed, and (marked) of every one that failed
 * first and passed on its retry: counted as passed, named so that it is looked into.
 */
function playwrightFailures(file) {
  if (!existsSync(file)) return [];
  const named = [];
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const name = `[${test.projectName}] ${spec.file} › ${spec.title}`;
        if (test.status === 'unexpected') named.push(name);
        if (test.status === 'flaky') named.push(`${name} (passed on its retry)`);
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of JSON.parse(readFileSync(file, 'utf8')).suites ?? []) visit(suite);
  return named;
}

function vitestFailures(file) {
  if (!existsSync(file)) return [];
  const failed = [];
  for (const result of JSON.parse(readFileSync(file, 'utf8')).testResults ?? []) {
    const name = path.relative(root, result.name);
    const tests = (result.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of tests) failed.push(`${name} › ${test.fullName}`);
    if (tests.length === 0 && result.status === 'failed') failed.push(`${name} (did not run)`);
  }
  return failed;
}

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
