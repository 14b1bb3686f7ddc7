import type { DemoToken, TestDemo } from '@mch/mock/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoInbox, demoUser, testDemo } from '../../../test/helpers';
import type { MessagePaths } from '../../generated';
import { backendRules } from '../../http/backends';
import { type ApiClient, createApiClient } from '../../http/client';
import { CancelledError, type WorkbenchError } from '../../http/errors';
import { createInterceptionPolicy, type InterceptionPolicy, type PolicyEvents } from '../../http/policy';
import { memoryBroadcast, memoryLocks, systemClock } from '../../runtime/adapters';
import { createTabLeader } from '../../runtime/tab-leader';
import {
  createNoticeCenter,
  NOTICE_POLL_INTERVAL_MS,
  type NoticeCenter,
  type NoticeIds,
  type NoticeReadEvent,
} from './notices';

// demo-doctor's inbox at the seed: 3 unread notices and 2 unread work tips.
const SEED_COUNTS = { total: 5, noticeCount: 3, workTipsCount: 2 };

let demo: TestDemo;
let policy: InterceptionPolicy;
let events: { [K in keyof PolicyEvents]: PolicyEvents[K][] };
const centers: NoticeCenter[] = [];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  demo = testDemo();
  policy = createInterceptionPolicy({ clock: systemClock, logout: () => {} });
  events = { warning: [], sessionExpired: [], networkError: [] };
  policy.events.on('warning', (e) => events.warning.push(e));
  policy.events.on('sessionExpired', (e) => events.sessionExpired.push(e));
  policy.events.on('networkError', (e) => events.networkError.push(e));
});
afterEach(() => {
  for (const c of centers.splice(0)) c.stop();
  vi.useRealTimers();
});

const rules = backendRules({ systemTag: '25', clientSystem: 'mch-workbench' });
/** The header that tells the demo's log which tab asked (the demo ignores it). */
const TAB_HEADER = 'x-test-tab';

/** A message client of the demo user `token`, its requests marked with the tab's name. */
function messageClient(tab: string, token: DemoToken, hold?: () => Promise<void>): ApiClient<MessagePaths> {
  return createApiClient<MessagePaths>({
    baseUrl: demo.baseUrls.message,
    rules: rules.message,
    fetch: async (req) => {
      req.headers.set(TAB_HEADER, tab);
      const answer = demo.fetch(req);
      await hold?.();
      return answer;
    },
    clock: systemClock,
    policy,
    getToken: () => token,
  });
}

/** The ids of a demo user as the notice center reads them from the session. */
function idsOf(token: DemoToken = 'demo-doctor'): NoticeIds {
  const user = demoUser(demo, token);
  return { userId: user.id, doctorId: user.relationId, unitId: user.unitId };
}

type Browser = { locks: ReturnType<typeof memoryLocks>; broadcast: ReturnType<typeof memoryBroadcast> };

function tab(
  name: string,
  opts: {
    browser?: Browser;
    token?: DemoToken;
    ids?: () => NoticeIds | null;
    /** Awaited before each answer reaches the tab (a slow network). */
    hold?: () => Promise<void>;
  } = {},
): NoticeCenter {
  const { browser, token = 'demo-doctor' } = opts;
  const ids = idsOf(token);
  const center = createNoticeCenter({
    message: messageClient(name, token, opts.hold),
    clock: systemClock,
    getIds: opts.ids ?? (() => ids),
    leader: browser
      ? (leaderName) =>
          createTabLeader({ name: leaderName, locks: browser.locks, broadcast: browser.broadcast })
      : undefined,
  });
  centers.push(center);
  return center;
}

const callsTo = (path: string, tabName?: string) =>
  demo.seen.filter((c) => c.path === path && (tabName === undefined || c.headers[TAB_HEADER] === tabName));
const pulls = (tabName?: string) => callsTo('/v1/message/pull', tabName);
const countReads = (tabName?: string) => callsTo('/v1/message/unread-count', tabName);

/** Lets pending requests and microtasks finish without moving the clock. */
const flush = () => vi.advanceTimersByTimeAsync(0);

