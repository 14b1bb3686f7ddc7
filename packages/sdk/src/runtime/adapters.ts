/**
 * Everything the SDK needs from its host goes through these adapters, so the SDK runs unchanged in Node tests,
 * in the web app and in other front-ends. `browserAdapters()` gives the defaults for a browser.
 */

/** Reads and writes cookies (the login cookie lives on a parent domain). */
export interface CookieAdapter {
  get(name: string): string | undefined;
  set(
    name: string,
    value: string,
    options?: { domain?: string; path?: string; maxAgeSeconds?: number },
  ): void;
  remove(name: string, options?: { domain?: string; path?: string }): void;
  /** Names of all cookies visible to the page. */
  names(): string[];
}

/** The subset of Web Storage the SDK uses (sessionStorage or localStorage). */
export interface StorageAdapter {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Time and timers; tests pass fake timers through this. */
export interface ClockAdapter {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

/** The page address: read it, rewrite it without reloading, leave for another site, reload. */
export interface LocationAdapter {
  href(): string;
  /** Replaces the current history entry's URL (used to strip the SSO token from the address bar). */
  replace(url: string): void;
  /** Leaves the app for another URL (the sign-in site). */
  assign(url: string): void;
  reload(): void;
}

/** Page visibility, for the token watch. */
export interface VisibilityAdapter {
  isVisible(): boolean;
  onChange(listener: (visible: boolean) => void): () => void;
}

/**
 * The page's own lifetime: `onLeave` when it starts to unload (a reload, closing the tab), `onStay` when it turns
 * out to stay after all (the unload was cancelled, or it came back from the back-forward cache). The job journal
 * uses it: calls cut off by an unload are not the server's answer.
 */
export interface PageLifecycleAdapter {
  onLeave(listener: () => void): () => void;
  onStay(listener: () => void): () => void;
}

/** A page that never unloads (Node, tests). */
export const noPageLifecycle: PageLifecycleAdapter = { onLeave: () => () => {}, onStay: () => () => {} };

/** The browser page's lifetime: beforeunload and pagehide leave; pageshow from the cache or any input stays. */
function browserPageLifecycle(): PageLifecycleAdapter {
  const on = (events: readonly string[], listener: (event: Event) => void) => {
    const options = { capture: true, passive: true };
    for (const name of events) window.addEventListener(name, listener, options);
    return () => {
      for (const name of events) window.removeEventListener(name, listener, options);
    };
  };
  return {
    onLeave: (listener) => on(['beforeunload', 'pagehide'], () => listener()),
    onStay: (listener) =>
      on(['pageshow', 'pointerdown', 'keydown'], (event) => {
        if (event.type !== 'pageshow' || (event as PageTransitionEvent).persisted) listener();
      }),
  };
}

export type FetchAdapter = (input: Request) => Promise<Response>;

/**
 * The subset of the Web Locks API (`navigator.locks`) the SDK uses to elect one leader tab: one exclusive lock per
 * name, shared by every tab of the same origin.
 */
export interface LocksAdapter {
  /**
   * Waits for the lock `name`, then calls `callback` and holds the lock until the promise it returns settles (or
   * the tab goes away). Aborting `signal` while still waiting rejects with an `AbortError`; once granted it has
   * no effect.
   */
  request(name: string, options: { signal?: AbortSignal }, callback: () => Promise<void>): Promise<void>;
}

/** The subset of `BroadcastChannel` the SDK uses: messages to and from the other tabs on one channel name. */
export interface BroadcastAdapter {
  /** Sends a structured-cloneable message to the other tabs (never to this one). Never throws. */
  postMessage(message: unknown): void;
  /** Registers a listener for the other tabs' messages; returns the function that removes it. */
  onMessage(listener: (message: unknown) => void): () => void;
  /** Leaves the channel; later messages are neither sent nor received. */
  close(): void;
}

/** Opens a broadcast channel of the given name. */
export type BroadcastFactory = (name: string) => BroadcastAdapter;

export interface Adapters {
  fetch: FetchAdapter;
  cookies: CookieAdapter;
  sessionStorage: StorageAdapter;
  localStorage: StorageAdapter;
  clock: ClockAdapter;
  location: LocationAdapter;
  visibility: VisibilityAdapter;
  /** The page's unload and return (no-op outside a browser page). */
  lifecycle: PageLifecycleAdapter;
  /** Web Locks, for the leader tab; undefined where the browser lacks them (every tab then polls alone). */
  locks?: LocksAdapter | undefined;
  /** BroadcastChannel, to share results between tabs; undefined where the browser lacks it. */
  broadcast?: BroadcastFactory | undefined;
}

/** Real timers of the host (looked up at call time so that fake timers installed later are honoured). */
export const systemClock: ClockAdapter = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
  setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
  clearInterval: (h) => globalThis.clearInterval(h as ReturnType<typeof setInterval>),
};

/** An in-memory storage (Node, tests, or a browser whose storage is unavailable). */
export function memoryStorage(seed: Record<string, string> = {}): StorageAdapter {
  const map = new Map(Object.entries(seed));
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => {
      map.set(k, String(v));
    },
    removeItem: (k) => {
      map.delete(k);
    },
  };
}

