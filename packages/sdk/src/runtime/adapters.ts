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

export type FetchAdapter = (input: Request) => Promise<Response>;

export interface Adapters {
  fetch: FetchAdapter;
  cookies: CookieAdapter;
  sessionStorage: StorageAdapter;
  localStorage: StorageAdapter;
  clock: ClockAdapter;
  location: LocationAdapter;
  visibility: VisibilityAdapter;
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
    if (typeof document !== 'undefined') document.cookie = s;
  };
  const attrs = (o?: { domain?: string; path?: string }) =>
    `; path=${o?.path ?? '/'}${o?.domain ? `; domain=${o.domain}` : ''}`;
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

/** Browser defaults for every adapter. Only call this in a browser. */
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
  };
}
