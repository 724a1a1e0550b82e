/**
 * The fuzz's own parameters: how many requests per endpoint and from which seed. CI runs the
 * defaults; `npm run fuzz -- --runs N --seed S` sets FUZZ_RUNS and FUZZ_SEED. They are test
 * parameters, not the app's configuration, so they are read here rather than from Config.
 */
const { FUZZ_RUNS, FUZZ_SEED } = process.env;

/** Requests per endpoint in CI: the whole suite stays under a minute per database. */
export const DEFAULT_RUNS = 30;
export const DEFAULT_SEED = 20_250_612;

export const fuzzRuns = FUZZ_RUNS ? Number(FUZZ_RUNS) : DEFAULT_RUNS;
/**
 * Generated sequences of the sign-in, second-factor, reset and invitation flows: 30 in CI (about
 * 5 s on SQLite, 10 s on PostgreSQL); with `--runs N`, a tenth of N (each sequence is a dozen
 * steps, most of them hashing a password), never fewer than CI's.
 */
export const DEFAULT_FLOW_RUNS = 30;
export const flowRunsFor = (runs: number) => Math.max(DEFAULT_FLOW_RUNS, Math.ceil(runs / 10));
export const flowRuns = FUZZ_RUNS ? flowRunsFor(Number(FUZZ_RUNS)) : DEFAULT_FLOW_RUNS;
export const fuzzSeed = FUZZ_SEED ? Number(FUZZ_SEED) : DEFAULT_SEED;
