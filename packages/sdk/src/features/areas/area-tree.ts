/**
 * The area tree behind the area cascader (SPEC.md §3 "Area node", §5 "Area cascader", §7.1, §7.4): the children of
 * an area, loaded lazily from the grassroots health-service API (`GET /v1/fds-pc/dict-area/child/{code}`) or from
 * the main API (`POST v1/ysfyRole/getDictAreaByParentCode`), turned into cascader options limited to a max level.
 */

import {
  type CascaderOption,
  type CascaderRootOptions,
  COUNTRY_ROOT_CODE,
  cascaderRoot,
  DEFAULT_MAX_LEVEL,
  isCountryRootCode,
  isRegionCode,
  nextLevel,
  type RegionLevel,
  regionCodeAt,
  regionLevelOf,
  toCascaderOption,
} from '../../domain/region';
import type { FdsPaths, MainPaths } from '../../generated';
import type { ApiClient } from '../../http/client';

/** Which backend the area tree is read from. */
export type AreaSource = 'fds' | 'main';

/** Options of {@link AreaTree.children}. */
export interface AreaChildrenOptions {
  /** The backend to ask ('fds' by default). */
  source?: AreaSource;
  /** The deepest level offered (1 to 5, default 5): options at this level are leaves. */
  maxLevel?: number;
  signal?: AbortSignal | undefined;
}

/** What the area tree needs. */
export interface AreaTreeDeps {
  fds: ApiClient<FdsPaths>;
  main: ApiClient<MainPaths>;
}

/** Loads the children of areas. */
export interface AreaTree {
  /**
   * The children of `parentCode` ('0' for the country root) as cascader options, in the backend's order. Children
   * with an invalid code, or not one level below the parent, are left out; a parent at or below the max level has
   * no children (no request). Rejects with a RangeError for an invalid parent code.
   */
  children(parentCode: string, options?: AreaChildrenOptions): Promise<CascaderOption[]>;
}

/** The code of an area as the backends take it: '0' for the country root, otherwise 12 digits. */
export function areaRequestCode(code: string): string {
  if (isCountryRootCode(code)) return COUNTRY_ROOT_CODE;
  if (!isRegionCode(code)) throw new RangeError(`Invalid area code ${JSON.stringify(code)}`);
  return regionCodeAt(code, regionLevelOf(code));
}

/**
 * The codes (12 digits) the cascader selects, one per column, to show `code` under the tree rooted by
 * `initialArea` (see `cascaderRoot`, with the same `options`): from the level below the root down to the code's
 * level, cut at `maxLevel`. Empty when the code is not a region code or lies outside the root (another province
 * than the one a province root offers); a province root's own code has no column unless the province is
 * selectable.
 */
export function areaPath(
  code: string | null | undefined,
  initialArea?: string | null,
  maxLevel: number = DEFAULT_MAX_LEVEL,
  options: CascaderRootOptions = {},
): string[] {
  if (!isRegionCode(code)) return [];
  const root = cascaderRoot(initialArea, options);
  const level = Math.min(regionLevelOf(code), maxLevel);
  if (root.rootLevel === 1 && regionCodeAt(code, 1) !== root.rootCode) return [];
  if (root.onlyProvince !== undefined && regionCodeAt(code, 1) !== root.onlyProvince) return [];
  const path: string[] = [];
  for (let l = root.rootLevel + 1; l <= level; l += 1) path.push(regionCodeAt(code, l as RegionLevel));
  return path;
}

/** Creates the area tree over both backends. */
export function createAreaTree(deps: AreaTreeDeps): AreaTree {
  return {
    async children(parentCode, options = {}) {
      const code = areaRequestCode(parentCode);
      const maxLevel = options.maxLevel ?? DEFAULT_MAX_LEVEL;
      const level = nextLevel(code);
      if (level === null || level > maxLevel) return [];
      const nodes =
        options.source === 'main'
          ? await deps.main.POST('/v1/ysfyRole/getDictAreaByParentCode', {
              params: { query: { parentCode: code } },
              signal: options.signal,
            })
          : await deps.fds.GET('/v1/fds-pc/dict-area/child/{code}', {
              params: { path: { code } },
              signal: options.signal,
            });
      const result: CascaderOption[] = [];
      for (const node of Array.isArray(nodes) ? nodes : []) {
        if (!node || !isRegionCode(node.areaCode) || regionLevelOf(node.areaCode) !== level) continue;
        if (code !== COUNTRY_ROOT_CODE && regionCodeAt(node.areaCode, regionLevelOf(code)) !== code) continue;
        // Children are loaded column by column; whatever the node carries is loaded again when opened.
        const { children: _ignored, ...bare } = node;
        result.push(toCascaderOption({ ...bare, areaName: String(bare.areaName ?? '') }, maxLevel));
      }
      return result;
    },
  };
}
