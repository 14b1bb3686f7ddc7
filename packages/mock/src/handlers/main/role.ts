/**
 * Regions and the role trees (tag Role): the region dictionary, tree nodes by parent, name or unit, moves and
 * deletions.
 */
import type { HttpHandler } from 'msw';
import { ok } from '../../core/envelope';
import {
  fail,
  malformed,
  queryInt,
  queryString,
  readBody,
  requiredBodyInt,
  requiredInt,
  requiredString,
} from '../../core/request';
import type { Area, AreaDictionary } from '../../fixtures/areas';
import type { MainRoutes, Schemas } from './routes';
import { compareText, contains } from './rows';
import { childNodes, lobOf, nodeOf, nodeView, removeSubtree, renumber, subtree, treesChanged } from './trees';

/** A region as the backend answers it. */
function areaView(areas: AreaDictionary, a: Area): Schemas['AreaNode'] {
  return { areaCode: a.code, areaName: a.name, isLeaf: areas.children(a.code).length === 0 };
}

/** The Role operations. */
export function roleHandlers({ http, on, areas }: MainRoutes): HttpHandler[] {
  return [
    http.post(
      '/v1/ysfyRole/getDictAreaByParentCode',
      on(({ url }) => {
        const code = requiredString(url, 'parentCode');
        const view = (a: Area) => areaView(areas, a);
        if (code === '0') return ok('main', areas.children(null).map(view));
        if (!/^\d{2,12}$/.test(code)) malformed('parentCode');
        return ok('main', areas.children(code.padEnd(12, '0')).map(view));
      }, 'reads'),
    ),
    http.post(
      '/v1/ysfyRole/getDictAreaByCodeName',
      on(({ url }) => {
        const text = requiredString(url, 'codeName');
        const digits = /^\d+$/.test(text);
        const found: Area[] = [];
        for (const a of areas.all) {
          if (found.length === 100) break;
          if (digits ? a.code.startsWith(text) : a.name.includes(text)) found.push(a);
        }
        return ok(
          'main',
          found.map((a) => areaView(areas, a)),
        );
      }, 'reads'),
    ),
    http.post(
      '/v1/ysfyRole/getTreeNodeByParentId',
      on(({ url, st }) => {
        const lob = lobOf(st, requiredInt(url, 'lobId'));
        const name = queryString(url, 'treeNodeName');
        if (name !== undefined) {
          return ok(
            'main',
            st.treeNodes
              .filter((n) => n.lobId === lob.id && contains(n.name, name))
              .sort((a, b) => compareText(a.treeCode, b.treeCode))
              .map((n) => nodeView(st, n)),
          );
        }
        const parentId = queryInt(url, 'parentNodeId');
        const parent = parentId === undefined || parentId === 0 ? null : nodeOf(st, parentId, lob.id);
        return ok(
          'main',
          childNodes(st, lob.id, parent?.id ?? null).map((n) => nodeView(st, n)),
        );
      }, 'reads'),
    ),
    http.get(
      '/v1/ysfyRole/queryOrgCatalogTree',
      on(({ st }) => {
        const lob = st.businessLines[0];
        return ok(
          'main',
          lob ? childNodes(st, lob.id, null).map((n) => nodeView(st, n, Number.POSITIVE_INFINITY)) : [],
        );
      }),
    ),
    http.post(
      '/v1/ysfyRole/getTreeNodeByUnitId',
      on(({ url, st, user }) => {
        const lob = lobOf(st, requiredInt(url, 'lobId'));
        return ok(
          'main',
          st.treeNodes
            .filter((n) => n.lobId === lob.id && n.unitId === user.unitId)
            .map((n) => nodeView(st, n, Number.POSITIVE_INFINITY)),
        );
      }, 'reads'),
    ),
    http.post(
      '/v1/ysfyRole/dragNode',
      on(async ({ st, request }) => {
        const body = await readBody(request);
        const lob = lobOf(st, requiredBodyInt(body, 'lobId'));
        const node = nodeOf(st, requiredBodyInt(body, 'nodeId'), lob.id);
        const targetParentId = requiredBodyInt(body, 'targetParentId');
        const targetIndex = requiredBodyInt(body, 'targetIndex');
        if (targetIndex < 0) malformed('targetIndex');
        const parent = targetParentId === 0 ? null : nodeOf(st, targetParentId, lob.id);
        if (parent && subtree(st, node).some((n) => n.id === parent.id)) {
          fail('不能将节点移动到其自身或其下级节点');
        }
        const oldParent = node.parentId === null ? null : nodeOf(st, node.parentId, lob.id);
        const oldSiblings = childNodes(st, lob.id, node.parentId).filter((n) => n.id !== node.id);
        oldSiblings.forEach((n, i) => {
          n.sort = i;
        });
        const siblings = childNodes(st, lob.id, parent?.id ?? null).filter((n) => n.id !== node.id);
        siblings.splice(Math.min(targetIndex, siblings.length), 0, node);
        node.parentId = parent?.id ?? null;
        siblings.forEach((n, i) => {
          n.sort = i;
        });
        treesChanged(st);
        // Only the codes below the old and the new parent change (old first: the new one may lie below it).
        if (oldParent === null || parent === null) renumber(st, lob.id);
        else {
          renumber(st, lob.id, oldParent);
          renumber(st, lob.id, parent);
        }
        return ok('main', null);
      }),
    ),
    http.post(
      '/v1/ysfyRole/delOrgCatalogNode',
      on(async ({ st, request }) => {
        const body = await readBody(request);
        const lob = lobOf(st, requiredBodyInt(body, 'lobId'));
        removeSubtree(st, nodeOf(st, requiredBodyInt(body, 'id'), lob.id));
        return ok('main', null);
      }),
    ),
  ];
}
