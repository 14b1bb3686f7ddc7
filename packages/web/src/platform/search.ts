/** The query of an address as plain strings (the app never JSON-parses query values). */
export function parseQuery(search: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(search.startsWith('?') ? search.slice(1) : search)) {
    if (!Object.hasOwn(out, key)) out[key] = value;
  }
  return out;
}

/** A query object as a search string ('' or '?a=1&b=2'); values that are not text, numbers or booleans are dropped. */
export function stringifyQuery(query: Readonly<Record<string, unknown>>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string') params.set(key, value);
    else if (typeof value === 'number' || typeof value === 'boolean') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The in-app address of a page: its path plus its query. */
export function hrefOf(path: string, query: Readonly<Record<string, string>> = {}): string {
  return `${path}${stringifyQuery(query)}`;
}
