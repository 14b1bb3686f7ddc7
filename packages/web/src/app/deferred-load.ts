/**
 * Deferred loading of what the first screen does not need (charts, the date picker, …): such chunks start loading
 * once the landing's main content — the workbench statistics — has been shown, and the browser is idle, so they
 * never compete with it. When the statistics are not on screen (another page opened first, or the statistics
 * never settle), the gate opens after a short fallback delay instead.
 */

const FALLBACK_MS = 3000;

let opened = false;
let fallback: ReturnType<typeof setTimeout> | undefined;
const waiting: (() => void)[] = [];

function whenIdle(run: () => void): void {
  if (typeof window !== 'undefined' && typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(run, { timeout: 1000 });
  else setTimeout(run, 0);
}

function open(): void {
  if (opened) return;
  opened = true;
  if (fallback !== undefined) clearTimeout(fallback);
  whenIdle(() => {
    for (const resolve of waiting.splice(0)) resolve();
  });
}

/** Says that the landing's main content has been shown: deferred chunks may load now. */
export function markPrimaryContentShown(): void {
  open();
}

/** Resolves when deferred chunks may load (at once once the gate is open). */
export function afterPrimaryContent(): Promise<void> {
  if (opened && waiting.length === 0) return Promise.resolve();
  fallback ??= setTimeout(open, FALLBACK_MS);
  return new Promise((resolve) => waiting.push(resolve));
}

/** `import()` of a deferred chunk: starts after the primary content. */
export function deferredImport<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= afterPrimaryContent().then(load);
    return pending;
  };
}
