import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, isChunkLoadError, loadChunk, onDemandChunk } from './chunk';

describe('loadChunk', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolves with the module when it arrives in time', async () => {
    const module = { default: 'page' };
    await expect(loadChunk(() => Promise.resolve(module))).resolves.toBe(module);
  });

  it('fails with a timeout when the chunk has not arrived after 120 seconds', async () => {
    const loading = loadChunk(() => new Promise<never>(() => {}));
    let outcome: unknown = 'pending';
    loading.catch((error: unknown) => {
      outcome = error;
    });
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBeInstanceOf(ChunkLoadError);
    expect(outcome).toMatchObject({ reason: 'timeout' });
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('turns a failed import into a ChunkLoadError that keeps the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const error = await loadChunk(() => Promise.reject(cause)).catch((e: unknown) => e);
    expect(isChunkLoadError(error)).toBe(true);
    expect(error).toMatchObject({ reason: 'failed', cause });
  });

  it('turns a loader that throws at once into a ChunkLoadError', async () => {
    const error = await loadChunk(() => {
      throw new Error('boom');
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ChunkLoadError', reason: 'failed' });
  });

  it('does not fail a chunk that arrived once the time limit passes', async () => {
    const loaded = loadChunk(() => Promise.resolve(1));
    await expect(loaded).resolves.toBe(1);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS * 2);
    await expect(loaded).resolves.toBe(1);
  });
});

describe('onDemandChunk', () => {
  it('loads once however often it is asked, tells its listeners, and gives the module once it has arrived', async () => {
    const module = { Chart: 'chart' };
    const load = vi.fn(() => Promise.resolve(module));
    const chunk = onDemandChunk(load);
    expect(chunk.getSnapshot()).toEqual({});
    expect(load).not.toHaveBeenCalled();

    const told = vi.fn();
    chunk.subscribe(told);
    const first = chunk.load();
    const second = chunk.load();
    await expect(first).resolves.toBe(module);
    await expect(second).resolves.toBe(module);
    expect(load).toHaveBeenCalledTimes(1);
    expect(chunk.getSnapshot().module).toBe(module);
    expect(told).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load, which it reports as a chunk load error', async () => {
    const module = { Chart: 'chart' };
    const load = vi
      .fn<() => Promise<typeof module>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(module);
    const chunk = onDemandChunk(load);

    const error = await chunk.load().catch((e: unknown) => e);
    expect(isChunkLoadError(error)).toBe(true);
    expect(chunk.getSnapshot().module).toBeUndefined();
    expect(chunk.getSnapshot().error?.reason).toBe('failed');

    await expect(chunk.load()).resolves.toBe(module);
    expect(load).toHaveBeenCalledTimes(2);
    expect(chunk.getSnapshot()).toEqual({ module });
  });
});
