import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'electron-vite';
import type { Plugin } from 'vite';

const root = import.meta.dirname;
const r = (p: string) => path.resolve(root, p);

/**
 * Copies the SQL migrations next to the main bundle: electron/db/migrate.ts looks for
 * `migrations/` beside the module that loads them, which after bundling is out/main.
 */
function copyMigrations(): Plugin {
  return {
    name: 'arbiter-copy-migrations',
    apply: 'build',
    closeBundle() {
      const from = r('electron/db/migrations');
      const to = r('out/main/migrations');
      fs.mkdirSync(to, { recursive: true });
      for (const file of fs.readdirSync(from).filter((f) => f.endsWith('.sql'))) fs.copyFileSync(path.join(from, file), path.join(to, file));
    },
  };
}

/**
 * Three builds. main: ESM (package.json is "type": "module"), the engine and services
 * bundled in, npm dependencies left to node_modules. preload: CommonJS and fully bundled,
 * because a sandboxed preload can neither be ESM nor require anything but `electron`.
 * renderer: the same renderer/ as the browser build, written to out/renderer.
 */
export default defineConfig({
  main: {
    build: {
      outDir: 'out/main',
      // Each worker thread is an entry of its own (electron/services/worker-thread.ts finds it beside the bundle).
      rollupOptions: {
        input: {
          index: r('electron/main/index.ts'),
          'computer-worker': r('electron/services/computer/computer-worker.ts'),
          'replay-worker': r('electron/services/replay/replay-worker.ts'),
        },
      },
    },
    plugins: [copyMigrations()],
  },
  preload: {
    build: {
      outDir: 'out/preload',
      externalizeDeps: false,
      rollupOptions: {
        input: { index: r('electron/preload/index.ts') },
        external: ['electron'],
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: r('renderer'),
    base: './',
    build: {
      outDir: r('out/renderer'),
      emptyOutDir: true,
      target: 'es2022',
      chunkSizeWarningLimit: 1500,
      rollupOptions: { input: { index: r('renderer/index.html') } },
    },
  },
});