/** An in-memory cookie jar (Node, tests). */
export function memoryCookies(seed: Record<string, string> = {}): CookieAdapter {
  const map = new Map(Object.entries(seed));
  return {
    get: (n) => map.get(n),
    set: (n, v) => {
      map.set(n, v);
    },
    remove: (n) => {
      map.delete(n);
    },
    names: () => [...map.keys()],
  };
}

/** A location that only records what happened (Node, tests). */
export function memoryLocation(initial = 'http://localhost/'): LocationAdapter & {
  assigned: string[];
  reloads: number;
} {
  let current = initial;
  const self = {
    assigned: [] as string[],
    reloads: 0,
    href: () => current,
    replace: (url: string) => {
      current = new URL(url, current).href;
    },
    assign: (url: string) => {
      self.assigned.push(url);
    },
    reload: () => {
      self.reloads += 1;
    },
  };
  return self;
}

/** A visibility source driven by hand (Node, tests). */
export function manualVisibility(initial = true): VisibilityAdapter & { set(visible: boolean): void } {
  let visible = initial;
  const listeners = new Set<(v: boolean) => void>();
  return {
    isVisible: () => visible,
    onChange: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    set: (v) => {
      visible = v;
      for (const l of [...listeners]) l(v);
    },
  };
}

/**
 * In-memory Web Locks shared by every "tab" given the same object (Node, tests): one exclusive lock per name,
 * granted in request order, released when the holder's promise settles.
 */
export function memoryLocks(): LocksAdapter & {
  /** Number of requests holding or waiting for `name`. */
  pending(name: string): number;
} {
  interface Waiter {
    grant: () => void;
  }
  const held = new Set<string>();
  const queues = new Map<string, Waiter[]>();
  const next = (name: string) => {
    const waiter = queues.get(name)?.shift();
    if (waiter) waiter.grant();
    else held.delete(name);
  };
  return {
    request(name, options, callback) {
      return new Promise<void>((resolve, reject) => {
        const { signal } = options;
        if (signal?.aborted) {
          reject(new DOMException('The lock request was aborted', 'AbortError'));
          return;
        }
        const waiter: Waiter = {
          grant: () => {
            signal?.removeEventListener('abort', onAbort);
            // Granted asynchronously, as in browsers.
            queueMicrotask(() => {
              let run: Promise<void>;
              try {
                run = callback();
              } catch (err) {
                run = Promise.reject(err);
              }
              run.then(resolve, reject).finally(() => next(name));
            });
          },
        };
        const onAbort = () => {
          const queue = queues.get(name) ?? [];
          const i = queue.indexOf(waiter);
          if (i >= 0) {
            queue.splice(i, 1);
            reject(new DOMException('The lock request was aborted', 'AbortError'));
          }
        };
        if (!held.has(name)) {
          held.add(name);
          waiter.grant();
        } else {
          signal?.addEventListener('abort', onAbort, { once: true });
          const queue = queues.get(name) ?? [];
          queue.push(waiter);
          queues.set(name, queue);
        }
      });
    },
    pending: (name) => (held.has(name) ? 1 : 0) + (queues.get(name)?.length ?? 0),
  };
}

/**
 * An in-memory BroadcastChannel hub (Node, tests): channels opened from the same hub with the same name receive
 * each other's messages (structured-cloned, delivered asynchronously), never their own.
 */
export function memoryBroadcast(): BroadcastFactory {
  const channels = new Map<string, Set<Set<(message: unknown) => void>>>();
  return (name) => {
    const listeners = new Set<(message: unknown) => void>();
    let peers = channels.get(name);
    if (!peers) {
      peers = new Set();
      channels.set(name, peers);
    }
    peers.add(listeners);
    let closed = false;
    return {
      postMessage(message) {
        if (closed) return;
        let copy: unknown;
        try {
          copy = structuredClone(message);
        } catch {
          return;
        }
        for (const other of channels.get(name) ?? []) {
          if (other === listeners) continue;
          queueMicrotask(() => {
            for (const l of [...other]) l(copy);
          });
        }
      },
      onMessage(listener) {
        if (closed) return () => {};
        listeners.add(listener);
        return () => {
          listeners.delete(listener);
        };
      },
      close() {
        closed = true;
        listeners.clear();
        channels.get(name)?.delete(listeners);
      },
    };
  };
}

function browserLocks(): LocksAdapter | undefined {
  // navigator.locks exists only in secure contexts of browsers that support it.
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks || typeof locks.request !== 'function') return undefined;
  return {
    request: async (name, options, callback) => {
      await locks.request(name, options, () => callback());
    },
  };
}

