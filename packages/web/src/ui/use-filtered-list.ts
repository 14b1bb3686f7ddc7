import type { QueryDescriptor } from '@mch/sdk';
import { useCallback } from 'react';
import type { PagingState } from './paging';
import { type KeptListView, type ListFilter, useListFilter } from './use-list-filter';
import { type PagedQuery, type RowPage, usePagedQuery } from './use-paged-query';

/** A filtered, paged list: its filter as typed and as applied, its paging, and the page shown. */
export interface FilteredList<T, F> extends ListFilter<F> {
  /** The page shown (its PagedTable props in `paged.table`). */
  paged: PagedQuery<T>;
}

/**
 * Holds a filtered, paged list (see `useListFilter`, starting from and reset to `empty`) and reads the page shown
 * with the SDK's query `query(applied filter, paging)` while `enabled` holds (see `usePagedQuery`). Keep it in the
 * page so a keep-alive tab keeps it; with `keep`, its view also outlives a reload (see `useListFilter`).
 */
export function useFilteredList<T, F>(
  empty: F,
  query: (applied: F, paging: PagingState) => QueryDescriptor<RowPage<T>>,
  enabled: boolean,
  keep?: KeptListView<F>,
): FilteredList<T, F> {
  const filter = useListFilter(empty, undefined, keep);
  const paged = usePagedQuery({
    paging: filter.paging,
    query: query(filter.applied, filter.paging),
    enabled,
  });
  const { typed, applied, paging, search: apply } = filter;
  const { refetch } = paged.query;
  // Searching again for what is shown asks the backend again: the user wants the list as it is now (and, with the
  // backend down, to be told so rather than shown the old rows as if current).
  const search = useCallback(() => {
    if (paging.page === 1 && JSON.stringify(typed) === JSON.stringify(applied)) void refetch();
    apply();
  }, [typed, applied, paging.page, refetch, apply]);
  // The pager of a failed search offers the pages of the last answer for the same filter only.
  const counting = JSON.stringify(applied);
  return { ...filter, search, paged: { ...paged, table: { ...paged.table, counting } } };
}
