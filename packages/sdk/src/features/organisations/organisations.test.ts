import { UNIT_IDS } from '@mch/mock/testing';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/helpers';
import { ApiError, isUncertainFailure, NotSentError } from '../../http/errors';
import {
  emptyOrgForm,
  fetchAllDoctors,
  fetchOrgChildren,
  fetchOrgDetail,
  fetchOrgForEdit,
  fetchOrgParentUnit,
  filterDoctors,
  filterOrgs,
  isOrgForm,
  type OrgForm,
  OrgFormError,
  orgAreaCode,
  orgFormOf,
  orgInputOf,
  type SignedOrg,
  saveOrg,
  TOP_ORG_PARENT_ID,
  validateOrgForm,
} from './organisations';

function workbench() {
  return signedIn('demo-admin');
}

function org(id: number, name: string, signed: boolean, extra: Partial<SignedOrg> = {}): SignedOrg {
  return {
    id,
    parentId: 1000,
    name,
    shortName: name.slice(0, 4),
    areaCode: '430102000000',
    unitType: 3,
    address: '人民路1号',
    contactName: '李四',
    contactMobile: '13800000000',
    signed,
    areaName: '芙蓉区',
    childCount: 0,
    createTime: '2024-05-06 09:30:00',
    ...extra,
  };
}

const VALID: OrgForm = {
  ...emptyOrgForm(2001),
  name: '  文艺路社区卫生服务中心 ',
  areaCode: '430102001',
  unitType: 4,
  contactMobile: ' 13912345678 ',
};

describe('organisation lists', () => {
  it('filters by text in the names or area, and by the signed state', () => {
    const list = [
      org(1, '芙蓉区妇幼保健院', true),
      org(2, '岳麓区妇幼保健院', false, { areaName: '岳麓区' }),
      org(3, '雨花区社区中心', true, { shortName: '东塘' }),
    ];
    expect(filterOrgs(list, { text: ' 妇幼 ' }).map((o) => o.id)).toEqual([1, 2]);
    expect(filterOrgs(list, { text: '岳麓' }).map((o) => o.id)).toEqual([2]);
    expect(filterOrgs(list, { text: '东塘' }).map((o) => o.id)).toEqual([3]);
    expect(filterOrgs(list, { signed: 'signed' }).map((o) => o.id)).toEqual([1, 3]);
    expect(filterOrgs(list, { signed: 'unsigned', text: '妇幼' }).map((o) => o.id)).toEqual([2]);
    expect(filterOrgs(null)).toEqual([]);
  });

  it('reads the top level, a child list, a detail, the edit copy and the parent unit', async () => {
    const { wb, demo } = workbench();
    const { fds } = wb;
    const orgs = demo.db().fds.orgs;
    const top = await fetchOrgChildren(fds, TOP_ORG_PARENT_ID);
    expect(top.map((o) => o.id).sort()).toEqual(
      orgs
        .filter((o) => o.parentId === null)
        .map((o) => o.id)
        .sort(),
    );
    const children = await fetchOrgChildren(fds, UNIT_IDS.changshaCity);
    expect(children.map((o) => o.id)).toContain(UNIT_IDS.furong);
    const furong = orgs.find((o) => o.id === UNIT_IDS.furong);
    expect((await fetchOrgDetail(fds, UNIT_IDS.furong)).name).toBe(furong?.name);
    expect((await fetchOrgForEdit(fds, UNIT_IDS.furong)).id).toBe(UNIT_IDS.furong);
    expect((await fetchOrgParentUnit(fds, UNIT_IDS.furong))?.id).toBe(UNIT_IDS.changshaCity);
    expect(await fetchOrgParentUnit(fds, UNIT_IDS.hunanProvince)).toBeNull();
    expect(demo.seen.map((r) => r.path)).toEqual([
      '/v1/fds-pc/org-info/child-list/0',
      `/v1/fds-pc/org-info/child-list/${UNIT_IDS.changshaCity}`,
      `/v1/fds-pc/org-info/org-info/${UNIT_IDS.furong}`,
      `/v1/fds-pc/org-info/${UNIT_IDS.furong}`,
      `/v1/fds-pc/org-info/parent-unit/${UNIT_IDS.furong}`,
      `/v1/fds-pc/org-info/parent-unit/${UNIT_IDS.hunanProvince}`,
    ]);
  });
});

