import { defineConfig } from 'vitest/config';

/**
 * The fault tests (`npm run test:faults`): the built server (dist/server.js, `npm run build`
 * first) in child processes, killed, drained, cut off from its database and its storage. One
 * file at a time: they measure timings and share the machine's cores.
 */
export default defineConfig({
  test: {
    include: ['faults/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
