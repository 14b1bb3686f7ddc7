import { atom } from 'jotai';

/** How many times each open page (by identity) was refreshed; a change remounts that page. */
export const pageRefreshCountsAtom = atom<Readonly<Record<string, number>>>({});

/** Remounts one open page (the tab context menu's 'Refresh'). */
export const refreshPageAtom = atom(null, (get, set, id: string) => {
  const counts = get(pageRefreshCountsAtom);
  set(pageRefreshCountsAtom, { ...counts, [id]: (counts[id] ?? 0) + 1 });
});
