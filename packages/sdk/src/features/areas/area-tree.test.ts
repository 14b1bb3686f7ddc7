import { describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/helpers';
import { areaPath, areaRequestCode, createAreaTree } from './area-tree';

function setup() {
  const t = signedIn();
  return { tree: createAreaTree({ fds: t.wb.fds, main: t.wb.main }), demo: t.demo };
}

const node = (areaCode: string, areaName: string, isLeaf = false) => ({ areaCode, areaName, isLeaf });

describe('areaRequestCode', () => {
  it('is 0 for the country root and 12 digits otherwise', () => {
    expect(areaRequestCode('0')).toBe('0');
    expect(areaRequestCode('000000000000')).toBe('0');
    expect(areaRequestCode('43')).toBe('430000000000');
    expect(() => areaRequestCode('4x')).toThrow(RangeError);
  });
});

describe('areaPath', () => {
  it('lists the codes below a province root down to the code', () => {
    expect(areaPath('430102001000', '43')).toEqual(['430100000000', '430102000000', '430102001000']);
    expect(areaPath('430102001000', '43', 2)).toEqual(['430100000000']);
  });

  it('starts at the province under the country root', () => {
    expect(areaPath('430100000000', null)).toEqual(['430000000000', '430100000000']);
  });

  it('shows a province itself, province first, when the province can be chosen', () => {
    const selectable = { provinceSelectable: true };
    expect(areaPath('430000000000', '43', 5, selectable)).toEqual(['430000000000']);
    expect(areaPath('43', '43', 5, selectable)).toEqual(['430000000000']);
    expect(areaPath('430102000000', '43', 5, selectable)).toEqual([
      '430000000000',
      '430100000000',
      '430102000000',
    ]);
    expect(areaPath('530000000000', '43', 5, selectable)).toEqual([]);
  });

  it('is empty outside the root or for no code', () => {
    expect(areaPath('530100000000', '43')).toEqual([]);
    expect(areaPath(null, '43')).toEqual([]);
    expect(areaPath('43', '43')).toEqual([]);
  });
});

describe('createAreaTree', () => {
  it('loads children from fds and marks the max level as leaves', async () => {
    const { tree, demo } = setup();
    // Children the SDK must drop: another province's, two levels down, and a broken code.
    demo.answer('GET fds /v1/fds-pc/dict-area/child/{code}', {
      json: {
        code: 'SUCCESS',
        msg: '',
        data: [
          node('430100000000', '长沙市'),
          node('430200000000', '株洲市', true),
          node('530100000000', '昆明市'), // not under 43
          node('430102000000', '芙蓉区'), // not one level below
          node('bad', '坏'),
        ],
      },
    });
    const options = await tree.children('43', { maxLevel: 2 });
    expect(demo.requests()).toEqual(['GET fds /v1/fds-pc/dict-area/child/430000000000']);
    expect(options).toEqual([
      { value: '430100000000', label: '长沙市', level: 2, isLeaf: true },
      { value: '430200000000', label: '株洲市', level: 2, isLeaf: true },
    ]);
  });

  it('loads children from the main API when asked', async () => {
    const { tree, demo } = setup();
    const options = await tree.children('430100000000', { source: 'main' });
    expect(demo.requestsTo('POST main /v1/ysfyRole/getDictAreaByParentCode').map((r) => r.query)).toEqual([
      { parentCode: '430100000000' },
    ]);
    expect(options).toContainEqual({ value: '430102000000', label: '芙蓉区', level: 3, isLeaf: false });
    expect(options.every((o) => o.level === 3 && o.value.startsWith('4301'))).toBe(true);
  });

  it('asks nothing at or below the max level', async () => {
    const { tree, demo } = setup();
    await expect(tree.children('430100000000', { maxLevel: 2 })).resolves.toEqual([]);
    await expect(tree.children('430102001001')).resolves.toEqual([]);
    expect(demo.seen).toEqual([]);
  });

  it('loads the provinces under the country root', async () => {
    const { tree } = setup();
    const provinces = await tree.children('0');
    expect(provinces).toContainEqual({ value: '430000000000', label: '湖南省', level: 1, isLeaf: false });
    expect(provinces.every((o) => o.level === 1 && o.value.endsWith('0000000000'))).toBe(true);
  });
});
