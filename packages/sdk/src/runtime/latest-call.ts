import { CancelledError } from '../http/errors';
import { createStore, type ReadableStore } from './store';

/** What a {@link LatestCall} shows: the newest answer, kept while a call for other arguments runs. */
export interface LatestCallSnapshot<T> {
  /** The answer of the last successful call (also while a newer call runs), or undefined before the first. */
  data: T | undefined;
  /** Why the newest call failed, or null. */
  error: unknown;
  /** Whether the newest call failed. */
  isError: boolean;
  /** Whether a call is running. */
  isFetching: boolean;
}

/** Options of {@link createLatestCall}. */
export interface LatestCallOptions<A, T> {
  /** Makes the call; it must stop when `signal` aborts. */
  call: (args: A, signal: AbortSignal) => Promise<T>;
  /** Names the arguments: two requests with the same key are the same call (JSON of the arguments by default). */
  keyOf?: (args: A) => string;
}

/**
 * One call whose newest answer a screen shows, as a store (`subscribe`/`getSnapshot`). A newer request aborts
 * the running one and keeps the last answer on show until its own arrives. `prefetch` starts a call before the
 * screen exists (at sign-in); the first `request` for the same arguments takes that call or its answer instead of
 * calling again, later requests call afresh (a page opened again, a tab refreshed).
 */
export interface LatestCall<A, T> extends ReadableStore<LatestCallSnapshot<T>> {
  /** Asks for the answer to `args` (a screen showing it): reuses a running or prefetched call for them. */
  request(args: A): void;
  /** Starts the call for `args` ahead of the screen, unless it runs already or its answer waits unclaimed. */
  prefetch(args: A): void;
  /** Calls again with the newest arguments (a retry); nothing before the first request or prefetch. */
  refetch(): void;
  /** Aborts the running call (the snapshot keeps the last answer). */
  cancel(): void;
}

const IDLE = { data: undefined, error: null, isError: false, isFetching: false } as const;

/** Creates a {@link LatestCall}; nothing is called until `request` or `prefetch`. */
export function createLatestCall<A, T>(options: LatestCallOptions<A, T>): LatestCall<A, T> {
  const keyOf = options.keyOf ?? ((args: A) => JSON.stringify(args));
  const store = createStore<LatestCallSnapshot<T>>(IDLE);
  let current: { key: string; args: A } | null = null;
  let running: AbortController | null = null;
  /** The newest call was a prefetch nobody has asked for yet. */
  let unclaimed = false;

  function start(args: A, key: string): void {
    running?.abort();
    const controller = new AbortController();
    running = controller;
    current = { key, args };
    store.update((s) => ({ ...s, error: null, isError: false, isFetching: true }));
    options.call(args, controller.signal).then(
      (data) => {
        if (running !== controller) return;
        running = null;
        store.set({ data, error: null, isError: false, isFetching: false });
      },
      (error: unknown) => {
        if (running !== controller) return;
        running = null;
        if (error instanceof CancelledError || controller.signal.aborted) {
          store.update((s) => ({ ...s, isFetching: false }));
          return;
        }
        store.update((s) => ({ ...s, error, isError: true, isFetching: false }));
      },
    );
  }

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    request(args) {
      const key = keyOf(args);
      const same = current?.key === key;
      if (same && unclaimed) {
        unclaimed = false;
        if (running || !store.getSnapshot().isError) return;
      } else if (same && running) return;
      unclaimed = false;
      start(args, key);
    },
    prefetch(args) {
      const key = keyOf(args);
      if (current?.key === key && (running || (unclaimed && !store.getSnapshot().isError))) return;
      unclaimed = true;
      start(args, key);
    },
    refetch() {
      if (!current) return;
      unclaimed = false;
      start(current.args, current.key);
    },
    cancel() {
      running?.abort();
      running = null;
      store.update((s) => (s.isFetching ? { ...s, isFetching: false } : s));
    },
  };
}
