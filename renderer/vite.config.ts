import { defineConfig } from 'vite';

/**
 * The browser build of the renderer (`npm run build:web`): served by the web host from
 * out/web. Relative base so the same files load from file:// in Electron and from HTTP.
 */
export default defineConfig({
  root: import.meta.dirname,
  base: './',
  build: {
    outDir: '../out/web',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 1500,
    rollupOptions: {
      // The app, and the board scene viewer used for visual checks (e2e/visual.spec.ts).
      input: { main: `${import.meta.dirname}/index.html`, scenes: `${import.meta.dirname}/scenes.html` },
    },
  },
});
