import { describe, expect, it } from 'vitest';
import {
  EMPTY_REFERRAL_FILTER,
  referralAreaTable,
  referralIdOfPage,
  referralParentArea,
  referralRate,
  referralStatsFilter,
} from './referral-monitoring';
import { statsAllQuery } from './workbench-stats';

describe('the referral monitor', () => {
  it('reads the consultation id of the page, a positive whole number only', () => {
    expect(referralIdOfPage({ id: '10001' })).toBe(10001);
    expect(referralIdOfPage({ id: ' 7 ' })).toBe(7);
    expect(referralIdOfPage({ id: '0' })).toBeNull();
    expect(referralIdOfPage({ id: 'x1' })).toBeNull();
    expect(referralIdOfPage({})).toBeNull();
  });

  it('turns its filter into the statistics query: area as 12 digits, whole days', () => {
    expect(statsAllQuery(referralStatsFilter(EMPTY_REFERRAL_FILTER))).toEqual({});
    expect(
      statsAllQuery(referralStatsFilter({ areaCode: '4301', period: ['2025-03-31', '2025-03-01'] })),
    ).toEqual({
      areaCode: '430100000000',
      startTime: '2025-03-01 00:00:00',
      endTime: '2025-03-31 23:59:59',
    });
  });

  it('compares the children of the chosen area, else of the user province', () => {
    const user = { unitAreaCode: '530102000000' };
    expect(referralParentArea({ areaCode: '4301' }, user)).toBe('430100000000');
    expect(referralParentArea({ areaCode: null }, user)).toBe('530000000000');
    expect(referralParentArea({ areaCode: null }, { unitAreaCode: '' })).toBeNull();
  });

  it('orders the areas by referrals with their shares and totals', () => {
    const table = referralAreaTable([
      { areaCode: '430100000000', areaName: '长沙市', consultations: 120, referrals: 30 },
      { areaCode: '430200000000', areaName: '株洲市', consultations: 50, referrals: 60 },
      { areaCode: '430300000000', areaName: '湘潭市', consultations: 8, referrals: 0 },
      { areaCode: '430400000000', areaName: '衡阳市', consultations: -3, referrals: 30 },
    ]);
    expect(table.totalReferrals).toBe(120);
    expect(table.totalConsultations).toBe(178);
    expect(table.rows.map((r) => [r.areaName, r.referrals, r.referralShare])).toEqual([
      ['株洲市', 60, 50],
      ['长沙市', 30, 25],
      ['衡阳市', 30, 25],
      ['湘潭市', 0, 0],
    ]);
    expect(table.rows[2]?.consultations).toBe(0);
    expect(referralAreaTable(null)).toEqual({ rows: [], totalConsultations: 0, totalReferrals: 0 });
  });

  it('gives the referrals per 100 consultations, or nothing without consultations', () => {
    expect(referralRate({ consultations: 300, referrals: 45 })).toBe(15);
    expect(referralRate({ consultations: 3, referrals: 1 })).toBe(33.3);
    expect(referralRate({ consultations: 0, referrals: 4 })).toBeNull();
    expect(referralRate(null)).toBeNull();
  });
});
