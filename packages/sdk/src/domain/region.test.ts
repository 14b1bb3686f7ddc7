import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cascaderColumnOptions,
  cascaderRoot,
  DEFAULT_MAX_LEVEL,
  isCountryRootCode,
  isLeafLevel,
  isRegionAncestor,
  isRegionCode,
  nextLevel,
  PROVINCE_CODES,
  provinceCodeOf,
  REGION_CODE_LENGTH,
  REGION_LEVEL_DIGITS,
  type RegionLevel,
  regionCodeAt,
  regionLevelOf,
  regionParentCode,
  regionPrefix,
  toCascaderOption,
} from './region';

const level = fc.constantFrom<RegionLevel>(1, 2, 3, 4, 5);
/** A well-formed 12-digit code of a given level: every segment up to the level is non-zero. */
const segment = (width: number) =>
  fc.integer({ min: 1, max: 10 ** width - 1 }).map((n) => String(n).padStart(width, '0'));
const codeOfLevel = (target: RegionLevel) =>
  fc
    .tuple(segment(2), segment(2), segment(2), segment(3), segment(3))
    .map((segments) => segments.slice(0, target).join('').padEnd(12, '0'));
/** Any valid region code: a well-formed code of any level, given in full or with some of its trailing zeros cut. */
const regionCode = level.chain((l) =>
  codeOfLevel(l).chain((full) =>
    fc.integer({ min: REGION_LEVEL_DIGITS[l - 1] ?? 12, max: 12 }).map((n) => full.slice(0, n)),
  ),
);

describe('constants', () => {
  it('match the spec', () => {
    expect(REGION_LEVEL_DIGITS).toEqual([2, 4, 6, 9, 12]);
    expect(REGION_CODE_LENGTH).toBe(12);
    expect(PROVINCE_CODES).toEqual(['43', '53']);
    expect(DEFAULT_MAX_LEVEL).toBe(5);
  });
});

describe('regionCodeAt', () => {
  it('cuts a code to a level and pads it with zeros', () => {
    expect(regionCodeAt('430102001001', 1)).toBe('430000000000');
    expect(regionCodeAt('430102001001', 2)).toBe('430100000000');
    expect(regionCodeAt('430102001001', 3)).toBe('430102000000');
    expect(regionCodeAt('430102001001', 4)).toBe('430102001000');
    expect(regionCodeAt('430102001001', 5)).toBe('430102001001');
  });

  it('pads shorter codes first', () => {
    expect(regionCodeAt('43', 1)).toBe('430000000000');
    expect(regionCodeAt('4301', 3)).toBe('430100000000');
    expect(regionCodeAt('5301021', 3)).toBe('530102000000');
  });

  it('always gives 12 digits that start with the code cut to the level', () => {
    fc.assert(
      fc.property(regionCode, level, (code, l) => {
        const cut = regionCodeAt(code, l);
        const digits = REGION_LEVEL_DIGITS[l - 1] ?? 12;
        expect(cut).toHaveLength(12);
        expect(cut.slice(0, digits)).toBe(code.padEnd(12, '0').slice(0, digits));
        expect(cut.slice(digits)).toMatch(/^0*$/);
      }),
    );
  });

  it('is idempotent and never goes deeper than asked', () => {
    fc.assert(
      fc.property(regionCode, level, level, (code, a, b) => {
        expect(regionCodeAt(regionCodeAt(code, a), b)).toBe(
          regionCodeAt(code, Math.min(a, b) as RegionLevel),
        );
      }),
    );
  });

  it('rejects invalid input with a RangeError', () => {
    expect(() => regionCodeAt('', 1)).toThrow(RangeError);
    expect(() => regionCodeAt('43a1', 1)).toThrow(/only the digits/);
    expect(() => regionCodeAt('4301020010011', 1)).toThrow(/longer than 12/);
    expect(() => regionCodeAt('４３', 1)).toThrow(RangeError);
    expect(() => regionCodeAt(' 43', 1)).toThrow(RangeError);
    expect(() => regionCodeAt('43', 0 as RegionLevel)).toThrow(/level/);
    expect(() => regionCodeAt('43', 6 as RegionLevel)).toThrow(RangeError);
    expect(() => regionCodeAt('43', 1.5 as RegionLevel)).toThrow(RangeError);
  });

  it('rejects any text that is not 1 to 12 digits', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/^[0-9]{1,12}$/.test(s)),
        level,
        (code, l) => {
          expect(() => regionCodeAt(code, l)).toThrow(RangeError);
        },
      ),
    );
  });
});

describe('provinceCodeOf', () => {
  it('reads the province of a code at any level', () => {
    expect(provinceCodeOf('430102001001')).toBe('43');
    expect(provinceCodeOf('530100000000')).toBe('53');
    expect(provinceCodeOf('43')).toBe('43');
  });
  it('gives null for anything that is not a region code, so the caller falls back', () => {
    for (const bad of [undefined, null, '', '   ', '000000000000', '43a1', '4301020010011', 43]) {
      expect(provinceCodeOf(bad)).toBeNull();
    }
  });
});

