import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['engine/**/*.test.ts', 'electron/**/*.test.ts', 'renderer/src/**/*.test.ts', 'scripts/**/*.test.ts'],
    // Unit tests only: the Playwright specs (e2e/**/*.spec.ts) run through `npm run e2e` (vitest.e2e.config.ts).
    exclude: [...configDefaults.exclude, 'e2e/**', 'out/**', '.scratch/**'],
    environment: 'node',
    testTimeout: 30_000,
    pool: 'forks',
    setupFiles: ['engine/testing/strict.ts'],
  },
});
