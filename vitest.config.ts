import { defineConfig } from 'vitest/config';

/** One Vitest run covers every workspace; each has its own project config. */
export default defineConfig({
  test: {
    projects: ['common', 'server', 'web', 'server/vitest.faults.config.ts'],
  },
});
