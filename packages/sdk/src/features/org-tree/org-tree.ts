/**
 * The organisation catalogue tree of the back office (SPEC.md §2.2 /authority-manage and /auth-role-manage; §7.1
 * "Role and organisation tree"): the tree whole, by parent node and name, and by the user's unit; building a tree
 * from the nodes as a backend sends them, flattening and filtering it; deleting a node. Moving a node is
 * `node-mover.ts`; the tree of a business line and its organisations, and the systems, are `business-lines.ts`.
 *
 * Every fetch resolves to the envelope's data and rejects with the SDK's typed errors.
 */

import { textMatches } from '../../domain/text';
import type { MainComponents, MainPaths } from '../../generated';
import type { ApiClient } from '../../http/client';

type Schemas = MainComponents['schemas'];
type Main = Pick<ApiClient<MainPaths>, 'GET' | 'POST'>;

/** A node of an organisation catalogue tree (`children` only when the backend sent them). */
export type OrgTreeNode = Schemas['OrgTreeNode'];

/** What the tree nodes by parent are asked for. */
export interface TreeNodeRequest {
  lobId: number;
  /** The parent node; none (or null) asks for the top of the line. */
  parentNodeId?: number | null | undefined;
  /** Part of a node name (trimmed; empty means no filter). */
  treeNodeName?: string | null | undefined;
}

/** The query of v1/ysfyRole/getTreeNodeByParentId. */
export type TreeNodeQuery = MainPaths['/v1/ysfyRole/getTreeNodeByParentId']['post']['parameters']['query'];

/** The query of the tree nodes by parent: the line, the parent when given, the trimmed name when not empty. */
export function treeNodeQuery(request: TreeNodeRequest): TreeNodeQuery {
  const query: TreeNodeQuery = { lobId: request.lobId };
  if (request.parentNodeId !== null && request.parentNodeId !== undefined)
    query.parentNodeId = request.parentNodeId;
  const name = request.treeNodeName?.trim();
  if (name) query.treeNodeName = name;
  return query;
}

/** Tree nodes of a business line under a parent, optionally by name (POST v1/ysfyRole/getTreeNodeByParentId). */
export function fetchTreeNodesByParent(
  main: Main,
  request: TreeNodeRequest,
  signal?: AbortSignal,
): Promise<OrgTreeNode[]> {
  return main.POST('/v1/ysfyRole/getTreeNodeByParentId', {
    params: { query: treeNodeQuery(request) },
    signal,
  });
}

/** The tree nodes of the user's unit in a business line (POST v1/ysfyRole/getTreeNodeByUnitId), as a tree. */
export async function fetchTreeNodesOfUnit(
  main: Main,
  lobId: number,
  signal?: AbortSignal,
): Promise<OrgTreeNode[]> {
  const nodes = await main.POST('/v1/ysfyRole/getTreeNodeByUnitId', { params: { query: { lobId } }, signal });
  return buildOrgTree(nodes);
}

/** The whole organisation catalogue tree (GET v1/ysfyRole/queryOrgCatalogTree), as a tree. */
export async function fetchOrgCatalogTree(main: Main, signal?: AbortSignal): Promise<OrgTreeNode[]> {
  return buildOrgTree(await main.GET('/v1/ysfyRole/queryOrgCatalogTree', { signal }));
}

/**
 * Turns nodes as a backend sends them — nested through `children`, flat with `parentId`, or both — into roots
 * with their children. Each node appears once (the first time its id is seen), in the order given; a node whose
 * parent is not in the list is a root. `children` is set where the input carried children or where children were
 * found, and left out otherwise (so a node that says it is no leaf can still load its children). Never throws.
 */
