import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The SDK's tests run on the demo backend (`@mch/mock/testing`) in this process. `@mch/mock` depends on the SDK, so
 * it is not a dependency of the SDK (that would make the workspace's build order a cycle): its source is resolved
 * here, and its own dependencies (msw, openapi-msw) resolve from packages/mock. tsconfig.json says the same in `paths`.
 */
const mock = (file: string) => fileURLToPath(new URL(`../mock/src/${file}`, import.meta.url));

export default defineConfig({
  resolve: {
    conditions: ['source'],
    alias: [
      { find: /^@mch\/mock\/testing$/, replacement: mock('testing.ts') },
      { find: /^@mch\/mock$/, replacement: mock('index.ts') },
    ],
  },
  test: { environment: 'node', testTimeout: 30_000, include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
});
