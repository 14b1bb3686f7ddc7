import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MessagePaths } from '../../generated';
import { backendRules } from '../../http/backends';
import { createApiClient } from '../../http/client';
import { createInterceptionPolicy } from '../../http/policy';
import { memoryBroadcast, memoryLocks, systemClock } from '../../runtime/adapters';
import { createTabLeader } from '../../runtime/tab-leader';
import { createNoticeCenter, type NoticeCenter } from './notices';
import {
  createWorkTipInvitations,
  INVITATION_TEMPLATES,
  WORK_TIP_COUNTDOWN_SECONDS,
  type WorkTip,
  type WorkTipInvitations,
} from './work-tips';

const BASE = 'http://localhost/api/message';
const ok = (data: unknown) => HttpResponse.json({ code: 'SUCCESS', msg: '', data });

function tip(id: number, templateId: number, extra: Partial<WorkTip> = {}): WorkTip {
  return {
    id,
    templateId,
    body: `tip ${id}`,
    openUrl: null,
    read: false,
    extraParams: { id: 1000 + id },
    createTime: '2024-05-06 09:30:00',
    ...extra,
  };
}

/** The message backend of these tests. */
const backend = {
  tips: [] as WorkTip[],
  unread: 10,
  marked: [] as number[],
  failMarking: false,
  tipQueries: [] as Record<string, string>[],
  pulls: [] as unknown[][],
};

const server = setupServer(
  http.get(`${BASE}/v1/business/work-tips`, ({ request }) => {
    backend.tipQueries.push(Object.fromEntries(new URL(request.url).searchParams));
    const records = backend.tips.filter((t) => !t.read);
    return ok({ records, total: records.length, pageIndex: 1, pageSize: 20 });
  }),
  http.put(`${BASE}/v1/business/mark-read`, ({ request }) => {
    const id = Number(new URL(request.url).searchParams.get('id'));
    backend.marked.push(id);
    if (backend.failMarking) return HttpResponse.json({ code: 'ERROR', msg: 'cannot mark', data: null });
    for (const t of backend.tips) if (t.id === id) t.read = true;
    backend.unread -= 1;
    return ok(null);
  }),
  http.get(`${BASE}/v1/message/unread-count`, () =>
    ok({ total: backend.unread, noticeCount: 0, workTipsCount: backend.unread }),
  ),
  http.get(`${BASE}/v1/message/pull`, () => ok(backend.pulls.shift() ?? [])),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

let notices: NoticeCenter;
let invitations: WorkTipInvitations;

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  backend.tips = [];
  backend.unread = 10;
  backend.marked = [];
  backend.failMarking = false;
  backend.tipQueries = [];
  backend.pulls = [];
  const message = createApiClient<MessagePaths>({
    baseUrl: BASE,
    rules: backendRules({ systemTag: '25', clientSystem: 'mch-workbench' }).message,
    fetch: (req) => globalThis.fetch(req),
    clock: systemClock,
    policy: createInterceptionPolicy({ clock: systemClock, logout: () => {} }),
    getToken: () => 'tok',
  });
  notices = createNoticeCenter({ message, clock: systemClock, getIds: () => ({ doctorId: 1, unitId: 2 }) });
  await notices.refresh();
  invitations = createWorkTipInvitations({ message, clock: systemClock, notices });
});
afterEach(() => {
  invitations.dispose();
  notices.stop();
  server.resetHandlers();
  vi.useRealTimers();
});

/** Lets pending requests finish without moving the clock. */
const flush = () => vi.advanceTimersByTimeAsync(0);
const ids = () => invitations.getSnapshot().map((i) => i.id);

describe('loading', () => {
  it('asks for unread tips, page 1, size 20', async () => {
    await invitations.load();
    expect(backend.tipQueries).toEqual([{ pageIndex: '1', pageSize: '20', read: 'false' }]);
  });

  it('turns unread tips of templates 14 and 28 into invitations counting down from 30', async () => {
    backend.tips = [
      tip(1, INVITATION_TEMPLATES.consultation),
      tip(2, 5),
      tip(3, INVITATION_TEMPLATES.referralLive),
      tip(4, INVITATION_TEMPLATES.consultation, { read: true }),
    ];
    await invitations.load();
    expect(invitations.getSnapshot()).toEqual([
      expect.objectContaining({ id: 1, kind: 'consultation', remainingSeconds: 30, state: 'counting' }),
      expect.objectContaining({ id: 3, kind: 'referralLive', remainingSeconds: 30, state: 'counting' }),
    ]);
    expect(invitations.getSnapshot()[0]?.tip).toEqual(tip(1, 28));
  });

  it('never shows a tip twice, even after it was answered', async () => {
    backend.tips = [tip(1, 28)];
    await invitations.load();
    await invitations.load();
    expect(ids()).toEqual([1]);
    backend.failMarking = true; // the tip stays unread on the server
    invitations.ignore(1);
    await flush();
    await invitations.load();
    expect(ids()).toEqual([]);
  });

  it('loads again when the notice center reports news', async () => {
    notices.start();
    await flush();
    backend.tips = [tip(7, 14)];
    backend.pulls = [[{ id: 1 }]];
    await vi.advanceTimersByTimeAsync(10_000);
    expect(ids()).toEqual([7]);
  });
});