describe('doctors', () => {
  const doctors = [
    {
      id: 1,
      name: '张伟',
      title: '主任医师',
      mobile: '13800000001',
      unitId: 2001,
      officeId: 1,
      officeName: '产科',
    },
    {
      id: 2,
      name: '王芳',
      title: '医师',
      mobile: '13800000002',
      unitId: 2002,
      officeId: null,
      officeName: null,
    },
  ];

  it('reads every doctor', async () => {
    const { wb, demo } = workbench();
    await expect(fetchAllDoctors(wb.main)).resolves.toEqual(demo.db().main.doctors);
  });

  it('finds doctors by name, title, mobile or office', () => {
    const all = doctors;
    expect(filterDoctors(all, '产科').map((d) => d.id)).toEqual([1]);
    expect(filterDoctors(all, '0002').map((d) => d.id)).toEqual([2]);
    expect(filterDoctors(all, '医师').map((d) => d.id)).toEqual([1, 2]);
    expect(filterDoctors(all, ' ')).toHaveLength(2);
  });
});

describe('the organisation form', () => {
  it('starts empty under its parent, and takes an existing organisation', () => {
    expect(emptyOrgForm(null)).toMatchObject({ parentId: null, name: '', areaCode: null, signed: false });
    expect(orgFormOf(org(5, '芙蓉区妇幼保健院', true))).toEqual({
      id: 5,
      parentId: 1000,
      name: '芙蓉区妇幼保健院',
      shortName: '芙蓉区妇',
      areaCode: '430102000000',
      unitType: 3,
      address: '人民路1号',
      contactName: '李四',
      contactMobile: '13800000000',
      signed: true,
    });
  });

  it('gives the 12-digit area of a choice at any level', () => {
    expect(orgAreaCode('43')).toBe('430000000000');
    expect(orgAreaCode('430102001')).toBe('430102001000');
    expect(orgAreaCode('430102001000')).toBe('430102001000');
    expect(orgAreaCode('4301x')).toBeNull();
    expect(orgAreaCode(null)).toBeNull();
  });

  it('requires the name, the area and the unit type', () => {
    expect(validateOrgForm(emptyOrgForm(null))).toEqual({
      name: 'validation.required',
      areaCode: 'validation.required',
      unitType: 'validation.required',
    });
    expect(validateOrgForm(VALID)).toEqual({});
    expect(validateOrgForm({ ...VALID, unitType: 9 }).unitType).toBe('validation.required');
    expect(validateOrgForm({ ...VALID, areaCode: '4301x' }).areaCode).toBe('org.invalidArea');
  });

  it('requires the area down to the level of the unit type, and takes a deeper one', () => {
    // A village station (type 5) placed at a province, and a township centre (4) at its county.
    expect(validateOrgForm({ ...VALID, unitType: 5, areaCode: '53' }).areaCode).toBe('org.areaAboveLevel');
    expect(validateOrgForm({ ...VALID, areaCode: '430102' }).areaCode).toBe('org.areaAboveLevel');
    expect(validateOrgForm({ ...VALID, unitType: 3, areaCode: '430102' })).toEqual({});
    expect(validateOrgForm({ ...VALID, unitType: 1, areaCode: '43' })).toEqual({});
    expect(validateOrgForm({ ...VALID, unitType: 3, areaCode: '430102001' })).toEqual({});
    // Without a unit type only that is said.
    expect(validateOrgForm({ ...VALID, unitType: null, areaCode: '43' })).toEqual({
      unitType: 'validation.required',
    });
  });

  it('applies the mobile rule to a contact mobile that is given', () => {
    expect(validateOrgForm({ ...VALID, contactMobile: '' })).toEqual({});
    expect(validateOrgForm({ ...VALID, contactMobile: '12345678901' }).contactMobile).toBe(
      'validation.mobile',
    );
    expect(validateOrgForm({ ...VALID, contactMobile: '1391234567' }).contactMobile).toBe(
      'validation.mobile',
    );
    // Typed in full-width mode: the same number, accepted and sent plain.
    expect(validateOrgForm({ ...VALID, contactMobile: '１３８００１３８０００' })).toEqual({});
    expect(orgInputOf({ ...VALID, contactMobile: '１３８００１３８０００' }).contactMobile).toBe(
      '13800138000',
    );
  });

  it('takes a contact mobile written in its usual groups as the number', () => {
    for (const typed of ['138 0013 8000', '138-0013-8000', ' 138\u30000013\u30008000 ']) {
      expect(validateOrgForm({ ...VALID, contactMobile: typed })).toEqual({});
      expect(orgInputOf({ ...VALID, contactMobile: typed }).contactMobile).toBe('13800138000');
    }
    // Anything else than digits and their separators is checked as typed.
    expect(validateOrgForm({ ...VALID, contactMobile: '+86 138 0013 8000' }).contactMobile).toBe(
      'validation.mobile',
    );
    expect(validateOrgForm({ ...VALID, contactMobile: '138 0013 800' }).contactMobile).toBe(
      'validation.mobile',
    );
  });

  it('limits the lengths of the texts', () => {
    const errors = validateOrgForm({
      ...VALID,
      name: '名'.repeat(101),
      shortName: '简'.repeat(51),
      address: '址'.repeat(201),
      contactName: '人'.repeat(51),
    });
    expect(errors).toEqual({
      name: 'org.tooLong',
      shortName: 'org.tooLong',
      address: 'org.tooLong',
      contactName: 'org.tooLong',
    });
    expect(validateOrgForm({ ...VALID, name: '名'.repeat(100) })).toEqual({});
  });

  it('builds the body: trimmed, 12-digit area, the name as short name when none is given', () => {
    expect(orgInputOf(VALID)).toEqual({
      parentId: 2001,
      name: '文艺路社区卫生服务中心',
      shortName: '文艺路社区卫生服务中心',
      areaCode: '430102001000',
      unitType: 4,
      address: '',
      contactName: '',
      contactMobile: '13912345678',
      signed: false,
    });
  });
});

