/** Organisation catalogue trees and their units (tag Organisation). */
import type { HttpHandler } from 'msw';
import { ok, paginate } from '../../core/envelope';
import { bodyInt, bodyPage, bodyString, readBody, requiredBodyInt, requiredInt } from '../../core/request';
import type { UnitRow } from '../../core/state';
import type { MainRoutes } from './routes';
import { childNodes, lobOf, nodeOf, nodeView, removeSubtree, subtree } from './trees';
import { unitIndex, unitView } from './units';

/** The Organisation operations. */
export function organisationHandlers({ http, on, areas }: MainRoutes): HttpHandler[] {
  return [
    http.post(
      '/v1/orgCatalogTree/queryRootTreeNodeByLobId',
      on(({ url, st }) => {
        const lob = lobOf(st, requiredInt(url, 'lobId'));
        return ok(
          'main',
          childNodes(st, lob.id, null).map((n) => nodeView(st, n)),
        );
      }, 'reads'),
    ),
    http.get(
      '/v1/orgCatalogTree/queryOrgCatalogTreeNodeByParenId',
      on(({ url, st }) => {
        const parent = nodeOf(st, requiredInt(url, 'parentId'));
        return ok(
          'main',
          childNodes(st, parent.lobId, parent.id).map((n) => nodeView(st, n)),
        );
      }),
    ),
    http.post(
      '/v1/orgCatalogTree/delOrgCatalogTreeNode',
      on(({ url, st }) => {
        removeSubtree(st, nodeOf(st, requiredInt(url, 'id')));
        return ok('main', null);
      }),
    ),
    http.post(
      '/v1/orgInfo/queryListByLobTreePage',
      on(async ({ st, request }) => {
        const body = await readBody(request);
        const lob = lobOf(st, requiredBodyInt(body, 'lobId'));
        const { pageIndex, pageSize } = bodyPage(body);
        const treeNodeId = bodyInt(body, 'treeNodeId');
        const unitName = bodyString(body, 'unitName') || undefined;
        const roots =
          treeNodeId === undefined ? childNodes(st, lob.id, null) : [nodeOf(st, treeNodeId, lob.id)];
        const seen = new Set<number>();
        const units: UnitRow[] = [];
        const unitById = unitIndex(st).byId;
        const needle = unitName?.toLowerCase();
        for (const root of roots) {
          for (const n of subtree(st, root)) {
            if (n.unitId === null || seen.has(n.unitId)) continue;
            seen.add(n.unitId);
            const u = unitById.get(n.unitId);
            if (u && (needle === undefined || u.name.toLowerCase().includes(needle))) units.push(u);
          }
        }
        const page = paginate(units, pageIndex, pageSize);
        return ok('main', { ...page, records: page.records.map((u) => unitView(st, u, areas)) });
      }, 'reads'),
    ),
  ];
}
