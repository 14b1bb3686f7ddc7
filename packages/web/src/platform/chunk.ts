import { lazy } from 'react';

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
