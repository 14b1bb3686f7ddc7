/**
 * Work-tip invitations (SPEC.md §3, §4, §9): unread work tips of template 14 (referral live invitation) and 28
 * (consultation invitation) become invitations the app shows with a 30-second countdown and ignore / agree
 * buttons. The tip is marked read exactly once, by whichever of ignore, agree, close or expiry comes first, through
 * the notice center so the bell count drops. Tips read elsewhere (another tab, the inbox) leave without a second
 * mark-read. Invitations are loaded again whenever the notice center reports news.
 *
 * With several tabs of one user open, one tab acts: the notice center's leader tab counts down, broadcasts every
 * second, and marks the tip read when it expires; the other tabs show the leader's count and let the invitation go
 * at the end without a request, so the bell drops by exactly one in every tab. A tab whose leader does not show an
 * invitation (its load failed) counts down and expires it itself.
 *
 * The countdown is held while the user reads or operates an invitation (WCAG 2.2.1): the app calls `hold(id)` while
 * the pointer is over it or the focus is inside it. A held invitation does not count down, in this tab or any other
 * (the holding tab tells the others every second); once every hold is released it counts down again from the
 * seconds it showed.
 */

import { isHttpUrl } from '../../domain/url';
import type { MessageComponents, MessagePaths } from '../../generated';
import type { ApiClient } from '../../http/client';
import type { ClockAdapter } from '../../runtime/adapters';
import { createStore, type ReadableStore } from '../../runtime/store';
import type { NoticeCenter } from './notices';

/** Seconds an invitation stays before it expires (SPEC.md §9). */
export const WORK_TIP_COUNTDOWN_SECONDS = 30;

/** The work-tip templates that are invitations (SPEC.md §9). */
export const INVITATION_TEMPLATES = { referralLive: 14, consultation: 28 } as const;

/** The query of the notification fetch: page 1, size 20, unread only (SPEC.md §7.3). */
export const WORK_TIP_QUERY = { pageIndex: 1, pageSize: 20, read: false } as const;

/** A work tip as the message API sends it. */
export type WorkTip = MessageComponents['schemas']['WorkTip'];

/** What an invitation invites to. */
export type InvitationKind = keyof typeof INVITATION_TEMPLATES;

/**
 * The state of an invitation in the store. It is always `counting` there: answered, closed and expired
 * invitations leave the store at once.
 */
export type InvitationState = 'counting';

/** One invitation on screen. */
export interface Invitation {
  /** The invitation's id (the tip's id). */
  id: number;
  tip: WorkTip;
  kind: InvitationKind;
  /** Seconds left, from 30 down to 1; the invitation expires at 0. It does not change while `paused`. */
  remainingSeconds: number;
  state: InvitationState;
  /**
   * True while the countdown is held: the user has the pointer over the invitation or the focus inside it, in this
   * tab or another tab of theirs (see `WorkTipInvitations.hold`).
   */
  paused: boolean;
}

/** What the app does after "agree": open the consultation, or the live page (only an http(s) URL, else null). */
export type InvitationAnswer =
  | { kind: 'consultation'; singleId: number }
  | { kind: 'referralLive'; url: string | null };

/** What `createWorkTipInvitations` needs. */
export interface WorkTipInvitationsOptions {
  message: ApiClient<MessagePaths>;
  clock: ClockAdapter;
  /** The notice center; without its tab channel (`leads`, `broadcast`, `onTabMessage`) this tab acts alone. */
  notices: Pick<NoticeCenter, 'markWorkTipRead' | 'onRead' | 'onNews'> &
    Partial<Pick<NoticeCenter, 'leads' | 'broadcast' | 'onTabMessage'>>;
}

/** The leader tab's count of one invitation, sent to the other tabs every second. */
interface TickMessage {
  type: 'mch.workTips.tick';
  id: number;
  remainingSeconds: number;
  /** The count is held (in any tab). */
  paused: boolean;
}

/**
 * A tab holds (every second while it does) or releases the countdown of one invitation: the tab that counts it
 * (the leader, or any tab counting on its own) does not count it down while held.
 */
interface HoldMessage {
  type: 'mch.workTips.hold';
  id: number;
  held: boolean;
}

function parseHold(raw: unknown): HoldMessage | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const m = raw as Record<string, unknown>;
  if (m.type !== 'mch.workTips.hold' || typeof m.id !== 'number' || typeof m.held !== 'boolean') return null;
  return { type: m.type, id: m.id, held: m.held };
}