describe('the countdown', () => {
  it('ticks 30 → 0 once a second, then the invitation leaves and its tip is marked read once', async () => {
    backend.tips = [tip(1, 28)];
    await invitations.load();
    const seen: number[] = [];
    invitations.subscribe(() => {
      const r = invitations.getSnapshot()[0]?.remainingSeconds;
      if (r !== undefined) seen.push(r);
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(invitations.getSnapshot()[0]?.remainingSeconds).toBe(29);
    await vi.advanceTimersByTimeAsync((WORK_TIP_COUNTDOWN_SECONDS - 2) * 1000);
    expect(invitations.getSnapshot()[0]?.remainingSeconds).toBe(1);
    expect(backend.marked).toEqual([]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(ids()).toEqual([]);
    expect(seen).toEqual(Array.from({ length: 29 }, (_, i) => 29 - i));
    expect(backend.marked).toEqual([1]);
    expect(notices.getSnapshot().workTipsCount).toBe(9);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(backend.marked).toEqual([1]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('runs one countdown per invitation', async () => {
    backend.tips = [tip(1, 28)];
    await invitations.load();
    await vi.advanceTimersByTimeAsync(10_000);
    backend.tips.push(tip(2, 14));
    await invitations.load();
    expect(invitations.getSnapshot().map((i) => i.remainingSeconds)).toEqual([20, 30]);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(ids()).toEqual([2]);
    expect(invitations.getSnapshot()[0]?.remainingSeconds).toBe(10);
  });
});

describe('several tabs of one user', () => {
  const browser = () => ({ locks: memoryLocks(), broadcast: memoryBroadcast() });
  const opened: { center: NoticeCenter; tips: WorkTipInvitations }[] = [];
  afterEach(() => {
    for (const t of opened.splice(0)) {
      t.tips.dispose();
      t.center.stop();
    }
  });

  function openTab(b: ReturnType<typeof browser>) {
    const message = createApiClient<MessagePaths>({
      baseUrl: BASE,
      rules: backendRules({ systemTag: '25', clientSystem: 'mch-workbench' }).message,
      fetch: (req) => globalThis.fetch(req),
      clock: systemClock,
      policy: createInterceptionPolicy({ clock: systemClock, logout: () => {} }),
      getToken: () => 'tok',
    });
    const center = createNoticeCenter({
      message,
      clock: systemClock,
      getIds: () => ({ userId: 5, doctorId: 1, unitId: 2 }),
      leader: (name) => createTabLeader({ name, locks: b.locks, broadcast: b.broadcast }),
    });
    const tips = createWorkTipInvitations({ message, clock: systemClock, notices: center });
    opened.push({ center, tips });
    return { center, tips };
  }

  async function threeTabsShowing(...tipIds: number[]) {
    const b = browser();
    const tabs = [openTab(b), openTab(b), openTab(b)];
    for (const t of tabs) t.center.start();
    await flush();
    expect(tabs.map((t) => t.center.leads())).toEqual([true, false, false]);
    backend.tips = tipIds.map((id) => tip(id, 28));
    // The tabs load a moment apart, as they do when the leader's news reaches them.
    for (const t of tabs) {
      await t.tips.load();
      await vi.advanceTimersByTimeAsync(300);
    }
    return tabs;
  }

  it('the leader counts down and marks read once; every bell drops by exactly one', async () => {
    const tabs = await threeTabsShowing(1);
    const before = backend.unread;
    await vi.advanceTimersByTimeAsync(5_000);
    // The other tabs show the leader's count.
    const counts = tabs.map((t) => t.tips.getSnapshot()[0]?.remainingSeconds);
    expect(new Set(counts).size).toBe(1);
    await vi.advanceTimersByTimeAsync(WORK_TIP_COUNTDOWN_SECONDS * 1000);
    expect(tabs.map((t) => t.tips.getSnapshot())).toEqual([[], [], []]);
    expect(backend.marked).toEqual([1]);
    expect(tabs.map((t) => t.center.getSnapshot().workTipsCount)).toEqual([
      before - 1,
      before - 1,
      before - 1,
    ]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(backend.marked).toEqual([1]);
  });

  it('an answer in one tab marks read once and the invitation leaves every tab', async () => {
    const tabs = await threeTabsShowing(1, 2);
    tabs[2]?.tips.ignore(2);
    await flush();
    expect(tabs.map((t) => t.tips.getSnapshot().map((i) => i.id))).toEqual([[1], [1], [1]]);
    await vi.advanceTimersByTimeAsync(WORK_TIP_COUNTDOWN_SECONDS * 1000);
    expect(backend.marked).toEqual([2, 1]);
  });

  it('when the leader tab closes mid-countdown, the next one takes over and still marks read once', async () => {
    const tabs = await threeTabsShowing(1);
    await vi.advanceTimersByTimeAsync(10_000);
    const [first] = opened.splice(0, 1);
    first?.tips.dispose();
    first?.center.stop();
    await flush();
    expect(tabs.slice(1).map((t) => t.center.leads())).toEqual([true, false]);
    await vi.advanceTimersByTimeAsync(WORK_TIP_COUNTDOWN_SECONDS * 1000);
    expect(backend.marked).toEqual([1]);
    expect(tabs.slice(1).map((t) => t.tips.getSnapshot())).toEqual([[], []]);
  });

  it('a tab whose leader does not show the invitation expires it itself', async () => {
    const b = browser();
    const leader = openTab(b);
    const other = openTab(b);
    leader.center.start();
    other.center.start();
    await flush();
    backend.tips = [tip(1, 28)];
    await other.tips.load();
    await vi.advanceTimersByTimeAsync(WORK_TIP_COUNTDOWN_SECONDS * 1000);
    expect(other.tips.getSnapshot()).toEqual([]);
    expect(backend.marked).toEqual([1]);
  });

  it('ignores tick messages of another shape', async () => {
    const b = browser();
    const leader = openTab(b);
    const other = openTab(b);
    leader.center.start();
    other.center.start();
    await flush();
    backend.tips = [tip(1, 28)];
    await other.tips.load();
    const stranger = b.broadcast('mch-workbench:notices:5');
    stranger.postMessage({ type: 'mch.workTips.tick', id: 1, remainingSeconds: 'soon' });
    stranger.postMessage({ type: 'mch.workTips.tick', id: '1', remainingSeconds: 3 });
    await flush();
    expect(other.tips.getSnapshot()[0]?.remainingSeconds).toBe(WORK_TIP_COUNTDOWN_SECONDS);
  });
});

describe('answers', () => {
  it.each(['ignore', 'close'] as const)(
    '%s: the invitation leaves and its tip is marked read once',
    async (how) => {
      backend.tips = [tip(1, 28), tip(2, 14)];
      await invitations.load();
      invitations[how](1);
      expect(ids()).toEqual([2]);
      invitations.ignore(1);
      invitations.close(1);
      expect(invitations.agree(1)).toBeNull();
      await vi.advanceTimersByTimeAsync(60_000);
      expect(backend.marked.filter((id) => id === 1)).toEqual([1]);
      expect(notices.getSnapshot().workTipsCount).toBe(8);
    },
  );

  it('agree on a consultation invitation gives its singleId and marks read once', async () => {
    backend.tips = [tip(1, 28, { extraParams: { id: 555 } })];
    await invitations.load();
    expect(invitations.agree(1)).toEqual({ kind: 'consultation', singleId: 555 });
    expect(ids()).toEqual([]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(backend.marked).toEqual([1]);
  });

  it('agree on a referral live invitation gives its http(s) URL', async () => {
    backend.tips = [tip(1, 14, { openUrl: 'https://live.example.cn/room/9?x=1' })];
    await invitations.load();
    expect(invitations.agree(1)).toEqual({ kind: 'referralLive', url: 'https://live.example.cn/room/9?x=1' });
  });

  it.each([
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'JaVaScRiPt:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/x',
    '/relative/path',
    null,
  ])('agree never returns the unsafe openUrl %j', async (openUrl) => {
    backend.tips = [tip(1, 14, { openUrl })];
    await invitations.load();
    expect(invitations.agree(1)).toEqual({ kind: 'referralLive', url: null });
    await flush();
    expect(backend.marked).toEqual([1]);
  });

  it('a failure to mark read never throws out of ignore, agree, close or the expiry', async () => {
    backend.failMarking = true;
    backend.tips = [tip(1, 28), tip(2, 14), tip(3, 28), tip(4, 14)];
    await invitations.load();
    expect(() => invitations.ignore(1)).not.toThrow();
    expect(invitations.agree(2)).toEqual({ kind: 'referralLive', url: null });
    expect(() => invitations.close(3)).not.toThrow();
    await vi.advanceTimersByTimeAsync(WORK_TIP_COUNTDOWN_SECONDS * 1000);
    expect(ids()).toEqual([]);
    expect(backend.marked.sort()).toEqual([1, 2, 3, 4]);
    expect(notices.getSnapshot().workTipsCount).toBe(10);
  });

  it('a tip read elsewhere (another tab, the inbox) leaves without a second mark-read', async () => {
    backend.tips = [tip(1, 28), tip(2, 14)];
    await invitations.load();
    await notices.markWorkTipRead(1);
    expect(ids()).toEqual([2]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(backend.marked.filter((id) => id === 1)).toEqual([1]);
  });

  it('an unknown id is ignored', () => {
    expect(invitations.agree(99)).toBeNull();
    expect(() => invitations.ignore(99)).not.toThrow();
    expect(() => invitations.close(99)).not.toThrow();
  });
});

describe('dispose', () => {
  it('clears every timer and empties the store', async () => {
    backend.tips = [tip(1, 28), tip(2, 14)];
    await invitations.load();
    expect(vi.getTimerCount()).toBe(2);
    invitations.dispose();
    expect(vi.getTimerCount()).toBe(0);
    expect(ids()).toEqual([]);
    await invitations.load();
    expect(ids()).toEqual([]);
    expect(backend.marked).toEqual([]);
  });
});