function browserBroadcast(): BroadcastFactory | undefined {
  if (typeof BroadcastChannel !== 'function') return undefined;
  return (name) => {
    const channel = new BroadcastChannel(name);
    const listeners = new Set<(message: unknown) => void>();
    channel.onmessage = (event: MessageEvent<unknown>) => {
      for (const l of [...listeners]) l(event.data);
    };
    return {
      postMessage(message) {
        try {
          channel.postMessage(message);
        } catch {
          /* a closed channel or an uncloneable message is dropped, never thrown */
        }
      },
      onMessage(listener) {
        listeners.add(listener);
        return () => {
          listeners.delete(listener);
        };
      },
      close() {
        listeners.clear();
        channel.onmessage = null;
        channel.close();
      },
    };
  };
}

function safeStorage(get: () => Storage): StorageAdapter {
  // Storage can be missing or throw (private mode, quota, sandboxed frames): never let that reach a caller.
  let fallback: StorageAdapter | undefined;
  const backing = (): StorageAdapter => {
    try {
      return get();
    } catch {
      fallback ??= memoryStorage();
      return fallback;
    }
  };
  return {
    getItem: (k) => {
      try {
        return backing().getItem(k);
      } catch {
        return null;
      }
    },
    setItem: (k, v) => {
      try {
        backing().setItem(k, v);
      } catch {
        /* quota or disabled storage: the value is simply not kept */
      }
    },
    removeItem: (k) => {
      try {
        backing().removeItem(k);
      } catch {
        /* nothing to remove */
      }
    },
  };
}

function documentCookies(): CookieAdapter {
  const read = (): Map<string, string> => {
    const map = new Map<string, string>();
    const raw = typeof document === 'undefined' ? '' : document.cookie;
    for (const part of raw.split(';')) {
      const i = part.indexOf('=');
      if (i < 0) continue;
      const name = part.slice(0, i).trim();
      if (!name) continue;
      try {
        map.set(name, decodeURIComponent(part.slice(i + 1).trim()));
      } catch {
        /* a malformed cookie value is ignored, never thrown */
      }
    }
    return map;
  };
  const write = (s: string) => {
    // biome-ignore lint/suspicious/noDocumentCookie: the login cookie must be written synchronously and read back at once (SPEC.md §2.3); the Cookie Store API is asynchronous and not in every supported browser
    if (typeof document !== 'undefined') document.cookie = s;
  };
  // A cookie written from a page served over https is sent back over https only (it carries the login token).
  const secure = () => (globalThis.location?.protocol === 'https:' ? '; secure' : '');
  const attrs = (o?: { domain?: string; path?: string }) =>
    `; path=${o?.path ?? '/'}${o?.domain ? `; domain=${o.domain}` : ''}${secure()}`;
  return {
    get: (n) => read().get(n),
    set: (n, v, o) =>
      write(
        `${n}=${encodeURIComponent(v)}${attrs(o)}${o?.maxAgeSeconds !== undefined ? `; max-age=${o.maxAgeSeconds}` : ''}; samesite=lax`,
      ),
    remove: (n, o) => {
      write(`${n}=; max-age=0${attrs(o)}`);
      // Also clear a host-only copy of the cookie, in case it was written without a domain.
      if (o?.domain) write(`${n}=; max-age=0; path=${o.path ?? '/'}`);
    },
    names: () => [...read().keys()],
  };
}

/** True where a page's `window` and `document` exist (a browser, or a DOM test environment). */
export function hasBrowserGlobals(): boolean {
  return typeof window !== 'undefined' && typeof document !== 'undefined';
}

/**
 * Defaults for a host without a page (Node, a worker, a script): the global `fetch`, real timers, and in-memory
 * cookies, storage and location. Nothing navigates: leaving for the sign-in site is only recorded, and the
 * `sessionExpired` event is the signal. No tab election and no broadcast channel (they would keep Node running).
 * `cookies` may be seeded (the login cookie of a token handed to `createWorkbench`).
 */
export function memoryAdapters(options: { cookies?: Record<string, string> } = {}): Adapters {
  return {
    fetch: (req) => globalThis.fetch(req),
    cookies: memoryCookies(options.cookies),
    sessionStorage: memoryStorage(),
    localStorage: memoryStorage(),
    clock: systemClock,
    location: memoryLocation(),
    visibility: manualVisibility(),
    lifecycle: noPageLifecycle,
    locks: undefined,
    broadcast: undefined,
  };
}

/** Browser defaults for every adapter. Only call this in a browser (see `hasBrowserGlobals`). */
export function browserAdapters(): Adapters {
  return {
    fetch: (req) => globalThis.fetch(req),
    cookies: documentCookies(),
    sessionStorage: safeStorage(() => window.sessionStorage),
    localStorage: safeStorage(() => window.localStorage),
    clock: systemClock,
    location: {
      href: () => window.location.href,
      replace: (url) => window.history.replaceState(window.history.state, '', url),
      assign: (url) => window.location.assign(url),
      reload: () => window.location.reload(),
    },
    visibility: {
      isVisible: () => document.visibilityState === 'visible',
      onChange: (l) => {
        const h = () => l(document.visibilityState === 'visible');
        document.addEventListener('visibilitychange', h);
        return () => document.removeEventListener('visibilitychange', h);
      },
    },
    lifecycle: browserPageLifecycle(),
    locks: browserLocks(),
    broadcast: browserBroadcast(),
  };
}