export function buildOrgTree(nodes: readonly OrgTreeNode[] | null | undefined): OrgTreeNode[] {
  const flat: { node: OrgTreeNode; parentId: number | null; hadChildren: boolean }[] = [];
  const seen = new Set<number>();
  const walk = (list: readonly OrgTreeNode[], parentId: number | null) => {
    for (const node of list) {
      if (!node || typeof node.id !== 'number' || seen.has(node.id)) continue;
      seen.add(node.id);
      const hadChildren = Array.isArray(node.children);
      flat.push({ node, parentId: parentId ?? node.parentId ?? null, hadChildren });
      if (hadChildren) walk(node.children ?? [], node.id);
    }
  };
  walk(Array.isArray(nodes) ? nodes : [], null);

  const copies = new Map<number, OrgTreeNode>();
  for (const { node, hadChildren } of flat) {
    const { children: _ignored, ...rest } = node;
    copies.set(node.id, hadChildren ? { ...rest, children: [] } : { ...rest });
  }
  const parents = new Map(flat.map((f) => [f.node.id, f.parentId]));
  const roots: OrgTreeNode[] = [];
  for (const { node, parentId } of flat) {
    const copy = copies.get(node.id) as OrgTreeNode;
    const parent = parentId !== null ? copies.get(parentId) : undefined;
    if (parent && !isInside(parent.id, node.id, parents)) {
      copy.parentId = parentId;
      if (!parent.children) parent.children = [];
      parent.children.push(copy);
    } else {
      roots.push(copy);
    }
  }
  return roots;
}

/** True when `candidate` is `id` or below it (so attaching `id` under `candidate` would make a cycle). */
function isInside(candidate: number, id: number, parents: ReadonlyMap<number, number | null>): boolean {
  let current: number | null | undefined = candidate;
  const visited = new Set<number>();
  while (current !== null && current !== undefined && !visited.has(current)) {
    if (current === id) return true;
    visited.add(current);
    current = parents.get(current);
  }
  return false;
}

/** Every node of a tree, parents before their children. */
export function flattenOrgTree(roots: readonly OrgTreeNode[]): OrgTreeNode[] {
  const out: OrgTreeNode[] = [];
  const walk = (list: readonly OrgTreeNode[]) => {
    for (const node of list) {
      out.push(node);
      if (node.children) walk(node.children);
    }
  };
  walk(roots);
  return out;
}

/**
 * The part of a tree whose node names contain the text (trimmed, ignoring case), with the ancestors of every
 * match; below a match its whole subtree stays. An empty text gives the tree unchanged.
 */
export function filterOrgTree(roots: readonly OrgTreeNode[], text: string | null | undefined): OrgTreeNode[] {
  if ((text ?? '').trim() === '') return [...roots];
  const keep = (node: OrgTreeNode): OrgTreeNode | null => {
    if (textMatches(text, node.name)) return node;
    const children = (node.children ?? []).map(keep).filter((n): n is OrgTreeNode => n !== null);
    return children.length > 0 ? { ...node, children } : null;
  };
  return roots.map(keep).filter((n): n is OrgTreeNode => n !== null);
}

/**
 * True when `value` has the shape of an {@link OrgTreeNode} (a kept draft, from storage another version may have
 * written); its children are not looked at.
 */
export function isOrgTreeNode(value: unknown): value is OrgTreeNode {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const idOrNull = (k: string) => v[k] === null || typeof v[k] === 'number';
  return (
    typeof v.level === 'number' &&
    typeof v.id === 'number' &&
    typeof v.name === 'string' &&
    idOrNull('parentId') &&
    typeof v.treeCode === 'string' &&
    idOrNull('unitId') &&
    typeof v.isLeaf === 'boolean' &&
    (v.children === undefined || Array.isArray(v.children))
  );
}

/** Deletes a catalogue node of a business line (POST v1/ysfyRole/delOrgCatalogNode). */
export function deleteCatalogNode(
  main: Main,
  node: { lobId: number; id: number },
  signal?: AbortSignal,
): Promise<null> {
  return main.POST('/v1/ysfyRole/delOrgCatalogNode', { body: { lobId: node.lobId, id: node.id }, signal });
}
