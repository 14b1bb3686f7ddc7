import { defineConfig, devices } from '@playwright/test';

/** The port the browser tests serve the production build on (kept away from the dev and preview ports). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4317);
const baseURL = `http://127.0.0.1:${E2E_PORT}`;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/artifacts',
  fullyParallel: true,
  forbidOnly: true,
  workers: 2,
  // One retry: a test that fails and then passes is reported as flaky (by name, in the run's summary, with its first
  // attempt's page snapshot printed by `npm test`), never passed silently; one that fails twice fails the run.
  retries: 1,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL,
    trace: 'off',
    screenshot: 'off',
    video: 'off',
    locale: 'en-US',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1300, height: 800 },
    contextOptions: { reducedMotion: 'reduce' },
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1300, height: 800 },
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    // Serves the existing production build: run `corepack pnpm --filter @mch/web run build` first.
    command: 'node scripts/serve.mjs',
    env: { PORT: String(E2E_PORT) },
    url: `${baseURL}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
