import type { TestDemo } from '@mch/mock/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testDemo } from '../../test/helpers';
import { systemClock } from '../runtime/adapters';
import { backendRules, NO_INTERCEPT_HEADER, TIMEOUTS } from './backends';
import { type ApiClient, createApiClient } from './client';
import {
  ApiError,
  type BackendName,
  CancelledError,
  NetworkError,
  SessionExpiredError,
  TimeoutError,
} from './errors';
import { createInterceptionPolicy, type InterceptionPolicy, type PolicyEvents } from './policy';

// A tiny hand-written API shape, so the policy is tested independently of the product specs.
interface Envelope<T> {
  code: number | string;
  msg: string;
  data: T;
}
type Ok<T> = { 200: { headers: Record<string, unknown>; content: { 'application/json': Envelope<T> } } };
interface TestPaths {
  '/thing': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get: {
      parameters: { query: { id: number }; header?: never; path?: never; cookie?: never };
      requestBody?: never;
      responses: Ok<{ id: number; name: string }>;
    };
    put?: never;
    post: {
      parameters: { query?: never; header?: never; path?: never; cookie?: never };
      requestBody: { content: { 'application/json': { name: string } } };
      responses: Ok<null>;
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/file': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get: {
      parameters: { query?: never; header?: never; path?: never; cookie?: never };
      requestBody?: never;
      responses: {
        200: { headers: Record<string, unknown>; content: { 'application/octet-stream': string } };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}

// The requests go to made-up paths under each backend's mount of a test demo, which answers them with what a test
// arranges (`answer`) or with its fault switches.
const rules = backendRules({ systemTag: '25', clientSystem: 'mch-workbench' });

let demo: TestDemo;
let policy: InterceptionPolicy;
let logout: ReturnType<typeof vi.fn<() => void>>;
let events: { [K in keyof PolicyEvents]: PolicyEvents[K][] };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  demo = testDemo();
  logout = vi.fn<() => void>();
  policy = createInterceptionPolicy({ clock: systemClock, logout });
  events = { warning: [], sessionExpired: [], networkError: [] };
  policy.events.on('warning', (e) => events.warning.push(e));
  policy.events.on('sessionExpired', (e) => events.sessionExpired.push(e));
  policy.events.on('networkError', (e) => events.networkError.push(e));
});
afterEach(() => {
  vi.useRealTimers();
});

function client(name: BackendName, token = 'tok'): ApiClient<TestPaths> {
  return createApiClient<TestPaths>({
    baseUrl: demo.baseUrls[name],
    rules: rules[name],
    fetch: demo.fetch,
    clock: systemClock,
    policy,
    getToken: (auth) => (auth === 'none' ? undefined : token),
  });
}

/** The next `GET /thing` of backend `name` is answered with `body` (HTTP `status`). */
function answer(name: BackendName, body: Record<string, unknown>, status = 200) {
  demo.answer(`GET ${name} /thing`, { json: body, status });
}

describe('success rule per backend', () => {
  const cases: [BackendName, unknown, unknown][] = [
    ['main', 0, 'SUCCESS'],
    ['mainSync', 'SUCCESS', 0],
    ['live', 200, '200'],
    ['message', 'SUCCESS', 'SUCCESS'],
    ['fds', 'SUCCESS', 'SUCCESS'],
    ['exam', 0, 0],
    ['training', 0, '0'],
  ];
  it.each(cases)('%s resolves to data on its success codes', async (name, a, b) => {
    for (const code of [a, b]) {
      answer(name, { code, msg: '', data: { id: 1, name: '李' } });
      await expect(client(name).GET('/thing', { params: { query: { id: 1 } } })).resolves.toEqual({
        id: 1,
        name: '李',
      });
    }
    expect(events.warning).toHaveLength(0);
  });

  const foreign: [BackendName, unknown][] = [
    ['main', 200],
    ['live', 0],
    ['message', 0],
    ['fds', 200],
    ['exam', 'SUCCESS'],
    ['training', 200],
  ];
  it.each(foreign)(
    '%s rejects another code with an ApiError carrying the server message',
    async (name, code) => {
      answer(name, { code, msg: '参数错误', data: null });
      const err = await client(name)
        .GET('/thing', { params: { query: { id: 1 } } })
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ApiError);
      expect((err as ApiError).code).toBe(code);
      expect((err as ApiError).serverMessage).toBe('参数错误');
      expect((err as ApiError).operation).toEqual({ backend: name, method: 'GET', path: '/thing' });
      expect(events.warning).toEqual([
        expect.objectContaining({ message: '参数错误', code, messageKey: 'error.server' }),
      ]);
    },
  );
});