describe('regionLevelOf', () => {
  it('reads the examples of the spec', () => {
    expect(regionLevelOf('430100000000')).toBe(2);
    expect(regionLevelOf('43')).toBe(1);
    expect(regionLevelOf('430102001001')).toBe(5);
    expect(regionLevelOf('430102000000')).toBe(3);
    expect(regionLevelOf('430102001000')).toBe(4);
    expect(regionLevelOf('430000000000')).toBe(1);
    expect(regionLevelOf('4301')).toBe(2);
  });

  it('rejects invalid input and all-zero codes with a RangeError', () => {
    for (const bad of ['', 'abc', '1234567890123', '0', '000000000000', '-43']) {
      expect(() => regionLevelOf(bad)).toThrow(RangeError);
    }
  });

  it('rejects a code with a gap (a zero segment above a non-zero one), which no region has', () => {
    for (const gap of ['430100000001', '000000000001', '0043', '430002000000', '430102000001']) {
      expect(isRegionCode(gap)).toBe(false);
      expect(() => regionLevelOf(gap)).toThrow(/names no region/);
      expect(() => regionParentCode(gap)).toThrow(RangeError);
    }
    expect(provinceCodeOf('000000000001')).toBeNull();
  });

  it('finds the level of well-formed codes', () => {
    fc.assert(
      fc.property(
        level.chain((l) => fc.tuple(fc.constant(l), codeOfLevel(l))),
        ([l, code]) => {
          expect(regionLevelOf(code)).toBe(l);
          expect(regionLevelOf(regionPrefix(code))).toBe(l);
        },
      ),
    );
  });

  it('a code cut to a level names at most that level, and the cut keeps the code when deep enough', () => {
    fc.assert(
      fc.property(regionCode, level, (code, l) => {
        const cut = regionCodeAt(code, l);
        if (!isRegionCode(cut)) return;
        expect(regionLevelOf(cut)).toBeLessThanOrEqual(l);
        if (l >= regionLevelOf(code)) expect(cut).toBe(code.padEnd(12, '0'));
      }),
    );
  });
});

describe('regionPrefix, regionParentCode and isRegionAncestor', () => {
  it('give the significant digits and the parent', () => {
    expect(regionPrefix('430100000000')).toBe('4301');
    expect(regionPrefix('43')).toBe('43');
    expect(regionPrefix('430102001001')).toBe('430102001001');
    expect(regionParentCode('430102001001')).toBe('430102001000');
    expect(regionParentCode('430102000000')).toBe('430100000000');
    expect(regionParentCode('4301')).toBe('430000000000');
    expect(regionParentCode('43')).toBeNull();
  });

  it('tell strict ancestors', () => {
    expect(isRegionAncestor('43', '430102001001')).toBe(true);
    expect(isRegionAncestor('430100000000', '430102000000')).toBe(true);
    expect(isRegionAncestor('430102000000', '430102000000')).toBe(false);
    expect(isRegionAncestor('430102000000', '430100000000')).toBe(false);
    expect(isRegionAncestor('53', '430102000000')).toBe(false);
    expect(() => isRegionAncestor('x', '43')).toThrow(RangeError);
  });

  it('the parent of a well-formed code is its ancestor one level up', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<RegionLevel>(2, 3, 4, 5).chain((l) => fc.tuple(fc.constant(l), codeOfLevel(l))),
        ([l, code]) => {
          const parent = regionParentCode(code);
          expect(parent).not.toBeNull();
          if (parent === null) return;
          expect(regionLevelOf(parent)).toBe(l - 1);
          expect(isRegionAncestor(parent, code)).toBe(true);
          expect(isRegionAncestor(code, parent)).toBe(false);
        },
      ),
    );
  });

  it('every level above a well-formed code is an ancestor of it', () => {
    fc.assert(
      fc.property(codeOfLevel(5), level, (code, l) => {
        expect(isRegionAncestor(regionCodeAt(code, l), code)).toBe(l < 5);
      }),
    );
  });
});

