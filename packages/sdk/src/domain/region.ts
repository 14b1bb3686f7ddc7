/**
 * Region (administrative area) codes, SPEC.md §3 "Region code" and §5 "Area cascader".
 *
 * A region code has 12 digits. Level 1 is the first 2 digits (province), level 2 the first 4, level 3 the first 6,
 * level 4 the first 9 and level 5 all 12; the rest is padded with zeros. Shorter digit strings are accepted and
 * padded with zeros on the right first, so `'43'`, `'4300'` and `'430000000000'` are the same code.
 *
 * The level a code names is read from its trailing zeros: it is the smallest level whose digits, once padded, are
 * followed only by zeros (`'430100000000'` → 2, `'430102001000'` → 4). An all-zero code names no region (it is
 * the country root of the area tree, see {@link COUNTRY_ROOT_CODE}) and has no level.
 *
 * Invalid input (empty, not ASCII digits, longer than 12 digits, a level outside 1..5) throws a `RangeError`;
 * {@link isRegionCode} tells beforehand whether a value is acceptable.
 */

/** How many leading digits each level (1..5) keeps. */
export const REGION_LEVEL_DIGITS = [2, 4, 6, 9, 12] as const;

/** Number of digits of a full region code. */
export const REGION_CODE_LENGTH = 12;

/** The province codes the product supports: Hunan (43) and Yunnan (53). */
export const PROVINCE_CODES = ['43', '53'] as const;

/** The deepest level the area cascader offers unless told otherwise. */
export const DEFAULT_MAX_LEVEL = 5;

/** The code of the country root of the area tree (`dict-area/child/{code}` defaults to it). */
export const COUNTRY_ROOT_CODE = '0';

/** A region level: 1 province, 2 city, 3 county, 4 township, 5 village. */
export type RegionLevel = 1 | 2 | 3 | 4 | 5;

/** A province code the product supports. */
export type ProvinceCode = (typeof PROVINCE_CODES)[number];

const DIGITS = /^[0-9]+$/;
const ZEROS = /^0*$/;

function describe(value: unknown): string {
  return typeof value === 'string' ? JSON.stringify(value) : String(value);
}

/** The code padded to 12 digits, or a RangeError for anything that is not 1 to 12 ASCII digits. */
function padCode(code: string): string {
  if (typeof code !== 'string' || code === '') {
    throw new RangeError(`Invalid region code ${describe(code)}: expected 1 to ${REGION_CODE_LENGTH} digits`);
  }
  if (!DIGITS.test(code)) {
    throw new RangeError(`Invalid region code ${describe(code)}: only the digits 0-9 are allowed`);
  }
  if (code.length > REGION_CODE_LENGTH) {
    throw new RangeError(
      `Invalid region code ${describe(code)}: longer than ${REGION_CODE_LENGTH} digits (${code.length})`,
    );
  }
  return code.padEnd(REGION_CODE_LENGTH, '0');
}

function assertLevel(level: number): asserts level is RegionLevel {
  if (!Number.isInteger(level) || level < 1 || level > REGION_LEVEL_DIGITS.length) {
    throw new RangeError(`Invalid region level ${describe(level)}: expected an integer from 1 to 5`);
  }
}

function digitsOf(level: RegionLevel): number {
  return REGION_LEVEL_DIGITS[level - 1] ?? REGION_CODE_LENGTH;
}

/**
 * The level of a 12-digit code whose segments are numbered from 1 down to its own level (every segment above its
 * last non-zero one is non-zero too: `'430102000000'`), or null for a code that names no region: all zeros, or a gap
 * (`'000000000001'`, `'430100000001'`, which no region's code has).
 */
function wellFormedLevel(full: string): RegionLevel | null {
  let level: RegionLevel | null = null;
  let from = 0;
  for (let l = 1; l <= REGION_LEVEL_DIGITS.length; l += 1) {
    assertLevel(l);
    const to = digitsOf(l);
    const segment = full.slice(from, to);
    from = to;
    if (ZEROS.test(segment)) continue;
    if (level !== l - 1 && !(level === null && l === 1)) return null;
    level = l;
  }
  return level;
}

/**
 * True when `code` is 1 to 12 ASCII digits and names a region: not all zeros, and its segments numbered from the
 * province down to its level without a gap (`'430102'` yes; `'000000000001'` or `'430100000001'` no).
 */
