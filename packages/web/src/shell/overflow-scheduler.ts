import type { ClockAdapter } from '@mch/sdk';

/** When the quick-entry bar measures itself again (SPEC.md §2.1, §9). */
export const QUICK_ENTRY_TIMINGS = {
  /** Delay after load before the split is computed again (fonts and late layout have settled). */
  initialDelayMs: 3000,
  /** Debounce of window resizes. */
  resizeDebounceMs: 400,
} as const;

/** Decides when the quick-entry bar measures its row again (the SDK's `splitOverflow` then says what fits). */
export interface OverflowScheduler {
  /**
   * Recomputes {@link QUICK_ENTRY_TIMINGS}.initialDelayMs from now (the bar measures itself when it mounts);
   * idempotent until `stop()`.
   */
  start(): void;
  /** The window was resized: recomputes once resizes have paused for `resizeDebounceMs`. */
  resized(): void;
  /** Cancels everything pending; `start()` may be called again. */
  stop(): void;
}

/** Creates the overflow scheduler on `clock`; `recompute` measures the bar and applies the SDK's `splitOverflow`. */
export function createOverflowScheduler(options: {
  clock: ClockAdapter;
  recompute: () => void;
  timings?: Partial<typeof QUICK_ENTRY_TIMINGS>;
}): OverflowScheduler {
  const { clock, recompute } = options;
  const timings = { ...QUICK_ENTRY_TIMINGS, ...options.timings };
  let started = false;
  let initial: unknown = null;
  let resize: unknown = null;
  const cancel = () => {
    if (initial !== null) clock.clearTimeout(initial);
    if (resize !== null) clock.clearTimeout(resize);
    initial = null;
    resize = null;
  };
  return {
    start() {
      if (started) return;
      started = true;
      initial = clock.setTimeout(() => {
        initial = null;
        recompute();
      }, timings.initialDelayMs);
    },
    resized() {
      if (!started) return;
      if (resize !== null) clock.clearTimeout(resize);
      resize = clock.setTimeout(() => {
        resize = null;
        recompute();
      }, timings.resizeDebounceMs);
    },
    stop() {
      started = false;
      cancel();
    },
  };
}
