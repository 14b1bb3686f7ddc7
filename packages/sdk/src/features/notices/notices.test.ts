import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MessagePaths } from '../../generated';
import { backendRules } from '../../http/backends';
import { type ApiClient, createApiClient } from '../../http/client';
import { createInterceptionPolicy, type InterceptionPolicy, type PolicyEvents } from '../../http/policy';
import { memoryBroadcast, memoryLocks, systemClock } from '../../runtime/adapters';
import { createTabLeader } from '../../runtime/tab-leader';
import {
  createNoticeCenter,
  NOTICE_POLL_INTERVAL_MS,
  type NoticeCenter,
  type NoticeCounts,
  type NoticeIds,
  type NoticeReadEvent,
} from './notices';

const BASE = 'http://localhost/api/message';
const ok = (data: unknown) => HttpResponse.json({ code: 'SUCCESS', msg: '', data });

/** The message backend of these tests: counts, what the next pulls return, and a log of every call. */
const backend = {
  counts: { total: 0, noticeCount: 0, workTipsCount: 0 } as NoticeCounts,
  /** What the next pulls return, in order; an empty array once used up. */
  pulls: [] as unknown[][],
  /** When set, a pull waits for it before answering. */
  pullGate: undefined as Promise<void> | undefined,
  /** When set, every call answers with this business code. */
  failWith: undefined as string | undefined,
  calls: [] as { tab: string; method: string; path: string; query: Record<string, string> }[],
};