function parseTick(raw: unknown): TickMessage | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const m = raw as Record<string, unknown>;
  if (m.type !== 'mch.workTips.tick' || typeof m.id !== 'number' || typeof m.remainingSeconds !== 'number') {
    return null;
  }
  if (!Number.isFinite(m.remainingSeconds)) return null;
  return {
    type: m.type,
    id: m.id,
    remainingSeconds: Math.max(0, Math.floor(m.remainingSeconds)),
    paused: m.paused === true,
  };
}

/** How long after the leader's last tick for an invitation this tab still counts on the leader to expire it. */
const LEADER_TICK_GRACE_MS = 2500;

/** How long after another tab's last hold message an invitation stays held here (a closed tab stops sending). */
const REMOTE_HOLD_GRACE_MS = 2500;

/** The invitations on screen, as a store, with the answers the user can give. */
export interface WorkTipInvitations extends ReadableStore<readonly Invitation[]> {
  /**
   * Fetches the unread tips (page 1, size 20) and adds the invitations not shown before, each counting down from
   * 30 s. Rejects when the fetch fails (the interception policy has already warned). With `signal`, an abort
   * cancels the fetch quietly: the promise rejects with a `CancelledError` and no invitation is added.
   */
  load(options?: { signal?: AbortSignal | undefined }): Promise<void>;
  /** The user ignored the invitation: it leaves and its tip is marked read. */
  ignore(id: number): void;
  /** The user agreed: it leaves, its tip is marked read, and the app gets what to open; null for an unknown id. */
  agree(id: number): InvitationAnswer | null;
  /** The user closed the invitation: it leaves and its tip is marked read. */
  close(id: number): void;
  /**
   * Holds the invitation's countdown while the user reads or operates it (WCAG 2.2.1): call it when the pointer
   * enters the invitation and when the focus comes into it, and call the function it returns when they leave. Holds
   * are counted, so the pointer and the focus hold independently: the invitation is `paused` and its seconds stay
   * as they are until every hold is released, in this tab and the user's other tabs. Released, it counts down again
   * from the seconds it showed, so the user gets at least the time they saw (not a fresh 30 s, which would let an
   * invitation passed over by the pointer stay for ever; not less, which would take time they were shown).
   * The returned release may be called more than once (only the first call counts); holding an unknown id, or
   * releasing after the invitation has gone, does nothing.
   */
  hold(id: number): () => void;
  /**
   * Ends the user's invitations without marking them read (at logout, or when another account signs in): their
   * countdowns stop, this tab's holds are released and the store empties. The invitations stay usable: a later
   * `load()` (the next user's) shows that user's tips afresh.
   */
  clear(): void;
  /** Clears every timer and listener and empties the store; later calls do nothing. */
  dispose(): void;
}

function kindOf(templateId: number): InvitationKind | null {
  if (templateId === INVITATION_TEMPLATES.consultation) return 'consultation';
  if (templateId === INVITATION_TEMPLATES.referralLive) return 'referralLive';
  return null;
}

