/**
 * The organisation catalogue trees of the business lines: an index of the nodes, views, and the edits
 * that keep sort, level and treeCode consistent.
 */
import { fail } from '../../core/request';
import type { BusinessLineRow, MainState, TreeNodeRow } from '../../core/state';
import type { Schemas } from './routes';
import { replaceRows } from './rows';

/**
 * The children of every node of the trees (by sort; the roots of business line L under -L: node ids are positive
 * and unique across lines) and the nodes by id, built once per state of the trees.
 */
interface TreeIndex {
  children: Map<number, TreeNodeRow[]>;
  byId: Map<number, TreeNodeRow>;
}

const treeIndexes = new WeakMap<TreeNodeRow[], TreeIndex>();

/** The index of the trees of `st`, built on first use (and again after `treesChanged`). */
function treeIndex(st: MainState): TreeIndex {
  let index = treeIndexes.get(st.treeNodes);
  if (!index) {
    const children = new Map<number, TreeNodeRow[]>();
    const byId = new Map<number, TreeNodeRow>();
    for (const n of st.treeNodes) {
      const key = n.parentId ?? -n.lobId;
      const list = children.get(key);
      if (list) list.push(n);
      else children.set(key, [n]);
      if (!byId.has(n.id)) byId.set(n.id, n);
    }
    for (const list of children.values()) list.sort((a, b) => a.sort - b.sort);
    index = { children, byId };
    treeIndexes.set(st.treeNodes, index);
  }
  return index;
}

/** Forgets the index of the trees: every handler that changes a node's parent, sort or presence calls it. */
export function treesChanged(st: MainState): void {
  treeIndexes.delete(st.treeNodes);
}

/** The children of a node (or the roots of a business line when `parentId` is null), by sort. */
export function childNodes(st: MainState, lobId: number, parentId: number | null): readonly TreeNodeRow[] {
  // A node's children are of its business line (a node only ever moves within its line).
  return treeIndex(st).children.get(parentId ?? -lobId) ?? [];
}

/** A node as the backend answers it, with `depth` levels of children. */
export function nodeView(st: MainState, n: TreeNodeRow, depth = 0): Schemas['OrgTreeNode'] {
  const children = childNodes(st, n.lobId, n.id);
  const view: Schemas['OrgTreeNode'] = {
    level: n.level,
    id: n.id,
    name: n.name,
    parentId: n.parentId,
    treeCode: n.treeCode,
    unitId: n.unitId,
    isLeaf: children.length === 0,
  };
  if (depth > 0 && children.length) view.children = children.map((c) => nodeView(st, c, depth - 1));
  return view;
}

/** The node and every node below it, in tree order. */
export function subtree(st: MainState, root: TreeNodeRow): TreeNodeRow[] {
  const out: TreeNodeRow[] = [];
  const walk = (n: TreeNodeRow) => {
    out.push(n);
    for (const c of childNodes(st, n.lobId, n.id)) walk(c);
  };
  walk(root);
  return out;
}

/** The business line of `lobId`, or the refusal. */
export function lobOf(st: MainState, lobId: number): BusinessLineRow {
  return st.businessLines.find((l) => l.id === lobId) ?? fail(`业务线不存在：${lobId}`);
}

/** The node of `id` (of business line `lobId` when given), or the refusal. */
export function nodeOf(st: MainState, id: number, lobId?: number): TreeNodeRow {
  const n = treeIndex(st).byId.get(id);
  return n && (lobId === undefined || n.lobId === lobId) ? n : fail(`节点不存在：${id}`);
}

/** Removes a node and everything below it, and closes the gap among its siblings. */
export function removeSubtree(st: MainState, node: TreeNodeRow): void {
  const gone = new Set(subtree(st, node).map((n) => n.id));
  replaceRows(
    st.treeNodes,
    st.treeNodes.filter((n) => !gone.has(n.id)),
  );
  treesChanged(st);
  childNodes(st, node.lobId, node.parentId).forEach((n, i) => {
    n.sort = i;
  });
}

/**
 * Recomputes sort, level and treeCode below `from` (the whole tree of the business line when null) from the
 * sibling order.
 */
export function renumber(st: MainState, lobId: number, from: TreeNodeRow | null = null): void {
  const walk = (parent: TreeNodeRow | null) => {
    childNodes(st, lobId, parent?.id ?? null).forEach((n, i) => {
      n.sort = i;
      n.level = (parent?.level ?? 0) + 1;
      n.treeCode = `${parent ? parent.treeCode : String(lobId).padStart(2, '0')}${String(i + 1).padStart(3, '0')}`;
      walk(n);
    });
  };
  walk(from);
}
