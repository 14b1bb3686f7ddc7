import { describe, expect, it } from 'vitest';
import { businessLineOfPage, canonicalPageQuery, pageSearchOf } from './page-search';

describe('pageSearchOf', () => {
  it('reads each page’s parameters and turns what the page cannot take into null', () => {
    expect(pageSearchOf('BusinessLineDetail', { lobId: '7' })).toEqual({ lobId: 7 });
    expect(pageSearchOf('BusinessLineDetail', { lobId: 'abc' })).toEqual({ lobId: null });
    expect(pageSearchOf('BusinessLineDetail', { lobId: '-3' })).toEqual({ lobId: null });
    expect(pageSearchOf('NoticeDetail', { id: '12' })).toEqual({ id: 12 });
    expect(pageSearchOf('NoticeDetail', { id: '1.5' })).toEqual({ id: null });
    expect(pageSearchOf('SystemNoticeInfo', {})).toEqual({ id: null });
    expect(pageSearchOf('ReferralMonit', { id: 9 })).toEqual({ id: 9 });
    expect(pageSearchOf('EvaluationManageDetail', { projectId: '0' })).toEqual({
      projectId: null,
      year: null,
    });
    expect(pageSearchOf('EvaluationManageDetail', { projectId: '5', year: '2024' })).toEqual({
      projectId: 5,
      year: 2024,
    });
    expect(pageSearchOf('EvaluationManageDetail', { year: '24' })).toEqual({ projectId: null, year: null });
    expect(pageSearchOf('ResidentCaseDetail', { record: 'r0a1b2c3d4e5f' })).toEqual({
      record: 'r0a1b2c3d4e5f',
    });
    expect(pageSearchOf('ResidentCaseDetail', { record: 'R0A1B2C3D4E5F' })).toEqual({ record: null });
    expect(pageSearchOf('ResidentCaseDetail', { idCard: '43010219890519102X' })).toEqual({ record: null });
    expect(pageSearchOf('OutSystemUrl', { system: 'exam' })).toEqual({ url: null, system: 'exam' });
    expect(pageSearchOf('OutSystemUrl', { url: 'https://a.example/x', system: 'chess' })).toEqual({
      url: 'https://a.example/x',
      system: null,
    });
    expect(pageSearchOf('StudentSetting', { projectId: '5', systemType: 'exam' }).project).not.toBeNull();
    expect(pageSearchOf('StudentSetting', { projectId: 'x', systemType: 'exam' })).toEqual({ project: null });
  });

  it('drops the parameters a page does not read', () => {
    expect(pageSearchOf('LoginLog', { userName: 'a', token: 't' })).toEqual({});
    expect(pageSearchOf('NoticeDetail', { id: '3', token: 't' })).toEqual({ id: 3 });
  });

  it('takes the business line from lobId, else from the path', () => {
    expect(businessLineOfPage({ lobId: 4 }, { id: '7' })).toBe(4);
    expect(businessLineOfPage({ lobId: null }, { id: '7' })).toBe(7);
    expect(businessLineOfPage({ lobId: null }, { id: 'x' })).toBeNull();
  });
});

describe('canonicalPageQuery', () => {
  it('takes the values a page cannot read out of its address and keeps everything else as written', () => {
    expect(canonicalPageQuery('BusinessLineDetail', { lobId: 'abc', hideMenu: '1' })).toEqual({
      hideMenu: '1',
    });
    expect(canonicalPageQuery('BusinessLineDetail', { lobId: '3' })).toEqual({ lobId: '3' });
    expect(canonicalPageQuery('StudentSetting', { projectId: '5', systemType: 'exam' })).toEqual({
      projectId: '5',
      systemType: 'exam',
    });
    expect(canonicalPageQuery('StudentSetting', { projectId: '5', systemType: 'chess' })).toEqual({
      projectId: '5',
    });
    expect(canonicalPageQuery('OutSystemUrl', { url: 'https://a.example/', system: 'x' })).toEqual({
      url: 'https://a.example/',
    });
    expect(canonicalPageQuery('LoginLog', { any: 'thing', n: 3 })).toEqual({ any: 'thing', n: '3' });
    expect(canonicalPageQuery('EvaluationManageDetail', { projectId: '5', year: 'last' })).toEqual({
      projectId: '5',
    });
  });

  it('keeps a resident record’s reference and never an identity number', () => {
    expect(canonicalPageQuery('ResidentCaseDetail', { record: 'r0a1b2c3d4e5f' })).toEqual({
      record: 'r0a1b2c3d4e5f',
    });
    expect(canonicalPageQuery('ResidentCaseDetail', { record: '../x', hideMenu: '1' })).toEqual({
      hideMenu: '1',
    });
    // An identity number (the old form, not taken in by a tab's references) leaves the address.
    expect(canonicalPageQuery('ResidentCaseDetail', { idCard: '43010519900307123X' })).toEqual({});
  });
});
