import { setupServer } from 'msw/node';
import { baseUrlsAt } from './core/backends';
import { createDemoBackend, type DemoBackend, type DemoBackendOptions } from './demo';

export * from './index';

/** The demo backend on MSW's node server (tests): `listen()` before creating clients' first request. */
export function createNodeDemo(options: DemoBackendOptions & { origin?: string } = {}): DemoBackend & {
  server: ReturnType<typeof setupServer>;
} {
  const origin = options.origin ?? 'http://localhost';
  const demo = createDemoBackend({ baseUrls: baseUrlsAt(origin), origin, ...options });
  const server = setupServer(...demo.handlers);
  return Object.assign(demo, { server });
}
