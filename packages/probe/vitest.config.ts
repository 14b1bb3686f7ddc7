import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  test: { environment: 'node', testTimeout: 60_000, include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
});
