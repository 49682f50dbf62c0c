import { defineConfig } from 'vitest/config';

/**
 * End-to-end tests: real Chromium (playwright-core) against the web host serving out/web.
 * One fork, files in sequence, generous timeouts (a software-rendered WebGL board is slow).
 * Run through `npm run e2e` (scripts/e2e.mjs builds the renderer first when it is stale).
 */
export default defineConfig({
  test: {
    include: ['e2e/**/*.spec.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
