import type { MainComponents, MainPaths } from '@mch/sdk/generated';
import { describe, expect, it } from 'vitest';
import { HOSTILE } from '../src/fixtures/random';
import { refusalOf, sdkClient, useDemo } from './support';

type TreeNode = MainComponents['schemas']['OrgTreeNode'];

const demo = useDemo();
const main = (token = 'demo-doctor') => sdkClient<MainPaths>(demo, 'main', token);
const roots = (lobId: number) =>
  main().POST('/v1/orgCatalogTree/queryRootTreeNodeByLobId', { params: { query: { lobId } } });
const children = (parentId: number) =>
  main().GET('/v1/orgCatalogTree/queryOrgCatalogTreeNodeByParenId', { params: { query: { parentId } } });
const childArea = (parentCode: string) =>
  main().POST('/v1/ysfyRole/getDictAreaByParentCode', { params: { query: { parentCode } } });
const orgPage = (body: MainComponents['schemas']['OrgListByLobTreeQuery']) =>
  main().POST('/v1/orgInfo/queryListByLobTreePage', { body });

function flatten(nodes: readonly TreeNode[]): TreeNode[] {
  return nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);
}

describe('the region dictionary', () => {
  it('has the provinces 43 and 53 at the top', async () => {
    const provinces = await childArea('0');
    expect(provinces.map((a) => [a.areaCode, a.areaName])).toEqual([
      ['430000000000', '湖南省'],
      ['530000000000', '云南省'],
    ]);
    expect(provinces.every((a) => !a.isLeaf)).toBe(true);
  });

  it('goes down to level 5 with 12-digit codes using the level digits 2/4/6/9/12', async () => {
    for (const [parent, expected] of [
      ['430000000000', '430100000000'],
      ['430100000000', '430102000000'],
      ['430102000000', '430102001000'],
      ['430102001000', '430102001001'],
    ] as const) {
      const list = await childArea(parent);
      expect(list.map((a) => a.areaCode)).toContain(expected);
      const prefix = parent.replace(/0+$/, '');
      expect(list.every((a) => /^\d{12}$/.test(a.areaCode) && a.areaCode.startsWith(prefix))).toBe(true);
    }
    const communities = await childArea('430102001000');
    expect(communities.every((a) => a.isLeaf)).toBe(true);
    expect(await childArea('430102001001')).toEqual([]);
    const yunnanLevel5 = await childArea('530102001000');
    expect(yunnanLevel5.map((a) => a.areaName)).toContain('翠湖社区');
  });

  it('accepts a short code prefix and refuses a code that is not digits', async () => {
    expect((await childArea('43')).length).toBe(14);
    expect((await refusalOf(childArea('湖南'))).serverMessage).toBe('参数格式错误：parentCode');
  });

  it('finds regions by code prefix or by part of the name', async () => {
    const byName = await main().POST('/v1/ysfyRole/getDictAreaByCodeName', {
      params: { query: { codeName: '芙蓉' } },
    });
    expect(byName.map((a) => a.areaName)).toContain('芙蓉区');
    const byCode = await main().POST('/v1/ysfyRole/getDictAreaByCodeName', {
      params: { query: { codeName: '5301' } },
    });
    expect(byCode.length).toBeGreaterThan(5);
    expect(byCode.every((a) => a.areaCode.startsWith('5301'))).toBe(true);
  });
});

