import { allEndpoints } from '@job-board/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FuzzWorld, reproduction, sendOverSocket } from './fuzz-world.js';
import { oversizedRequest, pinnedRequests, requestsFor } from './requests.js';
import { fuzzRuns, fuzzSeed } from './settings.js';

/**
 * Property-based fuzzing of every endpoint of the contract, signed in as an admin (the intake API
 * with an API key): generated paths (hostile ids), query strings and bodies (every encoding,
 * valid ones derived from the contract's schemas) must never get a 5xx or a reset connection, a
 * refusal must change nothing stored, and a success must match the contract (the test app turns
 * a contract violation into a 500). A fixed seed and a bounded number of runs here;
 * `npm run fuzz -- --runs N` for more.
 */
const RUNS = fuzzRuns;
const SEED = fuzzSeed;
/** Per endpoint: generous, since a failure is shrunk by replaying requests. */
const TIMEOUT_MS = 60_000 + RUNS * 1_000;

describe('fuzz: every endpoint of the contract', () => {
  let world: FuzzWorld;
  beforeAll(async () => {
    world = await FuzzWorld.start();
  });
  afterAll(async () => {
    if (world)
      console.info(`fuzz answers by class: ${JSON.stringify(Object.fromEntries(world.tally))}`);
    await world?.close();
  });

  it.each(allEndpoints.map((endpoint, index) => [endpoint.name, endpoint, index] as const))(
    '%s',
    async (_name, endpoint, index) => {
      await fc.assert(
        fc.asyncProperty(requestsFor(endpoint, world.fixtures), (request) =>
          world.check(endpoint, request),
        ),
        {
          seed: SEED + index,
          examples: pinnedRequests(endpoint).map((request) => [request] as [typeof request]),
          numRuns: RUNS,
          interruptAfterTimeLimit: TIMEOUT_MS - 10_000,
          markInterruptAsFailure: false,
        },
      );
    },
    TIMEOUT_MS,
  );

  it(
    'answers a ~6 MB body on every route that takes one with 413, never a reset',
    async () => {
      const tries = Math.max(1, Math.round(RUNS / 30));
      const failures: string[] = [];
      for (const endpoint of allEndpoints.filter((e) => e.body)) {
        const path = endpoint.path.replace(':id', '1').replace(':kind', 'selfie');
        for (let i = 0; i < tries; i += 1) {
          const request = oversizedRequest(path);
          const answer = await sendOverSocket(world.port, request, request.headers);
          if (answer.failure || answer.status !== 413) failures.push(reproduction(request, answer));
        }
      }
      expect(failures).toEqual([]);
    },
    TIMEOUT_MS,
  );
});