describe('one tab', () => {
  it('loads the counts at start, then pulls every 10 s with the user ids', async () => {
    const center = tab('A');
    center.start();
    await flush();
    expect(center.getSnapshot()).toEqual(SEED_COUNTS);
    expect(center.polling()).toBe(true);
    await vi.advanceTimersByTimeAsync(NOTICE_POLL_INTERVAL_MS - 1);
    expect(pulls()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    const { unitId, doctorId } = idsOf();
    expect(doctorId).not.toBeNull();
    expect(pulls()).toEqual([
      expect.objectContaining({ query: { unitId: String(unitId), doctorId: String(doctorId) } }),
    ]);
    await vi.advanceTimersByTimeAsync(2 * NOTICE_POLL_INTERVAL_MS);
    expect(pulls()).toHaveLength(3);
  });

  it('leaves doctorId out of the pull when the user has none', async () => {
    const { unitId } = idsOf();
    const center = tab('A', { ids: () => ({ doctorId: null, unitId }) });
    center.start();
    await vi.advanceTimersByTimeAsync(NOTICE_POLL_INTERVAL_MS);
    expect(pulls()[0]?.query).toEqual({ unitId: String(unitId) });
  });

  it('does nothing before the user is known, and starts once it is', async () => {
    let ids: NoticeIds | null = null;
    const center = tab('A', { ids: () => ids });
    center.start();
    await vi.advanceTimersByTimeAsync(3 * NOTICE_POLL_INTERVAL_MS);
    expect(demo.seen).toHaveLength(0);
    expect(center.polling()).toBe(false);
    ids = idsOf();
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

    demoInbox(demo).deliver();
    await vi.advanceTimersByTimeAsync(NOTICE_POLL_INTERVAL_MS);
    expect(pulls()).toHaveLength(2);
    expect(countReads()).toHaveLength(2);
    expect(center.getSnapshot()).toEqual({ total: 6, noticeCount: 4, workTipsCount: 2 });
    expect(news).toHaveBeenCalledTimes(1);
  });

  it('never overlaps pulls: a slow pull delays the next one', async () => {
    const center = tab('A');
    center.start();
    const open = demo.hold('GET message /v1/message/pull');
    await vi.advanceTimersByTimeAsync(NOTICE_POLL_INTERVAL_MS);
    expect(pulls()).toHaveLength(1);
    // The pull hangs for 25 s (within its 30 s limit): no second pull meanwhile.
    await vi.advanceTimersByTimeAsync(25_000);
    expect(pulls()).toHaveLength(1);
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
    const open = demo.hold('GET message /v1/message/pull');
    demoInbox(demo).deliver();
    await vi.advanceTimersByTimeAsync(NOTICE_POLL_INTERVAL_MS);
    const before = demo.seen.length;
    center.stop();
    expect(center.polling()).toBe(false);
    await vi.advanceTimersByTimeAsync(10 * NOTICE_POLL_INTERVAL_MS);
    expect(demo.seen).toHaveLength(before);
    expect(vi.getTimerCount()).toBe(0);
    // The pull in flight answers (with news) after the stop: still no request.
    open();
    await vi.advanceTimersByTimeAsync(10 * NOTICE_POLL_INTERVAL_MS);
    expect(demo.seen).toHaveLength(before);
  });

  it('a failing pull warns nobody and is retried at the next tick', async () => {
    const center = tab('A');
    center.start();
    await flush();
    demo.faults.set({ kind: 'businessError', backend: 'message' });
    await vi.advanceTimersByTimeAsync(3 * NOTICE_POLL_INTERVAL_MS);
    expect(pulls()).toHaveLength(3);
    expect(events.warning).toHaveLength(0);
    expect(center.polling()).toBe(true);
  });

  it('a failing pull is told to whoever listens for it, each time, and a stop cuts no failure', async () => {
    const center = tab('A');
    const failures: WorkbenchError[] = [];
    center.onPullFailed((e) => failures.push(e));
    center.start();
    await flush();
    demo.faults.set({ kind: 'network', backend: 'message', path: '/v1/message/pull' });
    await vi.advanceTimersByTimeAsync(2 * NOTICE_POLL_INTERVAL_MS);
    expect(failures.map((e) => [e.name, e.operation?.path])).toEqual([
      ['NetworkError', '/v1/message/pull'],
      ['NetworkError', '/v1/message/pull'],
    ]);
    demo.faults.clear();
    await vi.advanceTimersByTimeAsync(NOTICE_POLL_INTERVAL_MS);
    expect(failures).toHaveLength(2);
    // A pull still on its way when the poll stops is cut off, not failed.
    const answers = demo.hold('GET message /v1/message/pull');
    await vi.advanceTimersByTimeAsync(NOTICE_POLL_INTERVAL_MS);
    center.stop();
    answers();
    await flush();
    expect(failures).toHaveLength(2);
  });

  it('counts that could not be read at start are read again, quietly, at the next ticks until they are', async () => {
    demo.faults.set({ kind: 'http500', backend: 'message', path: '/v1/message/unread-count' });
    const center = tab('A');
    center.start();
    await flush();
    expect(events.warning).toHaveLength(1);
    expect(center.getSnapshot()).toEqual({ total: 0, noticeCount: 0, workTipsCount: 0 });
    await vi.advanceTimersByTimeAsync(2 * NOTICE_POLL_INTERVAL_MS);
    expect(countReads()).toHaveLength(3);
    expect(events.warning).toHaveLength(1);
    demo.faults.clear();
    await vi.advanceTimersByTimeAsync(NOTICE_POLL_INTERVAL_MS);
    expect(center.getSnapshot()).toEqual(SEED_COUNTS);
    // Once read, the counts are read again only when news comes.
    await vi.advanceTimersByTimeAsync(3 * NOTICE_POLL_INTERVAL_MS);
    expect(countReads()).toHaveLength(4);
  });

  it('an expired session met while reading the counts again is reported once', async () => {
    demo.faults.set({ kind: 'http500', backend: 'message', path: '/v1/message/unread-count' });
    const center = tab('A');
    center.start();
    await flush();
    demo.faults.clear();
    demo.faults.set({ kind: 'tokenExpired', backend: 'message', path: '/v1/message/unread-count' });
    await vi.advanceTimersByTimeAsync(3 * NOTICE_POLL_INTERVAL_MS);
    expect(events.sessionExpired).toHaveLength(1);
  });

  it('a pull that finds the session expired reports it once through the counts call', async () => {
    const center = tab('A');
    center.start();
    await flush();
    demo.faults.set({ kind: 'tokenExpired', backend: 'message' });
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
    const { id } = demoInbox(demo).unreadNotice();
    await center.markNoticeRead(id);
    expect(callsTo('/v1/notice/mark-read')).toEqual([
      expect.objectContaining({ method: 'PUT', query: { id: String(id) } }),
    ]);
    expect(center.getSnapshot()).toEqual({ total: 4, noticeCount: 2, workTipsCount: 2 });
    expect(reads).toEqual([{ kind: 'notice', id, fromOtherTab: false }]);
  });

  it('marking a work tip read lowers workTipsCount and total by one', async () => {
    const center = tab('A');
    center.start();
    await flush();
    const { id } = demoInbox(demo).unreadTip();
    await center.markWorkTipRead(id);
    expect(callsTo('/v1/business/mark-read')[0]?.query).toEqual({ id: String(id) });
    expect(center.getSnapshot()).toEqual({ total: 4, noticeCount: 3, workTipsCount: 1 });
  });

  it('counts never drop below 0', async () => {
    const inbox = demoInbox(demo);
    const notice = inbox.unreadNotice();
    const tip = inbox.unreadTip();
    inbox.readAll();
    const center = tab('A');
    center.start();
    await flush();
    expect(center.getSnapshot()).toEqual({ total: 0, noticeCount: 0, workTipsCount: 0 });
    await center.markNoticeRead(notice.id);
    await center.markWorkTipRead(tip.id);
    expect(callsTo('/v1/notice/mark-read')).toHaveLength(1);
    expect(callsTo('/v1/business/mark-read')).toHaveLength(1);
    expect(center.getSnapshot()).toEqual({ total: 0, noticeCount: 0, workTipsCount: 0 });
  });

  it('a failed mark-read rejects and leaves the counts as they were', async () => {
    const center = tab('A');
    center.start();
    await flush();
    demo.faults.set({ kind: 'businessError', backend: 'message', message: 'mark failed' });
    await expect(center.markNoticeRead(demoInbox(demo).unreadNotice().id)).rejects.toThrow('mark failed');
    expect(center.getSnapshot()).toEqual({ total: 5, noticeCount: 3, workTipsCount: 2 });
    expect(events.warning).toHaveLength(1);
  });

  it('a refresh its caller cancels rejects quietly and leaves the counts; the poll does not read them again for it', async () => {
    const center = tab('A');
    center.start();
    await flush();
    const open = demo.hold('GET message /v1/message/unread-count');
    const controller = new AbortController();
    const refreshing = center.refresh({ signal: controller.signal });
    await flush();
    controller.abort();
    await expect(refreshing).rejects.toBeInstanceOf(CancelledError);
    open();
    await flush();
    expect(center.getSnapshot()).toEqual(SEED_COUNTS);
    expect(events).toEqual({ warning: [], sessionExpired: [], networkError: [] });
    // An empty pull: the counts are not read again (they were not wrong, only not asked for).
    await vi.advanceTimersByTimeAsync(NOTICE_POLL_INTERVAL_MS);
    expect(pulls()).toHaveLength(1);
    expect(countReads()).toHaveLength(2);
  });

  it('a counts answer asked before a mark-read does not undo it', async () => {
    const center = tab('A');
    center.start();
    await flush();
    // The counts asked before the mark-read answer after it, with the counts of before (a stale answer).
    const open = demo.hold('GET message /v1/message/unread-count');
    demo.answer('GET message /v1/message/unread-count', {
      json: { code: 'SUCCESS', msg: '', data: SEED_COUNTS },
    });
    const refreshing = center.refresh();
    await flush();
    await center.markNoticeRead(demoInbox(demo).unreadNotice().id);
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

    demoInbox(demo).deliver();
    await vi.advanceTimersByTimeAsync(NOTICE_POLL_INTERVAL_MS);
    expect(a.getSnapshot()).toEqual({ total: 6, noticeCount: 4, workTipsCount: 2 });
    expect(b.getSnapshot()).toEqual({ total: 6, noticeCount: 4, workTipsCount: 2 });
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
    const { id } = demoInbox(demo).unreadTip();
    await a.markWorkTipRead(id);
    await flush();
    expect(b.getSnapshot()).toEqual({ total: 4, noticeCount: 3, workTipsCount: 1 });
    expect(readsAtB).toEqual([{ kind: 'workTip', id, fromOtherTab: true }]);
  });

  it('both tabs marking one tip read at once lower the counts by one, in both tabs', async () => {
    const browser = { locks: memoryLocks(), broadcast: memoryBroadcast() };
    let slow: Promise<void> = Promise.resolve();
    const a = tab('A', { browser });
    const b = tab('B', { browser, hold: () => slow });
    a.start();
    b.start();
    await flush();
    const { id } = demoInbox(demo).unreadTip();
    // B's mark-read is answered only after A's read has reached it.
    let answerB = () => {};
    slow = new Promise((resolve) => {
      answerB = resolve;
    });
    const markedAtB = b.markWorkTipRead(id);
    await a.markWorkTipRead(id);
    await flush();
    expect(b.getSnapshot()).toEqual({ total: 4, noticeCount: 3, workTipsCount: 1 });
    answerB();
    await markedAtB;
    await flush();
    expect(a.getSnapshot()).toEqual({ total: 4, noticeCount: 3, workTipsCount: 1 });
    expect(b.getSnapshot()).toEqual({ total: 4, noticeCount: 3, workTipsCount: 1 });
  });

  it("another tab's late read of one tip does not put this tab's later reads back on the bell", async () => {
    const locks = memoryLocks();
    const broadcast = memoryBroadcast();
    // Once both tabs have their counts, B's messages to the other tabs are held back, as a busy tab's can be.
    const held: (() => void)[] = [];
    let holding = false;
    const slowBroadcast: typeof broadcast = (name) => {
      const channel = broadcast(name);
      return {
        ...channel,
        postMessage: (message) => {
          if (holding) held.push(() => channel.postMessage(message));
          else channel.postMessage(message);
        },
      };
    };
    const a = tab('A', { browser: { locks, broadcast } });
    const b = tab('B', { browser: { locks, broadcast: slowBroadcast } });
    a.start();
    b.start();
    await flush();
    holding = true;
    const inbox = demoInbox(demo);
    // Both tabs act on the first tip (each expiring its invitation), then A on the second; B's read arrives last.
    const firstTip = inbox.unreadTip().id;
    await b.markWorkTipRead(firstTip);
    await a.markWorkTipRead(firstTip);
    await a.markWorkTipRead(inbox.unreadTip().id);
    await flush();
    holding = false;
    for (const send of held.splice(0)) send();
    await flush();
    const bothRead = { total: 3, noticeCount: 3, workTipsCount: 0 };
    expect(a.getSnapshot()).toEqual(bothRead);
    expect(b.getSnapshot()).toEqual(bothRead);
  });

  it('marking one notice read twice in a tab lowers the counts once', async () => {
    const a = tab('A');
    a.start();
    await flush();
    const { id } = demoInbox(demo).unreadNotice();
    await Promise.all([a.markNoticeRead(id), a.markNoticeRead(id)]);
    expect(a.getSnapshot()).toEqual({ total: 4, noticeCount: 2, workTipsCount: 2 });
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
    const stranger = browser.broadcast(`mch-workbench:notices:${idsOf().userId}`);
    stranger.postMessage({ type: 'mch.notices.counts', counts: 'lots' });
    stranger.postMessage('hello');
    stranger.postMessage({ type: 'mch.notices.counts', counts: { total: 1, noticeCount: 'x' }, news: false });
    stranger.postMessage({
      type: 'mch.notices.read',
      kind: 'other',
      id: 1,
      counts: { ...SEED_COUNTS, total: 9 },
    });
    await flush();
    expect(a.getSnapshot()).toEqual(SEED_COUNTS);
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
    const u2 = tab('B', { browser, token: 'demo-admin' });
    u1.start();
    u2.start();
    await vi.advanceTimersByTimeAsync(NOTICE_POLL_INTERVAL_MS);
    expect([u1.polling(), u2.polling()]).toEqual([true, true]);
    expect(pulls('A')).toHaveLength(1);
    expect(pulls('B')).toHaveLength(1);
    expect(pulls('B')[0]?.headers.authorization).toBe('Bearer demo-admin');
  });
});
