/** How many pages `total` rows make at `pageSize` per page (at least 1). */
export function pageCount(total: number, pageSize: number): number {
  if (!Number.isFinite(total) || total <= 0 || pageSize <= 0) return 1;
  return Math.ceil(total / pageSize);
}

/** The page a pager's quick jumper goes to for the typed `text`, or null when it is not a page of 1..`pages`. */
export function jumpTarget(text: string, pages: number): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const page = Number(trimmed);
  return Number.isInteger(page) && page >= 1 && page <= pages ? page : null;
}
