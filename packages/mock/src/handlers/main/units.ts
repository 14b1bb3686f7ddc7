/**
 * The units (organisations) of the main backend: looked up by id, counted by parent, viewed as OrgInfo.
 */
import { fail } from '../../core/request';
import type { MainState, UnitRow } from '../../core/state';
import type { AreaDictionary } from '../../fixtures/areas';
import { unitInfo } from '../../fixtures/main-orgs';
import type { Schemas } from './routes';

/** The units by id and how many child units each has, built once per list of units (no handler changes it). */
interface UnitIndex {
  byId: Map<number, UnitRow>;
  childCount: Map<number, number>;
}

const unitIndexes = new WeakMap<UnitRow[], UnitIndex>();

/** The index of the units of `st`, built on first use. */
export function unitIndex(st: MainState): UnitIndex {
  let index = unitIndexes.get(st.units);
  if (!index) {
    const byId = new Map<number, UnitRow>();
    const childCount = new Map<number, number>();
    for (const u of st.units) {
      if (!byId.has(u.id)) byId.set(u.id, u);
      if (u.parentId !== null) childCount.set(u.parentId, (childCount.get(u.parentId) ?? 0) + 1);
    }
    index = { byId, childCount };
    unitIndexes.set(st.units, index);
  }
  return index;
}

/** A unit as the backend answers it (OrgInfo), with its area name and child count. */
export function unitView(st: MainState, u: UnitRow, areas: AreaDictionary): Schemas['OrgInfo'] {
  return unitInfo(u, unitIndex(st).childCount.get(u.id) ?? 0, areas);
}

/** The unit of `id`, or the refusal. */
export function unitOf(st: MainState, id: number): UnitRow {
  return unitIndex(st).byId.get(id) ?? fail(`单位不存在：${id}`);
}
