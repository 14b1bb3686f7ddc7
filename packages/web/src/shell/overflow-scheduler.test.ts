import { systemClock } from '@mch/sdk/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOverflowScheduler, QUICK_ENTRY_TIMINGS } from './overflow-scheduler';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createOverflowScheduler', () => {
  it('recomputes 3 s after load, once however often it is started', () => {
    const recompute = vi.fn();
    const scheduler = createOverflowScheduler({ clock: systemClock, recompute });
    scheduler.start();
    scheduler.start();
    expect(recompute).not.toHaveBeenCalled();
    vi.advanceTimersByTime(QUICK_ENTRY_TIMINGS.initialDelayMs - 1);
    expect(recompute).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(recompute).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(recompute).toHaveBeenCalledTimes(1);
  });

  it('recomputes once after a burst of resizes, 400 ms after the last', () => {
    const recompute = vi.fn();
    const scheduler = createOverflowScheduler({ clock: systemClock, recompute });
    scheduler.start();
    vi.advanceTimersByTime(QUICK_ENTRY_TIMINGS.initialDelayMs);
    recompute.mockClear();
    for (let i = 0; i < 5; i += 1) {
      scheduler.resized();
      vi.advanceTimersByTime(100);
    }
    expect(recompute).not.toHaveBeenCalled();
    vi.advanceTimersByTime(QUICK_ENTRY_TIMINGS.resizeDebounceMs - 101);
    expect(recompute).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(recompute).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(recompute).toHaveBeenCalledTimes(1);
  });

  it('does nothing after stop and ignores resizes before start', () => {
    const recompute = vi.fn();
    const scheduler = createOverflowScheduler({ clock: systemClock, recompute });
    scheduler.resized();
    vi.advanceTimersByTime(1000);
    expect(recompute).not.toHaveBeenCalled();
    scheduler.start();
    scheduler.resized();
    scheduler.stop();
    vi.advanceTimersByTime(10_000);
    expect(recompute).not.toHaveBeenCalled();
    // Started again: measured again 3 s later.
    scheduler.start();
    vi.advanceTimersByTime(QUICK_ENTRY_TIMINGS.initialDelayMs);
    expect(recompute).toHaveBeenCalledTimes(1);
  });
});