describe('business-line organisation trees', () => {
  it('gives each business line its own roots, and children level by level down to level 5', async () => {
    const maternal = await roots(1);
    expect(maternal.map((n) => n.name)).toEqual(['湖南省妇幼保健院', '云南省妇幼保健院']);
    expect(maternal.every((n) => n.level === 1 && n.parentId === null && !n.isLeaf)).toBe(true);
    const alliance = await roots(3);
    expect(alliance.map((n) => n.unitId)).toEqual([2001]);
    let level = maternal[0];
    const path: number[] = [];
    while (level && !level.isLeaf) {
      path.push(level.level);
      const next = await children(level.id);
      expect(next.every((c) => c.parentId === level?.id && c.level === (level?.level ?? 0) + 1)).toBe(true);
      expect(next.every((c) => c.treeCode.startsWith(level?.treeCode ?? '-'))).toBe(true);
      level = next.find((c) => !c.isLeaf) ?? next[0];
    }
    expect(path.length + 1).toBe(5);
  });

  it('refuses an unknown business line and an unknown parent', async () => {
    expect((await refusalOf(roots(99))).serverMessage).toBe('业务线不存在：99');
    expect((await refusalOf(children(42))).serverMessage).toBe('节点不存在：42');
  });

  it('removes a deleted node with everything below it', async () => {
    const [hunan] = await roots(1);
    const cities = await children(hunan?.id ?? 0);
    const changsha = cities.find((c) => c.name === '长沙市妇幼保健院');
    if (!changsha) throw new Error('no Changsha node');
    const districts = await children(changsha.id);
    const before = await orgPage({ lobId: 1, pageIndex: 1, pageSize: 10 });
    await main().POST('/v1/orgCatalogTree/delOrgCatalogTreeNode', { params: { query: { id: changsha.id } } });
    expect((await children(hunan?.id ?? 0)).map((c) => c.id)).not.toContain(changsha.id);
    expect((await refusalOf(children(districts[0]?.id ?? 0))).serverMessage).toMatch(/^节点不存在/);
    const after = await orgPage({ lobId: 1, pageIndex: 1, pageSize: 10 });
    expect(after.total).toBeLessThan(before.total - districts.length);
    expect((await roots(2)).length).toBe(2);
  });

  it('deletes a node of a business line only within that line', async () => {
    const [root] = await roots(3);
    const [catalog] = await children(root?.id ?? 0);
    const centres = await children(catalog?.id ?? 0);
    const victim = centres[1];
    if (!victim) throw new Error('no centre');
    const wrongLine = await refusalOf(
      main().POST('/v1/ysfyRole/delOrgCatalogNode', { body: { lobId: 1, id: victim.id } }),
    );
    expect(wrongLine.serverMessage).toBe(`节点不存在：${victim.id}`);
    await main().POST('/v1/ysfyRole/delOrgCatalogNode', { body: { lobId: 3, id: victim.id } });
    expect((await children(catalog?.id ?? 0)).map((c) => c.id)).toEqual(
      centres.filter((c) => c.id !== victim.id).map((c) => c.id),
    );
  });

  it('moves a dragged node under its new parent at the given position, renumbering the tree codes', async () => {
    const [root] = await roots(3);
    const [basic, upper] = await children(root?.id ?? 0);
    const centres = await children(basic?.id ?? 0);
    const moved = centres[2];
    if (!moved || !upper) throw new Error('fixture changed');
    await main().POST('/v1/ysfyRole/dragNode', {
      body: { lobId: 3, nodeId: moved.id, targetParentId: upper.id, targetIndex: 1 },
    });
    const upperChildren = await children(upper.id);
    expect(upperChildren.map((c) => c.id)[1]).toBe(moved.id);
    const now = upperChildren[1];
    expect(now).toMatchObject({
      parentId: upper.id,
      level: upper.level + 1,
      treeCode: `${upper.treeCode}002`,
    });
    expect((await children(basic?.id ?? 0)).map((c) => c.id)).not.toContain(moved.id);
    const movedChildren = await children(moved.id);
    expect(
      movedChildren.every((c) => c.level === upper.level + 2 && c.treeCode.startsWith(now?.treeCode ?? '-')),
    ).toBe(true);
  });

  it('refuses moving a node below itself', async () => {
    const [root] = await roots(3);
    const [basic] = await children(root?.id ?? 0);
    const error = await refusalOf(
      main().POST('/v1/ysfyRole/dragNode', {
        body: { lobId: 3, nodeId: root?.id ?? 0, targetParentId: basic?.id ?? 0, targetIndex: 0 },
      }),
    );
    expect(error.serverMessage).toBe('不能将节点移动到其自身或其下级节点');
  });

  it('searches nodes by name, and lists children of a parent or the roots', async () => {
    const found = await main().POST('/v1/ysfyRole/getTreeNodeByParentId', {
      params: { query: { lobId: 1, treeNodeName: '芙蓉区' } },
    });
    expect(found.length).toBeGreaterThan(3);
    expect(found.every((n) => n.name.includes('芙蓉区'))).toBe(true);
    const top = await main().POST('/v1/ysfyRole/getTreeNodeByParentId', { params: { query: { lobId: 2 } } });
    expect(top).toEqual(await roots(2));
  });

  it("gives the user's own unit subtree, the whole catalogue tree, and whether the unit is a tree root", async () => {
    const own = await main().POST('/v1/ysfyRole/getTreeNodeByUnitId', { params: { query: { lobId: 1 } } });
    expect(own.map((n) => n.unitId)).toEqual([2001]);
    const below = flatten(own[0]?.children ?? []);
    expect(below.map((n) => n.name)).toContain(HOSTILE.long);
    const whole = await main().GET('/v1/ysfyRole/queryOrgCatalogTree');
    expect(flatten(whole).length).toBeGreaterThan(150);
    expect(await main().POST('/v1/user/checkUnitTreeRoot')).toBe(true);
    expect(await main('demo-admin').POST('/v1/user/checkUnitTreeRoot')).toBe(false);
  });
});

