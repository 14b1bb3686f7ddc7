import type { MainPaths } from '@mch/sdk/generated';
import { describe, expect, it } from 'vitest';
import { MAIN_IDS } from '../src/fixtures/main';
import { HOSTILE } from '../src/fixtures/random';
import { refusalOf, sdkClient, useDemo } from './support';

const demo = useDemo();
const main = (token = 'demo-doctor') => sdkClient<MainPaths>(demo, 'main', token);
const statsAll = (query: MainPaths['/stats/all']['get']['parameters']['query'] = {}) =>
  main().GET('/stats/all', { params: { query } });
const records = (
  query: MainPaths['/consultationSingle/queryRcsMedicalRecord']['get']['parameters']['query'],
) => main().GET('/consultationSingle/queryRcsMedicalRecord', { params: { query } });

describe('workbench statistics', () => {
  it('answers the same figures for the same filters, and other figures when a filter changes', async () => {
    const year = { startTime: '2025-01-01 00:00:00', endTime: '2025-12-31 23:59:59' };
    const hunan = await statsAll({ areaCode: '430000000000', ...year });
    expect(await statsAll({ areaCode: '430000000000', ...year })).toEqual(hunan);
    const changsha = await statsAll({ areaCode: '430100000000', ...year });
    const furong = await statsAll({ areaCode: '430102000000', ...year });
    for (const key of ['consultations', 'referrals', 'liveViews', 'residentRecords'] as const) {
      expect(hunan[key]).toBeGreaterThan(changsha[key]);
      expect(changsha[key]).toBeGreaterThan(furong[key]);
      expect(furong[key]).toBeGreaterThan(0);
    }
    const quarter = await statsAll({
      areaCode: '430000000000',
      startTime: '2025-01-01',
      endTime: '2025-03-31',
    });
    expect(quarter.consultations).toBeLessThan(hunan.consultations);
    expect(quarter.residentRecords).toBe(hunan.residentRecords);
    const unit = await statsAll({ areaCode: '430100000000', unitId: 2001, ...year });
    expect(unit.consultations).toBeLessThan(furong.consultations);
    expect(unit.consultations).toBeGreaterThan(0);
    const elsewhere = await statsAll({ areaCode: '530000000000', unitId: 2001, ...year });
    expect(elsewhere.consultations).toBe(0);
  });

  it("counts in the user's province by default", async () => {
    const yunnan = await statsAll({ areaCode: '530000000000' });
    expect(await main('demo-admin').GET('/stats/all', { params: { query: {} } })).toEqual(yunnan);
  });

  it('refuses an unknown region, a malformed time and a reversed period', async () => {
    expect((await refusalOf(statsAll({ areaCode: '439900000000' }))).serverMessage).toBe(
      '区域不存在：439900000000',
    );
    expect((await refusalOf(statsAll({ startTime: '2025/01/01' }))).serverMessage).toBe(
      '时间格式错误：startTime',
    );
    expect(
      (await refusalOf(statsAll({ startTime: '2025-03-01 00:00:00', endTime: '2025-02-01 00:00:00' })))
        .serverMessage,
    ).toBe('开始时间不能晚于结束时间');
  });

  it('gives figures per child region', async () => {
    const cities = await main().GET('/stats/areaStats', { params: { query: { areaCode: '430000000000' } } });
    expect(cities).toHaveLength(14);
    expect(cities[0]).toMatchObject({ areaCode: '430100000000', areaName: '长沙市' });
    expect(cities.every((c) => c.consultations > 0 && c.referrals > 0)).toBe(true);
    const leaf = await main().GET('/stats/areaStats', { params: { query: { areaCode: '430102001001' } } });
    expect(leaf).toEqual([]);
  });

  it("gives a region's figures as exactly the sum of its areas' at every level (whole counts added up)", async () => {
    for (const areaCode of ['430000000000', '430100000000', '530000000000', '430102000000', '430102001000']) {
      const [whole, parts] = await Promise.all([
        statsAll({ areaCode }),
        main().GET('/stats/areaStats', { params: { query: { areaCode } } }),
      ]);
      const sum = (key: 'consultations' | 'referrals') => parts.reduce((total, p) => total + p[key], 0);
      expect({ consultations: sum('consultations'), referrals: sum('referrals') }).toEqual({
        consultations: whole.consultations,
        referrals: whole.referrals,
      });
    }
  });

  it("counts the user's own consultation work by state", async () => {
    const work = await main().GET('/stats/myWorkSingle');
    const stages = await main().GET('/stats/myWorkProgressMonitoring');
    const count = (stage: string) => stages.find((s) => s.stage === stage)?.count;
    expect(work.pending).toBeGreaterThan(0);
    expect(work.inProgress).toBeGreaterThan(0);
    expect(work.finished).toBeGreaterThan(0);
    expect(count('pending')).toBe(work.pending);
    expect(count('inProgress')).toBe(work.inProgress);
    expect(count('finished')).toBe(work.finished);
    expect(stages.map((s) => s.label)).toEqual(['会诊申请', '待会诊', '会诊中', '已完成', '已取消']);
    expect(await main('demo-noaccess').GET('/stats/myWorkSingle')).toEqual({
      pending: 0,
      inProgress: 0,
      finished: 0,
    });
  });
});

