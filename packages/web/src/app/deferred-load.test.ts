import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.useRealTimers();
  vi.resetModules();
});

async function fresh() {
  vi.resetModules();
  return import('./deferred-load');
}

describe('deferred loading', () => {
  it('waits for the primary content, then loads once', async () => {
    vi.useFakeTimers();
    const { deferredImport, markPrimaryContentShown } = await fresh();
    const load = vi.fn(async () => 'chunk');
    const get = deferredImport(load);
    const first = get();
    const second = get();
    await vi.advanceTimersByTimeAsync(1000);
    expect(load).not.toHaveBeenCalled();
    markPrimaryContentShown();
    await vi.advanceTimersByTimeAsync(1);
    await expect(first).resolves.toBe('chunk');
    await expect(second).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('opens after the fallback delay when the primary content never says so', async () => {
    vi.useFakeTimers();
    const { deferredImport } = await fresh();
    const load = vi.fn(async () => 'chunk');
    const got = deferredImport(load)();
    await vi.advanceTimersByTimeAsync(2999);
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2);
    await expect(got).resolves.toBe('chunk');
  });

  it('loads at once when the gate is already open', async () => {
    vi.useFakeTimers();
    const { deferredImport, markPrimaryContentShown } = await fresh();
    markPrimaryContentShown();
    await vi.advanceTimersByTimeAsync(1);
    const load = vi.fn(async () => 'chunk');
    await expect(deferredImport(load)()).resolves.toBe('chunk');
  });
});