export function isRegionCode(code: unknown): code is string {
  return (
    typeof code === 'string' &&
    code.length >= 1 &&
    code.length <= REGION_CODE_LENGTH &&
    DIGITS.test(code) &&
    wellFormedLevel(code.padEnd(REGION_CODE_LENGTH, '0')) !== null
  );
}

/** True for the country root of the area tree: a code made only of zeros (`'0'`, `'000000000000'`). */
export function isCountryRootCode(code: unknown): boolean {
  return (
    typeof code === 'string' && code.length >= 1 && code.length <= REGION_CODE_LENGTH && ZEROS.test(code)
  );
}

/**
 * The 12-digit code of the region at `level` that contains `code`: the code cut to that level's digits and padded
 * with zeros (`regionCodeAt('430102001001', 2) === '430100000000'`). Throws a RangeError for invalid input.
 */
export function regionCodeAt(code: string, level: RegionLevel): string {
  const full = padCode(code);
  assertLevel(level);
  return full.slice(0, digitsOf(level)).padEnd(REGION_CODE_LENGTH, '0');
}

/**
 * The province of a region code: its first two digits (`'430102001001'` → `'43'`); null for anything that is not a
 * region code (missing, empty, not digits, all zeros), so a caller can fall back to another province.
 */
export function provinceCodeOf(code: unknown): string | null {
  return isRegionCode(code) ? regionCodeAt(code, 1).slice(0, REGION_LEVEL_DIGITS[0]) : null;
}

/**
 * The level a code names, read from its trailing zeros (`'43'` → 1, `'430100000000'` → 2, `'430102001001'` → 5).
 * Throws a RangeError for invalid input, for an all-zero code, and for a code with a gap (`'430100000001'`): neither
 * names a region.
 */
export function regionLevelOf(code: string): RegionLevel {
  const full = padCode(code);
  if (ZEROS.test(full)) {
    throw new RangeError(`Invalid region code ${describe(code)}: an all-zero code names no region`);
  }
  const level = wellFormedLevel(full);
  if (level === null) {
    throw new RangeError(
      `Invalid region code ${describe(code)}: a zero segment above its last non-zero one names no region`,
    );
  }
  return level;
}

/** The significant digits of a code: the code cut to the digits of its own level (`'430100000000'` → `'4301'`). */
export function regionPrefix(code: string): string {
  return padCode(code).slice(0, digitsOf(regionLevelOf(code)));
}

/**
 * The 12-digit code of the enclosing region one level up (`'430102000000'` → `'430100000000'`), or `null` for a
 * province, whose parent is the country root. Throws a RangeError for invalid input.
 */
export function regionParentCode(code: string): string | null {
  const level = regionLevelOf(code);
  if (level === 1) return null;
  const parentLevel = level - 1;
  assertLevel(parentLevel);
  return regionCodeAt(code, parentLevel);
}

/**
 * True when region `ancestor` strictly contains region `descendant` (a region is not its own ancestor):
 * `isRegionAncestor('43', '430102000000') === true`. Throws a RangeError for invalid input.
 */
export function isRegionAncestor(ancestor: string, descendant: string): boolean {
  const ancestorLevel = regionLevelOf(ancestor);
  const descendantLevel = regionLevelOf(descendant);
  return ancestorLevel < descendantLevel && regionCodeAt(descendant, ancestorLevel) === padCode(ancestor);
}

/** Where the area cascader starts: a supported province (level 1) or the country root (level 0). */
export interface CascaderRoot {
  /** The code whose children are the first column (`'0'` for the country root). */
  rootCode: string;
  /** The level of the root itself: 0 for the country, 1 for a province. */
  rootLevel: 0 | 1;
  /**
   * The 12-digit code of the one province the first column offers (see {@link CascaderRootOptions}): the tree is
   * then read from the country root, and only this province is in its first column. Absent otherwise.
   */
  onlyProvince?: string;
}

/** How the area cascader starts. */
export interface CascaderRootOptions {
  /**
   * The province itself can be chosen (an organisation's area may be its province, a provincial unit's): a tree
   * rooted at a province then has that province as its first column, alone, instead of starting below it, where a
   * province's own code has no column and shows as nothing chosen.
   */
  provinceSelectable?: boolean;
}

/**
 * The root of the area cascader: an initial area of 43 or 53 (or a code naming one of those provinces at level 1,
 * such as `'430000000000'`) roots the tree at that province; anything else, including no or invalid input, at the
 * country root `{ rootCode: '0', rootLevel: 0 }`. With `provinceSelectable`, a province root is the country root
 * with that province alone in the first column (`onlyProvince`). Never throws.
 */
