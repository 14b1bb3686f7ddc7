/**
 * `@mch/mock/testing`: the demo backend for other packages' unit tests, in this process and without a network
 * (`createDemoFetch`), with what a test needs on top: the requests the demo was asked, and a way to hold an
 * operation's answers back. A test arranges special answers with the demo's own state (`db()`) and fault switches
 * (`faults`), never with a handler of its own.
 *
 * @packageDocumentation
 */
import { MOCK_BACKENDS, type MockBackend } from './core/backends';
import { pathBelow } from './core/fault-handlers';
import { createDemoFetch, type DemoFetch } from './fetch';
import type { DemoBackend, DemoBackendOptions } from './index';

export { createDemoFetch, DEMO_FETCH_ORIGIN, type DemoFetch } from './fetch';
export { MAIN_IDS } from './fixtures/main';
export * from './index';
export { xlsxWorkbook } from './xlsx';

/** One request the demo was asked. */
export interface TestDemoRequest {
  method: string;
  /** The backend it went to (undefined: an address of no backend). */
  backend: MockBackend | undefined;
  /** The path below the backend's mount, e.g. '/v1/notice/user-notice'. */
  path: string;
  /** The query string, '?a=1&b=2' or ''. */
  search: string;
  /** The query parameters (the last value of a repeated one). */
  query: Record<string, string>;
}

/** The in-process demo backend of a unit test. */
export interface TestDemo extends DemoBackend {
  /** The `fetch` to give the SDK (`adapters.fetch`). */
  fetch: DemoFetch;
  /** Every request asked so far, in order. */
  seen: TestDemoRequest[];
  /** Every request asked so far, as `'METHOD backend /path?query'` (e.g. 'GET main /stats/all?unitId=2001'). */
  requests(): string[];
  /**
   * The requests asked of `route` (`'METHOD backend /path'`, the path as asked or as the spec's template with
   * `{name}`), in order.
   */
  requestsTo(route: string): TestDemoRequest[];
  /**
   * Holds every request of `route` (`'METHOD backend /path'`, the path as asked or as the spec's template with
   * `{name}`) until the returned function is called: an answer that takes as long as the test wants.
   */
  hold(route: string): () => void;
}

function routeMatches(route: string, request: TestDemoRequest): boolean {
  const [method, backend, template] = route.split(' ');
  if (method?.toUpperCase() !== request.method || backend !== request.backend || template === undefined) {
    return false;
  }
  const pattern = template
    .split('/')
    .map((seg) => (/^\{[^}]+\}$/.test(seg) ? '[^/]+' : seg.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${pattern}$`).test(request.path);
}

/** The demo backend for a unit test (see the module's description); options as `createDemoBackend`'s. */
export function createTestDemo(options: DemoBackendOptions = {}): TestDemo {
  const demo = createDemoFetch(options);
  const answer = demo.fetch;
  const seen: TestDemoRequest[] = [];
  const holds = new Map<string, Promise<void>>();

  const describeRequest = (request: Request): TestDemoRequest => {
    const url = new URL(request.url);
    const query = Object.fromEntries(url.searchParams);
    for (const backend of MOCK_BACKENDS) {
      const path = pathBelow(demo.baseUrls[backend], request.url);
      if (path !== undefined) return { method: request.method, backend, path, search: url.search, query };
    }
    return { method: request.method, backend: undefined, path: url.pathname, search: url.search, query };
  };

  const fetch: DemoFetch = async (input, init) => {
    const request = input instanceof Request && init === undefined ? input : new Request(input, init);
    const asked = describeRequest(request);
    seen.push(asked);
    for (const [route, held] of holds) if (routeMatches(route, asked)) await held;
    return answer(request);
  };

  return Object.assign(demo, {
    fetch,
    seen,
    requests: () => seen.map((r) => `${r.method} ${r.backend ?? '?'} ${r.path}${r.search}`),
    requestsTo: (route: string) => seen.filter((r) => routeMatches(route, r)),
    hold(route: string) {
      let release = () => {};
      holds.set(
        route,
        new Promise<void>((resolve) => {
          release = resolve;
        }),
      );
      return () => {
        holds.delete(route);
        release();
      };
    },
  });
}
