import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  // Unit tests run the demo build's code (its demo-only parts are tested too).
  define: { __MCH_DEMO__: 'true' },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
    // A loaded CI machine renders slowly; this is a hang guard, not a speed check.
    testTimeout: 30_000,
  },
});
