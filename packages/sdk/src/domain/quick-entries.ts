/**
 * The quick-entry bar of SPEC.md §2.1 (also called the interest menu): which menu items the user can pin and how
 * many of the entries fit in the row given their widths (the rest go to a 'view more' dropdown). The pinned ones,
 * stored per user, are features/quick-entries; measuring the row and deciding when to measure it again are the app's.
 */

import { isClickableMenuItem, type MenuItem } from './menu';
import { pageIdentity } from './pages';

/** The key of an entry: the page identity its menu item opens (path plus query, see `pageIdentity`). */
export function quickEntryKey(item: Pick<MenuItem, 'name' | 'query'>): string {
  return pageIdentity({ path: item.name, ...(item.query ? { query: item.query } : {}) });
}

/**
 * The menu items that can become quick entries: every clickable leaf of the menu, depth-first in menu order, one
 * per key (the first wins).
 */
export function quickEntryCandidates(items: readonly MenuItem[] | null | undefined): MenuItem[] {
  const out: MenuItem[] = [];
  const seen = new Set<string>();
  const walk = (list: readonly MenuItem[]) => {
    for (const item of list) {
      if (item.children && item.children.length > 0) {
        walk(item.children);
        continue;
      }
      if (!isClickableMenuItem(item)) continue;
      const key = quickEntryKey(item);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(item);
    }
  };
  walk(Array.isArray(items) ? items : []);
  return out;
}

/** How a row of entries splits: the first `visible` entries show, the other `overflow` go to 'view more'. */
export interface OverflowSplit {
  visible: number;
  overflow: number;
}

const size = (n: number): number => (Number.isFinite(n) && n > 0 ? n : 0);

/**
 * Splits a row of entries of the given widths into the ones shown and the ones in the 'view more' dropdown.
 * When all fit in `available`, all show and no 'view more' is needed; otherwise as many as fit together with the
 * 'view more' control (`moreWidth`) show. Widths that are not finite positive numbers count as 0; an `available`
 * that is not a finite positive number shows nothing (Infinity shows everything).
 */
export function splitOverflow(
  widths: readonly number[],
  available: number,
  moreWidth: number,
): OverflowSplit {
  const count = widths.length;
  if (available === Number.POSITIVE_INFINITY) return { visible: count, overflow: 0 };
  const room = size(available);
  const total = widths.reduce((sum, w) => sum + size(w), 0);
  if (total <= room) return { visible: count, overflow: 0 };
  const budget = room - size(moreWidth);
  let used = 0;
  let visible = 0;
  for (const w of widths) {
    if (used + size(w) > budget) break;
    used += size(w);
    visible += 1;
  }
  return { visible, overflow: count - visible };
}