export function cascaderRoot(initialArea?: string | null, options: CascaderRootOptions = {}): CascaderRoot {
  if (!isRegionCode(initialArea) || regionLevelOf(initialArea) !== 1) {
    return { rootCode: COUNTRY_ROOT_CODE, rootLevel: 0 };
  }
  const province = regionPrefix(initialArea);
  if (!(PROVINCE_CODES as readonly string[]).includes(province)) {
    return { rootCode: COUNTRY_ROOT_CODE, rootLevel: 0 };
  }
  const provinceCode = regionCodeAt(province, 1);
  if (options.provinceSelectable === true) {
    return { rootCode: COUNTRY_ROOT_CODE, rootLevel: 0, onlyProvince: provinceCode };
  }
  return { rootCode: provinceCode, rootLevel: 1 };
}

/**
 * The options a cascader column offers: the areas under `parentCode` as loaded, save in the first column of a
 * tree with {@link CascaderRoot.onlyProvince}, which offers only that province. Never throws.
 */
export function cascaderColumnOptions(
  root: CascaderRoot,
  parentCode: string,
  options: readonly CascaderOption[],
): CascaderOption[] {
  const only = root.onlyProvince;
  if (only === undefined || parentCode !== root.rootCode) return [...options];
  return options.filter((o) => isRegionCode(o.value) && regionCodeAt(o.value, 1) === only);
}

function assertMaxLevel(maxLevel: number): asserts maxLevel is RegionLevel {
  if (!Number.isInteger(maxLevel) || maxLevel < 1 || maxLevel > REGION_LEVEL_DIGITS.length) {
    throw new RangeError(`Invalid max level ${describe(maxLevel)}: expected an integer from 1 to 5`);
  }
}

/**
 * True when nodes at `level` are leaves of a cascader limited to `maxLevel` (default 5). Level 0 (the root) is
 * never a leaf. Throws a RangeError when `level` is not 0..5 or `maxLevel` not 1..5.
 */
export function isLeafLevel(level: number, maxLevel: number = DEFAULT_MAX_LEVEL): boolean {
  assertMaxLevel(maxLevel);
  if (level !== 0) assertLevel(level);
  return level >= maxLevel;
}

/**
 * The level of the children of `code`: 1 below the country root, the next level below a region, `null` below a
 * village (level 5). Throws a RangeError for invalid input.
 */
export function nextLevel(code: string): RegionLevel | null {
  if (isCountryRootCode(code)) return 1;
  const level = regionLevelOf(code);
  if (level === 5) return null;
  const next = level + 1;
  assertLevel(next);
  return next;
}

/** An area node as the backend returns it (SPEC.md §3 "Area node"). */
export interface AreaNode {
  areaCode: string;
  areaName: string;
  isLeaf?: boolean | null;
  children?: AreaNode[] | null;
}

/** One option of the area cascader. */
export interface CascaderOption {
  /** The area code as the backend gave it (used to fetch the children). */
  value: string;
  /** The area name. */
  label: string;
  /** The region level of the area (1..5). */
  level: RegionLevel;
  /** True at the deepest allowed level or when the backend says the area has no children. */
  isLeaf: boolean;
  /** Options of the children the node already carries; absent on leaves. */
  children?: CascaderOption[];
}

/**
 * Turns an area node into a cascader option. Nodes at `maxLevel` (default 5) or marked `isLeaf` are leaves, so the
 * cascader never loads deeper; selection may still stop at any level. Children the node carries are converted
 * too, except below a leaf and except children whose code is invalid. Throws a RangeError when the node's own code
 * is invalid or `maxLevel` is not 1..5.
 */
export function toCascaderOption(node: AreaNode, maxLevel: number = DEFAULT_MAX_LEVEL): CascaderOption {
  assertMaxLevel(maxLevel);
  const level = regionLevelOf(node.areaCode);
  const isLeaf = node.isLeaf === true || isLeafLevel(level, maxLevel);
  const option: CascaderOption = { value: node.areaCode, label: node.areaName, level, isLeaf };
  if (!isLeaf && Array.isArray(node.children)) {
    option.children = node.children
      .filter((child) => isRegionCode(child.areaCode))
      .map((child) => toCascaderOption(child, maxLevel));
  }
  return option;
}
