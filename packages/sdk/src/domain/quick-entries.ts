/**
 * The quick-entry bar of SPEC.md §2.1 (also called the interest menu): which menu items the user can pin, which
 * ones are pinned (stored per user in localStorage) and how many of the entries fit in the row given their widths
 * (the rest go to a 'view more' dropdown). Measuring the row and deciding when to measure it again are the app's.
 */

import type { StorageAdapter } from '../runtime/adapters';
import { createStore, type ReadableStore } from '../runtime/store';
import { isClickableMenuItem, type MenuItem } from './menu';
import { pageIdentity } from './pages';

/** Prefix of the localStorage key of a user's chosen entries (`mch.quickEntries.<userId>`). */
export const QUICK_ENTRY_STORAGE_PREFIX = 'mch.quickEntries.';

/** Longest stored value read, in characters; anything longer is discarded. */
export const QUICK_ENTRY_MAX_STORED_CHARS = 50_000;

/** The key of an entry: the page identity its menu item opens (path plus query, see `pageIdentity`). */
export function quickEntryKey(item: Pick<MenuItem, 'name' | 'query'>): string {
  return pageIdentity({ path: item.name, ...(item.query ? { query: item.query } : {}) });
}

/**
 * The menu items that can become quick entries: every clickable leaf of the menu, depth-first in menu order, one
 * per key (the first wins).
 */
export function quickEntryCandidates(items: readonly MenuItem[] | null | undefined): MenuItem[] {
  const out: MenuItem[] = [];
  const seen = new Set<string>();
  const walk = (list: readonly MenuItem[]) => {
    for (const item of list) {
      if (item.children && item.children.length > 0) {
        walk(item.children);
        continue;
      }
      if (!isClickableMenuItem(item)) continue;
      const key = quickEntryKey(item);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(item);
    }
  };
  walk(Array.isArray(items) ? items : []);
  return out;
}

/** How a row of entries splits: the first `visible` entries show, the other `overflow` go to 'view more'. */
export interface OverflowSplit {
  visible: number;
  overflow: number;
}

const size = (n: number): number => (Number.isFinite(n) && n > 0 ? n : 0);

/**
 * Splits a row of entries of the given widths into the ones shown and the ones in the 'view more' dropdown.
 * When all fit in `available`, all show and no 'view more' is needed; otherwise as many as fit together with the
 * 'view more' control (`moreWidth`) show. Widths that are not finite positive numbers count as 0; an `available`
 * that is not a finite positive number shows nothing (Infinity shows everything).
 */
export function splitOverflow(
  widths: readonly number[],
  available: number,
  moreWidth: number,
): OverflowSplit {
  const count = widths.length;
  if (available === Number.POSITIVE_INFINITY) return { visible: count, overflow: 0 };
  const room = size(available);
  const total = widths.reduce((sum, w) => sum + size(w), 0);
  if (total <= room) return { visible: count, overflow: 0 };
  const budget = room - size(moreWidth);
  let used = 0;
  let visible = 0;
  for (const w of widths) {
    if (used + size(w) > budget) break;
    used += size(w);
    visible += 1;
  }
  return { visible, overflow: count - visible };
}

/** The chosen quick entries of one user (keys from {@link quickEntryKey}), in the order of `available`. */
export interface QuickEntryStore extends ReadableStore<readonly string[]> {
  /** Saves the chosen keys (unknown keys and duplicates are dropped; order follows `available`). */
  save(keys: readonly string[]): void;
  /** True when the user has saved a choice (else the defaults show). */
  hasSaved(): boolean;
}

/** What {@link createQuickEntryStore} needs. */
export interface QuickEntryStoreOptions {
  /** localStorage in the browser. */
  storage: StorageAdapter;
  /** The user the choice belongs to. */
  userId: string | number;
  /** The keys of the entries the user may choose from, in display order (the menu's candidates). */
  available: readonly string[];
  /** The keys shown before the user saves a choice (default: every available entry). */
  defaults?: readonly string[];
}

/** The localStorage key of a user's chosen entries. */
export function quickEntryStorageKey(userId: string | number): string {
  return `${QUICK_ENTRY_STORAGE_PREFIX}${String(userId)}`;
}

/** The stored keys, or null when nothing usable is stored (missing, corrupt, foreign or oversized). */
function readStored(raw: string | null): string[] | null {
  if (typeof raw !== 'string' || raw.length > QUICK_ENTRY_MAX_STORED_CHARS) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || !parsed.every((v) => typeof v === 'string')) return null;
  return parsed as string[];
}

/**
 * Creates the store of a user's chosen entries over `storage`. A corrupt or foreign stored value is discarded
 * quietly (removed, and the defaults show); stored keys that are no longer available are ignored.
 */
export function createQuickEntryStore(options: QuickEntryStoreOptions): QuickEntryStore {
  const { storage, available } = options;
  const key = quickEntryStorageKey(options.userId);
  const pick = (keys: readonly string[]): readonly string[] => {
    const chosen = new Set(keys);
    return available.filter((k, i) => chosen.has(k) && available.indexOf(k) === i);
  };
  let raw: string | null = null;
  try {
    raw = storage.getItem(key);
  } catch {
    raw = null;
  }
  const stored = readStored(raw);
  if (raw !== null && stored === null) {
    try {
      storage.removeItem(key);
    } catch {
      /* nothing to remove */
    }
  }
  let saved = stored !== null;
  const store = createStore<readonly string[]>(pick(stored ?? options.defaults ?? available));
  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    hasSaved: () => saved,
    save(keys) {
      const next = pick(Array.isArray(keys) ? keys.filter((k) => typeof k === 'string') : []);
      try {
        storage.setItem(key, JSON.stringify(next));
      } catch {
        /* storage full or disabled: the choice lasts for this page only */
      }
      saved = true;
      const current = store.getSnapshot();
      if (current.length !== next.length || current.some((k, i) => k !== next[i])) store.set(next);
    },
  };
}
