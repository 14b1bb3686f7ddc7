import {
  closeAll,
  closeLeft,
  closeOthers,
  closePage,
  closeRight,
  focusPage,
  openPage,
  type PageRequest,
  pageIdentity,
  restoreTabs,
  SESSION_KEYS,
  serializeTabs,
  setPageTitle,
  type TabsState,
  type TakeIn,
} from '../../domain/pages';
import type { StorageAdapter } from '../../runtime/adapters';
import { createStore, type ReadableStore } from '../../runtime/store';
import type { ResidentRecordRefs } from '../residents/record-refs';
import { canonicalPageQuery } from './page-search';

/** The open-tab list as a store, with the tab-strip actions; every change is written to storage. */
export interface TabsStore extends ReadableStore<TabsState> {
  /**
   * Opens a page (or focuses the equal open one) and returns its identity, or null when the page was refused
   * (unknown route, out-system page without an http(s) URL).
   */
  open(page: PageRequest): string | null;
  /** Closes a page; the workbench is never closed. */
  close(id: string): void;
  /** Closes every closable page except `id`. */
  closeOthers(id: string): void;
  /** Closes the closable pages left of `id`. */
  closeLeft(id: string): void;
  /** Closes the closable pages right of `id`. */
  closeRight(id: string): void;
  /** Closes every closable page; the workbench becomes current. */
  closeAll(): void;
  /** Makes an open page current. */
  focus(id: string): void;
  /** Sets the title of an open page. */
  setTitle(id: string, title: string): void;
  /**
   * Whether the page `id` was closed and has not been opened again since (so a host can pass over its entries in
   * the browser's history instead of opening it again on Back). Known for the life of the store only, not kept in
   * storage: a closed page's identity may name a resident.
   */
  wasClosed(id: string): boolean;
}

/** The stored queries' old forms taken in by the tab's resident-record references (their values are text). */
function takeInWith(refs: Pick<ResidentRecordRefs, 'fromAddress'>): TakeIn {
  return (name, query) => {
    const taken: Record<string, string> = {};
    for (const [key, value] of Object.entries(refs.fromAddress(name, query))) {
      if (typeof value === 'string') taken[key] = value;
    }
    return taken;
  };
}

/** How many closed pages a store remembers (the oldest are forgotten first). */
const CLOSED_PAGES_REMEMBERED = 200;

/**
 * Creates the tab store over a storage (sessionStorage in the browser): restores the tabs stored under
 * {@link SESSION_KEYS} (corrupt data, and a page with a value its route cannot take, are dropped quietly; the rest
 * is kept in the form its route takes) and writes them back after every change. With the tab's `residentRecords`, a
 * resident record stored in the old form (`?idCard=`) is restored under its reference; without, it has none.
 */
export function createTabsStore(
  storage: StorageAdapter,
  { residentRecords }: { residentRecords?: Pick<ResidentRecordRefs, 'fromAddress'> } = {},
): TabsStore {
  const store = createStore<TabsState>(
    restoreTabs(
      {
        openPages: storage.getItem(SESSION_KEYS.openPages),
        currentPage: storage.getItem(SESSION_KEYS.currentPage),
      },
      canonicalPageQuery,
      residentRecords ? takeInWith(residentRecords) : undefined,
    ),
  );
  const closed = new Set<string>();
  const apply = (change: (state: TabsState) => TabsState): void => {
    const before = store.getSnapshot();
    const after = change(before);
    if (after === before) return;
    const open = new Set(after.pages.map((p) => p.id));
    for (const page of before.pages) if (!open.has(page.id)) closed.add(page.id);
    for (const id of open) closed.delete(id);
    for (const id of closed) {
      if (closed.size <= CLOSED_PAGES_REMEMBERED) break;
      closed.delete(id);
    }
    const stored = serializeTabs(after);
    storage.setItem(SESSION_KEYS.openPages, stored.openPages);
    storage.setItem(SESSION_KEYS.currentPage, stored.currentPage);
    store.set(after);
  };
  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    open: (page) => {
      apply((state) => openPage(state, page));
      const id = pageIdentity(page);
      return store.getSnapshot().pages.some((p) => p.id === id) ? id : null;
    },
    close: (id) => apply((state) => closePage(state, id)),
    closeOthers: (id) => apply((state) => closeOthers(state, id)),
    closeLeft: (id) => apply((state) => closeLeft(state, id)),
    closeRight: (id) => apply((state) => closeRight(state, id)),
    closeAll: () => apply(closeAll),
    focus: (id) => apply((state) => focusPage(state, id)),
    setTitle: (id, title) => apply((state) => setPageTitle(state, id, title)),
    wasClosed: (id) => closed.has(id),
  };
}
