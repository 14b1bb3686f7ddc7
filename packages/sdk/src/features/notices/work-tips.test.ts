import type { TestDemo } from '@mch/mock/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoInbox, demoUser, testDemo } from '../../../test/helpers';
import type { MessagePaths } from '../../generated';
import { backendRules } from '../../http/backends';
import { type ApiClient, createApiClient } from '../../http/client';
import { CancelledError } from '../../http/errors';
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

/**
 * A work tip of demo-doctor's, as a test puts it in the demo's state. The demo lists the newest first: the lower the
 * id, the newer the tip.
 */
function tip(id: number, templateId: number, extra: Partial<WorkTip> = {}): WorkTip {
  return {
    id,
    templateId,
    body: `tip ${id}`,
    openUrl: null,
    read: false,
    extraParams: { id: 1000 + id },
    createTime: `2024-05-06 09:${String(59 - Math.min(id, 59)).padStart(2, '0')}:00`,
    ...extra,
  };
}

/** A template that is no invitation. */
const OTHER_TEMPLATE = 5;
/** The unread work tips demo-doctor has at the start of each test (none of them an invitation). */
const UNREAD_AT_START = 10;

let demo: TestDemo;
/** demo-doctor's work tips in the demo (live: a test adds the tips it needs). */
let tips: WorkTip[];
let notices: NoticeCenter;
let invitations: WorkTipInvitations;

/** A message client of demo-doctor's on the test's demo. */
function messageClient(): ApiClient<MessagePaths> {
  return createApiClient<MessagePaths>({
    baseUrl: demo.baseUrls.message,
    rules: backendRules({ systemTag: '25', clientSystem: 'mch-workbench' }).message,
    fetch: demo.fetch,
    clock: systemClock,
    policy: createInterceptionPolicy({ clock: systemClock, logout: () => {} }),
    getToken: () => 'demo-doctor',
  });
}

/** The work tips marked read, by id, in order. */
const marked = () => demo.requestsTo('PUT message /v1/business/mark-read').map((r) => Number(r.query.id));
/** Marking work tips read fails from now on. */
const failMarking = () =>
  demo.faults.set({ kind: 'businessError', backend: 'message', path: '/v1/business/mark-read' });

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  demo = testDemo();
  tips = demoInbox(demo).tips;
  tips.splice(
    0,
    tips.length,
    ...Array.from({ length: UNREAD_AT_START }, (_, i) =>
      tip(901 + i, OTHER_TEMPLATE, { createTime: '2024-05-01 08:00:00' }),
    ),
  );
  const message = messageClient();
  const { unitId, relationId } = demoUser(demo, 'demo-doctor');
  notices = createNoticeCenter({
    message,
    clock: systemClock,
    getIds: () => ({ doctorId: relationId, unitId }),
  });
  await notices.refresh();
  invitations = createWorkTipInvitations({ message, clock: systemClock, notices });
});
afterEach(() => {
  invitations.dispose();
  notices.stop();
  vi.useRealTimers();
});

/** Lets pending requests finish without moving the clock. */
const flush = () => vi.advanceTimersByTimeAsync(0);
const ids = () => invitations.getSnapshot().map((i) => i.id);

describe('loading', () => {
  it('asks for unread tips, page 1, size 20', async () => {
    await invitations.load();
    expect(demo.requestsTo('GET message /v1/business/work-tips').map((r) => r.query)).toEqual([
      { pageIndex: '1', pageSize: '20', read: 'false' },
    ]);
  });

  it('turns unread tips of templates 14 and 28 into invitations counting down from 30', async () => {
    tips.push(
      tip(1, INVITATION_TEMPLATES.consultation),
      tip(2, 5),
      tip(3, INVITATION_TEMPLATES.referralLive),
      tip(4, INVITATION_TEMPLATES.consultation, { read: true }),
    );
    await invitations.load();
    expect(invitations.getSnapshot()).toEqual([
      expect.objectContaining({ id: 1, kind: 'consultation', remainingSeconds: 30, state: 'counting' }),
      expect.objectContaining({ id: 3, kind: 'referralLive', remainingSeconds: 30, state: 'counting' }),
    ]);
    expect(invitations.getSnapshot()[0]?.tip).toEqual(tip(1, 28));
  });

  it('never shows a tip twice, even after it was answered', async () => {
    tips.push(tip(1, 28));
    await invitations.load();
    await invitations.load();
    expect(ids()).toEqual([1]);
    failMarking(); // the tip stays unread on the server
    invitations.ignore(1);
    await flush();
    await invitations.load();
    expect(ids()).toEqual([]);
  });

  it('a load its caller cancels rejects quietly and shows nothing; a later load shows the tips', async () => {
    tips.push(tip(1, INVITATION_TEMPLATES.consultation));
    const open = demo.hold('GET message /v1/business/work-tips');
    const controller = new AbortController();
    const loading = invitations.load({ signal: controller.signal });
    await flush();
    controller.abort();
    await expect(loading).rejects.toBeInstanceOf(CancelledError);
    open();
    await flush();
    expect(ids()).toEqual([]);
    await invitations.load();
    expect(ids()).toEqual([1]);
  });

  it('loads again when the notice center reports news', async () => {
    notices.start();
    await flush();
    tips.push(tip(7, 14));
    demoInbox(demo).deliver();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(ids()).toEqual([7]);
  });
});

