/**
 * Referral monitoring (SPEC.md §2.2 /ReferralMonit: a menu entry, not kept alive, `id` left out of the page
 * identity). SPEC.md gives it no endpoint of its own, so it is built from the work-progress statistics: the figures of
 * the chosen area and period (`/stats/all`), the referrals and consultations of each child area
 * (`/stats/areaStats`), the user's own work (`/stats/myWorkSingle`) and the progress monitor
 * (`/stats/myWorkProgressMonitoring`); opened with `?id=` it shows that consultation (`getConsultationInfo`).
 * The calls are the workbench statistics flow's (`createWorkbenchStats`); this file holds the page's own rules.
 */

import type { DayRange } from '../../domain/days';
import { parsePositiveId } from '../../domain/ids';
import type { UserInfo } from '../session/session';
import { type AreaStats, areaStatsParent, type StatsFilter } from './workbench-stats';

/** The filter of the referral monitor as the user sets it. */
export interface ReferralFilter {
  /** The chosen area (any level), or null for the user's province. */
  areaCode: string | null;
  /** The period, 'YYYY-MM-DD' days; either end may be open. */
  period: DayRange;
}

/** The filter the monitor starts with: the user's province, all time. */
export const EMPTY_REFERRAL_FILTER: ReferralFilter = /* @__PURE__ */ Object.freeze({
  areaCode: null,
  period: /* @__PURE__ */ Object.freeze([null, null] as const),
});

/** The consultation a monitor page was opened for (`?id=`), or null. */
export function referralIdOfPage(query: Readonly<Record<string, string>>): number | null {
  return parsePositiveId(query.id);
}

/** The statistics filter (`/stats/all`) of a monitor filter: the chosen area and the period. */
export function referralStatsFilter(filter: ReferralFilter): StatsFilter {
  return {
    areaCode: filter.areaCode,
    startDate: filter.period[0] ?? null,
    endDate: filter.period[1] ?? null,
  };
}

/** The area whose child areas the monitor compares: the chosen one, else the user's province (12 digits), else null. */
export function referralParentArea(
  filter: Pick<ReferralFilter, 'areaCode'>,
  user: Pick<UserInfo, 'unitAreaCode'> | null | undefined,
): string | null {
  return areaStatsParent(filter.areaCode, user);
}

/** One child area of the monitor's table. */
export interface ReferralAreaRow {
  areaCode: string;
  areaName: string;
  consultations: number;
  referrals: number;
  /** The area's share of all referrals of the compared areas, a percentage rounded to 0.1. */
  referralShare: number;
}

/** The table of the compared areas: each area with its share of the referrals, and the totals. */
export interface ReferralAreaTable {
  rows: ReferralAreaRow[];
  totalConsultations: number;
  totalReferrals: number;
}

const count = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);

/** The compared areas, most referrals first (then by area code), with their shares and the totals. */
export function referralAreaTable(stats: readonly AreaStats[] | null | undefined): ReferralAreaTable {
  const list = stats ?? [];
  const totalReferrals = list.reduce((sum, a) => sum + count(a.referrals), 0);
  const totalConsultations = list.reduce((sum, a) => sum + count(a.consultations), 0);
  const rows = list
    .map((a) => ({
      areaCode: a.areaCode,
      areaName: a.areaName,
      consultations: count(a.consultations),
      referrals: count(a.referrals),
      referralShare: totalReferrals === 0 ? 0 : Math.round((count(a.referrals) / totalReferrals) * 1000) / 10,
    }))
    .sort((a, b) => b.referrals - a.referrals || a.areaCode.localeCompare(b.areaCode));
  return { rows, totalConsultations, totalReferrals };
}

/** Referrals per 100 consultations, rounded to 0.1; null when there were no consultations. */
export function referralRate(
  figures: { consultations: number; referrals: number } | null | undefined,
): number | null {
  const consultations = count(figures?.consultations);
  if (consultations === 0) return null;
  return Math.round((count(figures?.referrals) / consultations) * 1000) / 10;
}
