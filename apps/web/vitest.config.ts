import { defineConfig } from 'vitest/config';

/** Unit tests of the web app's pure helpers (its own config: the Vite app config would set the wrong root). */
export default defineConfig({
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
  },
});
