/**
 * Drafts (issue 17): what a user is typing into a form that creates or edits something, kept in the tab's
 * session storage as they type, so an expired login, an account-switch reload or a plain reload loses nothing.
 * One user's drafts per tab: a different user signing in on the tab never sees them (they are dropped).
 */
import type { ClockAdapter, StorageAdapter } from './adapters';

/** The session-storage key holding the tab's drafts. */
export const DRAFTS_STORAGE_KEY = 'mch.drafts';

/** Drafts older than a long shift are not offered any more. */
export const DRAFT_MAX_AGE_MS = 12 * 60 * 60 * 1000;

/** A draft as stored. */
interface StoredDraft {
  savedAt: number;
  value: unknown;
}

/** The tab's drafts as stored: one user's. */
interface StoredDrafts {
  v: 1;
  user: string;
  forms: Record<string, StoredDraft>;
}

/** What `createDraftStore` needs. */
export interface DraftStoreOptions {
  storage: StorageAdapter;
  clock: Pick<ClockAdapter, 'now'>;
  /** The signed-in user's key (their id), or null before the session is loaded: nothing is kept then. */
  userKey: () => string | null;
}

/** The drafts of the signed-in user in this tab. */
export interface DraftStore {
  /**
   * The user's draft of `form`, or null: none, another user's, older than {@link DRAFT_MAX_AGE_MS}, or a value
   * `accept` refuses (written by another version of the app). A refused or old draft is dropped.
   */
  load<T>(form: string, accept: (value: unknown) => value is T): T | null;
  /** Keeps `value` as the user's draft of `form` (a value that cannot be stored as JSON is not kept). */
  save(form: string, value: unknown): void;
  /** Drops the draft of `form` (after a successful submit, or when the user discards it). */
  discard(form: string): void;
  /** True when the user has a draft of `form`. */
  has(form: string): boolean;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function parse(raw: string | null): StoredDrafts | null {
  if (raw === null) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(data) || data.v !== 1 || typeof data.user !== 'string' || !isRecord(data.forms)) return null;
  const forms: Record<string, StoredDraft> = {};
  for (const [form, draft] of Object.entries(data.forms)) {
    if (isRecord(draft) && typeof draft.savedAt === 'number' && 'value' in draft) {
      forms[form] = { savedAt: draft.savedAt, value: draft.value };
    }
  }
  return { v: 1, user: data.user, forms };
}

/** Creates the draft store over the tab's session storage. */
export function createDraftStore(options: DraftStoreOptions): DraftStore {
  const { storage, clock, userKey } = options;

  /** The stored drafts of the signed-in user; another user's (or corrupt data) are dropped on the way. */
  const read = (): StoredDrafts | null => {
    const user = userKey();
    if (user === null) return null;
    let raw: string | null;
    try {
      raw = storage.getItem(DRAFTS_STORAGE_KEY);
    } catch {
      return { v: 1, user, forms: {} };
    }
    const stored = parse(raw);
    if (stored && stored.user === user) return stored;
    if (raw !== null) remove();
    return { v: 1, user, forms: {} };
  };

  const write = (drafts: StoredDrafts) => {
    try {
      if (Object.keys(drafts.forms).length === 0) storage.removeItem(DRAFTS_STORAGE_KEY);
      else storage.setItem(DRAFTS_STORAGE_KEY, JSON.stringify(drafts));
    } catch {
      /* storage full or blocked: the draft is simply not kept */
    }
  };

  const remove = () => {
    try {
      storage.removeItem(DRAFTS_STORAGE_KEY);
    } catch {
      /* nothing to drop */
    }
  };

  return {
    load<T>(form: string, accept: (value: unknown) => value is T): T | null {
      const drafts = read();
      const draft = drafts?.forms[form];
      if (!drafts || !draft) return null;
      if (clock.now() - draft.savedAt > DRAFT_MAX_AGE_MS || !accept(draft.value)) {
        delete drafts.forms[form];
        write(drafts);
        return null;
      }
      return draft.value;
    },
    save(form, value) {
      const drafts = read();
      if (!drafts) return;
      let copy: unknown;
      try {
        copy = JSON.parse(JSON.stringify(value));
      } catch {
        return;
      }
      drafts.forms[form] = { savedAt: clock.now(), value: copy };
      write(drafts);
    },
    discard(form) {
      const drafts = read();
      if (!drafts || !(form in drafts.forms)) return;
      delete drafts.forms[form];
      write(drafts);
    },
    has(form) {
      return read()?.forms[form] !== undefined;
    },
  };
}

/** Drops the tab's drafts unless they are `userKey`'s (a different user signed in on this tab). */
export function dropOtherUsersDrafts(storage: StorageAdapter, userKey: string): void {
  try {
    const stored = parse(storage.getItem(DRAFTS_STORAGE_KEY));
    if (stored?.user !== userKey) storage.removeItem(DRAFTS_STORAGE_KEY);
  } catch {
    /* storage blocked: nothing kept anyway */
  }
}
