import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URLS, fail, ok, testWorkbench } from '../../../test/helpers';
import { ApiError } from '../../http/errors';
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

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const F = BASE_URLS.fds;
const M = BASE_URLS.main;

function workbench() {
  return testWorkbench({ cookies: { mch_token: 'tok' } }).wb;
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
    const seen: string[] = [];
    const note = (request: Request) => seen.push(new URL(request.url).pathname.replace('/api/fds', ''));
    server.use(
      http.get(`${F}/v1/fds-pc/org-info/child-list/:parentId`, ({ request }) => {
        note(request);
        return ok([org(1, 'A', true)], 'SUCCESS');
      }),
      http.get(`${F}/v1/fds-pc/org-info/org-info/:id`, ({ request }) => {
        note(request);
        return ok(org(1, 'A', true), 'SUCCESS');
      }),
      http.get(`${F}/v1/fds-pc/org-info/parent-unit/:id`, ({ request, params }) => {
        note(request);
        return ok(params.id === '1000' ? null : org(1000, 'P', true), 'SUCCESS');
      }),
      http.get(`${F}/v1/fds-pc/org-info/:id`, ({ request }) => {
        note(request);
        return ok(org(1, 'A', true), 'SUCCESS');
      }),
    );
    const { fds } = workbench();
    expect(await fetchOrgChildren(fds, TOP_ORG_PARENT_ID)).toHaveLength(1);
    await fetchOrgChildren(fds, 2001);
    expect((await fetchOrgDetail(fds, 1)).name).toBe('A');
    expect((await fetchOrgForEdit(fds, 1)).id).toBe(1);
    expect((await fetchOrgParentUnit(fds, 1))?.id).toBe(1000);
    expect(await fetchOrgParentUnit(fds, 1000)).toBeNull();
    expect(seen).toEqual([
      '/v1/fds-pc/org-info/child-list/0',
      '/v1/fds-pc/org-info/child-list/2001',
      '/v1/fds-pc/org-info/org-info/1',
      '/v1/fds-pc/org-info/1',
      '/v1/fds-pc/org-info/parent-unit/1',
      '/v1/fds-pc/org-info/parent-unit/1000',
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

  it('reads every doctor and finds them by name, title, mobile or office', async () => {
    server.use(http.get(`${M}/v1/doctorUser/queryAll`, () => ok(doctors)));
    const all = await fetchAllDoctors(workbench().main);
    expect(all).toHaveLength(2);
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

  it('applies the mobile rule to a contact mobile that is given', () => {
    expect(validateOrgForm({ ...VALID, contactMobile: '' })).toEqual({});
    expect(validateOrgForm({ ...VALID, contactMobile: '12345678901' }).contactMobile).toBe(
      'validation.mobile',
    );
    expect(validateOrgForm({ ...VALID, contactMobile: '1391234567' }).contactMobile).toBe(
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
    const error = await saveOrg(workbench().fds, { ...VALID, contactMobile: '10086' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(OrgFormError);
    expect((error as OrgFormError).fieldErrors).toEqual({ contactMobile: 'validation.mobile' });
  });

  it('creates a new organisation and changes an existing one', async () => {
    const log: string[] = [];
    server.use(
      http.post(`${F}/v1/fds-pc/org-info`, async ({ request }) => {
        log.push(`POST ${JSON.stringify(await request.json())}`);
        return ok(org(9, 'new', false), 'SUCCESS');
      }),
      http.put(`${F}/v1/fds-pc/org-info/:id`, async ({ request, params }) => {
        const body = (await request.json()) as { name: string };
        log.push(`PUT ${String(params.id)} ${body.name}`);
        return ok(org(5, body.name, false), 'SUCCESS');
      }),
    );
    const { fds } = workbench();
    expect((await saveOrg(fds, VALID)).id).toBe(9);
    expect((await saveOrg(fds, { ...VALID, id: 5, name: '改名' })).name).toBe('改名');
    expect(log[0]).toContain('"areaCode":"430102001000"');
    expect(log[1]).toBe('PUT 5 改名');
  });

  it('rejects with the server error when the backend refuses', async () => {
    server.use(http.post(`${F}/v1/fds-pc/org-info`, () => fail('ERROR', '行政区划不存在')));
    const error = await saveOrg(workbench().fds, VALID).catch((e: unknown) => e);
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