describe('session expiry', () => {
  it('five concurrent token-expired answers give one event and one logout after 2 s', async () => {
    demo.faults.set({ kind: 'tokenExpired', backend: 'main', path: '/thing' });
    const c = client('main');
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => c.GET('/thing', { params: { query: { id: 1 } } })),
    );
    for (const r of results) {
      expect(r.status).toBe('rejected');
      expect((r as PromiseRejectedResult).reason).toBeInstanceOf(SessionExpiredError);
    }
    expect(events.sessionExpired).toHaveLength(1);
    expect(events.warning).toHaveLength(0);
    expect(logout).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1999);
    expect(logout).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(logout).toHaveBeenCalledTimes(1);
    // Later expiries of the same session do not log out again.
    await c.GET('/thing', { params: { query: { id: 1 } } }).catch(() => {});
    await vi.advanceTimersByTimeAsync(5000);
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('HTTP 401 expires the session on the training API, code 401 on the exam API', async () => {
    demo.faults.set({ kind: 'tokenExpired', backend: 'training', times: 1 });
    await expect(client('training').GET('/thing', { params: { query: { id: 1 } } })).rejects.toBeInstanceOf(
      SessionExpiredError,
    );
    expect(demo.seen.map((r) => r.backend)).toEqual(['training']);
    policy.reset();
    demo.faults.set({ kind: 'tokenExpired', backend: 'exam', times: 1 });
    await expect(client('exam').GET('/thing', { params: { query: { id: 1 } } })).rejects.toBeInstanceOf(
      SessionExpiredError,
    );
    expect(events.sessionExpired).toHaveLength(2);
  });

  it('a business code 401 is an ordinary error on the training API', async () => {
    answer('training', { code: 401, msg: 'nope', data: null });
    await expect(client('training').GET('/thing', { params: { query: { id: 1 } } })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(events.sessionExpired).toHaveLength(0);
  });
});

describe('warnings and network errors', () => {
  it('warnings within 700 ms give one event', async () => {
    demo.faults.set({ kind: 'businessError', backend: 'main', message: 'boom' });
    const c = client('main');
    await c.GET('/thing', { params: { query: { id: 1 } } }).catch(() => {});
    await vi.advanceTimersByTimeAsync(300);
    await c.GET('/thing', { params: { query: { id: 1 } } }).catch(() => {});
    await vi.advanceTimersByTimeAsync(300);
    await c.GET('/thing', { params: { query: { id: 1 } } }).catch(() => {});
    expect(events.warning).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(700);
    await c.GET('/thing', { params: { query: { id: 1 } } }).catch(() => {});
    expect(events.warning).toHaveLength(2);
  });

  it('network failures within 2 s give one event', async () => {
    demo.faults.set({ kind: 'network', backend: 'fds' });
    const c = client('fds');
    const errs = await Promise.all(
      [1, 2, 3].map(() => c.GET('/thing', { params: { query: { id: 1 } } }).catch((e: unknown) => e)),
    );
    for (const e of errs) expect(e).toBeInstanceOf(NetworkError);
    // Its message names the call (method, backend, path template; not the address with its query).
    expect((errs[0] as Error).message).toBe('Network error: GET fds /thing');
    expect(events.networkError).toEqual([expect.objectContaining({ kind: 'offline' })]);
    await vi.advanceTimersByTimeAsync(1999);
    await c.GET('/thing', { params: { query: { id: 1 } } }).catch(() => {});
    expect(events.networkError).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await c.GET('/thing', { params: { query: { id: 1 } } }).catch(() => {});
    expect(events.networkError).toHaveLength(2);
  });

  it('a malformed body rejects with MALFORMED_BODY and warns', async () => {
    demo.faults.set({ kind: 'malformed', backend: 'main' });
    const err = await client('main')
      .GET('/thing', { params: { query: { id: 1 } } })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).code).toBe('MALFORMED_BODY');
    expect(events.warning).toEqual([expect.objectContaining({ messageKey: 'error.malformed' })]);
  });

  it('an HTTP 500 with an envelope warns with the server message', async () => {
    demo.faults.set({ kind: 'http500', backend: 'message' });
    const err = await client('message')
      .GET('/thing', { params: { query: { id: 1 } } })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(500);
    expect(events.warning).toEqual([
      expect.objectContaining({ message: '服务器内部错误', messageKey: 'error.http' }),
    ]);
  });
});

describe('no-intercept flag', () => {
  it('emits nothing, sends the header, and still rejects with the typed error', async () => {
    demo.faults.set({ kind: 'tokenExpired', backend: 'main', times: 1 });
    await expect(
      client('main').GET('/thing', { params: { query: { id: 1 } }, intercept: false }),
    ).rejects.toBeInstanceOf(SessionExpiredError);
    demo.faults.set({ kind: 'businessError', backend: 'main', times: 1 });
    await expect(
      client('main').GET('/thing', { params: { query: { id: 1 } }, intercept: false }),
    ).rejects.toBeInstanceOf(ApiError);
    demo.faults.set({ kind: 'network', backend: 'main', times: 1 });
    await expect(
      client('main').GET('/thing', { params: { query: { id: 1 } }, intercept: false }),
    ).rejects.toBeInstanceOf(NetworkError);
    expect(demo.seen.map((r) => r.headers[NO_INTERCEPT_HEADER.toLowerCase()])).toEqual(['1', '1', '1']);
    expect(events).toEqual({ warning: [], sessionExpired: [], networkError: [] });
    await vi.advanceTimersByTimeAsync(5000);
    expect(logout).not.toHaveBeenCalled();
  });
});

