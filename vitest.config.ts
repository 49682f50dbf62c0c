import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['engine/**/*.test.ts', 'electron/**/*.test.ts', 'renderer/src/**/*.test.ts', 'scripts/**/*.test.ts'],
    // Unit tests only: the Playwright specs (e2e/**/*.spec.ts) run through `npm run e2e` (vitest.e2e.config.ts).
    exclude: [...configDefaults.exclude, 'e2e/**', 'out/**', '.scratch/**'],
    environment: 'node',
    testTimeout: 30_000,
    // Hooks build services (the shipped sets imported into a new database) or start a host:
    // seconds on a loaded 2-core machine, where the default 10 s failed them.
    hookTimeout: 60_000,
    pool: 'forks',
    setupFiles: ['engine/testing/strict.ts'],
  },
});
