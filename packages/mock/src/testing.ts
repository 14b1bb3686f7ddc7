/**
 * `@mch/mock/testing`: the demo backend for other packages' unit tests, in this process and without a network
 * (`createDemoFetch`), with what a test needs on top: the requests the demo was asked (with their headers and
 * bodies), a way to hold an operation's answers back, and one-shot answers. A test arranges special answers with the
 * demo's own state (`db()`) and fault switches (`faults`), never with a handler of its own; only an answer no demo
 * state can give (a foreign success code, an odd field a client must tolerate, a file download's bytes) is
 * arranged with `answer()`.
 *
 * @packageDocumentation
 */
import { MOCK_BACKENDS, type MockBackend } from './core/backends';
import { pathBelow } from './core/fault-handlers';
import { createDemoFetch, type DemoFetch } from './fetch';
import type { DemoBackend, DemoBackendOptions } from './index';

export { createDemoFetch, DEMO_FETCH_ORIGIN, type DemoFetch } from './fetch';
export { EXAM_CODES } from './fixtures/exam';
export { ENUM_IDS } from './fixtures/fds';
export { LIVE_SIGNUP_CODE } from './fixtures/live';
export { MAIN_IDS } from './fixtures/main';
export { DOCTOR_IDS, LOB_IDS, UNIT_IDS } from './fixtures/main-orgs';
export { TIP_TEMPLATE } from './fixtures/message';
export { TRAINING_CODES } from './fixtures/training';
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
  /** The request's headers (names in lower case). */
  headers: Record<string, string>;
  /** The body as text ('' without one). */
  body: string;
}

/**
 * An answer given instead of the demo's (see `TestDemo.answer`): a JSON body, or a raw body, with a status
 * (default 200) and headers.
 */
export interface TestDemoAnswer {
  status?: number;
  /** A body sent as JSON (`Content-Type: application/json`). */
  json?: unknown;
  /** A body sent as is (text or bytes), when there is no `json`. */
  body?: string | Uint8Array<ArrayBuffer>;
  headers?: Record<string, string>;
  /** How many requests get it before the demo answers again (default 1); `Infinity` for every one. */
  times?: number;
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
  /**
   * Answers the next request of `route` (`'METHOD backend /path'`, as for `hold`; the path need not be an operation
   * of the demo) with `answer` instead of the demo, before any fault switch; returns the function that withdraws it.
   * Several answers for one route are given in the order they were arranged. For answers no demo state gives.
   */
  answer(route: string, answer: TestDemoAnswer): () => void;
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
  let answers: { route: string; answer: TestDemoAnswer; left: number }[] = [];

  const describeRequest = async (request: Request): Promise<TestDemoRequest> => {
    const url = new URL(request.url);
    const query = Object.fromEntries(url.searchParams);
    const headers = Object.fromEntries(request.headers);
    const body = request.body ? await request.clone().text() : '';
    const common = { method: request.method, search: url.search, query, headers, body };
    for (const backend of MOCK_BACKENDS) {
      const path = pathBelow(demo.baseUrls[backend], request.url);
      if (path !== undefined) return { ...common, backend, path };
    }
    return { ...common, backend: undefined, path: url.pathname };
  };

  const arranged = (asked: TestDemoRequest): Response | undefined => {
    const entry = answers.find((a) => routeMatches(a.route, asked));
    if (!entry) return undefined;
    entry.left -= 1;
    if (entry.left <= 0) answers = answers.filter((a) => a !== entry);
    const { status = 200, json, body, headers = {} } = entry.answer;
    if (json !== undefined) {
      return new Response(JSON.stringify(json), {
        status,
        headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
      });
    }
    return new Response(body ?? null, { status, headers });
  };

  const fetch: DemoFetch = async (input, init) => {
    const request = input instanceof Request && init === undefined ? input : new Request(input, init);
    const asked = await describeRequest(request);
    seen.push(asked);
    for (const [route, held] of holds) if (routeMatches(route, asked)) await held;
    return arranged(asked) ?? answer(request);
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
    answer(route: string, reply: TestDemoAnswer) {
      const entry = { route, answer: reply, left: reply.times ?? 1 };
      answers.push(entry);
      return () => {
        answers = answers.filter((a) => a !== entry);
      };
    },
  });
}
