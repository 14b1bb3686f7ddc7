/**
 * The unread counts behind the bell (SPEC.md §3, §4, §7.3, §9): loaded once at start, then one tab of the user
 * (the leader) pulls system messages every 10 s and, when a pull returns something, reads the counts again and
 * shares them with the other tabs. Marking a notice or a work tip read lowers the counts by one in every tab, once
 * per item: when two tabs mark the same item (both expiring one invitation), the second answer changes nothing, and
 * a tab told of another tab's read lowers its own counts by one rather than taking that tab's (which can be older
 * than its own reads, when the message arrives late).
 *
 * Interception: the background pull is sent with `intercept: false`, so a failing pull shows no warning every
 * 10 s; it is simply retried at the next tick. A pull that finds the session expired reads the counts with the
 * policy on, so the expiry is still reported (and logs out) exactly once. The counts and mark-read calls always
 * use the policy.
 */

import type { MessageComponents, MessagePaths } from '../../generated';
import type { ApiClient } from '../../http/client';
import { CancelledError, isWorkbenchError, SessionExpiredError, WorkbenchError } from '../../http/errors';
import type { ClockAdapter } from '../../runtime/adapters';
import { createEmitter } from '../../runtime/emitter';
import { createPoller } from '../../runtime/poller';
import { createStore, type ReadableStore } from '../../runtime/store';
import { type TabLeader, tabLeaderName } from '../../runtime/tab-leader';

/** The system-message poll interval (SPEC.md §9). */
export const NOTICE_POLL_INTERVAL_MS = 10_000;

/** Unread counts behind the bell badge. */
export type NoticeCounts = MessageComponents['schemas']['NoticeCounts'];

/** The counts before anything is loaded. */
export const EMPTY_NOTICE_COUNTS: NoticeCounts = { total: 0, noticeCount: 0, workTipsCount: 0 };

/** Who the pull is for; `userId` (when given) names the tab election, otherwise unit and doctor do. */
export interface NoticeIds {
  doctorId: number | null | undefined;
  unitId: number;
  userId?: number | string | undefined;
}

/** What was read, and whether it was read in another tab of the same user. */
export interface NoticeReadEvent {
  kind: 'notice' | 'workTip';
  id: number;
  fromOtherTab: boolean;
}

/** What `createNoticeCenter` needs. */
export interface NoticeCenterOptions {
  message: ApiClient<MessagePaths>;
  clock: ClockAdapter;
  /**
   * Opens this tab's leader election under the given name (made from the user's ids at `start()`), e.g.
   * `(name) => createTabLeader({ name, locks, broadcast })`. Without it this tab polls for itself.
   */
  leader?: ((name: string) => TabLeader) | undefined;
  /** The signed-in user's ids, or null before the session is loaded. */
  getIds: () => NoticeIds | null;
}

/** The unread counts as a store, plus polling and mark-read. */
export interface NoticeCenter extends ReadableStore<NoticeCounts> {
  /**
   * Reads the counts now (GET /v1/message/unread-count, policy on), shares them with the other tabs, resolves to
   * them. With `signal`, an abort cancels the call quietly and the promise rejects with a `CancelledError`; the
   * counts stay as they were.
   */
  refresh(options?: { signal?: AbortSignal | undefined }): Promise<NoticeCounts>;
  /**
   * Loads the counts once, then polls in the leader tab (first pull 10 s later). Does nothing while `getIds()`
   * is null (call it once the session is loaded) or when already started.
   */
  start(): void;
  /** Stops polling, aborts calls in flight, leaves the election; the counts stay as they are. */
  stop(): void;
  /** True while this tab is the one pulling. */
  polling(): boolean;
  /** PUT /v1/notice/mark-read, then noticeCount and total drop by one (never below 0) in every tab. Rejects on failure. */
  markNoticeRead(id: number): Promise<void>;
  /** PUT /v1/business/mark-read, then workTipsCount and total drop by one (never below 0) in every tab. Rejects on failure. */
  markWorkTipRead(id: number): Promise<void>;
  /** Called after each read, in this tab or another; returns the function that removes the listener. */
  onRead(listener: (event: NoticeReadEvent) => void): () => void;
  /** Called when a pull (here or in the leader tab) returned something and the counts were read again. */
  onNews(listener: () => void): () => void;
  /**
   * Called with the error when this tab's background pull failed (no answer, an error answer): the pull shows no
   * warning (see above), so this is how a caller learns that the counts may be stale. The poll carries on and tries
   * again at its next tick. An expired login is the policy's (`sessionExpired`), and a pull cut off by `stop()` is
   * no failure: neither is reported here. The error is the call's (`ApiError`, `NetworkError`, `TimeoutError`, see
   * Errors in the README); anything else thrown during the pull comes wrapped in a `WorkbenchError` (its `cause`).
   */
  onPullFailed(listener: (error: WorkbenchError) => void): () => void;
  /**
   * True while this tab leads the signed-in user's tabs: the one that polls and that acts for all of them (expires
   * work-tip invitations, say). A tab with no election (no Web Locks, not started) leads itself.
   */
  leads(): boolean;
  /** Sends another feature's message to the user's other tabs over the notice center's channel (none before start). */
  broadcast(message: { readonly type: string; readonly [key: string]: unknown }): void;
  /** Receives the other tabs' messages that are not the notice center's own (check their shape); returns the remover. */
  onTabMessage(listener: (message: unknown) => void): () => void;
  /** Called with the new state when this tab becomes or stops being the leader; returns the remover. */
  onLeaderChange(listener: (leads: boolean) => void): () => void;
}

