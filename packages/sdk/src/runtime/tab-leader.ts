import type { BroadcastAdapter, BroadcastFactory, LocksAdapter } from './adapters';

/** What `createTabLeader` needs. */
export interface TabLeaderOptions {
  /**
   * The lock and channel name. Include the user id in it, so two users signed in in one browser never share a
   * leader or messages (see {@link tabLeaderName}).
   */
  name: string;
  /** Web Locks; without them every tab is its own leader. */
  locks?: LocksAdapter | undefined;
  /** BroadcastChannel; without it every tab is its own leader and messages go nowhere. */
  broadcast?: BroadcastFactory | undefined;
}

/** One tab's part in electing the tab that does the shared background work (polling) for all tabs of a user. */
export interface TabLeader {
  /** True while this tab is the leader. */
  isLeader(): boolean;
  /** Called with the new state whenever this tab gains or loses leadership; returns the function that removes it. */
  onChange(listener: (leader: boolean) => void): () => void;
  /** Sends a structured-cloneable message to the other tabs of the same name (never to this one). */
  publish(message: unknown): void;
  /**
   * Receives the other tabs' messages. They come from other tabs (possibly another version of the app): check
   * their shape before use. Returns the function that removes the listener.
   */
  subscribe(listener: (message: unknown) => void): () => void;
  /** Gives up leadership (another tab takes over) and the channel; no callback runs afterwards. */
  close(): void;
}

/** The lock/channel name of a feature for one user, e.g. `tabLeaderName('notices', 42)` → `mch-workbench:notices:42`. */
export function tabLeaderName(feature: string, userKey: string | number): string {
  return `mch-workbench:${feature}:${String(userKey)}`;
}

/**
 * Creates this tab's leader election: the tab holding the Web Lock `name` leads until it closes (or the tab goes
 * away), then a waiting tab takes over. Messages travel over `BroadcastChannel(name)`. Where either API is missing
 * (or the lock request fails), every tab is its own leader, so each one polls for itself.
 */
export function createTabLeader(options: TabLeaderOptions): TabLeader {
  const { name, locks } = options;
  const changeListeners = new Set<(leader: boolean) => void>();
  const messageListeners = new Set<(message: unknown) => void>();
  let leader = false;
  let closed = false;

  let channel: BroadcastAdapter | undefined;
  try {
    channel = options.broadcast?.(name);
  } catch {
    channel = undefined;
  }
  const stopListening = channel?.onMessage((message) => {
    if (closed) return;
    for (const l of [...messageListeners]) {
      try {
        l(message);
      } catch (err) {
        queueMicrotask(() => {
          throw err;
        });
      }
    }
  });

  const setLeader = (next: boolean) => {
    if (closed || leader === next) return;
    leader = next;
    for (const l of [...changeListeners]) {
      try {
        l(next);
      } catch (err) {
        queueMicrotask(() => {
          throw err;
        });
      }
    }
  };

  const abort = new AbortController();
  let release: (() => void) | undefined;

  if (!locks || !channel) {
    // No election possible: this tab works for itself.
    leader = true;
  } else {
    locks
      .request(name, { signal: abort.signal }, () => {
        if (closed) return Promise.resolve();
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        setLeader(true);
        return held;
      })
      .catch(() => {
        // Aborted by close(), or the browser refused the lock: without an election this tab works for itself.
        if (!closed) setLeader(true);
      });
  }

  return {
    isLeader: () => leader && !closed,
    onChange(listener) {
      if (closed) return () => {};
      changeListeners.add(listener);
      return () => {
        changeListeners.delete(listener);
      };
    },
    publish(message) {
      if (!closed) channel?.postMessage(message);
    },
    subscribe(listener) {
      if (closed) return () => {};
      messageListeners.add(listener);
      return () => {
        messageListeners.delete(listener);
      };
    },
    close() {
      if (closed) return;
      closed = true;
      leader = false;
      changeListeners.clear();
      messageListeners.clear();
      abort.abort();
      release?.();
      stopListening?.();
      channel?.close();
    },
  };
}
