import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/**/*.test.ts', 'apps/**/*.test.ts', 'fixtures/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Browser tests poll the page while the server answers; on a loaded 2-core CI machine a second is not enough.
    expect: { poll: { timeout: 20_000, interval: 100 } },
  },
});