describe('the countdown', () => {
  it('ticks 30 → 0 once a second, then the invitation leaves and its tip is marked read once', async () => {
    tips.push(tip(1, 28));
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
    expect(marked()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(ids()).toEqual([]);
    expect(seen).toEqual(Array.from({ length: 29 }, (_, i) => 29 - i));
    expect(marked()).toEqual([1]);
    expect(notices.getSnapshot().workTipsCount).toBe(UNREAD_AT_START - 1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(marked()).toEqual([1]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('runs one countdown per invitation', async () => {
    tips.push(tip(1, 28));
    await invitations.load();
    await vi.advanceTimersByTimeAsync(10_000);
    tips.push(tip(2, 14));
    await invitations.load();
    expect(invitations.getSnapshot().map((i) => i.remainingSeconds)).toEqual([20, 30]);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(ids()).toEqual([2]);
    expect(invitations.getSnapshot()[0]?.remainingSeconds).toBe(10);
  });
});

describe('holding the countdown', () => {
  /** The invitation's seconds left and whether it is paused, as the app shows them. */
  const shown = (id = 1) => {
    const i = invitations.getSnapshot().find((x) => x.id === id);
    return i && { remainingSeconds: i.remainingSeconds, paused: i.paused };
  };

  it('a held invitation does not count down or expire, and its seconds stay as they were', async () => {
    tips.push(tip(1, 28));
    await invitations.load();
    expect(shown()).toEqual({ remainingSeconds: 30, paused: false });
    await vi.advanceTimersByTimeAsync(10_000);
    invitations.hold(1);
    expect(shown()).toEqual({ remainingSeconds: 20, paused: true });
    let changes = 0;
    invitations.subscribe(() => {
      changes += 1;
    });
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(shown()).toEqual({ remainingSeconds: 20, paused: true });
    expect(changes).toBe(0);
    expect(marked()).toEqual([]);
  });

  it('released, it counts down again from the seconds it showed and then expires', async () => {
    tips.push(tip(1, 28));
    await invitations.load();
    await vi.advanceTimersByTimeAsync(10_500);
    const release = invitations.hold(1);
    await vi.advanceTimersByTimeAsync(60_000);
    release();
    expect(shown()).toEqual({ remainingSeconds: 20, paused: false });
    await vi.advanceTimersByTimeAsync(1000);
    expect(shown()).toEqual({ remainingSeconds: 19, paused: false });
    await vi.advanceTimersByTimeAsync(18_000);
    expect(shown()).toEqual({ remainingSeconds: 1, paused: false });
    expect(marked()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(ids()).toEqual([]);
    expect(marked()).toEqual([1]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('counts by the clock: after a sleep or a throttled tab the next tick shows the seconds really left', async () => {
    tips.push(tip(1, 28), tip(2, 14));
    await invitations.load();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(invitations.getSnapshot().map((i) => i.remainingSeconds)).toEqual([27, 27]);
    // The computer sleeps for 12 s: no timer fires meanwhile, the clock moves on.
    vi.setSystemTime(Date.now() + 12_000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(invitations.getSnapshot().map((i) => i.remainingSeconds)).toEqual([14, 14]);
    // Asleep past the end: the next tick ends them, each marked read once.
    vi.setSystemTime(Date.now() + 5 * 60_000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(ids()).toEqual([]);
    expect(marked().sort()).toEqual([1, 2]);
  });

  it('counts its holds: the pointer and the focus hold it independently', async () => {
    tips.push(tip(1, 28));
    await invitations.load();
    const pointer = invitations.hold(1);
    const focus = invitations.hold(1);
    pointer();
    pointer(); // a second release of the same hold changes nothing
    await vi.advanceTimersByTimeAsync(60_000);
    expect(shown()).toEqual({ remainingSeconds: 30, paused: true });
    focus();
    await vi.advanceTimersByTimeAsync(WORK_TIP_COUNTDOWN_SECONDS * 1000);
    expect(ids()).toEqual([]);
    expect(marked()).toEqual([1]);
  });

  it('holds one invitation only; the others count down and expire', async () => {
    tips.push(tip(1, 28), tip(2, 14));
    await invitations.load();
    invitations.hold(2);
    await vi.advanceTimersByTimeAsync(WORK_TIP_COUNTDOWN_SECONDS * 1000);
    expect(ids()).toEqual([2]);
    expect(marked()).toEqual([1]);
  });

  it('a held invitation can still be answered; releasing it afterwards does nothing', async () => {
    tips.push(tip(1, 28), tip(2, 14));
    await invitations.load();
    const release = invitations.hold(1);
    invitations.ignore(1);
    expect(ids()).toEqual([2]);
    expect(() => release()).not.toThrow();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(marked()).toEqual([1, 2]);
  });

  it('holding an unknown id does nothing', async () => {
    tips.push(tip(1, 28));
    await invitations.load();
    const release = invitations.hold(99);
    release();
    await vi.advanceTimersByTimeAsync(WORK_TIP_COUNTDOWN_SECONDS * 1000);
    expect(ids()).toEqual([]);
  });

  it('dispose clears the timers of held invitations too', async () => {
    tips.push(tip(1, 28), tip(2, 14));
    await invitations.load();
    const release = invitations.hold(1);
    invitations.dispose();
    expect(vi.getTimerCount()).toBe(0);
    expect(ids()).toEqual([]);
    release();
    expect(invitations.hold(1)).toBeTypeOf('function');
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(marked()).toEqual([]);
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
    const message = messageClient();
    const { id: userId, unitId, relationId } = demoUser(demo, 'demo-doctor');
    const center = createNoticeCenter({
      message,
      clock: systemClock,
      getIds: () => ({ userId, doctorId: relationId, unitId }),
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
    tips.push(...tipIds.map((id) => tip(id, 28)));
    // The tabs load a moment apart, as they do when the leader's news reaches them.
    for (const t of tabs) {
      await t.tips.load();
      await vi.advanceTimersByTimeAsync(300);
    }
    return tabs;
  }

  it('the leader counts down and marks read once; every bell drops by exactly one', async () => {
    const tabs = await threeTabsShowing(1);
    const before = UNREAD_AT_START;
    await vi.advanceTimersByTimeAsync(5_000);
    // The other tabs show the leader's count.
    const counts = tabs.map((t) => t.tips.getSnapshot()[0]?.remainingSeconds);
    expect(new Set(counts).size).toBe(1);
    await vi.advanceTimersByTimeAsync(WORK_TIP_COUNTDOWN_SECONDS * 1000);
    expect(tabs.map((t) => t.tips.getSnapshot())).toEqual([[], [], []]);
    expect(marked()).toEqual([1]);
    expect(tabs.map((t) => t.center.getSnapshot().workTipsCount)).toEqual([
      before - 1,
      before - 1,
      before - 1,
    ]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(marked()).toEqual([1]);
  });

  it('an answer in one tab marks read once and the invitation leaves every tab', async () => {
    const tabs = await threeTabsShowing(1, 2);
    tabs[2]?.tips.ignore(2);
    await flush();
    expect(tabs.map((t) => t.tips.getSnapshot().map((i) => i.id))).toEqual([[1], [1], [1]]);
    await vi.advanceTimersByTimeAsync(WORK_TIP_COUNTDOWN_SECONDS * 1000);
    expect(marked()).toEqual([2, 1]);
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
    expect(marked()).toEqual([1]);
    expect(tabs.slice(1).map((t) => t.tips.getSnapshot())).toEqual([[], []]);
  });

  it('a tab whose leader does not show the invitation expires it itself', async () => {
    const b = browser();
    const leader = openTab(b);
    const other = openTab(b);
    leader.center.start();
    other.center.start();
    await flush();
    tips.push(tip(1, 28));
    await other.tips.load();
    await vi.advanceTimersByTimeAsync(WORK_TIP_COUNTDOWN_SECONDS * 1000);
    expect(other.tips.getSnapshot()).toEqual([]);
    expect(marked()).toEqual([1]);
  });

  it('an invitation held in a tab that follows the leader is held in every tab, then counts on and expires once', async () => {
    const tabs = await threeTabsShowing(1);
    for (let i = 0; i < 5; i += 1) await vi.advanceTimersByTimeAsync(1000);
    const paused = () => tabs.map((t) => t.tips.getSnapshot()[0]?.paused);
    const counts = () => tabs.map((t) => t.tips.getSnapshot()[0]?.remainingSeconds);
    const release = tabs[2]?.tips.hold(1);
    await flush();
    const heldAt = counts();
    expect(new Set(heldAt).size).toBe(1);
    expect(paused()).toEqual([true, true, true]);
    for (let i = 0; i < 60; i += 1) await vi.advanceTimersByTimeAsync(1000);
    expect(counts()).toEqual(heldAt);
    expect(marked()).toEqual([]);
    release?.();
    await flush();
    expect(paused()).toEqual([false, false, false]);
    for (let i = 0; i < (heldAt[0] ?? 0) - 1; i += 1) await vi.advanceTimersByTimeAsync(1000);
    expect(counts()).toEqual([1, 1, 1]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(tabs.map((t) => t.tips.getSnapshot())).toEqual([[], [], []]);
    expect(marked()).toEqual([1]);
  });

  it('a hold of a tab that closes without releasing lapses: the leader counts on', async () => {
    const tabs = await threeTabsShowing(1);
    tabs[1]?.tips.hold(1);
    await flush();
    for (let i = 0; i < 10; i += 1) await vi.advanceTimersByTimeAsync(1000);
    expect(tabs[0]?.tips.getSnapshot()[0]).toEqual(
      expect.objectContaining({ remainingSeconds: WORK_TIP_COUNTDOWN_SECONDS, paused: true }),
    );
    // The tab goes away as a crashed tab does: it stops speaking without a word.
    const [gone] = opened.splice(1, 1);
    gone?.center.stop();
    gone?.tips.dispose();
    for (let i = 0; i < WORK_TIP_COUNTDOWN_SECONDS + 3; i += 1) await vi.advanceTimersByTimeAsync(1000);
    expect([tabs[0], tabs[2]].map((t) => t?.tips.getSnapshot())).toEqual([[], []]);
    expect(marked()).toEqual([1]);
  });

  it('ignores tick messages of another shape', async () => {
    const b = browser();
    const leader = openTab(b);
    const other = openTab(b);
    leader.center.start();
    other.center.start();
    await flush();
    tips.push(tip(1, 28));
    await other.tips.load();
    const stranger = b.broadcast(`mch-workbench:notices:${demoUser(demo, 'demo-doctor').id}`);
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
      tips.push(tip(1, 28), tip(2, 14));
      await invitations.load();
      invitations[how](1);
      expect(ids()).toEqual([2]);
      invitations.ignore(1);
      invitations.close(1);
      expect(invitations.agree(1)).toBeNull();
      await vi.advanceTimersByTimeAsync(60_000);
      expect(marked().filter((id) => id === 1)).toEqual([1]);
      expect(notices.getSnapshot().workTipsCount).toBe(UNREAD_AT_START - 2);
    },
  );

  it('agree on a consultation invitation gives its singleId and marks read once', async () => {
    tips.push(tip(1, 28, { extraParams: { id: 555 } }));
    await invitations.load();
    expect(invitations.agree(1)).toEqual({ kind: 'consultation', singleId: 555 });
    expect(ids()).toEqual([]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(marked()).toEqual([1]);
  });

  it('agree on a referral live invitation gives its http(s) URL', async () => {
    tips.push(tip(1, 14, { openUrl: 'https://live.example.cn/room/9?x=1' }));
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
    tips.push(tip(1, 14, { openUrl }));
    await invitations.load();
    expect(invitations.agree(1)).toEqual({ kind: 'referralLive', url: null });
    await flush();
    expect(marked()).toEqual([1]);
  });

  it('a failure to mark read never throws out of ignore, agree, close or the expiry', async () => {
    failMarking();
    tips.push(tip(1, 28), tip(2, 14), tip(3, 28), tip(4, 14));
    await invitations.load();
    expect(() => invitations.ignore(1)).not.toThrow();
    expect(invitations.agree(2)).toEqual({ kind: 'referralLive', url: null });
    expect(() => invitations.close(3)).not.toThrow();
    await vi.advanceTimersByTimeAsync(WORK_TIP_COUNTDOWN_SECONDS * 1000);
    expect(ids()).toEqual([]);
    expect(marked().sort()).toEqual([1, 2, 3, 4]);
    expect(notices.getSnapshot().workTipsCount).toBe(UNREAD_AT_START);
  });

  it('a tip read elsewhere (another tab, the inbox) leaves without a second mark-read', async () => {
    tips.push(tip(1, 28), tip(2, 14));
    await invitations.load();
    await notices.markWorkTipRead(1);
    expect(ids()).toEqual([2]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(marked().filter((id) => id === 1)).toEqual([1]);
  });

  it('an unknown id is ignored', () => {
    expect(invitations.agree(99)).toBeNull();
    expect(() => invitations.ignore(99)).not.toThrow();
    expect(() => invitations.close(99)).not.toThrow();
  });
});

describe('dispose', () => {
  it('clears every timer and empties the store', async () => {
    tips.push(tip(1, 28), tip(2, 14));
    await invitations.load();
    expect(vi.getTimerCount()).toBe(2);
    invitations.dispose();
    expect(vi.getTimerCount()).toBe(0);
    expect(ids()).toEqual([]);
    await invitations.load();
    expect(ids()).toEqual([]);
    expect(marked()).toEqual([]);
  });
});