/** Messages between the tabs of one user. */
type TabMessage =
  | { type: 'mch.notices.counts'; counts: NoticeCounts; news: boolean }
  | { type: 'mch.notices.read'; kind: 'notice' | 'workTip'; id: number; counts: NoticeCounts };

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function isCount(v: unknown): v is number {
  return typeof v === 'number' && Number.isFinite(v);
}

/** Counts as whole numbers ≥ 0; null when any of the three is not a number (a foreign or corrupt value). */
function toCounts(v: unknown): NoticeCounts | null {
  if (!isRecord(v) || !isCount(v.total) || !isCount(v.noticeCount) || !isCount(v.workTipsCount)) return null;
  const clamp = (n: number) => Math.max(0, Math.floor(n));
  return { total: clamp(v.total), noticeCount: clamp(v.noticeCount), workTipsCount: clamp(v.workTipsCount) };
}

function parseTabMessage(raw: unknown): TabMessage | null {
  if (!isRecord(raw)) return null;
  const counts = toCounts(raw.counts);
  if (!counts) return null;
  if (raw.type === 'mch.notices.counts') return { type: raw.type, counts, news: raw.news === true };
  if (
    raw.type === 'mch.notices.read' &&
    (raw.kind === 'notice' || raw.kind === 'workTip') &&
    typeof raw.id === 'number'
  ) {
    return { type: raw.type, kind: raw.kind, id: raw.id, counts };
  }
  return null;
}

/** The counts with one item of `kind` read. */
function lowered(c: NoticeCounts, kind: 'notice' | 'workTip'): NoticeCounts {
  return {
    total: Math.max(0, c.total - 1),
    noticeCount: kind === 'notice' ? Math.max(0, c.noticeCount - 1) : c.noticeCount,
    workTipsCount: kind === 'workTip' ? Math.max(0, c.workTipsCount - 1) : c.workTipsCount,
  };
}

function sameCounts(a: NoticeCounts, b: NoticeCounts): boolean {
  return a.total === b.total && a.noticeCount === b.noticeCount && a.workTipsCount === b.workTipsCount;
}

/** The election name of a user's notice polling. */
function electionName(ids: NoticeIds): string {
  return tabLeaderName('notices', ids.userId ?? `${ids.unitId}-${ids.doctorId ?? 'none'}`);
}