/** Creates the invitations; nothing is fetched until `load()` or news from the notice center. */
export function createWorkTipInvitations(options: WorkTipInvitationsOptions): WorkTipInvitations {
  const { message, clock, notices } = options;
  const store = createStore<readonly Invitation[]>([]);
  // Tips ever shown (never shown twice) and tips already marked read here (never marked twice).
  const shown = new Set<number>();
  const marked = new Set<number>();
  const timers = new Map<number, unknown>();
  // The holds of this tab on each invitation, and when another tab last said it holds one.
  const holds = new Map<number, number>();
  const remoteHeldAt = new Map<number, number>();
  // When the leader tab last ticked each invitation (only in the other tabs).
  const leaderTickAt = new Map<number, number>();
  let disposed = false;
  const leads = () => notices.leads?.() ?? true;
  const leaderActsFor = (id: number) => {
    const at = leaderTickAt.get(id);
    return !leads() && at !== undefined && clock.now() - at <= LEADER_TICK_GRACE_MS;
  };
  const heldHere = (id: number) => (holds.get(id) ?? 0) > 0;
  const heldElsewhere = (id: number) => {
    const at = remoteHeldAt.get(id);
    return at !== undefined && clock.now() - at <= REMOTE_HOLD_GRACE_MS;
  };
  const held = (id: number) => heldHere(id) || heldElsewhere(id);

  // Where this tab's count of each invitation runs from: the time and the seconds then left. A tick shows the
  // seconds left by the clock, not by how many ticks came: a sleeping computer or a throttled background tab fires
  // fewer of them, and the invitation must still close 30 s after it showed.
  const countFrom = new Map<number, { at: number; seconds: number }>();

  const stopTimer = (id: number) => {
    const timer = timers.get(id);
    if (timer !== undefined) clock.clearInterval(timer);
    timers.delete(id);
    countFrom.delete(id);
  };

  /** (Re)starts the invitation's second-by-second count: its next tick is a whole second from now. */
  const startTimer = (id: number) => {
    stopTimer(id);
    const current = store.getSnapshot().find((i) => i.id === id);
    if (current) countFrom.set(id, { at: clock.now(), seconds: current.remainingSeconds });
    timers.set(
      id,
      clock.setInterval(() => tick(id), 1000),
    );
  };

  /** The seconds left at this (counting) tick; a count that was held or followed until now runs from a second ago. */
  const secondsLeft = (current: Invitation): number => {
    const now = clock.now();
    let from = countFrom.get(current.id);
    if (!from) {
      from = { at: now - 1000, seconds: current.remainingSeconds };
      countFrom.set(current.id, from);
    }
    return Math.min(current.remainingSeconds - 1, from.seconds - Math.round((now - from.at) / 1000));
  };

  /** Removes the invitation; true when it was there. */
  const remove = (id: number): Invitation | undefined => {
    const invitation = store.getSnapshot().find((i) => i.id === id);
    if (!invitation) return undefined;
    stopTimer(id);
    leaderTickAt.delete(id);
    holds.delete(id);
    remoteHeldAt.delete(id);
    store.set(store.getSnapshot().filter((i) => i.id !== id));
    return invitation;
  };

  /** Removes the invitation and marks its tip read, once; a failure to mark read is swallowed. */
  const finish = (id: number): Invitation | undefined => {
    const invitation = remove(id);
    if (!invitation || marked.has(invitation.tip.id)) return invitation;
    marked.add(invitation.tip.id);
    notices.markWorkTipRead(invitation.tip.id).catch(() => {
      /* the policy reported it; the tip simply stays unread on the server */
    });
    return invitation;
  };

  const tick = (id: number) => {
    const current = store.getSnapshot().find((i) => i.id === id);
    if (!current) {
      stopTimer(id);
      return;
    }
    // A tab that holds it tells the tab counting it, every second (a tab closed while holding stops telling).
    if (!leads() && heldHere(id))
      notices.broadcast?.({ type: 'mch.workTips.hold', id, held: true } satisfies HoldMessage);
    // While the leader tab counts this invitation, its ticks set the count here (and its tick at 0 ends it).
    if (leaderActsFor(id)) {
      countFrom.delete(id);
      return;
    }
    if (held(id)) {
      countFrom.delete(id);
      // Held: the count stays, and the other tabs hear that it does (so none of them takes over and counts).
      if (leads())
        notices.broadcast?.({
          type: 'mch.workTips.tick',
          id,
          remainingSeconds: current.remainingSeconds,
          paused: true,
        } satisfies TickMessage);
      update(id, { paused: true });
      return;
    }
    const remainingSeconds = Math.max(0, secondsLeft(current));
    if (leads())
      notices.broadcast?.({
        type: 'mch.workTips.tick',
        id,
        remainingSeconds,
        paused: false,
      } satisfies TickMessage);
    if (remainingSeconds <= 0) {
      finish(id);
      return;
    }
    update(id, { remainingSeconds, paused: false });
  };

  /** Changes the invitation in the store; nothing changes (and no listener runs) when the values are the same. */
  const update = (id: number, change: Partial<Pick<Invitation, 'remainingSeconds' | 'paused'>>) => {
    const current = store.getSnapshot().find((i) => i.id === id);
    if (!current) return;
    const next = { ...current, ...change };
    if (next.remainingSeconds === current.remainingSeconds && next.paused === current.paused) return;
    store.set(store.getSnapshot().map((i) => (i === current ? next : i)));
  };

  /** After the last hold (here or elsewhere) is let go, the count runs on, a whole second before its next tick. */
  const resume = (id: number) => {
    if (held(id) || !store.getSnapshot().some((i) => i.id === id)) return;
    startTimer(id);
    // A tab following the leader shows this at once too; the leader's next tick corrects it if a third tab holds.
    update(id, { paused: false });
  };

  const hold = (id: number): (() => void) => {
    if (disposed || !store.getSnapshot().some((i) => i.id === id)) return () => {};
    const count = holds.get(id) ?? 0;
    holds.set(id, count + 1);
    if (count === 0) {
      update(id, { paused: true });
      notices.broadcast?.({ type: 'mch.workTips.hold', id, held: true } satisfies HoldMessage);
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const count = holds.get(id);
      if (count === undefined) return; // the invitation has gone
      if (count > 1) {
        holds.set(id, count - 1);
        return;
      }
      holds.delete(id);
      notices.broadcast?.({ type: 'mch.workTips.hold', id, held: false } satisfies HoldMessage);
      resume(id);
    };
  };

  const onRemoteHold = (message: HoldMessage) => {
    if (!store.getSnapshot().some((i) => i.id === message.id)) return;
    if (message.held) {
      remoteHeldAt.set(message.id, clock.now());
      update(message.id, { paused: true });
      return;
    }
    remoteHeldAt.delete(message.id);
    resume(message.id);
  };

  const onLeaderTick = (tick: TickMessage) => {
    const current = store.getSnapshot().find((i) => i.id === tick.id);
    if (!current || leads()) return;
    leaderTickAt.set(tick.id, clock.now());
    if (tick.remainingSeconds <= 0) {
      remove(tick.id);
      return;
    }
    update(tick.id, { remainingSeconds: tick.remainingSeconds, paused: tick.paused || heldHere(tick.id) });
  };

  const show = (tips: readonly WorkTip[]) => {
    const added: Invitation[] = [];
    for (const tip of tips) {
      const kind = kindOf(tip.templateId);
      if (!kind || tip.read === true || shown.has(tip.id)) continue;
      shown.add(tip.id);
      added.push({
        id: tip.id,
        tip,
        kind,
        remainingSeconds: WORK_TIP_COUNTDOWN_SECONDS,
        state: 'counting',
        paused: false,
      });
    }
    if (added.length === 0) return;
    store.set([...store.getSnapshot(), ...added]);
    for (const invitation of added) startTimer(invitation.id);
  };

  /** Bumped by `clear()`: a load started for the previous user shows nothing. */
  let epoch = 0;
  const load = async (options: { signal?: AbortSignal | undefined } = {}) => {
    if (disposed) return;
    const started = epoch;
    const page = await message.GET('/v1/business/work-tips', {
      params: { query: { ...WORK_TIP_QUERY } },
      signal: options.signal,
    });
    if (disposed || started !== epoch) return;
    show(Array.isArray(page?.records) ? page.records : []);
  };

  const cleanups = [
    notices.onTabMessage?.((raw) => {
      const tick = parseTick(raw);
      if (tick) onLeaderTick(tick);
      const holdMessage = parseHold(raw);
      if (holdMessage) onRemoteHold(holdMessage);
    }) ?? (() => {}),
    notices.onNews(() => {
      load().catch(() => {});
    }),
    notices.onRead((event) => {
      // Read in another tab or in the inbox: the invitation leaves without a second mark-read.
      if (event.kind !== 'workTip') return;
      marked.add(event.id);
      for (const i of store.getSnapshot()) if (i.tip.id === event.id) remove(i.id);
    }),
  ];

  function clear(): void {
    epoch += 1;
    // The other tabs need not wait for this tab's holds to lapse.
    for (const id of holds.keys())
      notices.broadcast?.({ type: 'mch.workTips.hold', id, held: false } satisfies HoldMessage);
    holds.clear();
    remoteHeldAt.clear();
    leaderTickAt.clear();
    for (const id of [...timers.keys()]) stopTimer(id);
    shown.clear();
    marked.clear();
    store.set([]);
  }

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    load,
    ignore(id) {
      finish(id);
    },
    agree(id) {
      const invitation = finish(id);
      if (!invitation) return null;
      if (invitation.kind === 'consultation') {
        return { kind: 'consultation', singleId: invitation.tip.extraParams.id };
      }
      return { kind: 'referralLive', url: isHttpUrl(invitation.tip.openUrl) ? invitation.tip.openUrl : null };
    },
    close(id) {
      finish(id);
    },
    hold,
    clear,
    dispose() {
      disposed = true;
      clear();
      for (const c of cleanups) c();
    },
  };
}
