import { lazy, useEffect, useSyncExternalStore } from 'react';

/** SPEC.md §8: loading a script chunk fails when it has not arrived after 120 seconds. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** A script chunk that did not arrive: it failed (network, server) or took longer than the time limit. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  readonly reason: 'failed' | 'timeout';

  constructor(reason: 'failed' | 'timeout', cause?: unknown) {
    super(
      reason === 'timeout'
        ? `A script chunk did not arrive within ${CHUNK_LOAD_TIMEOUT_MS / 1000} s`
        : 'A script chunk could not be loaded',
      cause === undefined ? undefined : { cause },
    );
    this.reason = reason;
  }
}

/** Whether `error` is a failed chunk load (a `ChunkLoadError`). */
export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError;
}

/**
 * Runs `load` (an `import()`) with the §8 time limit: the promise rejects with a `ChunkLoadError` when the chunk
 * has not arrived after `timeoutMs`, and any failure of the import becomes a `ChunkLoadError` too, so the screens
 * can tell "the code did not arrive" (reload) from a failure of the code itself.
 */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs);
    const fail = (error: unknown) => {
      clearTimeout(timer);
      reject(isChunkLoadError(error) ? error : new ChunkLoadError('failed', error));
    };
    try {
      load().then((module) => {
        clearTimeout(timer);
        resolve(module);
      }, fail);
    } catch (error) {
      fail(error);
    }
  });
}

/** `React.lazy` of a component chunk, loaded with the §8 time limit (`loadChunk`); typed as `lazy` itself. */
export const lazyChunk: typeof lazy = (load) => lazy(() => loadChunk(load));

/** Where a chunk loaded on demand is: not asked for or on its way (neither set), arrived, or failed. */
export interface ChunkState<M> {
  readonly module?: M;
  readonly error?: ChunkLoadError;
}

/** A chunk loaded once, on demand, whose module can be read synchronously once it has arrived. */
export interface OnDemandChunk<M> {
  /** Loads the chunk (once: later calls share the load), with the §8 time limit; a failed load is tried again. */
  load(): Promise<M>;
  /** Where the chunk is (a new object when it changes). */
  getSnapshot(): ChunkState<M>;
  /** Calls `listener` when the chunk arrives or fails; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/**
 * A chunk that can be asked for before it is shown (say while the figures it draws are on their way) and, once it
 * has arrived, rendered directly (`useChunk`). `React.lazy` suspends on its first render even when the code is
 * there, and React then holds the revealed content back for a while (its fallback throttle, 300 ms) so a chart
 * whose figures and code had both arrived still showed its skeleton.
 */
export function onDemandChunk<M>(load: () => Promise<M>): OnDemandChunk<M> {
  let state: ChunkState<M> = {};
  let pending: Promise<M> | null = null;
  const listeners = new Set<() => void>();
  const settle = (next: ChunkState<M>) => {
    state = next;
    for (const listener of [...listeners]) listener();
  };
  return {
    load() {
      if (pending) return pending;
      if (state.error) settle({});
      pending = loadChunk(load).then(
        (module) => {
          settle({ module });
          return module;
        },
        (error: unknown) => {
          pending = null;
          settle({ error: isChunkLoadError(error) ? error : new ChunkLoadError('failed', error) });
          throw error;
        },
      );
      return pending;
    },
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/**
 * The state of an on-demand chunk, asking for it when `wanted` and it is not there (nor failed): renders again
 * when it arrives or fails.
 */
export function useChunk<M>(chunk: OnDemandChunk<M>, wanted = true): ChunkState<M> {
  const state = useSyncExternalStore(chunk.subscribe, chunk.getSnapshot, chunk.getSnapshot);
  const idle = state.module === undefined && state.error === undefined;
  useEffect(() => {
    if (wanted && idle) chunk.load().catch(() => undefined);
  }, [chunk, wanted, idle]);
  return state;
}
