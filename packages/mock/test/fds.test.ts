import { regionCodeAt, regionLevelOf } from '@mch/sdk';
import type { FdsComponents, FdsPaths } from '@mch/sdk/generated';
import { describe, expect, it } from 'vitest';
import { HOSTILE } from '../src/fixtures/random';
import { expectExpired, refusalOf, sdkClient, useDemo } from './support';

type OrgInfoInput = FdsComponents['schemas']['OrgInfoInput'];

const demo = useDemo();
const fds = (token = 'demo-doctor') => sdkClient<FdsPaths>(demo, 'fds', token);
const PRODUCT_ENUM_IDS = [30, 31, 37, 40, 80, 81, 33, 34, 145, 135, 55, 27, 131, 125, 149];

describe('enumerations', () => {
  it('answers every one of the 15 enumerations the product asks for', async () => {
    const map = await fds().POST('/v1/fds-pc/sys-enum/keys-values-map', { body: PRODUCT_ENUM_IDS });
    expect(
      Object.keys(map)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([...PRODUCT_ENUM_IDS].sort((a, b) => a - b));
    for (const id of PRODUCT_ENUM_IDS) expect(map[String(id)]?.length).toBeGreaterThan(1);
    expect(map['30']?.map((v) => v.enumName)).toEqual(expect.arrayContaining(['男', '女']));
    expect(map['81']?.map((v) => v.enumName)).toEqual(expect.arrayContaining(['A型', 'B型', 'O型', 'AB型']));
    const unknown = await fds().POST('/v1/fds-pc/sys-enum/keys-values-map', { body: [1] });
    expect(unknown).toEqual({ '1': [] });
    await refusalOf(fds().POST('/v1/fds-pc/sys-enum/keys-values-map', { body: [] }));
  });

  it('the resident enumerations decode every coded field of every resident', async () => {
    const enums = await fds().GET('/v1/fds-pc/residents-info/enums');
    const ids = new Set(Object.values(enums).flatMap((values) => values.map((v) => v.id)));
    const resident = await fds().GET('/v1/fds-pc/residents-info/card/{idCard}', {
      params: { path: { idCard: demo.db().fds.residents[0]?.idCard ?? '' } },
    });
    for (const field of ['sex', 'nation', 'maritalStatus', 'education', 'occupation', 'bloodType'] as const) {
      expect(ids.has(resident?.[field] ?? -1)).toBe(true);
    }
  });
});

describe('regions', () => {
  it('starts at the provinces 43 and 53 and goes down to level 5 with well-formed codes', async () => {
    const child = (code: string) =>
      fds().GET('/v1/fds-pc/dict-area/child/{code}', { params: { path: { code } } });
    const provinces = await child('0');
    expect(provinces.map((a) => a.areaCode)).toEqual(['430000000000', '530000000000']);
    for (const province of ['430000000000', '530000000000']) {
      let code = province;
      for (let level = 2; level <= 5; level += 1) {
        const kids = await child(code);
        expect(kids.length).toBeGreaterThan(0);
        for (const k of kids) {
          expect(regionLevelOf(k.areaCode)).toBe(level);
          expect(regionCodeAt(k.areaCode, (level - 1) as 1 | 2 | 3 | 4)).toBe(code);
        }
        const next = kids.find((k) => !k.isLeaf) ?? kids[0];
        code = next?.areaCode ?? '';
      }
      const leaf = await fds().GET('/v1/fds-pc/dict-area/code/{code}', { params: { path: { code } } });
      expect(leaf).toMatchObject({ areaCode: code, isLeaf: true });
      expect(await child(code)).toEqual([]);
    }
  });

  it('refuses an unknown or malformed region code', async () => {
    await refusalOf(
      fds().GET('/v1/fds-pc/dict-area/code/{code}', { params: { path: { code: '990000000000' } } }),
    );
    await refusalOf(fds().GET('/v1/fds-pc/dict-area/child/{code}', { params: { path: { code: '43' } } }));
  });
});

describe('residents', () => {
  it('has more than 200 residents, each found by identity card, with unique cards', async () => {
    const residents = demo.db().fds.residents;
    expect(residents.length).toBeGreaterThan(200);
    expect(new Set(residents.map((r) => r.idCard)).size).toBe(residents.length);
    expect(residents.every((r) => /^\d{17}[\dX]$/.test(r.idCard))).toBe(true);
    expect(residents.some((r) => r.name === HOSTILE.script)).toBe(true);
    const sample = residents[123];
    const found = await fds().GET('/v1/fds-pc/residents-info/card/{idCard}', {
      params: { path: { idCard: sample?.idCard ?? '' } },
    });
    expect(found).toEqual(sample);
    expect(
      await fds().GET('/v1/fds-pc/residents-info/card/{idCard}', {
        params: { path: { idCard: '110101190001010000' } },
      }),
    ).toBeNull();
  });

  it('lists the areas below a region that have residents', async () => {
    const areas = await fds().GET('/v1/fds-pc/residents-info/area/{code}', {
      params: { path: { code: '430100000000' } },
    });
    expect(areas.map((a) => a.areaCode)).toContain('430102000000');
  });

  it('checks whether a resident is served by a team of the doctor', async () => {
    const db = demo.db().fds;
    const mine = db.residents.find((r) => db.teams[r.idCard]?.doctorIds.includes(3001));
    const check = (idCard: string, doctorId?: number) =>
      fds().GET('/v1/fds-pc/doctor-base-info/check-team-resident', {
        params: { query: doctorId === undefined ? { idCard } : { idCard, doctorId } },
      });
    const yes = await check(mine?.idCard ?? '');
    expect(yes.inTeam).toBe(true);
    expect(yes.teamName).toContain('家庭医生签约服务团队');
    expect(await check(mine?.idCard ?? '', 9999)).toEqual({ inTeam: false, teamName: null });
  });
});

describe('organisations', () => {
  const input: OrgInfoInput = {
    parentId: 2001,
    name: '芙蓉区韭菜园街道社区卫生服务中心',
    shortName: '韭菜园社区',
    areaCode: '430102003000',
    unitType: 4,
    address: '长沙市芙蓉区韭菜园路 12 号',
    contactName: '陈静',
    contactMobile: '13874810001',
    signed: true,
  };

  it('walks the tree: roots, children and parent units', async () => {
    const roots = await fds().GET('/v1/fds-pc/org-info/child-list/{parentId}', {
      params: { path: { parentId: 0 } },
    });
    expect(roots.map((o) => o.name)).toEqual(['湖南省妇幼保健院', '云南省妇幼保健院']);
    const kids = await fds().GET('/v1/fds-pc/org-info/child-list/{parentId}', {
      params: { path: { parentId: 1010 } },
    });
    expect(kids.map((o) => o.id)).toContain(2001);
    expect(kids.find((o) => o.id === 2001)?.childCount).toBeGreaterThan(0);
    const parent = await fds().GET('/v1/fds-pc/org-info/parent-unit/{id}', {
      params: { path: { id: 2001 } },
    });
    expect(parent?.id).toBe(1010);
    expect(
      await fds().GET('/v1/fds-pc/org-info/parent-unit/{id}', { params: { path: { id: 1000 } } }),
    ).toBeNull();
    await refusalOf(fds().GET('/v1/fds-pc/org-info/{id}', { params: { path: { id: 4040 } } }));
  });

  it('creates an organisation that later reads see, and counts it as a child', async () => {
    const created = await fds().POST('/v1/fds-pc/org-info', { body: input });
    expect(created).toMatchObject({
      name: input.name,
      areaName: '韭菜园街道',
      parentId: 2001,
      childCount: 0,
    });
    const kids = await fds().GET('/v1/fds-pc/org-info/child-list/{parentId}', {
      params: { path: { parentId: 2001 } },
    });
    expect(kids.map((o) => o.id)).toContain(created.id);
    expect(
      await fds().GET('/v1/fds-pc/org-info/org-info/{id}', { params: { path: { id: created.id } } }),
    ).toEqual(created);
    const parent = await fds().GET('/v1/fds-pc/org-info/{id}', { params: { path: { id: 2001 } } });
    expect(parent.childCount).toBe(kids.length);
  });

  it('refuses a missing name, a malformed mobile, an unknown region or parent', async () => {
    const post = (body: OrgInfoInput) => refusalOf(fds().POST('/v1/fds-pc/org-info', { body }));
    expect((await post({ ...input, name: '  ' })).serverMessage).toContain('名称');
    expect((await post({ ...input, contactMobile: '12345678901' })).serverMessage).toContain('手机号');
    expect((await post({ ...input, areaCode: '439999000000' })).code).toBe('PARAM_ERROR');
    await post({ ...input, parentId: 4040 });
  });

  it('updates an organisation, validating like create', async () => {
    const path = { params: { path: { id: 5001 } } };
    const updated = await fds().PUT('/v1/fds-pc/org-info/{id}', {
      ...path,
      body: { ...input, parentId: 2001 },
    });
    expect(updated).toMatchObject({ id: 5001, name: input.name });
    expect((await fds().GET('/v1/fds-pc/org-info/{id}', path)).name).toBe(input.name);
    await refusalOf(
      fds().PUT('/v1/fds-pc/org-info/{id}', { ...path, body: { ...input, contactMobile: '1381' } }),
    );
    await refusalOf(
      fds().PUT('/v1/fds-pc/org-info/{id}', {
        params: { path: { id: 1010 } },
        body: { ...input, parentId: 2001 },
      }),
    );
    await refusalOf(fds().PUT('/v1/fds-pc/org-info/{id}', { params: { path: { id: 4040 } }, body: input }));
  });
});

describe('current user', () => {
  it('gives the demo user with doctorId taken from the relation id', async () => {
    expect(await fds().GET('/v1/fds-pc/user/current')).toMatchObject({
      userName: 'zhangwei',
      unitId: 2001,
      doctorId: 3001,
    });
    await expectExpired(fds('nobody').GET('/v1/fds-pc/user/current'));
  });
});
