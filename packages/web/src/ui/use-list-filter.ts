import { DEFAULT_PAGE_SIZE, TABLE_PAGE_SIZES } from '@mch/sdk';
import { useCallback, useEffect, useState } from 'react';
import { useCurrentPageId, useIsPageOpen, useWorkbenchIfAny } from '../platform/workbench-context';
import { type PagingState, usePaging } from './paging';

/** The typed and the applied filter of a paged list, with its paging. */
export interface ListFilter<F> {
  /** What the filter fields show. */
  typed: F;
  /** What the list is filtered by (the typed filter as of the last search). */
  applied: F;
  /** Changes some typed fields. */
  setTyped: (patch: Partial<F>) => void;
  /** Applies the typed filter and goes back to page 1. */
  search: () => void;
  /** Clears the typed and the applied filter and goes back to page 1. */
  reset: () => void;
  /** The list's page and page size. */
  paging: PagingState;
}

/**
 * How a list's view (its applied filter, what its fields show when that differs, its page and page size) outlives a
 * reload of the tab: kept as a draft of the signed-in user in this tab (the SDK's `wb.drafts`, dropped for anyone
 * else and at logout), under `name` within the page it is on; `accept` tells a stored filter of this list from
 * anything else (which is dropped quietly).
 */
export interface KeptListView<F> {
  name: string;
  accept: (filter: unknown) => filter is F;
}

/** A list's view as kept. */
interface ListView<F> {
  filter: F;
  /** What the fields showed when it differed from `filter` (typed and not yet searched). */
  typed?: F;
  page: number;
  pageSize: number;
}

const isPageSize = (value: unknown): value is number =>
  typeof value === 'number' && (TABLE_PAGE_SIZES as readonly number[]).includes(value);

function viewGuard<F>(accept: (filter: unknown) => filter is F) {
  return (value: unknown): value is ListView<F> => {
    if (typeof value !== 'object' || value === null) return false;
    const view = value as Record<string, unknown>;
    return (
      accept(view.filter) &&
      (view.typed === undefined || accept(view.typed)) &&
      typeof view.page === 'number' &&
      Number.isSafeInteger(view.page) &&
      view.page >= 1 &&
      isPageSize(view.pageSize)
    );
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The start of the draft names under which the lists of page `pageId` keep their views. */
export function keptListViewsPrefix(pageId: string): string {
  return `list:${pageId}:`;
}

/**
 * Holds a paged list's filter as typed and as applied, starting from (and reset to) `empty`, and the list's
 * paging; a search or a reset goes back to page 1. Keep it in the page so a keep-alive tab keeps it. With `keep`,
 * the applied filter, the page and the page size also outlive a reload (see `KeptListView`): the list comes back as
 * it was, and its fields show what they showed, searched or not (the list stays filtered by what was searched);
 * closing the tab forgets them.
 */
export function useListFilter<F>(
  empty: F,
  initialPageSize: number = DEFAULT_PAGE_SIZE,
  keep?: KeptListView<F>,
): ListFilter<F> {
  const wb = useWorkbenchIfAny();
  const pageId = useCurrentPageId();
  const isPageOpen = useIsPageOpen();
  const drafts = keep && pageId !== null ? (wb?.drafts ?? null) : null;
  const key =
    drafts !== null && keep && pageId !== null ? `${keptListViewsPrefix(pageId)}${keep.name}` : null;
  const [kept] = useState<ListView<F> | null>(() =>
    drafts !== null && key !== null && keep ? drafts.load(key, viewGuard(keep.accept)) : null,
  );
  const [initial] = useState(empty);
  const paging = usePaging(kept?.pageSize ?? initialPageSize, kept?.page ?? 1);
  const [typed, setTypedState] = useState<F>(kept?.typed ?? kept?.filter ?? initial);
  const [applied, setApplied] = useState<F>(kept?.filter ?? initial);
  const { reset: firstPage, page, pageSize } = paging;

  // The view is kept while it differs from the list's start; the list's own start is nothing to keep. What was typed
  // and not searched is kept beside what was (a name typed before a login expired is there after signing in again).
  useEffect(() => {
    if (drafts === null || key === null) return;
    const typedApart = !same(typed, applied);
    if (page === 1 && pageSize === initialPageSize && same(applied, initial) && !typedApart)
      drafts.discard(key);
    else
      drafts.save(key, {
        filter: applied,
        ...(typedApart ? { typed } : {}),
        page,
        pageSize,
      } satisfies ListView<F>);
  }, [drafts, key, typed, applied, page, pageSize, initial, initialPageSize]);
  // A closed tab forgets its view (the shell drops the views of every tab closed, shown or not: a background tab's
  // effects are down already when it closes); a reload unmounts nothing. A tab sent to the background keeps it: React
  // takes a hidden page's effects down as if it went away, but its tab is still open and comes back as it was after a
  // reload too. When the shell goes away with an expired login the user is already signed out, so nothing is dropped: the
  // same user finds the view again after signing in (as a form finds its draft).
  useEffect(() => {
    if (drafts === null || key === null || pageId === null) return;
    return () => {
      if (!isPageOpen(pageId)) drafts.discard(key);
    };
  }, [drafts, key, pageId, isPageOpen]);

  const setTyped = useCallback(
    (patch: Partial<F>) => setTypedState((current) => ({ ...current, ...patch })),
    [],
  );
  const search = useCallback(() => {
    setApplied(typed);
    firstPage();
  }, [typed, firstPage]);
  const reset = useCallback(() => {
    setTypedState(initial);
    setApplied(initial);
    firstPage();
  }, [initial, firstPage]);
  return { typed, applied, setTyped, search, reset, paging };
}

/** What a filter field holds: text, text or nothing (a select), or a range of two days (each a day or nothing). */
export type FilterFieldKind = 'text' | 'choice' | 'days';

const fieldAccepts: Record<FilterFieldKind, (value: unknown) => boolean> = {
  text: (value) => typeof value === 'string',
  choice: (value) => value === null || typeof value === 'string',
  days: (value) =>
    Array.isArray(value) &&
    value.length === 2 &&
    value.every((day) => day === null || (typeof day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(day))),
};

/**
 * A kept list's view under `name`, whose filter has exactly the fields of `shape` (a stored filter of another shape,
 * from an older version or another list, is dropped).
 */
export function keptListView<F>(
  name: string,
  shape: Readonly<Record<keyof F, FilterFieldKind>>,
): KeptListView<F> {
  const fields = Object.entries(shape) as [string, FilterFieldKind][];
  return {
    name,
    accept: (filter: unknown): filter is F => {
      if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) return false;
      const record = filter as Record<string, unknown>;
      return (
        Object.keys(record).length === fields.length &&
        fields.every(([key, kind]) => Object.hasOwn(record, key) && fieldAccepts[kind](record[key]))
      );
    },
  };
}
