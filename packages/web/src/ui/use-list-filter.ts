import { useCallback, useState } from 'react';
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
 * Holds a paged list's filter as typed and as applied, starting from (and reset to) `empty`, and the list's
 * paging; a search or a reset goes back to page 1. Keep it in the page so a keep-alive tab keeps it.
 */
export function useListFilter<F>(empty: F, initialPageSize?: number): ListFilter<F> {
  const [initial] = useState(empty);
  const paging = usePaging(initialPageSize);
  const [typed, setTypedState] = useState<F>(initial);
  const [applied, setApplied] = useState<F>(initial);
  const { reset: firstPage } = paging;
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
