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

  it('loads the shell extras once the content loads have settled', async () => {
    vi.useFakeTimers();
    const { deferredImport, markPrimaryContentShown } = await fresh();
    let finishContent: (value: string) => void = () => undefined;
    const content = vi.fn(() => new Promise<string>((resolve) => (finishContent = resolve)));
    const extra = vi.fn(async () => 'extra');
    const gotContent = deferredImport(content)();
    const gotExtra = deferredImport(extra, 'extras')();
    markPrimaryContentShown();
    await vi.advanceTimersByTimeAsync(1);
    expect(content).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(500);
    expect(extra).not.toHaveBeenCalled();
    finishContent('content');
    await expect(gotContent).resolves.toBe('content');
    await vi.advanceTimersByTimeAsync(1);
    await expect(gotExtra).resolves.toBe('extra');
  });

  it('does not hold the extras longer than 2 s behind a slow content load', async () => {
    vi.useFakeTimers();
    const { deferredImport, markPrimaryContentShown } = await fresh();
    void deferredImport(() => new Promise<string>(() => undefined))();
    const extra = vi.fn(async () => 'extra');
    const gotExtra = deferredImport(extra, 'extras')();
    markPrimaryContentShown();
    await vi.advanceTimersByTimeAsync(1999);
    expect(extra).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5);
    await expect(gotExtra).resolves.toBe('extra');
  });
});
