import { defineConfig, devices } from '@playwright/test';

/** Browser tests: Debian's Chromium against the real server built from this repo (e2e/global-setup.ts). */
const executablePath = process.env.CHROMIUM_PATH || (process.env.CHROMIUM_PATH === '' ? undefined : '/usr/bin/chromium');

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  // Most of a browser test is waiting (the server, the network, the page): four workers keep two
  // cores busy where two left them half idle (decision 053).
  workers: 4,
  // No retry: a test that passes only the second time fails the run instead of hiding (decision 053).
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
});
