import { loadChunk } from './chunk';

/**
 * Deferred loading of what the first screen does not need (charts, the date picker, …): such chunks start loading
 * once the landing's main content — the workbench statistics — has been shown, and the browser is idle, so they
 * never compete with it. When the statistics are not on screen (another page opened first, or the statistics
 * never settle), the gate opens after a short fallback delay instead.
 *
 * Two tiers: the page's own content (the blocks under the statistics, their charts, the filter, the service card,
 * the invitations) loads first; the shell's extras (menu icons, tooltips and menus, the tab menu, the quick-entry
 * settings, the demo fault panel) follow once those loads have settled, so the content's chunks and calls are not
 * queued behind them (a browser fetches six files at a time over HTTP/1.1). An extra used earlier loads at once.
 */

/** Which wave a deferred chunk loads in: the page's content first, then the shell's extras. */
export type DeferredTier = 'content' | 'extras';

const FALLBACK_MS = 3000;
/** The extras wait at most this long after the gate opens for the content's loads to settle. */
const EXTRAS_WAIT_MS = 2000;

let opened = false;
const released: Record<DeferredTier, boolean> = { content: false, extras: false };
let fallback: ReturnType<typeof setTimeout> | undefined;
const waiting: Record<DeferredTier, (() => void)[]> = { content: [], extras: [] };
/** The content's deferred loads started so far (the extras wait for them). */
const contentLoads: Promise<unknown>[] = [];

function whenIdle(run: () => void): void {
  if (typeof window !== 'undefined' && typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(run, { timeout: 1000 });
  else setTimeout(run, 0);
}

function release(tier: DeferredTier): void {
  released[tier] = true;
  for (const resolve of waiting[tier].splice(0)) resolve();
}

function open(): void {
  if (opened) return;
  opened = true;
  if (fallback !== undefined) clearTimeout(fallback);
  whenIdle(() => {
    release('content');
    const settled = Promise.allSettled(contentLoads);
    const cap = new Promise((resolve) => setTimeout(resolve, EXTRAS_WAIT_MS));
    void Promise.race([settled, cap]).then(() => whenIdle(() => release('extras')));
  });
}

/** Says that the landing's main content has been shown: deferred chunks may load now. */
export function markPrimaryContentShown(): void {
  open();
}

/** Resolves when deferred chunks of `tier` may load (at once once that tier is released). */
export function afterPrimaryContent(tier: DeferredTier = 'content'): Promise<void> {
  if (released[tier] && waiting[tier].length === 0) return Promise.resolve();
  fallback ??= setTimeout(open, FALLBACK_MS);
  return new Promise((resolve) => waiting[tier].push(resolve));
}

/**
 * `import()` of a deferred chunk: starts after the primary content (the shell's extras after the content's), with
 * the §8 time limit counted from then (`loadChunk`).
 */
export function deferredImport<T>(load: () => Promise<T>, tier: DeferredTier = 'content'): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    if (!pending) {
      pending = afterPrimaryContent(tier).then(() => loadChunk(load));
      if (tier === 'content') contentLoads.push(pending);
    }
    return pending;
  };
}
