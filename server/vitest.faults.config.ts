import { defineProject } from 'vitest/config';

/**
 * Fault tests: they stop and start the machine's PostgreSQL and Redis, so they run one file at
 * a time and after every other test of the run (scripts/test.ts), never beside them.
 */
export default defineProject({
  test: {
    name: 'server-faults',
    environment: 'node',
    include: ['test/faults/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 30_000,
  },
});
