import type { QueryDescriptor } from '@mch/sdk';
import type { PagingState } from './paging';
import { type ListFilter, useListFilter } from './use-list-filter';
import { type PagedQuery, type RowPage, usePagedQuery } from './use-paged-query';

/** A filtered, paged list: its filter as typed and as applied, its paging, and the page shown. */
export interface FilteredList<T, F> extends ListFilter<F> {
  /** The page shown (its PagedTable props in `paged.table`). */
  paged: PagedQuery<T>;
}

/**
 * Holds a filtered, paged list (see `useListFilter`, starting from and reset to `empty`) and reads the page shown
 * with the SDK's query `query(applied filter, paging)` while `enabled` holds (see `usePagedQuery`). Keep it in the
 * page so a keep-alive tab keeps it.
 */
export function useFilteredList<T, F>(
  empty: F,
  query: (applied: F, paging: PagingState) => QueryDescriptor<RowPage<T>>,
  enabled: boolean,
): FilteredList<T, F> {
  const filter = useListFilter(empty);
  const paged = usePagedQuery({
    paging: filter.paging,
    query: query(filter.applied, filter.paging),
    enabled,
  });
  return { ...filter, paged };
}
