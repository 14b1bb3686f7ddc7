import type { ClockAdapter } from './adapters';

/** What `createPoller` needs. */
export interface PollerOptions {
  clock: ClockAdapter;
  /** Pause between the end of one run and the start of the next (the first run starts this long after `start()`). */
  intervalMs: number;
  /** One run; `signal` aborts when the poller stops. A rejection is ignored: the next run is scheduled anyway. */
  task: (signal: AbortSignal) => Promise<void>;
}

/** A task repeated on a timer that never overlaps itself. */
export interface Poller {
  /** Starts polling; calling it while running does nothing. */
  start(): void;
  /** Cancels the pending timer and aborts a run in flight; nothing runs afterwards until `start()`. */
  stop(): void;
  /** True between `start()` and `stop()`. */
  running(): boolean;
}

/**
 * Creates a poller: the task runs `intervalMs` after `start()`, and each next run is scheduled only once the
 * previous one has settled, so a slow run delays the next instead of overlapping it. A failing run never stops the
 * poll.
 */
export function createPoller(options: PollerOptions): Poller {
  const { clock, intervalMs, task } = options;
  // Bumped by every start and stop, so a run that settles after a stop (or a stop + start) schedules nothing.
  let generation = 0;
  let active = false;
  let timer: unknown;
  let controller: AbortController | undefined;

  const schedule = (gen: number) => {
    timer = clock.setTimeout(() => {
      timer = undefined;
      void run(gen);
    }, intervalMs);
  };

  const run = async (gen: number) => {
    const current = new AbortController();
    controller = current;
    try {
      await task(current.signal);
    } catch {
      /* a failed run is retried at the next tick */
    } finally {
      if (controller === current) controller = undefined;
    }
    if (active && gen === generation) schedule(gen);
  };

  return {
    start() {
      if (active) return;
      active = true;
      generation += 1;
      schedule(generation);
    },
    stop() {
      if (!active) return;
      active = false;
      generation += 1;
      if (timer !== undefined) clock.clearTimeout(timer);
      timer = undefined;
      controller?.abort();
      controller = undefined;
    },
    running: () => active,
  };
}
