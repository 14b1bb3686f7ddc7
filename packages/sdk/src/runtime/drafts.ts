/**
 * Drafts (issue 17): what a user is typing into a form that creates or edits something, kept in the tab's
 * session storage as they type, so an expired login, an account-switch reload or a plain reload loses nothing.
 * Drafts are kept per user (DESIGN.md: a draft survives an account switch as a draft of that user): another user
 * signing in on the tab never sees them, and the user gets them back on signing in again, for a shift's length.
 */
import type { ClockAdapter, StorageAdapter } from './adapters';

/** The session-storage key holding the tab's drafts. */
export const DRAFTS_STORAGE_KEY = 'mch.drafts';

/** Drafts older than a long shift are not offered any more (and are dropped, whoever's they are). */
export const DRAFT_MAX_AGE_MS = 12 * 60 * 60 * 1000;

/** A draft as stored. */
interface StoredDraft {
  savedAt: number;
  value: unknown;
}

/** One user's drafts, by form. */
type UserDrafts = Record<string, StoredDraft>;

/** The tab's drafts as stored, by user (version 1 held one user's: `{ v: 1, user, forms }`). */
interface StoredDrafts {
  v: 2;
  users: Record<string, UserDrafts>;
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
  /**
   * Drops every draft of the user whose form name starts with `prefix` (the forms of a page whose tab was closed,
   * say, when their names start with the page's identity).
   */
  discardPrefixed(prefix: string): void;
  /** True when the user has a draft of `form`. */
  has(form: string): boolean;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function parseForms(data: unknown): UserDrafts | null {
  if (!isRecord(data)) return null;
  const forms: UserDrafts = {};
  for (const [form, draft] of Object.entries(data)) {
    if (isRecord(draft) && typeof draft.savedAt === 'number' && 'value' in draft) {
      forms[form] = { savedAt: draft.savedAt, value: draft.value };
    }
  }
  return forms;
}

/** The stored drafts, or null when there are none or they are corrupt or foreign. */
function parse(raw: string | null): StoredDrafts | null {
  if (raw === null) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(data)) return null;
  if (data.v === 1 && typeof data.user === 'string') {
    const forms = parseForms(data.forms);
    return forms ? { v: 2, users: { [data.user]: forms } } : null;
  }
  if (data.v !== 2 || !isRecord(data.users)) return null;
  const users: Record<string, UserDrafts> = {};
  for (const [user, forms] of Object.entries(data.users)) {
    const parsed = parseForms(forms);
    if (parsed) users[user] = parsed;
  }
  return { v: 2, users };
}

function readStored(storage: StorageAdapter): StoredDrafts | null {
  try {
    return parse(storage.getItem(DRAFTS_STORAGE_KEY));
  } catch {
    return null;
  }
}

/** Writes the drafts, leaving out those older than {@link DRAFT_MAX_AGE_MS} and users with none left. */
function writeStored(storage: StorageAdapter, drafts: StoredDrafts, now: number): void {
  const users: Record<string, UserDrafts> = {};
  for (const [user, forms] of Object.entries(drafts.users)) {
    const kept = Object.entries(forms).filter(([, d]) => now - d.savedAt <= DRAFT_MAX_AGE_MS);
    if (kept.length > 0) users[user] = Object.fromEntries(kept);
  }
  try {
    if (Object.keys(users).length === 0) storage.removeItem(DRAFTS_STORAGE_KEY);
    else storage.setItem(DRAFTS_STORAGE_KEY, JSON.stringify({ v: 2, users } satisfies StoredDrafts));
  } catch {
    /* storage full or blocked: the draft is simply not kept */
  }
}

/** Creates the draft store over the tab's session storage. */
export function createDraftStore(options: DraftStoreOptions): DraftStore {
  const { storage, clock, userKey } = options;

  /** The signed-in user and the tab's drafts (corrupt or foreign data is dropped on the way); null before sign-in. */
  const read = (): { user: string; drafts: StoredDrafts } | null => {
    const user = userKey();
    if (user === null) return null;
    let raw: string | null = null;
    try {
      raw = storage.getItem(DRAFTS_STORAGE_KEY);
    } catch {
      return { user, drafts: { v: 2, users: {} } };
    }
    const stored = parse(raw);
    if (stored === null && raw !== null) remove();
    return { user, drafts: stored ?? { v: 2, users: {} } };
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
      const found = read();
      const draft = found?.drafts.users[found.user]?.[form];
      if (!found || !draft) return null;
      if (clock.now() - draft.savedAt > DRAFT_MAX_AGE_MS || !accept(draft.value)) {
        delete found.drafts.users[found.user]?.[form];
        writeStored(storage, found.drafts, clock.now());
        return null;
      }
      return draft.value;
    },
    save(form, value) {
      const found = read();
      if (!found) return;
      let copy: unknown;
      try {
        copy = JSON.parse(JSON.stringify(value));
      } catch {
        return;
      }
      const forms = found.drafts.users[found.user] ?? {};
      forms[form] = { savedAt: clock.now(), value: copy };
      found.drafts.users[found.user] = forms;
      writeStored(storage, found.drafts, clock.now());
    },
    discard(form) {
      const found = read();
      const forms = found?.drafts.users[found.user];
      if (!found || !forms || !(form in forms)) return;
      delete forms[form];
      writeStored(storage, found.drafts, clock.now());
    },
    discardPrefixed(prefix) {
      const found = read();
      const forms = found?.drafts.users[found.user];
      if (!found || !forms) return;
      const names = Object.keys(forms).filter((form) => form.startsWith(prefix));
      if (names.length === 0) return;
      for (const form of names) delete forms[form];
      writeStored(storage, found.drafts, clock.now());
    },
    has(form) {
      const found = read();
      return found?.drafts.users[found.user]?.[form] !== undefined;
    },
  };
}

/**
 * Drops the drafts of every user but `userKey` from the tab (for a front end that wants no other user's input kept
 * in a tab at all; the workbench's session keeps each user's drafts, shown only to that user).
 */
export function dropOtherUsersDrafts(storage: StorageAdapter, userKey: string): void {
  const stored = readStored(storage);
  const own = stored?.users[userKey];
  try {
    if (!own) storage.removeItem(DRAFTS_STORAGE_KEY);
    else
      storage.setItem(
        DRAFTS_STORAGE_KEY,
        JSON.stringify({ v: 2, users: { [userKey]: own } } satisfies StoredDrafts),
      );
  } catch {
    /* storage blocked: nothing kept anyway */
  }
}

/**
 * Drops the drafts of user `userKey` from the tab (a user who logs out has left what they typed: it is not kept in
 * the tab for anyone to read), keeping other users' drafts.
 */
export function dropUserDrafts(storage: StorageAdapter, userKey: string): void {
  const stored = readStored(storage);
  if (!stored?.users[userKey]) return;
  delete stored.users[userKey];
  try {
    if (Object.keys(stored.users).length === 0) storage.removeItem(DRAFTS_STORAGE_KEY);
    else storage.setItem(DRAFTS_STORAGE_KEY, JSON.stringify(stored satisfies StoredDrafts));
  } catch {
    /* storage blocked: nothing kept anyway */
  }
}
