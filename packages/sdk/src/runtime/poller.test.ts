import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { systemClock } from './adapters';
import { createPoller } from './poller';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A task whose runs finish only when the test says so. */
function controllableTask() {
  const runs: { signal: AbortSignal; finish: () => void; fail: (e: unknown) => void }[] = [];
  const task = vi.fn(
    (signal: AbortSignal) =>
      new Promise<void>((resolve, reject) => {
        runs.push({ signal, finish: resolve, fail: reject });
      }),
  );
  return { task, runs };
}

describe('createPoller', () => {
  it('runs the task every interval, the first one an interval after start', async () => {
    const task = vi.fn(async () => {});
    const poller = createPoller({ clock: systemClock, intervalMs: 10_000, task });
    poller.start();
    expect(poller.running()).toBe(true);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(task).toHaveBeenCalledTimes(3);
    poller.stop();
  });

  it('never overlaps: a slow run delays the next one', async () => {
    const { task, runs } = controllableTask();
    const poller = createPoller({ clock: systemClock, intervalMs: 10_000, task });
    poller.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(task).toHaveBeenCalledTimes(1);
    // The run is still going after three more intervals: nothing else starts.
    await vi.advanceTimersByTimeAsync(30_000);
    expect(task).toHaveBeenCalledTimes(1);
    runs[0]?.finish();
    await vi.advanceTimersByTimeAsync(9_999);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(2);
    poller.stop();
  });

  it('keeps polling after a failing run, whether it rejects or throws', async () => {
    let calls = 0;
    const task = vi.fn((): Promise<void> => {
      calls += 1;
      if (calls === 1) return Promise.reject(new Error('offline'));
      if (calls === 2) throw new Error('synchronous');
      return Promise.resolve();
    });
    const poller = createPoller({ clock: systemClock, intervalMs: 1_000, task });
    poller.start();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(task).toHaveBeenCalledTimes(3);
    poller.stop();
  });

  it('stop cancels the pending timer: nothing runs afterwards', async () => {
    const task = vi.fn(async () => {});
    const poller = createPoller({ clock: systemClock, intervalMs: 1_000, task });
    poller.start();
    await vi.advanceTimersByTimeAsync(1_000);
    poller.stop();
    expect(poller.running()).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(task).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stop aborts a run in flight, and that run schedules nothing when it settles', async () => {
    const { task, runs } = controllableTask();
    const poller = createPoller({ clock: systemClock, intervalMs: 1_000, task });
    poller.start();
    await vi.advanceTimersByTimeAsync(1_000);
    const first = runs[0];
    expect(first?.signal.aborted).toBe(false);
    poller.stop();
    expect(first?.signal.aborted).toBe(true);
    first?.fail(new Error('aborted'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('start twice is the same as once', async () => {
    const task = vi.fn(async () => {});
    const poller = createPoller({ clock: systemClock, intervalMs: 1_000, task });
    poller.start();
    poller.start();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(task).toHaveBeenCalledTimes(1);
    poller.stop();
  });

  it('a stop and a start while a run is in flight leave one schedule, not two', async () => {
    const { task, runs } = controllableTask();
    const poller = createPoller({ clock: systemClock, intervalMs: 1_000, task });
    poller.start();
    await vi.advanceTimersByTimeAsync(1_000);
    poller.stop();
    poller.start();
    runs[0]?.finish();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(task).toHaveBeenCalledTimes(2);
    runs[1]?.finish();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(task).toHaveBeenCalledTimes(3);
    poller.stop();
  });
});
