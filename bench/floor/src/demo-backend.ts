/**
 * The demo backend, loaded on demand like the web app's (`src/app/demo-backend.ts`), so its code stays in a chunk
 * of its own that the benchmark can leave out of the figures.
 */
export { startDemoBackend } from '@mch/mock/browser';
