/**
 * The token watch of SPEC.md §4: another tab or site may sign in with another account, which replaces the shared
 * login cookie. When this tab becomes visible again and the cookie differs from the token the tab started with,
 * the app is told (`accountSwitched`), asks the user, and reloads.
 */

import type { CookieAdapter, StorageAdapter, VisibilityAdapter } from '../../runtime/adapters';
import { createEmitter, type EventSource } from '../../runtime/emitter';

/** The sessionStorage key of the login token this tab runs with (written by the session at start). */
export const STORED_TOKEN_KEY = 'mch.token';

/** The events of the token watch. */
export interface TokenWatchEvents {
  /** The login cookie changed: `current` is the new token, or null when the cookie is gone (signed out). */
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
    const previous = deps.sessionStorage.getItem(STORED_TOKEN_KEY);
    // Without a stored token there is nothing to compare with (the session has not started, or logged out).
    if (previous === null || previous === '') return false;
    const cookie = deps.cookies.get(deps.cookieName);
    const current = cookie === undefined || cookie === '' ? null : cookie;
    if (current === previous) return false;
    reported = true;
    events.emit('accountSwitched', { previous, current });
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
      if (cookie) deps.sessionStorage.setItem(STORED_TOKEN_KEY, cookie);
      else deps.sessionStorage.removeItem(STORED_TOKEN_KEY);
    },
  };
}
