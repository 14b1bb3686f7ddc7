import { pageOfList, type QueryDescriptor } from '@mch/sdk';
import { keepPreviousData, type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { PagedTableProps } from './paged-table';
import type { PagingState } from './paging';

/** One page of rows as the SDK's page calls resolve. */
export interface RowPage<T> {
  records: readonly T[];
  total: number;
}

/** Options of usePagedQuery. */
export interface PagedQueryOptions<T> {
  /** The list's paging (from `usePaging` or `useListFilter`). */
  paging: PagingState;
  /** The SDK's query of the page shown (its key holds everything the request depends on). */
  query: QueryDescriptor<RowPage<T>>;
  /** Fetch only while this holds (e.g. the tab is active). */
  enabled?: boolean;
}

/** The PagedTable props a paged query fills in. */
export type PagedQueryTableProps<T> = Pick<
  PagedTableProps<T>,
  'rows' | 'total' | 'page' | 'pageSize' | 'onPageChange' | 'loading' | 'error' | 'onRetry' | 'counting'
>;

/** A paged query and the props to spread on its PagedTable. */
export interface PagedQuery<T> {
  query: UseQueryResult<RowPage<T>>;
  table: PagedQueryTableProps<T>;
}

/**
 * One page of a list through TanStack Query over an SDK call, keeping the previous page on screen while the next
 * one loads; `table` carries the rows, total, paging, loading and error (with retry) for PagedTable.
 */
export function usePagedQuery<T>({
  paging,
  query: descriptor,
  enabled = true,
}: PagedQueryOptions<T>): PagedQuery<T> {
  const query = useQuery({
    ...descriptor,
    enabled,
    placeholderData: keepPreviousData,
  });
  return {
    query,
    table: {
      rows: query.data?.records,
      total: query.data?.total ?? 0,
      page: paging.page,
      pageSize: paging.pageSize,
      onPageChange: paging.onPageChange,
      loading: query.isFetching,
      error: query.isError ? query.error : undefined,
      onRetry: () => void query.refetch(),
    },
  };
}

/**
 * The PagedTable props of a list the server answers whole and the page pages itself: the page shown of
 * `shown(all rows)` (all of them unless told), the pager, the query's loading and its failure with retry.
 */
export function wholeListTable<T>(
  query: UseQueryResult<readonly T[]>,
  paging: PagingState,
  shown: (all: readonly T[]) => readonly T[] = (all) => all,
): PagedQueryTableProps<T> {
  const page = pageOfList(query.data ? shown(query.data) : [], paging);
  return {
    rows: query.data ? page.records : undefined,
    total: page.total,
    page: page.pageIndex,
    pageSize: page.pageSize,
    onPageChange: paging.onPageChange,
    loading: query.isFetching,
    error: query.isError ? query.error : undefined,
    onRetry: () => void query.refetch(),
  };
}
