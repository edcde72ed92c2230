import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Restarts of the shared PostgreSQL and Redis: their own project, run alone after the rest.
    exclude: ['test/faults/**', '**/node_modules/**'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