const server = setupServer(
  http.get(`${BASE}/v1/message/pull`, async () => {
    if (backend.pullGate) await backend.pullGate;
    if (backend.failWith)
      return HttpResponse.json({ code: backend.failWith, msg: 'pull failed', data: null });
    return ok(backend.pulls.shift() ?? []);
  }),
  http.get(`${BASE}/v1/message/unread-count`, () => {
    if (backend.failWith)
      return HttpResponse.json({ code: backend.failWith, msg: 'count failed', data: null });
    return ok(backend.counts);
  }),
  http.put(`${BASE}/v1/notice/mark-read`, () => {
    if (backend.failWith)
      return HttpResponse.json({ code: backend.failWith, msg: 'mark failed', data: null });
    const c = backend.counts;
    backend.counts = { ...c, total: c.total - 1, noticeCount: c.noticeCount - 1 };
    return ok(null);
  }),
  http.put(`${BASE}/v1/business/mark-read`, () => {
    const c = backend.counts;
    backend.counts = { ...c, total: c.total - 1, workTipsCount: c.workTipsCount - 1 };
    return ok(null);
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

let policy: InterceptionPolicy;
let events: { [K in keyof PolicyEvents]: PolicyEvents[K][] };
const centers: NoticeCenter[] = [];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  backend.counts = { total: 5, noticeCount: 3, workTipsCount: 2 };
  backend.pulls = [];
  backend.pullGate = undefined;
  backend.failWith = undefined;
  backend.calls = [];
  policy = createInterceptionPolicy({ clock: systemClock, logout: () => {} });
  events = { warning: [], sessionExpired: [], networkError: [] };
  policy.events.on('warning', (e) => events.warning.push(e));
  policy.events.on('sessionExpired', (e) => events.sessionExpired.push(e));
  policy.events.on('networkError', (e) => events.networkError.push(e));
});
afterEach(() => {
  for (const c of centers.splice(0)) c.stop();
  server.resetHandlers();
  vi.useRealTimers();
});

const rules = backendRules({ systemTag: '25', clientSystem: 'mch-workbench' });

/** A message client whose calls are logged under the tab's name. */
function messageClient(tab: string): ApiClient<MessagePaths> {
  return createApiClient<MessagePaths>({
    baseUrl: BASE,
    rules: rules.message,
    fetch: (req) => {
      const url = new URL(req.url);
      backend.calls.push({
        tab,
        method: req.method,
        path: url.pathname.replace('/api/message', ''),
        query: Object.fromEntries(url.searchParams),
      });
      return globalThis.fetch(req);
    },
    clock: systemClock,
    policy,
    getToken: () => 'tok',
  });
}

const IDS: NoticeIds = { userId: 7, doctorId: 11, unitId: 22 };

type Browser = { locks: ReturnType<typeof memoryLocks>; broadcast: ReturnType<typeof memoryBroadcast> };

function tab(name: string, opts: { browser?: Browser; ids?: () => NoticeIds | null } = {}): NoticeCenter {
  const { browser } = opts;
  const center = createNoticeCenter({
    message: messageClient(name),
    clock: systemClock,
    getIds: opts.ids ?? (() => IDS),
    leader: browser
      ? (leaderName) =>
          createTabLeader({ name: leaderName, locks: browser.locks, broadcast: browser.broadcast })
      : undefined,
  });
  centers.push(center);
  return center;
}

const callsTo = (path: string, tabName?: string) =>
  backend.calls.filter((c) => c.path === path && (tabName === undefined || c.tab === tabName));
const pulls = (tabName?: string) => callsTo('/v1/message/pull', tabName);
const countReads = (tabName?: string) => callsTo('/v1/message/unread-count', tabName);

/** Lets pending requests and microtasks finish without moving the clock. */
const flush = () => vi.advanceTimersByTimeAsync(0);

describe('one tab', () => {
  it('loads the counts at start, then pulls every 10 s with the user ids', async () => {
    const center = tab('A');
    center.start();
    await flush();
    expect(center.getSnapshot()).toEqual({ total: 5, noticeCount: 3, workTipsCount: 2 });
    expect(center.polling()).toBe(true);
    await vi.advanceTimersByTimeAsync(NOTICE_POLL_INTERVAL_MS - 1);
    expect(pulls()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(pulls()).toEqual([expect.objectContaining({ query: { unitId: '22', doctorId: '11' } })]);
    await vi.advanceTimersByTimeAsync(2 * NOTICE_POLL_INTERVAL_MS);
    expect(pulls()).toHaveLength(3);
  });

  it('leaves doctorId out of the pull when the user has none', async () => {
    const center = tab('A', { ids: () => ({ doctorId: null, unitId: 22 }) });
    center.start();
    await vi.advanceTimersByTimeAsync(NOTICE_POLL_INTERVAL_MS);
    expect(pulls()[0]?.query).toEqual({ unitId: '22' });
  });

  it('does nothing before the user is known, and starts once it is', async () => {
    let ids: NoticeIds | null = null;
    const center = tab('A', { ids: () => ids });
    center.start();
    await vi.advanceTimersByTimeAsync(3 * NOTICE_POLL_INTERVAL_MS);
    expect(backend.calls).toHaveLength(0);
    expect(center.polling()).toBe(false);
    ids = IDS;
    center.start();
    await vi.advanceTimersByTimeAsync(NOTICE_POLL_INTERVAL_MS);
    expect(countReads()).toHaveLength(1);
    expect(pulls()).toHaveLength(1);
  });

  it('a pull that returns something reads the counts again and reports news; an empty pull does not', async () => {
    const center = tab('A');
    const news = vi.fn();
    center.onNews(news);
    center.start();
    await flush();
    expect(countReads()).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(NOTICE_POLL_INTERVAL_MS);
    expect(pulls()).toHaveLength(1);
    expect(countReads()).toHaveLength(1);
    expect(news).not.toHaveBeenCalled();

    backend.pulls = [
      [{ id: 1, type: 'notice', title: 'New', content: 'x', createTime: '2024-05-06 09:30:00' }],
    ];
    backend.counts = { total: 6, noticeCount: 4, workTipsCount: 2 };
    await vi.advanceTimersByTimeAsync(NOTICE_POLL_INTERVAL_MS);
    expect(pulls()).toHaveLength(2);
    expect(countReads()).toHaveLength(2);
    expect(center.getSnapshot()).toEqual({ total: 6, noticeCount: 4, workTipsCount: 2 });
    expect(news).toHaveBeenCalledTimes(1);
  });

  it('never overlaps pulls: a slow pull delays the next one', async () => {
    const center = tab('A');
    center.start();
    let open: () => void = () => {};
    backend.pullGate = new Promise<void>((resolve) => {
      open = resolve;
    });
    await vi.advanceTimersByTimeAsync(NOTICE_POLL_INTERVAL_MS);
    expect(pulls()).toHaveLength(1);
    // The pull hangs for 25 s (within its 30 s limit): no second pull meanwhile.
    await vi.advanceTimersByTimeAsync(25_000);
    expect(pulls()).toHaveLength(1);
    backend.pullGate = undefined;
    open();
    await flush();
    await vi.advanceTimersByTimeAsync(NOTICE_POLL_INTERVAL_MS - 1);
    expect(pulls()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(pulls()).toHaveLength(2);
  });

  it('stops cleanly: no request after stop, even with a pull in flight', async () => {
    const center = tab('A');
    center.start();
    await vi.advanceTimersByTimeAsync(NOTICE_POLL_INTERVAL_MS);
    backend.pullGate = new Promise<void>(() => {});
    backend.pulls = [[{ id: 1 }]];
    await vi.advanceTimersByTimeAsync(NOTICE_POLL_INTERVAL_MS);
    const before = backend.calls.length;
    center.stop();
    expect(center.polling()).toBe(false);
    await vi.advanceTimersByTimeAsync(10 * NOTICE_POLL_INTERVAL_MS);
    expect(backend.calls).toHaveLength(before);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a failing pull warns nobody and is retried at the next tick', async () => {
    const center = tab('A');
    center.start();
    await flush();
    backend.failWith = 'ERROR';
    await vi.advanceTimersByTimeAsync(3 * NOTICE_POLL_INTERVAL_MS);
    expect(pulls()).toHaveLength(3);
    expect(events.warning).toHaveLength(0);
    expect(center.polling()).toBe(true);
  });

  it('a pull that finds the session expired reports it once through the counts call', async () => {
    const center = tab('A');
    center.start();
    await flush();
    backend.failWith = 'BIZ.TOKEN_EXPIRATION';
    await vi.advanceTimersByTimeAsync(3 * NOTICE_POLL_INTERVAL_MS);
    expect(events.sessionExpired).toHaveLength(1);
    expect(events.warning).toHaveLength(0);
  });

  it('marking a notice read lowers noticeCount and total by one and reports the read', async () => {
    const center = tab('A');
    const reads: NoticeReadEvent[] = [];
    center.onRead((e) => reads.push(e));
    center.start();
    await flush();
    await center.markNoticeRead(41);
    expect(callsTo('/v1/notice/mark-read')).toEqual([
      expect.objectContaining({ method: 'PUT', query: { id: '41' } }),
    ]);
    expect(center.getSnapshot()).toEqual({ total: 4, noticeCount: 2, workTipsCount: 2 });
    expect(reads).toEqual([{ kind: 'notice', id: 41, fromOtherTab: false }]);
  });

  it('marking a work tip read lowers workTipsCount and total by one', async () => {
    const center = tab('A');
    center.start();
    await flush();
    await center.markWorkTipRead(9);
    expect(callsTo('/v1/business/mark-read')[0]?.query).toEqual({ id: '9' });
    expect(center.getSnapshot()).toEqual({ total: 4, noticeCount: 3, workTipsCount: 1 });
  });

  it('counts never drop below 0', async () => {
    backend.counts = { total: 0, noticeCount: 0, workTipsCount: 0 };
    const center = tab('A');
    center.start();
    await flush();
    await center.markNoticeRead(1);
    await center.markWorkTipRead(2);
    expect(center.getSnapshot()).toEqual({ total: 0, noticeCount: 0, workTipsCount: 0 });
  });

  it('a failed mark-read rejects and leaves the counts as they were', async () => {
    const center = tab('A');
    center.start();
    await flush();
    backend.failWith = 'ERROR';
    await expect(center.markNoticeRead(1)).rejects.toThrow('mark failed');
    expect(center.getSnapshot()).toEqual({ total: 5, noticeCount: 3, workTipsCount: 2 });
    expect(events.warning).toHaveLength(1);
  });

  it('a counts answer asked before a mark-read does not undo it', async () => {
    const center = tab('A');
    center.start();
    await flush();
    let open: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    server.use(
      http.get(`${BASE}/v1/message/unread-count`, async () => {
        const stale = { ...backend.counts };
        await gate;
        return ok(stale);
      }),
    );
    const refreshing = center.refresh();
    await flush();
    await center.markNoticeRead(1);
    open();
    await refreshing;
    expect(center.getSnapshot()).toEqual({ total: 4, noticeCount: 2, workTipsCount: 2 });
  });
});

describe('two tabs of one user', () => {
  function twoTabs() {
    const browser = { locks: memoryLocks(), broadcast: memoryBroadcast() };
    const a = tab('A', { browser });
    const b = tab('B', { browser });
    return { a, b, browser };
  }

  it('only the leader polls, and both see the counts it reads', async () => {
    const { a, b } = twoTabs();
    const newsAtB = vi.fn();
    b.onNews(newsAtB);
    a.start();
    b.start();
    await flush();
    expect([a.polling(), b.polling()]).toEqual([true, false]);

    await vi.advanceTimersByTimeAsync(3 * NOTICE_POLL_INTERVAL_MS);
    expect(pulls('A')).toHaveLength(3);
    expect(pulls('B')).toHaveLength(0);

    backend.pulls = [[{ id: 1 }]];
    backend.counts = { total: 8, noticeCount: 5, workTipsCount: 3 };
    await vi.advanceTimersByTimeAsync(NOTICE_POLL_INTERVAL_MS);
    expect(a.getSnapshot()).toEqual({ total: 8, noticeCount: 5, workTipsCount: 3 });
    expect(b.getSnapshot()).toEqual({ total: 8, noticeCount: 5, workTipsCount: 3 });
    expect(countReads('B')).toHaveLength(1); // only its own load at start
    expect(newsAtB).toHaveBeenCalledTimes(1);
  });

  it('a read in one tab lowers the counts in the other', async () => {
    const { a, b } = twoTabs();
    const readsAtB: NoticeReadEvent[] = [];
    b.onRead((e) => readsAtB.push(e));
    a.start();
    b.start();
    await flush();
    await a.markWorkTipRead(3);
    await flush();
    expect(b.getSnapshot()).toEqual({ total: 4, noticeCount: 3, workTipsCount: 1 });
    expect(readsAtB).toEqual([{ kind: 'workTip', id: 3, fromOtherTab: true }]);
  });

  it('the follower takes over polling when the leader tab closes', async () => {
    const { a, b } = twoTabs();
    a.start();
    b.start();
    await vi.advanceTimersByTimeAsync(NOTICE_POLL_INTERVAL_MS);
    expect(pulls('A')).toHaveLength(1);
    a.stop();
    await flush();
    expect(b.polling()).toBe(true);
    await vi.advanceTimersByTimeAsync(2 * NOTICE_POLL_INTERVAL_MS);
    expect(pulls('A')).toHaveLength(1);
    expect(pulls('B')).toHaveLength(2);
  });

  it('ignores malformed messages from other tabs', async () => {
    const { a, browser } = twoTabs();
    a.start();
    await flush();
    const stranger = browser.broadcast('mch-workbench:notices:7');
    stranger.postMessage({ type: 'mch.notices.counts', counts: 'lots' });
    stranger.postMessage('hello');
    stranger.postMessage({ type: 'mch.notices.counts', counts: { total: 1, noticeCount: 'x' }, news: false });
    stranger.postMessage({ type: 'mch.notices.read', kind: 'other', id: 1, counts: { ...backend.counts } });
    await flush();
    expect(a.getSnapshot()).toEqual({ total: 5, noticeCount: 3, workTipsCount: 2 });
    // A well-formed message from another tab is applied, negative numbers clamped to 0.
    stranger.postMessage({
      type: 'mch.notices.counts',
      counts: { total: 1, noticeCount: -2, workTipsCount: 1 },
      news: false,
    });
    await flush();
    expect(a.getSnapshot()).toEqual({ total: 1, noticeCount: 0, workTipsCount: 1 });
  });

  it('two users in one browser poll separately', async () => {
    const browser = { locks: memoryLocks(), broadcast: memoryBroadcast() };
    const u1 = tab('A', { browser });
    const u2 = tab('B', { browser, ids: () => ({ userId: 8, doctorId: 12, unitId: 23 }) });
    u1.start();
    u2.start();
    await vi.advanceTimersByTimeAsync(NOTICE_POLL_INTERVAL_MS);
    expect([u1.polling(), u2.polling()]).toEqual([true, true]);
    expect(pulls('A')).toHaveLength(1);
    expect(pulls('B')).toHaveLength(1);
  });
});
