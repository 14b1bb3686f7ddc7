/**
 * The area dictionary of the authority screen (SPEC.md §2.2 /authority-manage; §7.1 "Role and organisation
 * tree"): where it starts for the user's unit, and the areas found by code or name. The children of an area come
 * from the area tree (`area-tree.ts`).
 */

import {
  type CascaderOption,
  cascaderRoot,
  isRegionCode,
  regionCodeAt,
  toCascaderOption,
} from '../../domain/region';
import type { MainPaths } from '../../generated';
import type { ApiClient } from '../../http/client';

type Main = Pick<ApiClient<MainPaths>, 'GET' | 'POST'>;

/**
 * Where the area dictionary of the authority screen starts: the province of the user's unit when it is one of
 * the supported provinces (43, 53), else the country root '0'.
 */
export function areaTreeRootCode(unitAreaCode: string | null | undefined): string {
  const province = isRegionCode(unitAreaCode) ? regionCodeAt(unitAreaCode, 1) : null;
  return cascaderRoot(province).rootCode;
}

/**
 * The most areas one search returns. The API does not say; the backend answers with its first 100 matches (the
 * demo backend does the same), this project's assumption. A search that returns this many may have more.
 */
export const AREA_SEARCH_LIMIT = 100;

/** Whether a search that found `count` areas may have found more than it returned ({@link AREA_SEARCH_LIMIT}). */
export function areaSearchMayBeCut(count: number): boolean {
  return count >= AREA_SEARCH_LIMIT;
}

/**
 * The areas whose code or name matches the text (POST v1/ysfyRole/getDictAreaByCodeName), as cascader options
 * (code, name, level, leaf; areas with an invalid code are left out). The text is trimmed; an empty text gives no
 * areas without calling the backend. The children of an area come from `createAreaTree(...).children(code,
 * { source: 'main' })`.
 */
export async function searchAreas(main: Main, text: string, signal?: AbortSignal): Promise<CascaderOption[]> {
  const codeName = text.trim();
  if (codeName === '') return [];
  const nodes = await main.POST('/v1/ysfyRole/getDictAreaByCodeName', {
    params: { query: { codeName } },
    signal,
  });
  const out: CascaderOption[] = [];
  for (const node of Array.isArray(nodes) ? nodes : []) {
    if (!node || !isRegionCode(node.areaCode)) continue;
    const { children: _ignored, ...bare } = node;
    out.push(toCascaderOption({ ...bare, areaName: String(bare.areaName ?? '') }));
  }
  return out;
}
