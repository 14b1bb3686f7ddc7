/**
 * Statistics (tag Statistics): plausible, deterministic figures per region, scaled by the period and narrowed
 * by the unit, and the caller's consultations by status.
 */
import type { HttpHandler } from 'msw';
import { ok } from '../../core/envelope';
import { fail, malformed, parseTime, queryInt, queryString, requiredString } from '../../core/request';
import type { ConsultationRow, DemoUser, MainState, UnitRow } from '../../core/state';
import { type Area, type AreaDictionary, areaPrefix } from '../../fixtures/areas';
import { createRng, hashOf } from '../../fixtures/random';
import type { MainRoutes, Schemas } from './routes';
import { unitOf } from './units';

type Figures = Schemas['WorkbenchStats'];

const FLOW_KEYS = ['consultations', 'referrals', 'trainings', 'exams', 'liveViews'] as const;

/** Yearly figures of a district (level 3), from its code. */
function districtYear(code: string): Figures {
  const rng = createRng(hashOf(code));
  return {
    consultations: 60 + rng.int(0, 420),
    referrals: 30 + rng.int(0, 260),
    trainings: 4 + rng.int(0, 20),
    exams: 2 + rng.int(0, 12),
    liveViews: 800 + rng.int(0, 6000),
    residentRecords: 12_000 + rng.int(0, 90_000),
  };
}

/** Figures with the flows (consultations … live views) scaled by `flow` and the resident records by `stock`. */
function scaleFigures(f: Figures, flow: number, stock: number): Figures {
  const out = { ...f };
  for (const k of FLOW_KEYS) out[k] = Math.round(f[k] * flow);
  out.residentRecords = Math.round(f.residentRecords * stock);
  return out;
}

/** The sum of figures. */
function sumFigures(list: readonly Figures[]): Figures {
  const out: Figures = {
    consultations: 0,
    referrals: 0,
    trainings: 0,
    exams: 0,
    liveViews: 0,
    residentRecords: 0,
  };
  for (const f of list) for (const k of [...FLOW_KEYS, 'residentRecords'] as const) out[k] += f[k];
  return out;
}

/** How much of its parent's figures an area below a district accounts for, against its siblings (varied by area). */
function areaWeight(area: Area): number {
  return (area.level === 4 ? 0.08 : 0.02) + (hashOf(area.code) % 12) / 100;
}

/**
 * `total` shared out by `weights`, each figure in whole counts by the largest remainder, so the shares add up to
 * exactly the total (a district's streets add up to the district, as a backend's grouped counts do).
 */
function apportion(total: Figures, weights: readonly number[]): Figures[] {
  const sumWeights = weights.reduce((a, b) => a + b, 0);
  const out = weights.map(() => sumFigures([]));
  if (sumWeights <= 0) return out;
  for (const k of [...FLOW_KEYS, 'residentRecords'] as const) {
    const exact = weights.map((w) => (total[k] * w) / sumWeights);
    const floors = exact.map(Math.floor);
    let left = total[k] - floors.reduce((a, b) => a + b, 0);
    const order = exact
      .map((x, i) => ({ i, rest: x - Math.floor(x) }))
      .sort((a, b) => b.rest - a.rest || a.i - b.i);
    for (const { i } of order) {
      if (left <= 0) break;
      floors[i] = (floors[i] ?? 0) + 1;
      left -= 1;
    }
    floors.forEach((value, i) => {
      const share = out[i];
      if (share) share[k] = value;
    });
  }
  return out;
}

/**
 * The figures of any region over a period: the flows scaled by `flow` (the period's share of a year) and the
 * resident records by `stock`. A region of level 3 or above is the sum of its districts' figures, each counted
 * (rounded) on its own as a real backend adds up whole counts, so a region's figure is exactly the sum of the
 * figures of its areas; below level 3 an area's figures are its share of its parent's, the shares of the parent's
 * areas adding up to the parent exactly.
 */
function areaFigures(areas: AreaDictionary, area: Area, flow: number, stock: number): Figures {
  if (area.level <= 3) {
    const prefix = areaPrefix(area);
    const districts = areas.all.filter((a) => a.level === 3 && a.code.startsWith(prefix));
    return sumFigures(districts.map((d) => scaleFigures(districtYear(d.code), flow, stock)));
  }
  const parent = area.parentCode ? areas.byCode(area.parentCode) : undefined;
  if (!parent) return sumFigures([]);
  const siblings = areas.children(parent.code);
  const index = siblings.findIndex((a) => a.code === area.code);
  const shares = apportion(areaFigures(areas, parent, flow, stock), siblings.map(areaWeight));
  return shares[index] ?? sumFigures([]);
}

