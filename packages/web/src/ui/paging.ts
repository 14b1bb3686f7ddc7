import { DEFAULT_PAGE_SIZE } from '@mch/sdk';
import { useCallback, useState } from 'react';

/** The page a paged list shows (pages count from 1). */
export interface Paging {
  page: number;
  pageSize: number;
}

/** Paging state for a PagedTable: the current page and size, and the change handler to pass to the table. */
export interface PagingState extends Paging {
  /** Pass as PagedTable's `onPageChange`; a new page size goes back to page 1. */
  onPageChange: (next: Paging) => void;
  /** Back to page 1 (after a new search). */
  reset: () => void;
}

/** Holds a paged list's page and page size (10 per page unless told otherwise; page 1 unless told otherwise). */
export function usePaging(initialPageSize: number = DEFAULT_PAGE_SIZE, initialPage = 1): PagingState {
  const [paging, setPaging] = useState<Paging>({ page: initialPage, pageSize: initialPageSize });
  const onPageChange = useCallback((next: Paging) => {
    setPaging((current) =>
      next.pageSize !== current.pageSize ? { page: 1, pageSize: next.pageSize } : next,
    );
  }, []);
  const reset = useCallback(() => setPaging((current) => ({ ...current, page: 1 })), []);
  return { ...paging, onPageChange, reset };
}
