import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { systemClock } from './adapters';
import { createElapsedTicker, ELAPSED_TICK_MS, elapsedPercent } from './elapsed';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('elapsedPercent', () => {
  it('reads the part of the limit used, never 100 % before the answer', () => {
    expect(elapsedPercent(0, 300_000)).toBe(0);
    expect(elapsedPercent(150_000, 300_000)).toBe(50);
    expect(elapsedPercent(299_999, 300_000)).toBe(99);
    expect(elapsedPercent(900_000, 300_000)).toBe(99);
  });

  it('gives 0 for a negative time and for no limit', () => {
    expect(elapsedPercent(-5_000, 300_000)).toBe(0);
    expect(elapsedPercent(10_000, 0)).toBe(0);
    expect(elapsedPercent(10_000, -1)).toBe(0);
  });
});

describe('createElapsedTicker', () => {
  it('ticks with the clock time every second between start and stop', async () => {
    const ticks: number[] = [];
    const ticker = createElapsedTicker(systemClock, (now) => ticks.push(now));
    const start = Date.now();
    expect(ticker.running()).toBe(false);
    ticker.start();
    expect(ticker.running()).toBe(true);
    await vi.advanceTimersByTimeAsync(ELAPSED_TICK_MS * 3);
    expect(ticks.map((t) => t - start)).toEqual([1000, 2000, 3000]);
    ticker.stop();
    expect(ticker.running()).toBe(false);
    await vi.advanceTimersByTimeAsync(ELAPSED_TICK_MS * 3);
    expect(ticks).toHaveLength(3);
  });

  it('keeps one timer however often it is started, and starts again after a stop', async () => {
    const tick = vi.fn();
    const ticker = createElapsedTicker(systemClock, tick);
    ticker.start();
    ticker.start();
    await vi.advanceTimersByTimeAsync(ELAPSED_TICK_MS);
    expect(tick).toHaveBeenCalledTimes(1);
    ticker.stop();
    ticker.stop();
    ticker.start();
    await vi.advanceTimersByTimeAsync(ELAPSED_TICK_MS * 2);
    expect(tick).toHaveBeenCalledTimes(3);
    ticker.stop();
    expect(vi.getTimerCount()).toBe(0);
  });
});
