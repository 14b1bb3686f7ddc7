/**
 * Sync (tag Sync): the user sync calls and the chosen-user preselection of exam and training projects.
 */
import type { HttpHandler } from 'msw';
import { ok, paginate } from '../../core/envelope';
import {
  bodyIntList,
  fail,
  queryInt,
  queryInts,
  queryPage,
  queryString,
  readBody,
  requiredBodyInt,
  requiredInt,
} from '../../core/request';
import type { Serve } from '../../core/serve';
import type { MainState } from '../../core/state';
import { formatDateTime } from '../../fixtures/random';
import { importPeople, preselectionAdder } from './preselection';
import type { MainHttp, MainRoutes } from './routes';
import { compareText, contains, firstBy, replaceRows } from './rows';
import { unitIndex } from './units';

/** The two sync calls, which both main hosts serve. */
function hostSyncHandlers(http: MainHttp, on: Serve<MainState>, backend: 'main' | 'mainSync'): HttpHandler[] {
  return [
    http.post(
      '/v1/sync/examUserInfo',
      on(() => ok(backend, null), 'reads'),
    ),
    http.post(
      '/v1/sync/userInfo',
      on(({ url }) => {
        requiredInt(url, 'userType');
        return ok(backend, null);
      }, 'reads'),
    ),
  ];
}

/** The Sync operations (the two sync calls on both hosts first). */
export function syncHandlers({ http, sync, on, onSync }: MainRoutes): HttpHandler[] {
  return [
    ...hostSyncHandlers(http, on, 'main'),
    ...hostSyncHandlers(sync, onSync, 'mainSync'),
    http.post(
      '/v1/sync/commitChooseUserPre',
      on(({ url, st, now }) => {
        const projectId = requiredInt(url, 'projectId');
        const systemType = requiredInt(url, 'systemType');
        const count = st.preselection.filter(
          (r) => r.projectId === projectId && r.systemType === systemType,
        ).length;
        if (count === 0) fail('该项目暂无预选人员，请先选择人员');
        st.commits.push({ projectId, systemType, count, time: formatDateTime(now) });
        return ok('main', null);
      }),
    ),
    http.post(
      '/v1/sync/saveChooseUserPre',
      on(async ({ st, now, request }) => {
        const body = await readBody(request);
        const projectId = requiredBodyInt(body, 'projectId');
        const systemType = requiredBodyInt(body, 'systemType');
        const unitList = bodyIntList(body, 'unitList');
        const doctorIds = bodyIntList(body, 'doctorIds');
        if (unitList.length === 0 && doctorIds.length === 0) fail('请选择单位或人员');
        const unitById = unitIndex(st).byId;
        const units = unitList.map((id) => unitById.get(id) ?? fail(`单位不存在：${id}`));
        const doctorById = firstBy(st.doctors, (d) => d.id);
        const doctors = doctorIds.map((id) => doctorById.get(id) ?? fail(`人员不存在：${id}`));
        const add = preselectionAdder(st, now);
        for (const u of units) add(projectId, systemType, u.id, null);
        for (const d of doctors) add(projectId, systemType, d.unitId, d);
        return ok('main', null);
      }),
    ),
    http.post(
      '/v1/sync/addAllUserPre',
      on(({ url, st, now }) => {
        const projectId = requiredInt(url, 'projectId');
        const systemType = requiredInt(url, 'systemType');
        const treeCode = queryString(url, 'treeCode');
        const unitTypes = queryInts(url, 'unitTypes');
        const unitName = queryString(url, 'unitName');
        let unitIds: Set<number> | undefined;
        if (treeCode !== undefined) {
          const nodes = st.treeNodes.filter((n) => n.treeCode.startsWith(treeCode));
          if (nodes.length === 0) fail(`节点不存在：${treeCode}`);
          unitIds = new Set(nodes.flatMap((n) => (n.unitId === null ? [] : [n.unitId])));
        }
        const units = st.units.filter(
          (u) =>
            (unitIds === undefined || unitIds.has(u.id)) &&
            (unitTypes.length === 0 || unitTypes.includes(u.unitType)) &&
            contains(u.name, unitName),
        );
        const ids = new Set(units.map((u) => u.id));
        const add = preselectionAdder(st, now);
        for (const d of st.doctors) if (ids.has(d.unitId)) add(projectId, systemType, d.unitId, d);
        return ok('main', null);
      }),
    ),
    http.post(
      '/v1/sync/delChooseUserPreById',
      on(({ url, st }) => {
        const id = requiredInt(url, 'id');
        const i = st.preselection.findIndex((r) => r.id === id);
        if (i < 0) fail(`预选记录不存在：${id}`);
        st.preselection.splice(i, 1);
        return ok('main', null);
      }),
    ),
    http.post(
      '/v1/sync/delChooseUserPreByProjectId',
      on(({ url, st }) => {
        const projectId = requiredInt(url, 'projectId');
        replaceRows(
          st.preselection,
          st.preselection.filter((r) => r.projectId !== projectId),
        );
        return ok('main', null);
      }),
    ),
    http.get(
      '/v1/sync/queryChooseUserPre',
      on(({ url, st }) => {
        const { pageIndex, pageSize } = queryPage(url);
        const projectId = requiredInt(url, 'projectId');
        const systemType = queryInt(url, 'systemType');
        const rows = st.preselection
          .filter(
            (r) => r.projectId === projectId && (systemType === undefined || r.systemType === systemType),
          )
          .sort((a, b) => compareText(b.createTime, a.createTime) || b.id - a.id);
        return ok('main', paginate(rows, pageIndex, pageSize));
      }),
    ),
    http.post(
      '/v1/sync/importExcelUser',
      on(async ({ url, st, user, now, request }) => {
        const projectId = requiredInt(url, 'projectId');
        const systemType = requiredInt(url, 'systemType');
        return ok('main', await importPeople(st, user, now, request, projectId, systemType));
      }),
    ),
  ];
}