describe('time limits and cancellation', () => {
  /** Requests of `path` on the main API never answer. */
  function hang(path: string, method: 'GET' | 'POST' = 'POST') {
    demo.faults.set({ kind: 'timeout', backend: 'main', path, method });
  }
  // The long paths are not in the test API shape, so the client is used untyped here.
  const mainLong = (_path: string) =>
    createApiClient<Record<string, unknown>>({
      baseUrl: demo.baseUrls.main,
      rules: rules.main,
      fetch: demo.fetch,
      clock: systemClock,
      policy,
      getToken: () => 't',
    }) as unknown as { POST(p: string, i?: object): Promise<unknown> };

  it.each([
    ['/thing', TIMEOUTS.defaultMs],
    ['/v1/sync/commitChooseUserPre', TIMEOUTS.longSyncMs],
    ['/v1/sync/saveChooseUserPre', TIMEOUTS.longSyncMs],
    ['/v1/sync/addAllUserPre', TIMEOUTS.longSyncMs],
    ['/v1/ysfyRole/dragNode', TIMEOUTS.dragNodeMs],
  ])('POST %s times out after %i ms', async (path, ms) => {
    hang(path);
    const settled = vi.fn();
    const p = mainLong(path)
      .POST(path, { body: {} })
      .then(settled, (e: unknown) => {
        settled(e);
        return e;
      });
    await vi.advanceTimersByTimeAsync(ms - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const err = await p;
    expect(err).toBeInstanceOf(TimeoutError);
    expect((err as TimeoutError).timeoutMs).toBe(ms);
    expect(events.networkError).toEqual([expect.objectContaining({ kind: 'timeout' })]);
  });

  it('the limit starts when the request starts, not when the client is made', async () => {
    const c = client('main');
    await vi.advanceTimersByTimeAsync(TIMEOUTS.defaultMs * 2);
    answer('main', { code: 0, msg: '', data: { id: 2, name: 'x' } });
    await expect(c.GET('/thing', { params: { query: { id: 2 } } })).resolves.toEqual({ id: 2, name: 'x' });
  });

  it('an aborted signal rejects with CancelledError and emits nothing', async () => {
    const release = demo.hold('GET main /thing');
    const ac = new AbortController();
    const p = client('main')
      .GET('/thing', { params: { query: { id: 1 } }, signal: ac.signal })
      .catch((e: unknown) => e);
    ac.abort();
    expect(await p).toBeInstanceOf(CancelledError);
    release();
    expect(demo.requestsTo('GET main /thing')).toHaveLength(1);
    expect(events.networkError).toHaveLength(0);
  });
});

describe('headers', () => {
  it('sends the bearer token, none on the live API, and the message client-system header', async () => {
    answer('message', { code: 'SUCCESS', msg: '', data: null });
    answer('live', { code: 200, msg: '', data: null });
    await client('message', 'abc').GET('/thing', { params: { query: { id: 1 } } });
    await client('live', 'abc').GET('/thing', { params: { query: { id: 1 } } });
    const seen = demo.seen.map((r) => ({
      auth: r.headers.authorization ?? null,
      client: r.headers['x-client-system'] ?? null,
    }));
    expect(seen).toEqual([
      { auth: 'Bearer abc', client: 'mch-workbench' },
      { auth: null, client: null },
    ]);
  });

  it('posts a JSON body', async () => {
    demo.answer('POST main /thing', { json: { code: 0, msg: '', data: null } });
    await expect(client('main').POST('/thing', { body: { name: '王' } })).resolves.toBeNull();
    const [posted] = demo.requestsTo('POST main /thing');
    expect(posted?.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(posted?.body ?? '')).toEqual({ name: '王' });
  });
});

describe('downloads', () => {
  it('returns the bytes and the file name', async () => {
    demo.answer('GET main /file', {
      body: new Uint8Array([0x50, 0x4b, 0x03, 0x04]),
      headers: {
        'Content-Type': 'application/octet-stream',
        'Content-Disposition': "attachment; filename*=UTF-8''%E8%AF%84%E4%BB%B7.xlsx",
      },
    });
    const file = await client('main').download('/file');
    expect(file.filename).toBe('评价.xlsx');
    expect([...new Uint8Array(await file.blob.arrayBuffer())]).toEqual([0x50, 0x4b, 0x03, 0x04]);
  });

  it('rejects a JSON error envelope instead of saving it', async () => {
    demo.answer('GET main /file', { json: { code: 1, msg: '无数据', data: null } });
    await expect(client('main').download('/file')).rejects.toBeInstanceOf(ApiError);
    expect(events.warning).toEqual([expect.objectContaining({ message: '无数据' })]);
  });
});
