import type { ClockAdapter } from '../runtime/adapters';
import { createEmitter, type Emitter, type EventSource } from '../runtime/emitter';
import type { ApiError, OperationRef } from './errors';

/** The timings of the interception policy (SPEC.md §8). */
export const POLICY_TIMINGS = {
  /** Warnings closer together than this collapse into one. */
  warningDebounceMs: 700,
  /** At most one network-error message in this window. */
  networkErrorWindowMs: 2000,
  /** The logout happens this long after the session-expired message, so it can be read. */
  logoutDelayMs: 2000,
} as const;

/** Message keys for warnings that carry no server message. */
export type WarningMessageKey = 'error.server' | 'error.malformed' | 'error.http';

/**
 * What a refused call without a server message is, as a message key: an answer that could not be read, an HTTP
 * error status, or a refusal of the server's with only its code. The policy's warning and a screen's own failure
 * text both say it with this key, so they never disagree.
 */
export function warningMessageKey(error: Pick<ApiError, 'code' | 'status'>): WarningMessageKey {
  if (error.code === 'MALFORMED_BODY') return 'error.malformed';
  return error.status >= 400 ? 'error.http' : 'error.server';
}

/** The events the SDK emits instead of showing UI. */
export interface PolicyEvents {
  /** A call failed with a non-success code: show `message` (the server's text) or the text of `messageKey`. */
  warning: {
    message: string | undefined;
    messageKey: WarningMessageKey;
    code: string | number;
    operation: OperationRef | undefined;
  };
  /** The login is no longer valid: show 'please log in again'; the logout follows after `logoutDelayMs`. */
  sessionExpired: { operation: OperationRef | undefined };
  /** A call got no answer (offline) or took too long (timeout): show 'network error, please retry later'. */
  networkError: { kind: 'offline' | 'timeout'; operation: OperationRef | undefined };
}

/** The shared state of the interception policy: one per workbench, whatever the number of clients. */
export interface InterceptionPolicy {
  /** What the policy reports (the UI shows it): warning, sessionExpired, networkError. */
  readonly events: EventSource<PolicyEvents>;
  warn(event: PolicyEvents['warning']): void;
  expire(operation: OperationRef | undefined): void;
  network(kind: 'offline' | 'timeout', operation: OperationRef | undefined): void;
  /** True from the first session-expired answer until `reset()` (a new login). */
  isExpired(): boolean;
  /**
   * Another account has signed in under this tab (the token watch reported it, SPEC.md §4) and the user is being
   * asked to reload: from now on an expired answer is expected (the page's calls may run under the new login or none)
   * and neither tells nor logs out; a pending logout is cancelled. The reload the user confirms starts afresh.
   */
  hold(): void;
  /** Forgets an expiry and the throttles (after a new login); cancels a pending logout. */
  reset(): void;
}

/** Creates the policy; `logout` runs at most once per expiry, `logoutDelayMs` after the first expired answer. */
export function createInterceptionPolicy(options: {
  clock: ClockAdapter;
  logout: () => void;
  /**
   * Whether another account's login has replaced this tab's (the token watch's check, which then reports it): an
   * expired answer is then no expiry, and the policy holds (see `hold`).
   */
  accountSwitched?: () => boolean;
  /** Runs at each expiry, before the `sessionExpired` event (the workbench ends a subsystem's token there). */
  onExpire?: (operation: OperationRef | undefined) => void;
  /**
   * Where the events go. By default an emitter that holds every event nobody listens to yet, for the first
   * listener (the UI subscribes after its first render, the first calls start before it).
   */
  events?: Emitter<PolicyEvents>;
}): InterceptionPolicy {
  const { clock } = options;
  const events =
    options.events ?? createEmitter<PolicyEvents>({ hold: ['warning', 'sessionExpired', 'networkError'] });
  let lastWarningAt = Number.NEGATIVE_INFINITY;
  let lastNetworkAt = Number.NEGATIVE_INFINITY;
  let expired = false;
  let held = false;
  let logoutTimer: unknown;
  const cancelLogout = () => {
    if (logoutTimer !== undefined) clock.clearTimeout(logoutTimer);
    logoutTimer = undefined;
  };

  return {
    events,
    warn(event) {
      if (expired) return;
      const now = clock.now();
      const quiet = now - lastWarningAt >= POLICY_TIMINGS.warningDebounceMs;
      lastWarningAt = now;
      if (quiet) events.emit('warning', event);
    },
    expire(operation) {
      if (expired || held) return;
      if (options.accountSwitched?.()) {
        held = true;
        return;
      }
      expired = true;
      options.onExpire?.(operation);
      events.emit('sessionExpired', { operation });
      logoutTimer = clock.setTimeout(() => {
        logoutTimer = undefined;
        options.logout();
      }, POLICY_TIMINGS.logoutDelayMs);
    },
    network(kind, operation) {
      if (expired) return;
      const now = clock.now();
      if (now - lastNetworkAt < POLICY_TIMINGS.networkErrorWindowMs) return;
      lastNetworkAt = now;
      events.emit('networkError', { kind, operation });
    },
    isExpired: () => expired,
    hold() {
      held = true;
      cancelLogout();
    },
    reset() {
      expired = false;
      held = false;
      lastWarningAt = Number.NEGATIVE_INFINITY;
      lastNetworkAt = Number.NEGATIVE_INFINITY;
      cancelLogout();
    },
  };
}
