/**
 * The token watch of SPEC.md §4: another tab or site may sign in with another account, which replaces the shared
 * login cookie. When this tab becomes visible again and the cookie differs from the token the tab started with,
 * the app is told (`accountSwitched`), asks the user, and reloads.
 */

import type { CookieAdapter, StorageAdapter, VisibilityAdapter } from '../../runtime/adapters';
import { createEmitter, type EventSource } from '../../runtime/emitter';

/**
 * The sessionStorage key of the login token this tab runs with (written by the session at start): a fingerprint of
 * the token, never the token itself (one copy of the credential, the cookie, is enough).
 */
export const STORED_TOKEN_KEY = 'mch.token';

const FINGERPRINT_PREFIX = 'fp1:';

/**
 * A fingerprint of a login token: enough to tell two tokens apart, of no use in place of one (53 bits of a
 * non-reversible mix of its characters; a token is sent to the backends whole, so what a fingerprint matches is
 * worthless to them).
 */
export function tokenFingerprint(token: string): string {
  // cyrb53: two 32-bit FNV-like lanes mixed together.
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < token.length; i += 1) {
    const c = token.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return `${FINGERPRINT_PREFIX}${(4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)}`;
}

/** Keeps the login token this tab runs with (as its fingerprint) for the token watch. */
export function rememberToken(storage: StorageAdapter, token: string): void {
  const fingerprint = tokenFingerprint(token);
  if (storage.getItem(STORED_TOKEN_KEY) !== fingerprint) storage.setItem(STORED_TOKEN_KEY, fingerprint);
}

/**
 * Whether `token` is the one this tab runs with: null when none is kept. A tab started by an earlier version kept
 * the token itself: it is recognised too, and its value is replaced by the fingerprint.
 */
function isRememberedToken(storage: StorageAdapter, token: string | null): boolean | null {
  const kept = storage.getItem(STORED_TOKEN_KEY);
  if (kept === null || kept === '') return null;
  if (token === null) return false;
  if (kept === tokenFingerprint(token)) return true;
  if (kept.startsWith(FINGERPRINT_PREFIX) || kept !== token) return false;
  rememberToken(storage, token);
  return true;
}

/** The events of the token watch. */
export interface TokenWatchEvents {
  /**
   * The login cookie changed: `current` is the new token, or null when the cookie is gone (signed out); `previous`
   * is the fingerprint of the token the tab ran with (`tokenFingerprint`), never the token itself.
   */
  accountSwitched: { previous: string; current: string | null };
}

/** What the token watch needs. */
export interface TokenWatchDeps {
  cookies: CookieAdapter;
  visibility: VisibilityAdapter;
  sessionStorage: StorageAdapter;
  /** The name of the login cookie. */
  cookieName: string;
}

/** Watches the login cookie whenever the page becomes visible. */
export interface TokenWatch {
  /** Starts listening to visibility changes (idempotent). */
  start(): void;
  /** Stops listening. */
  stop(): void;
  /** Compares the cookie with the stored token now; true when an account switch is (or was already) reported. */
  check(): boolean;
  /** The user has seen the switch: the current cookie becomes the stored token and a later switch is reported. */
  acknowledge(): void;
  readonly events: EventSource<TokenWatchEvents>;
}

/** Creates the token watch; it does nothing until `start()`. */
export function createTokenWatch(deps: TokenWatchDeps): TokenWatch {
  const events = createEmitter<TokenWatchEvents>();
  let unsubscribe: (() => void) | null = null;
  let reported = false;

  const check = (): boolean => {
    if (reported) return true;
    const cookie = deps.cookies.get(deps.cookieName);
    const current = cookie === undefined || cookie === '' ? null : cookie;
    // Without a stored token there is nothing to compare with (the session has not started, or logged out).
    const same = isRememberedToken(deps.sessionStorage, current);
    if (same !== false) return false;
    reported = true;
    const previous = deps.sessionStorage.getItem(STORED_TOKEN_KEY) ?? '';
    events.emit('accountSwitched', {
      previous: previous.startsWith(FINGERPRINT_PREFIX) ? previous : tokenFingerprint(previous),
      current,
    });
    return true;
  };

  return {
    events,
    start() {
      if (unsubscribe) return;
      unsubscribe = deps.visibility.onChange((visible) => {
        if (visible) check();
      });
    },
    stop() {
      unsubscribe?.();
      unsubscribe = null;
    },
    check,
    acknowledge() {
      reported = false;
      const cookie = deps.cookies.get(deps.cookieName);
      if (cookie) rememberToken(deps.sessionStorage, cookie);
      else deps.sessionStorage.removeItem(STORED_TOKEN_KEY);
    },
  };
}
