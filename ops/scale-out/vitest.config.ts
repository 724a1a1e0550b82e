import { defineConfig } from 'vitest/config';

// The scale-out suite: built API processes behind nginx on PostgreSQL (`npm run build` first).
export default defineConfig({
  test: {
    include: ['ops/scale-out/**/*.test.ts'],
    root: new URL('../..', import.meta.url).pathname,
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