describe('organisations of a tree node', () => {
  it('pages the units below a node and filters them by name', async () => {
    const [hunan] = await roots(1);
    const all = await orgPage({ lobId: 1, treeNodeId: hunan?.id, pageIndex: 1, pageSize: 50 });
    expect(all.total).toBeGreaterThan(100);
    expect(all.records[0]).toMatchObject({
      id: 1000,
      name: '湖南省妇幼保健院',
      areaName: '湖南省',
      parentId: null,
    });
    expect(all.records.every((o) => o.areaCode.startsWith('43'))).toBe(true);
    const second = await orgPage({ lobId: 1, treeNodeId: hunan?.id, pageIndex: 2, pageSize: 50 });
    expect(new Set([...all.records, ...second.records].map((o) => o.id)).size).toBe(100);
    const named = await orgPage({ lobId: 1, unitName: '芙蓉区', pageIndex: 1, pageSize: 50 });
    expect(named.total).toBeGreaterThan(3);
    expect(named.records.every((o) => o.name.includes('芙蓉区'))).toBe(true);
    const hostile = await orgPage({ lobId: 3, unitName: '<script>', pageIndex: 1, pageSize: 10 });
    expect(hostile.records.map((o) => o.name)).toContain(`${HOSTILE.script}芙蓉区东湖街道社区卫生服务中心`);
    expect(hostile.records.every((o) => o.name.includes(HOSTILE.script))).toBe(true);
  });

  it('refuses a page request without the business line', async () => {
    const error = await refusalOf(
      orgPage({ pageIndex: 1, pageSize: 10 } as MainComponents['schemas']['OrgListByLobTreeQuery']),
    );
    expect(error.serverMessage).toBe('缺少必填参数：lobId');
  });
});

describe('offices and doctors', () => {
  it('lists the offices of a unit and the doctors of a unit and office', async () => {
    const offices = await main().GET('/v1/doctorUser/queryOrgOfficeByUnitId', {
      params: { query: { unitId: 2001 } },
    });
    expect(offices.map((o) => o.name)).toContain('产科');
    const obstetrics = offices.find((o) => o.name === '产科');
    const doctors = await main().POST('/v1/doctorUser/queryDoctorByUnitAndOffice', {
      params: { query: { unitId: 2001, officeId: obstetrics?.id } },
    });
    expect(doctors).toContainEqual(
      expect.objectContaining({ id: 3001, name: '张伟', officeName: '产科', unitId: 2001 }),
    );
    expect(doctors.every((d) => d.officeId === obstetrics?.id)).toBe(true);
    const wholeUnit = await main().POST('/v1/doctorUser/queryDoctorByUnitAndOffice', {
      params: { query: { unitId: 2001 } },
    });
    expect(wholeUnit.length).toBeGreaterThan(doctors.length);
    const all = await main().GET('/v1/doctorUser/queryAll');
    expect(all.length).toBeGreaterThan(300);
  });

  it('refuses an unknown unit and an office of another unit', async () => {
    expect(
      (
        await refusalOf(
          main().GET('/v1/doctorUser/queryOrgOfficeByUnitId', { params: { query: { unitId: 1 } } }),
        )
      ).serverMessage,
    ).toBe('单位不存在：1');
    const [other] = await main().GET('/v1/doctorUser/queryOrgOfficeByUnitId', {
      params: { query: { unitId: 2002 } },
    });
    const error = await refusalOf(
      main().POST('/v1/doctorUser/queryDoctorByUnitAndOffice', {
        params: { query: { unitId: 2001, officeId: other?.id } },
      }),
    );
    expect(error.serverMessage).toBe(`科室不存在：${other?.id}`);
  });
});
