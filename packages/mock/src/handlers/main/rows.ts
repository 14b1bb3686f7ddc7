/** Small helpers over the stored rows of the main backend: search, order, ids, views. */

/** Whether `haystack` contains `needle`, ignoring case (an absent needle matches everything). */
export function contains(haystack: string, needle: string | undefined): boolean {
  return needle === undefined || haystack.toLowerCase().includes(needle.toLowerCase());
}

/** The id after the largest id of `rows`. */
export function nextId(rows: readonly { id: number }[]): number {
  return rows.reduce((max, r) => Math.max(max, r.id), 0) + 1;
}

/** Texts in code-unit order (the backends' times and tree codes are fixed-width: this is their order). */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Replaces the rows of a stored list in place (no spread: lists of the large data are long). */
export function replaceRows<T>(rows: T[], kept: readonly T[]): void {
  rows.length = 0;
  for (const r of kept) rows.push(r);
}

/** The first row of each key (what `find` on the list would give), for look-ups in a loop. */
export function firstBy<T, K>(rows: readonly T[], keyOf: (row: T) => K): Map<K, T> {
  const out = new Map<K, T>();
  for (const r of rows) {
    const k = keyOf(r);
    if (!out.has(k)) out.set(k, r);
  }
  return out;
}

/** The listed fields of a stored row: the response view of it (the schema type checks the list). */
export function pick<T, K extends keyof T>(row: T, keys: readonly K[]): Pick<T, K> {
  const view = {} as Pick<T, K>;
  for (const key of keys) view[key] = row[key];
  return view;
}
