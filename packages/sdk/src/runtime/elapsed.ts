/**
 * The elapsed time of long calls (SPEC.md §9: the 5-minute node move, the 10-minute sync jobs): one ticker that
 * updates the elapsed time of whatever runs, once a second, and one reading of that time as progress against the
 * call's time limit. The node mover and the preselection's jobs both run on them.
 */

import type { ClockAdapter } from './adapters';

/** How often the elapsed time of a running call is updated. */
export const ELAPSED_TICK_MS = 1000;

/**
 * The part of its time limit a running call has used, 0-99: a call is only 100 % done when it answers, which its
 * owner knows, not the clock. 0 without a limit.
 */
export function elapsedPercent(elapsedMs: number, limitMs: number): number {
  if (limitMs <= 0) return 0;
  return Math.min(99, Math.max(0, Math.floor((elapsedMs / limitMs) * 100)));
}

/** Ticks every {@link ELAPSED_TICK_MS} between `start` and `stop`; stopped, it holds no timer. */
export interface ElapsedTicker {
  /** Starts the ticks; does nothing while they run. */
  start(): void;
  /** Stops the ticks (a later `start` starts them again). */
  stop(): void;
  /** True between `start` and `stop`. */
  running(): boolean;
}

/** Creates an {@link ElapsedTicker} that calls `tick` with the clock's time at every tick. Nothing runs yet. */
export function createElapsedTicker(clock: ClockAdapter, tick: (now: number) => void): ElapsedTicker {
  let handle: unknown = null;
  return {
    start() {
      if (handle !== null) return;
      handle = clock.setInterval(() => tick(clock.now()), ELAPSED_TICK_MS);
    },
    stop() {
      if (handle !== null) clock.clearInterval(handle);
      handle = null;
    },
    running: () => handle !== null,
  };
}
