import { halfWidth } from './half-width';
/**
 * Paging (SPEC.md §5 "Table pagination"): the page a list asks for and the paging part of a backend query, one page
 * of a list held in memory, and the pager's page count and quick jumper. Pages count from 1.
 */

/** The page a list asks for (pages count from 1). */
export interface ListPaging {
  page: number;
  pageSize: number;
}

function positivePage(value: number, fallback: number): number {
  return Number.isSafeInteger(value) && value >= 1 ? value : fallback;
}

/** The paging part of a query: page from 1, size 10 unless a positive whole number is given. */
export function pagingQuery(paging: ListPaging): { pageIndex: number; pageSize: number } {
  return { pageIndex: positivePage(paging.page, 1), pageSize: positivePage(paging.pageSize, 10) };
}

/** One page of a list held in memory, like a server page: the page is clamped to the last one. */
export interface ListPage<T> {
  records: T[];
  total: number;
  pageIndex: number;
  pageSize: number;
}

/** Cuts one page out of a list held in memory (page from 1; a page past the end gives the last page). */
export function pageOfList<T>(items: readonly T[], paging: ListPaging): ListPage<T> {
  const { pageIndex, pageSize } = pagingQuery(paging);
  const last = Math.max(1, Math.ceil(items.length / pageSize));
  const page = Math.min(pageIndex, last);
  const start = (page - 1) * pageSize;
  return { records: items.slice(start, start + pageSize), total: items.length, pageIndex: page, pageSize };
}

/** How many pages `total` rows make at `pageSize` per page (at least 1). */
export function pageCount(total: number, pageSize: number): number {
  if (!Number.isFinite(total) || total <= 0 || pageSize <= 0) return 1;
  return Math.ceil(total / pageSize);
}

/** The page a pager's quick jumper goes to for the typed `text`, or null when it is not a page of 1..`pages`. */
export function jumpTarget(text: string, pages: number): number | null {
  const trimmed = halfWidth(text).trim();
  if (trimmed === '') return null;
  const page = Number(trimmed);
  return Number.isInteger(page) && page >= 1 && page <= pages ? page : null;
}