describe('area cascader helpers', () => {
  it('roots the tree at a supported province', () => {
    expect(cascaderRoot('43')).toEqual({ rootCode: '430000000000', rootLevel: 1 });
    expect(cascaderRoot('53')).toEqual({ rootCode: '530000000000', rootLevel: 1 });
    expect(cascaderRoot('430000000000')).toEqual({ rootCode: '430000000000', rootLevel: 1 });
  });

  it('roots the tree at the country otherwise', () => {
    const country = { rootCode: '0', rootLevel: 0 };
    expect(cascaderRoot()).toEqual(country);
    expect(cascaderRoot('')).toEqual(country);
    expect(cascaderRoot('11')).toEqual(country);
    expect(cascaderRoot('430100000000')).toEqual(country);
    expect(cascaderRoot('not a code')).toEqual(country);
    expect(cascaderRoot(null)).toEqual(country);
  });

  it('offers a province root as the first column when the province itself can be chosen', () => {
    expect(cascaderRoot('43', { provinceSelectable: true })).toEqual({
      rootCode: '0',
      rootLevel: 0,
      onlyProvince: '430000000000',
    });
    expect(cascaderRoot('430000000000', { provinceSelectable: true }).onlyProvince).toBe('430000000000');
    // No province root: the country, all provinces offered.
    expect(cascaderRoot(null, { provinceSelectable: true })).toEqual({ rootCode: '0', rootLevel: 0 });
    expect(cascaderRoot('11', { provinceSelectable: true })).toEqual({ rootCode: '0', rootLevel: 0 });
  });

  it('keeps only that province in the first column', () => {
    const option = (value: string, label: string) => ({ value, label, level: 1 as const, isLeaf: false });
    const provinces = [
      option('110000000000', '北京市'),
      option('430000000000', '湖南省'),
      option('53', '云南省'),
    ];
    const root = cascaderRoot('43', { provinceSelectable: true });
    expect(cascaderColumnOptions(root, '0', provinces).map((o) => o.label)).toEqual(['湖南省']);
    expect(cascaderColumnOptions(cascaderRoot('53', { provinceSelectable: true }), '0', provinces)).toEqual([
      option('53', '云南省'),
    ]);
    // Below the first column, and in a tree without a single province, everything loaded is offered.
    const cities = [option('430100000000', '长沙市')];
    expect(cascaderColumnOptions(root, '430000000000', cities)).toEqual(cities);
    expect(cascaderColumnOptions(cascaderRoot(null), '0', provinces)).toEqual(provinces);
  });

  it('never throws', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        expect(() => cascaderRoot(raw)).not.toThrow();
        expect(() => cascaderRoot(raw, { provinceSelectable: true })).not.toThrow();
      }),
    );
  });

  it('marks leaves at the max level', () => {
    expect(isLeafLevel(5)).toBe(true);
    expect(isLeafLevel(4)).toBe(false);
    expect(isLeafLevel(0)).toBe(false);
    expect(isLeafLevel(3, 3)).toBe(true);
    expect(isLeafLevel(2, 3)).toBe(false);
    expect(() => isLeafLevel(6)).toThrow(RangeError);
    expect(() => isLeafLevel(2, 0)).toThrow(RangeError);
  });

  it('gives the level of the children', () => {
    expect(nextLevel('0')).toBe(1);
    expect(nextLevel('43')).toBe(2);
    expect(nextLevel('430102001000')).toBe(5);
    expect(nextLevel('430102001001')).toBeNull();
    expect(isCountryRootCode('0')).toBe(true);
    expect(isCountryRootCode('43')).toBe(false);
  });

  it('turns area nodes into options with leaves at the deepest level', () => {
    expect(toCascaderOption({ areaCode: '430100000000', areaName: 'Changsha' })).toEqual({
      value: '430100000000',
      label: 'Changsha',
      level: 2,
      isLeaf: false,
    });
    expect(toCascaderOption({ areaCode: '430102001001', areaName: 'Village' }).isLeaf).toBe(true);
    expect(toCascaderOption({ areaCode: '430102000000', areaName: 'Furong' }, 3).isLeaf).toBe(true);
    expect(toCascaderOption({ areaCode: '430100000000', areaName: 'Changsha', isLeaf: true }).isLeaf).toBe(
      true,
    );
  });

  it('converts carried children, stopping at leaves and skipping invalid codes', () => {
    const option = toCascaderOption(
      {
        areaCode: '43',
        areaName: 'Hunan',
        children: [
          {
            areaCode: '430100000000',
            areaName: 'Changsha',
            children: [{ areaCode: '430102000000', areaName: 'Furong' }],
          },
          { areaCode: 'oops', areaName: 'Broken' },
        ],
      },
      2,
    );
    expect(option).toEqual({
      value: '43',
      label: 'Hunan',
      level: 1,
      isLeaf: false,
      children: [{ value: '430100000000', label: 'Changsha', level: 2, isLeaf: true }],
    });
  });

  it('options are leaves exactly from the max level on', () => {
    fc.assert(
      fc.property(
        level.chain((l) => fc.tuple(fc.constant(l), codeOfLevel(l))),
        level,
        ([l, code], max) => {
          const option = toCascaderOption({ areaCode: code, areaName: 'x' }, max);
          expect(option.level).toBe(l);
          expect(option.isLeaf).toBe(l >= max);
        },
      ),
    );
  });
});