describe('consultations and medical records', () => {
  it('pages more than 200 records, newest first, without overlap', async () => {
    const first = await records({ pageIndex: 1, pageSize: 50 });
    expect(first.total).toBeGreaterThan(200);
    const pages = await Promise.all(
      Array.from({ length: Math.ceil(first.total / 50) }, (_, i) =>
        records({ pageIndex: i + 1, pageSize: 50 }),
      ),
    );
    const all = pages.flatMap((p) => p.records);
    expect(all).toHaveLength(first.total);
    expect(new Set(all.map((r) => r.singleId)).size).toBe(first.total);
    const times = all.map((r) => r.createTime);
    expect(times).toEqual([...times].sort().reverse());
    expect(first.records.map((r) => r.patName)).toEqual(
      expect.arrayContaining([HOSTILE.script, HOSTILE.img, HOSTILE.long]),
    );
    expect(HOSTILE.long.length).toBeGreaterThan(200);
  });

  it('filters by patient name and identity-card number', async () => {
    const [someone] = (await records({ pageIndex: 1, pageSize: 10 })).records.slice(5);
    const surname = someone?.patName.slice(0, 1) ?? '';
    const byName = await records({ pageIndex: 1, pageSize: 500, patName: surname });
    expect(byName.total).toBeGreaterThan(0);
    expect(byName.records.every((r) => r.patName.includes(surname))).toBe(true);
    const byCard = await records({ pageIndex: 1, pageSize: 10, patIdnum: someone?.patIdnum });
    expect(byCard.records.map((r) => r.singleId)).toEqual([someone?.singleId]);
    expect(await records({ pageIndex: 1, pageSize: 10, patName: '不存在的患者' })).toEqual({
      records: [],
      total: 0,
      pageIndex: 1,
      pageSize: 10,
    });
  });

  it('has 18-digit identity-card numbers with a valid check digit', async () => {
    const { records: list } = await records({ pageIndex: 1, pageSize: 100 });
    const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
    for (const r of list) {
      expect(r.patIdnum).toMatch(/^\d{17}[\dX]$/);
      const sum = weights.reduce((s, w, i) => s + w * Number(r.patIdnum[i]), 0);
      expect(r.patIdnum[17]).toBe('10X98765432'[sum % 11]);
    }
  });

  it('tells who created a consultation, so the invitation knows whether demo-doctor hosts it', async () => {
    const own = await main().GET('/consultationSingle/getConsultationInfo', {
      params: { query: { singleId: MAIN_IDS.consultationByDoctor } },
    });
    expect(own.creatorId).toBe(3001);
    const invited = await main().GET('/consultationSingle/getConsultationInfo', {
      params: { query: { singleId: MAIN_IDS.consultationInvitingDoctor } },
    });
    expect(invited.creatorId).not.toBe(3001);
    expect(Object.keys(invited).sort()).toEqual(
      ['clientType', 'creatorId', 'patAge', 'patIdnum', 'patName', 'patSex', 'rcRoomId', 'singleId'].sort(),
    );
    const error = await refusalOf(
      main().GET('/consultationSingle/getConsultationInfo', { params: { query: { singleId: 1 } } }),
    );
    expect(error.serverMessage).toBe('会诊不存在：1');
  });

  it('gives one whiteboard room per consultation and type', async () => {
    const room = (projectId: number, type: number) =>
      main().GET('/whiteboard/createHstRoom', { params: { query: { projectId, type } } });
    const a = await room(MAIN_IDS.consultationByDoctor, 1);
    expect(a.roomId).toMatch(/^HST/);
    expect(a.chairPassword).toMatch(/^\d{6}$/);
    expect(await room(MAIN_IDS.consultationByDoctor, 1)).toEqual(a);
    expect((await room(MAIN_IDS.consultationByDoctor, 2)).roomId).not.toBe(a.roomId);
    expect((await refusalOf(room(5, 1))).serverMessage).toBe('会诊不存在：5');
  });
});