/** The share of its district's figures a unit accounts for, by unit type, varied by unit. */
function unitShare(u: UnitRow): number {
  const base = [0, 0.06, 0.08, 0.22, 0.12, 0.03][u.unitType] ?? 0.05;
  return base * (0.8 + (hashOf(String(u.id)) % 40) / 100);
}

/** The region of an area-code parameter (2 to 12 digits, padded to 12), or the refusal. */
function parseAreaCode(areas: AreaDictionary, value: string, name: string): Area {
  if (!/^\d{2,12}$/.test(value)) malformed(name);
  return areas.byCode(value.padEnd(12, '0')) ?? fail(`区域不存在：${value}`);
}

/** The first moment of the year of `now`. */
function yearStart(now: Date): Date {
  return new Date(now.getFullYear(), 0, 1);
}

/** The consultations the user created or is invited to. */
function involving(st: MainState, user: DemoUser): ConsultationRow[] {
  const me = user.relationId;
  if (me === null) return [];
  return st.consultations.filter((c) => c.creatorId === me || c.inviteeIds.includes(me));
}

/** The Statistics operations. */
export function statisticsHandlers({ http, on, areas }: MainRoutes): HttpHandler[] {
  return [
    http.get(
      '/stats/all',
      on(({ url, st, user, now }) => {
        const areaParam = queryString(url, 'areaCode');
        const area = areaParam
          ? parseAreaCode(areas, areaParam, 'areaCode')
          : parseAreaCode(areas, user.unitAreaCode.slice(0, 2), 'areaCode');
        const start = queryString(url, 'startTime')
          ? parseTime(requiredString(url, 'startTime'), 'startTime')
          : yearStart(now);
        const end = queryString(url, 'endTime')
          ? parseTime(requiredString(url, 'endTime'), 'endTime', true)
          : now;
        if (start.getTime() > end.getTime()) fail('开始时间不能晚于结束时间');
        const flow = (end.getTime() - start.getTime()) / (365 * 86_400_000);
        const unitId = queryInt(url, 'unitId');
        let figures = areaFigures(areas, area, flow, 1);
        if (unitId !== undefined) {
          const unit = unitOf(st, unitId);
          if (!unit.areaCode.startsWith(areaPrefix(area))) figures = scaleFigures(figures, 0, 0);
          else {
            const home = areas.byCode(unit.areaCode);
            const base = home ? areaFigures(areas, home, flow, 1) : figures;
            const share = unitShare(unit);
            figures = scaleFigures(base, share, share);
          }
        }
        return ok('main', figures);
      }),
    ),
    http.get(
      '/stats/areaStats',
      on(({ url, now }) => {
        const area = parseAreaCode(areas, requiredString(url, 'areaCode'), 'areaCode');
        const flow = (now.getTime() - yearStart(now).getTime()) / (365 * 86_400_000);
        return ok(
          'main',
          areas.children(area.code).map((child) => {
            const f = areaFigures(areas, child, flow, 1);
            return {
              areaCode: child.code,
              areaName: child.name,
              consultations: f.consultations,
              referrals: f.referrals,
            };
          }),
        );
      }),
    ),
    http.get(
      '/stats/myWorkSingle',
      on(({ st, user }) => {
        const mine = involving(st, user);
        return ok('main', {
          pending: mine.filter((c) => c.status === 0).length,
          inProgress: mine.filter((c) => c.status === 1).length,
          finished: mine.filter((c) => c.status === 2).length,
        });
      }),
    ),
    http.get(
      '/stats/myWorkProgressMonitoring',
      on(({ st, user }) => {
        const mine = involving(st, user);
        const count = (s: number) => mine.filter((c) => c.status === s).length;
        return ok('main', [
          { stage: 'applied', label: '会诊申请', count: mine.length },
          { stage: 'pending', label: '待会诊', count: count(0) },
          { stage: 'inProgress', label: '会诊中', count: count(1) },
          { stage: 'finished', label: '已完成', count: count(2) },
          { stage: 'cancelled', label: '已取消', count: count(3) },
        ]);
      }),
    ),
  ];
}
