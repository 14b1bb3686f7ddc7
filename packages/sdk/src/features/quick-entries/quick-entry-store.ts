/**
 * The quick entries a user pinned (SPEC.md §2.1 quick-entry bar), stored per user in localStorage. Which menu items
 * can be pinned, and how many fit in the row, are the pure rules of domain/quick-entries.
 */

import type { StorageAdapter } from '../../runtime/adapters';
import { createStore, type ReadableStore } from '../../runtime/store';

/** Prefix of the localStorage key of a user's chosen entries (`mch.quickEntries.<userId>`). */
export const QUICK_ENTRY_STORAGE_PREFIX = 'mch.quickEntries.';

/** Longest stored value read, in characters; anything longer is discarded. */
export const QUICK_ENTRY_MAX_STORED_CHARS = 50_000;

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
