/**
 * The fuzz's own parameters: how many requests per endpoint and from which seed. CI runs the
 * defaults; `npm run fuzz -- --runs N --seed S` sets FUZZ_RUNS and FUZZ_SEED. They are test
 * parameters, not the app's configuration, so they are read here rather than from Config.
 */
// eslint-disable-next-line no-restricted-properties -- test parameters, not app configuration
const { FUZZ_RUNS, FUZZ_SEED } = process.env;

/** Requests per endpoint in CI: the whole suite stays under a minute per database. */
export const DEFAULT_RUNS = 30;
export const DEFAULT_SEED = 20_250_612;

export const fuzzRuns = FUZZ_RUNS ? Number(FUZZ_RUNS) : DEFAULT_RUNS;
export const fuzzSeed = FUZZ_SEED ? Number(FUZZ_SEED) : DEFAULT_SEED;
