/**
 * `npm run fuzz -- --runs N [--seed S] [--database postgres://…]`: the fuzz suite with more runs
 * per endpoint (and flow sequences) than CI's (FUZZ_RUNS / FUZZ_SEED / TEST_DATABASE_URL).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { flowRunsFor } from './settings.js';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '500' },
    seed: { type: 'string' },
    database: { type: 'string' },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`--runs must be a whole number of 1 or more (got ${values.runs}).`);
  process.exit(2);
}
const seed = values.seed ?? String(Date.now() % 2 ** 31);
console.log(
  `Fuzzing every endpoint: ${runs} runs each, and ${flowRunsFor(runs)} sequences of the ` +
    `sign-in and reset flows; seed ${seed}.`,
);

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const result = spawnSync('npx', ['vitest', 'run', 'fuzz'], {
  cwd: apiDir,
  stdio: 'inherit',
  env: {
    ...process.env,
    FUZZ_RUNS: String(runs),
    FUZZ_SEED: seed,
    ...(values.database && { TEST_DATABASE_URL: values.database }),
  },
});
process.exit(result.status ?? 1);
