import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The browser test of the deployable build behind nginx (`npm run preview:prod`): the CSP, the headers, the SPA
 * fallback and the API proxy exactly as deploy/nginx-site.mjs writes them for a deployment.
 */
const PREVIEW_PORT = Number(process.env.PREVIEW_E2E_PORT ?? 4327);
const MOCK_PORT = Number(process.env.PREVIEW_E2E_MOCK_PORT ?? 4328);
const baseURL = `http://127.0.0.1:${PREVIEW_PORT}`;

export default defineConfig({
  ...base,
  testDir: 'e2e-prod',
  outputDir: 'test-results/prod-artifacts',
  use: { ...base.use, baseURL },
  webServer: {
    // Serves packages/web/dist (the deployable build) and packages/mock/dist: build them first.
    command: 'node ../../scripts/preview-prod.mjs',
    env: { PREVIEW_PORT: String(PREVIEW_PORT), MOCK_PORT: String(MOCK_PORT) },
    url: `${baseURL}/config.json`,
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