describe('login logs', () => {
  it('pages more than 100 entries, newest first, and filters by login or display name', async () => {
    const first = await main('demo-admin').GET('/v1/userLoginLog/queryPage', {
      params: { query: { pageIndex: 1, pageSize: 50 } },
    });
    expect(first.total).toBeGreaterThan(100);
    expect(first.records[0]?.userName).toBe('zhangwei');
    const times = first.records.map((r) => r.loginTime);
    expect(times).toEqual([...times].sort().reverse());
    const mine = await main('demo-admin').GET('/v1/userLoginLog/queryPage', {
      params: { query: { pageIndex: 1, pageSize: 50, userName: 'LIQIANG' } },
    });
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.records.every((r) => r.userName === 'liqiang')).toBe(true);
    const byNick = await main('demo-admin').GET('/v1/userLoginLog/queryPage', {
      params: { query: { pageIndex: 1, pageSize: 50, userName: '<script>' } },
    });
    expect(byNick.records.every((r) => r.nickName === HOSTILE.script)).toBe(true);
  });
});

describe('system announcements', () => {
  const page = (pageIndex: number, systemId = 25) =>
    main().GET('/v1/systemNotice/getPageBySystemId', {
      params: { query: { pageIndex, pageSize: 20, systemId } },
    });

  it('pages more than 50 announcements of system 25, newest first, with some hostile ones', async () => {
    const first = await page(1);
    expect(first.total).toBeGreaterThan(50);
    const all = (await Promise.all([1, 2, 3].map((i) => page(i)))).flatMap((p) => p.records);
    expect(all).toHaveLength(first.total);
    expect(all.every((n) => n.systemId === 25)).toBe(true);
    const times = all.map((n) => n.publishTime);
    expect(times).toEqual([...times].sort().reverse());
    expect(all.some((n) => n.content.includes(HOSTILE.script) && n.content.includes(HOSTILE.img))).toBe(true);
    expect(all.some((n) => n.title === HOSTILE.long)).toBe(true);
    expect((await page(1, 10)).total).toBeLessThan(5);
  });

  it('gives the latest five as the index and any one by id', async () => {
    const index = await main().GET('/v1/systemNotice/getIndexBySystemId', {
      params: { query: { systemId: 25 } },
    });
    expect(index).toEqual((await page(1)).records.slice(0, 5));
    const one = await main().GET('/v1/systemNotice/getById', {
      params: { query: { id: index[1]?.id ?? 0 } },
    });
    expect(one).toEqual(index[1]);
    expect(one.content).toMatch(/^<p>/);
    const error = await refusalOf(
      main().GET('/v1/systemNotice/getById', { params: { query: { id: 9999 } } }),
    );
    expect(error.serverMessage).toBe('公告不存在：9999');
  });
});