/** Creates the notice center; nothing is loaded or polled until `start()`. */
export function createNoticeCenter(options: NoticeCenterOptions): NoticeCenter {
  const { message, clock, getIds } = options;
  const store = createStore<NoticeCounts>(EMPTY_NOTICE_COUNTS);
  const events = createEmitter<{
    read: NoticeReadEvent;
    news: undefined;
    tab: unknown;
    leader: boolean;
    pullFailed: WorkbenchError;
  }>();
  /** A background pull's failure, for a caller that wants to know the counts are stale (not an expiry, not a stop). */
  const pullFailed = (err: unknown) => {
    if (err instanceof SessionExpiredError || err instanceof CancelledError) return;
    events.emit(
      'pullFailed',
      isWorkbenchError(err) ? err : new WorkbenchError('The notice pull failed', undefined, { cause: err }),
    );
  };

  let started = false;
  let leader: TabLeader | undefined;
  let cleanups: (() => void)[] = [];
  let lifetime: AbortController | undefined;
  // Every change of the counts that did not come from a refresh bumps `epoch`; a refresh answer that was asked
  // before such a change is stale and not applied. Only the newest refresh may apply (`latestRefresh`).
  let epoch = 0;
  let latestRefresh = 0;
  // The reads already taken off the counts (here or in another tab): a tip two tabs mark read at once (both
  // expiring one invitation) lowers the bell once, whichever answer comes back first.
  const counted = new Set<string>();
  const readKey = (kind: 'notice' | 'workTip', id: number) => `${kind}:${String(id)}`;

  const setCounts = (next: NoticeCounts) => {
    if (!sameCounts(next, store.getSnapshot())) store.set(next);
  };

  // The counts shown are not the server's: their last reading failed. The poll reads them again at its next tick
  // (otherwise the bell would show no unread item until some news came, however long the backend had recovered).
  let countsFailed = false;

  const loadCounts = async (
    signal: AbortSignal | undefined,
    news: boolean,
    intercept = true,
  ): Promise<NoticeCounts> => {
    const ticket = ++latestRefresh;
    const asked = epoch;
    let data: unknown;
    try {
      data = await message.GET('/v1/message/unread-count', { signal, intercept });
    } catch (err) {
      // A call the caller cancelled read nothing wrong: the counts are no less the server's than before.
      if (ticket === latestRefresh && !(err instanceof CancelledError)) countsFailed = true;
      throw err;
    }
    if (ticket === latestRefresh) countsFailed = false;
    const counts = toCounts(data);
    // An unreadable answer or one overtaken by a newer refresh or a read is not applied.
    if (!counts || ticket !== latestRefresh || asked !== epoch) return store.getSnapshot();
    setCounts(counts);
    leader?.publish({ type: 'mch.notices.counts', counts, news } satisfies TabMessage);
    return counts;
  };

  const pull = async (signal: AbortSignal) => {
    const ids = getIds();
    if (!ids) return;
    if (countsFailed) {
      try {
        // Quietly: the failure was reported once already.
        await loadCounts(signal, false, false);
      } catch (err) {
        // An expired session is still reported, once, by the policy.
        if (err instanceof SessionExpiredError) await loadCounts(signal, false);
        pullFailed(err);
        return;
      }
    }
    let pulled: unknown;
    try {
      pulled = await message.GET('/v1/message/pull', {
        params: {
          query: { unitId: ids.unitId, ...(ids.doctorId != null ? { doctorId: ids.doctorId } : {}) },
        },
        signal,
        intercept: false,
      });
    } catch (err) {
      // Silent retry at the next tick, except that an expired session must still be reported once.
      if (err instanceof SessionExpiredError) await loadCounts(signal, false);
      pullFailed(err);
      return;
    }
    if (!Array.isArray(pulled) || pulled.length === 0) return;
    await loadCounts(signal, true);
    events.emit('news', undefined);
  };

  const poller = createPoller({ clock, intervalMs: NOTICE_POLL_INTERVAL_MS, task: pull });

  const leads = () => !started || (leader?.isLeader() ?? true);

  const syncPolling = () => {
    if (started && (leader?.isLeader() ?? true)) poller.start();
    else poller.stop();
  };

  const onLeaderChange = () => {
    syncPolling();
    events.emit('leader', leads());
  };

  const onTabMessage = (raw: unknown) => {
    const msg = parseTabMessage(raw);
    if (!msg) {
      events.emit('tab', raw);
      return;
    }
    if (msg.type === 'mch.notices.read') {
      // Another tab read an item: it comes off the counts here once, by one. The counts that tab sent are not taken
      // as they are: its message can arrive after this tab's own reads of other items (two tabs acting at once),
      // and taking them would put those reads back on the bell.
      const key = readKey(msg.kind, msg.id);
      if (!counted.has(key)) {
        counted.add(key);
        epoch += 1;
        setCounts(lowered(store.getSnapshot(), msg.kind));
      }
      events.emit('read', { kind: msg.kind, id: msg.id, fromOtherTab: true });
      return;
    }
    epoch += 1;
    setCounts(msg.counts);
    if (msg.news) events.emit('news', undefined);
  };

  const markRead = async (kind: 'notice' | 'workTip', id: number) => {
    if (kind === 'notice') await message.PUT('/v1/notice/mark-read', { params: { query: { id } } });
    else await message.PUT('/v1/business/mark-read', { params: { query: { id } } });
    const key = readKey(kind, id);
    if (counted.has(key)) {
      // Already taken off (another tab's read of the same item arrived first): the counts stay.
      events.emit('read', { kind, id, fromOtherTab: false });
      return;
    }
    counted.add(key);
    const next = lowered(store.getSnapshot(), kind);
    epoch += 1;
    setCounts(next);
    leader?.publish({ type: 'mch.notices.read', kind, id, counts: next } satisfies TabMessage);
    events.emit('read', { kind, id, fromOtherTab: false });
  };

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    refresh: (options = {}) => loadCounts(options.signal, false),
    start() {
      if (started) return;
      const ids = getIds();
      if (!ids) return;
      started = true;
      lifetime = new AbortController();
      leader = options.leader?.(electionName(ids));
      if (leader) cleanups = [leader.subscribe(onTabMessage), leader.onChange(onLeaderChange)];
      syncPolling();
      // The policy already reports a failure; the next news reads the counts again.
      loadCounts(lifetime.signal, false).catch(() => {});
    },
    stop() {
      if (!started) return;
      started = false;
      poller.stop();
      lifetime?.abort();
      lifetime = undefined;
      for (const c of cleanups) c();
      cleanups = [];
      leader?.close();
      leader = undefined;
    },
    polling: () => poller.running(),
    markNoticeRead: (id) => markRead('notice', id),
    markWorkTipRead: (id) => markRead('workTip', id),
    onRead: (listener) => events.on('read', listener),
    onNews: (listener) => events.on('news', () => listener()),
    onPullFailed: (listener) => events.on('pullFailed', listener),
    leads,
    broadcast(message) {
      leader?.publish(message);
    },
    onTabMessage: (listener) => events.on('tab', listener),
    onLeaderChange: (listener) => events.on('leader', listener),
  };
}
