import {
  type CascaderOption,
  checkUnitTreeRoot,
  createAreaTree,
  fetchBusinessLines,
  fetchLobChildNodes,
  fetchLobOrganisationPage,
  fetchLobRootNodes,
  fetchOrgCatalogTree,
  fetchPlatformSystems,
  fetchTreeNodesByParent,
  fetchTreeNodesOfUnit,
  type LobOrganisationRequest,
  type OrgTreeNode,
  searchAreas,
  type Workbench,
} from '@mch/sdk';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { OrgTreeAdapter, OrgTreeChildrenQuery } from './org-tree';

/** A query's key and function, for `useQuery({ ...q, enabled })` and for OrgTree's children. */
export interface ReadQuery<K extends QueryKey, T> {
  queryKey: K;
  queryFn: (context: { signal: AbortSignal }) => Promise<T>;
}

function read<const K extends QueryKey, T>(
  queryKey: K,
  queryFn: (context: { signal: AbortSignal }) => Promise<T>,
): ReadQuery<K, T> {
  return { queryKey, queryFn };
}

/** The first part of the query key of every organisation-tree read: invalidate it after a tree changes. */
export const ORG_TREE_KEY = ['main', 'org-tree'] as const;

/** The query key of the organisations of business lines (they change when a tree node is deleted). */
export const LOB_ORGANISATIONS_KEY = ['main', '/v1/orgInfo/queryListByLobTreePage'] as const;

/** Reads every tree again (after a move or a delete): the open trees, the catalogue and the organisation lists. */
export function invalidateOrgTrees(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ORG_TREE_KEY }),
    queryClient.invalidateQueries({ queryKey: LOB_ORGANISATIONS_KEY }),
  ]).then(() => undefined);
}

/** Tree nodes of a business line under a parent (null: the top), optionally by name. */
export function treeNodesQuery(wb: Workbench, lobId: number, parentNodeId: number | null, name = '') {
  return read([...ORG_TREE_KEY, 'byParent', lobId, parentNodeId, name.trim()], ({ signal }) =>
    fetchTreeNodesByParent(wb.main, { lobId, parentNodeId, treeNodeName: name }, signal),
  );
}

/** The tree nodes of the user's unit in a business line. */
export function unitTreeNodesQuery(wb: Workbench, lobId: number) {
  return read([...ORG_TREE_KEY, 'byUnit', lobId], ({ signal }) =>
    fetchTreeNodesOfUnit(wb.main, lobId, signal),
  );
}

/** The whole organisation catalogue tree. */
export function catalogueTreeQuery(wb: Workbench) {
  return read([...ORG_TREE_KEY, 'catalogue'], ({ signal }) => fetchOrgCatalogTree(wb.main, signal));
}

/** The top nodes of a business line's tree. */
export function lobRootNodesQuery(wb: Workbench, lobId: number) {
  return read([...ORG_TREE_KEY, 'lobRoots', lobId], ({ signal }) =>
    fetchLobRootNodes(wb.main, lobId, signal),
  );
}

/** The child nodes of a node of a business line's tree. */
export function lobChildNodesQuery(wb: Workbench, parentId: number) {
  return read([...ORG_TREE_KEY, 'lobChildren', parentId], ({ signal }) =>
    fetchLobChildNodes(wb.main, parentId, signal),
  );
}

/** One page of the organisations of a business line. */
export function lobOrganisationsQuery(wb: Workbench, request: LobOrganisationRequest) {
  return read([...LOB_ORGANISATIONS_KEY, request], ({ signal }) =>
    fetchLobOrganisationPage(wb.main, request, signal),
  );
}

/** The child areas of an area of the dictionary (main API), as cascader options. */
export function areaChildrenQuery(wb: Workbench, parentCode: string) {
  return read(['main', '/v1/ysfyRole/getDictAreaByParentCode', parentCode], ({ signal }) =>
    createAreaTree({ fds: wb.fds, main: wb.main }).children(parentCode, { source: 'main', signal }),
  );
}

/** The areas matching a code or name. */
export function areaSearchQuery(wb: Workbench, text: string) {
  return read(['main', '/v1/ysfyRole/getDictAreaByCodeName', text.trim()], ({ signal }) =>
    searchAreas(wb.main, text, signal),
  );
}

/** All systems of the platform. */
export function systemsQuery(wb: Workbench) {
  return read(['main', '/v1/system/queryAll'], ({ signal }) => fetchPlatformSystems(wb.main, signal));
}

/** Whether the user's unit is a root of the organisation tree. */
export function unitTreeRootQuery(wb: Workbench) {
  return read(['main', '/v1/user/checkUnitTreeRoot'], ({ signal }) => checkUnitTreeRoot(wb.main, signal));
}

/** All business lines. */
export function businessLinesQuery(wb: Workbench) {
  return read(['main', '/v1/businessLine/queryAll'], ({ signal }) => fetchBusinessLines(wb.main, signal));
}

/** How OrgTree reads organisation tree nodes; `load` gives the query of a node's children (none: no loading). */
export function orgNodeAdapter(
  load?: (node: OrgTreeNode) => OrgTreeChildrenQuery<OrgTreeNode>,
): OrgTreeAdapter<OrgTreeNode> {
  return {
    idOf: (node) => String(node.id),
    labelOf: (node) => node.name,
    childrenOf: (node) => node.children,
    isLeaf: (node) => node.isLeaf,
    ...(load ? { loadChildren: load } : {}),
  };
}

/** How OrgTree reads the areas of the dictionary; children load through `areaChildrenQuery`. */
export function areaAdapter(wb: Workbench): OrgTreeAdapter<CascaderOption> {
  return {
    idOf: (area) => area.value,
    labelOf: (area) => area.label,
    childrenOf: (area) => area.children,
    isLeaf: (area) => area.isLeaf,
    loadChildren: (area) => areaChildrenQuery(wb, area.value),
  };
}