describe('saving an organisation', () => {
  it('refuses an invalid form without a call', async () => {
    const { wb, demo } = workbench();
    const error = await saveOrg(wb.fds, { ...VALID, contactMobile: '10086' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OrgFormError);
    expect((error as OrgFormError).fieldErrors).toEqual({ contactMobile: 'validation.mobile' });
    expect(demo.seen).toEqual([]);
  });

  it('creates a new organisation and changes an existing one', async () => {
    const { wb, demo } = workbench();
    const created = await saveOrg(wb.fds, VALID);
    expect(created).toMatchObject({ name: '文艺路社区卫生服务中心', parentId: UNIT_IDS.furong });
    expect(demo.db().fds.orgs.map((o) => o.id)).toContain(created.id);
    const renamed = await saveOrg(wb.fds, { ...VALID, id: created.id, name: '改名' });
    expect(renamed).toMatchObject({ id: created.id, name: '改名' });
    const writes = demo.seen.filter((r) => r.method !== 'GET');
    expect(demo.seen.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /v1/fds-pc/org-info/child-list/${UNIT_IDS.furong}`,
      'POST /v1/fds-pc/org-info',
      `GET /v1/fds-pc/org-info/child-list/${UNIT_IDS.furong}`,
      `PUT /v1/fds-pc/org-info/${created.id}`,
    ]);
    expect(JSON.parse(writes[0]?.body ?? '{}')).toMatchObject({ areaCode: '430102001000' });
    expect(JSON.parse(writes[1]?.body ?? '{}')).toMatchObject({ name: '改名' });
  });

  it('sends no save when the names under the parent cannot be read, and says so', async () => {
    const { wb, demo } = workbench();
    demo.faults.set({ kind: 'gatewayTimeout', backend: 'fds' });
    const error = await saveOrg(wb.fds, VALID).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotSentError);
    expect(isUncertainFailure(error)).toBe(false);
    expect(demo.seen.map((r) => r.method)).toEqual(['GET']);
  });

  it('refuses a second organisation of a name under one parent, and lets one keep its own name', async () => {
    const { wb, demo } = workbench();
    const created = await saveOrg(wb.fds, VALID);
    for (const name of ['文艺路社区卫生服务中心', ' 文艺路社区卫生服务中心  ']) {
      const error = await saveOrg(wb.fds, { ...VALID, name }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(OrgFormError);
      expect((error as OrgFormError).fieldErrors).toEqual({ name: 'org.duplicateName' });
    }
    // Full-width letters and case are told apart no more than a reader would.
    await saveOrg(wb.fds, { ...VALID, name: 'Clinic A' });
    const twin = await saveOrg(wb.fds, { ...VALID, name: 'ＣＬＩＮＩＣ a' }).catch((e: unknown) => e);
    expect((twin as OrgFormError).fieldErrors).toEqual({ name: 'org.duplicateName' });
    await saveOrg(wb.fds, { ...VALID, id: created.id, contactName: '王五' });
    // The same name under another parent is another unit.
    await saveOrg(wb.fds, { ...VALID, parentId: UNIT_IDS.changshaCity });
    expect(demo.seen.filter((r) => r.method === 'POST')).toHaveLength(3);
  });

  it('rejects with the server error when the backend refuses', async () => {
    const { wb } = workbench();
    const error = await saveOrg(wb.fds, { ...VALID, areaCode: '999999999' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).serverMessage).toBe('行政区划不存在');
  });
});

describe('isOrgForm (a kept draft)', () => {
  it('accepts the form as the app keeps it and refuses anything else', () => {
    const form = emptyOrgForm(12);
    expect(isOrgForm({ ...form, name: '长沙' })).toBe(true);
    expect(isOrgForm({ ...form, name: 3 })).toBe(false);
    expect(isOrgForm({ ...form, signed: 'yes' })).toBe(false);
    expect(isOrgForm(null)).toBe(false);
    expect(isOrgForm('form')).toBe(false);
  });
});
