/**
 * Organisation trees of the back office (SPEC.md §2.2 /authority-manage, /auth-role-manage and
 * /businessLineDetail/{id}; §7.1 "Role and organisation tree", "Logs, systems, organisation and doctors"):
 *
 * - the area dictionary by parent code and by code or name,
 * - the organisation catalogue tree (whole, by parent node and name, by the user's unit), moving a node to a new
 *   parent (the 5-minute `dragNode` call, with its elapsed time as progress) and deleting a node,
 * - the systems list and the check of the unit tree root,
 * - the tree of a business line (roots by lobId, children by parent id, delete) and its organisations, paged.
 *
 * Every fetch resolves to the envelope's data and rejects with the SDK's typed errors.
 */

import { parsePositiveId } from '../../domain/ids';
import { type ListPaging, pagingQuery } from '../../domain/paging';
import {
  type CascaderOption,
  cascaderRoot,
  isRegionCode,
  regionCodeAt,
  toCascaderOption,
} from '../../domain/region';
import { textMatches } from '../../domain/text';
import type { MainComponents, MainPaths } from '../../generated';
import { TIMEOUTS } from '../../http/backends';
import type { ApiClient } from '../../http/client';
import type { ClockAdapter } from '../../runtime/adapters';
import { createStore, type ReadableStore } from '../../runtime/store';

type Schemas = MainComponents['schemas'];
type Main = Pick<ApiClient<MainPaths>, 'GET' | 'POST'>;

/** A node of an organisation catalogue tree (`children` only when the backend sent them). */
export type OrgTreeNode = Schemas['OrgTreeNode'];

/** A system of the platform (v1/system/queryAll). */
export type PlatformSystem = Schemas['SystemInfo'];

/** An organisation of a business line's tree (v1/orgInfo/queryListByLobTreePage). */
export type LobOrganisation = Schemas['OrgInfo'];

/** One page of a business line's organisations. */
export type LobOrganisationPage = Schemas['OrgInfoPage'];

/** A business line as v1/businessLine/queryAll lists it. */
export type LobInfo = Schemas['BusinessLine'];

/** The body of v1/ysfyRole/dragNode. */
export type NodeMove = Schemas['DragNodeRequest'];

/** The body of v1/orgInfo/queryListByLobTreePage. */
export type LobOrganisationQuery = Schemas['OrgListByLobTreeQuery'];

/** The time the move of a node may take (SPEC.md §9: 5 minutes). */
export const NODE_MOVE_LIMIT_MS: number = TIMEOUTS.dragNodeMs;

/** How often the elapsed time of a running move is updated. */
export const NODE_MOVE_TICK_MS = 1000;

/**
 * The business line of a /businessLineDetail/{id} page: its `lobId` query parameter, else the `id` route
 * parameter, as a positive whole number; null when neither is one.
 */
export function lobIdOfPage(
  query: Readonly<Record<string, string>>,
  params: Readonly<Record<string, string>>,
): number | null {
  return parsePositiveId(query.lobId) ?? parsePositiveId(params.id);
}

// ---------------------------------------------------------------------------------------------------------------
// Area dictionary

/**
 * Where the area dictionary of the authority screen starts: the province of the user's unit when it is one of
 * the supported provinces (43, 53), else the country root '0'.
 */
export function areaTreeRootCode(unitAreaCode: string | null | undefined): string {
  const province = isRegionCode(unitAreaCode) ? regionCodeAt(unitAreaCode, 1) : null;
  return cascaderRoot(province).rootCode;
}

/**
 * The areas whose code or name matches the text (POST v1/ysfyRole/getDictAreaByCodeName), as cascader options
 * (code, name, level, leaf; areas with an invalid code are left out). The text is trimmed; an empty text gives no
 * areas without calling the backend. The children of an area come from `createAreaTree(...).children(code,
 * { source: 'main' })`.
 */
export async function searchAreas(main: Main, text: string, signal?: AbortSignal): Promise<CascaderOption[]> {
  const codeName = text.trim();
  if (codeName === '') return [];
  const nodes = await main.POST('/v1/ysfyRole/getDictAreaByCodeName', {
    params: { query: { codeName } },
    signal,
  });
  const out: CascaderOption[] = [];
  for (const node of Array.isArray(nodes) ? nodes : []) {
    if (!node || !isRegionCode(node.areaCode)) continue;
    const { children: _ignored, ...bare } = node;
    out.push(toCascaderOption({ ...bare, areaName: String(bare.areaName ?? '') }));
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Organisation catalogue tree

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

/** Why a node cannot move under a target: onto itself, below itself, or to the parent it already has. */
export type MoveProblem = 'self' | 'descendant' | 'sameParent';

/** A node and where it sits: the ids of its ancestors from the top of the tree down to its parent. */
export interface PlacedNode {
  id: number;
  /** Ids of the ancestors, top first; empty for a top node. */
  ancestorIds: readonly number[];
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

/**
 * Whether `node` may move under `target` (both with their ancestors as shown): null when it may, else the reason.
 * The parent is the last ancestor id; a node without ancestors is at the top.
 */
export function moveProblem(node: PlacedNode, target: PlacedNode): MoveProblem | null {
  if (node.id === target.id) return 'self';
  if (target.ancestorIds.includes(node.id)) return 'descendant';
  const parent = node.ancestorIds.at(-1);
  if (parent !== undefined && parent === target.id) return 'sameParent';
  return null;
}

/**
 * Moves a node to a new parent (POST v1/ysfyRole/dragNode, up to 5 minutes). The node goes first among its new
 * siblings unless `targetIndex` says otherwise.
 */
export function moveTreeNode(
  main: Main,
  move: { lobId: number; nodeId: number; targetParentId: number; targetIndex?: number },
  signal?: AbortSignal,
): Promise<null> {
  const body: NodeMove = {
    lobId: move.lobId,
    nodeId: move.nodeId,
    targetParentId: move.targetParentId,
    targetIndex: Math.max(0, Math.floor(move.targetIndex ?? 0)),
  };
  return main.POST('/v1/ysfyRole/dragNode', { body, signal });
}

/** Deletes a catalogue node of a business line (POST v1/ysfyRole/delOrgCatalogNode). */
export function deleteCatalogNode(
  main: Main,
  node: { lobId: number; id: number },
  signal?: AbortSignal,
): Promise<null> {
  return main.POST('/v1/ysfyRole/delOrgCatalogNode', { body: { lobId: node.lobId, id: node.id }, signal });
}

/**
 * The state of a node move as the screen shows it. `detail` is what the caller gave with the move (see
 * {@link NodeMover.move}), kept with it for a retry.
 */
export type NodeMoveState<T = unknown> =
  | { status: 'idle' }
  | {
      status: 'moving';
      move: NodeMove;
      detail: T;
      /** Time since the move started, updated every second while someone watches. */
      elapsedMs: number;
      /** The most the call may take. */
      limitMs: number;
    }
  | { status: 'moved'; move: NodeMove; detail: T; elapsedMs: number }
  | { status: 'failed'; move: NodeMove; detail: T; error: unknown; elapsedMs: number };

/** The part of the time limit a running move has used, 0-99 (a move is only 100 % done when it answers). */
export function moveProgressPercent(state: NodeMoveState): number {
  if (state.status === 'moved') return 100;
  if (state.status !== 'moving' || state.limitMs <= 0) return 0;
  return Math.min(99, Math.max(0, Math.floor((state.elapsedMs / state.limitMs) * 100)));
}

/**
 * Moves nodes one at a time, reports the running move's elapsed time and keeps a failed move to retry. `T` is what
 * the caller keeps with each move (say, the node and the new parent as the screen placed them); none by default.
 */
export interface NodeMover<T = void> extends ReadableStore<NodeMoveState<T>> {
  /**
   * Starts a move, keeping `detail` with it; resolves when the backend has moved the node, rejects with the SDK's
   * error (the state then says 'failed'). Rejects at once with an Error when a move is already running.
   */
  move(
    move: { lobId: number; nodeId: number; targetParentId: number; targetIndex?: number },
    detail: T,
  ): Promise<void>;
  /** Starts the failed move again, with its detail; does nothing unless the last move failed. */
  retry(): Promise<void>;
  /** Back to idle after a finished or failed move (a running move is not interrupted). */
  dismiss(): void;
  /**
   * Stops the elapsed-time updates of a running move (its page is hidden or gone). They start again when someone
   * subscribes while the move runs, and with the next move; the move itself runs on and settles the state.
   */
  dispose(): void;
}

/** What a node mover needs. */
export interface NodeMoverDeps<T = void> {
  main: Main;
  clock: ClockAdapter;
  /** Called when a move, or its retry, is done (before its promise resolves), with the move's detail. */
  onMoved?: (detail: T, move: NodeMove) => void;
}

/** Creates a {@link NodeMover}. Nothing runs until `move` is called. */
export function createNodeMover<T = void>({ main, clock, onMoved }: NodeMoverDeps<T>): NodeMover<T> {
  const store = createStore<NodeMoveState<T>>({ status: 'idle' });
  let ticker: unknown = null;
  let started = 0;

  const stopTicker = () => {
    if (ticker !== null) clock.clearInterval(ticker);
    ticker = null;
  };
  const startTicker = () => {
    if (ticker !== null) return;
    ticker = clock.setInterval(() => {
      const current = store.getSnapshot();
      if (current.status === 'moving') store.set({ ...current, elapsedMs: clock.now() - started });
    }, NODE_MOVE_TICK_MS);
  };

  const run = async (move: NodeMove, detail: T): Promise<void> => {
    if (store.getSnapshot().status === 'moving') throw new Error('A node is already being moved');
    started = clock.now();
    store.set({ status: 'moving', move, detail, elapsedMs: 0, limitMs: NODE_MOVE_LIMIT_MS });
    startTicker();
    try {
      await moveTreeNode(main, move);
    } catch (error) {
      stopTicker();
      store.set({ status: 'failed', move, detail, error, elapsedMs: clock.now() - started });
      throw error;
    }
    stopTicker();
    store.set({ status: 'moved', move, detail, elapsedMs: clock.now() - started });
    onMoved?.(detail, move);
  };

  return {
    subscribe(listener) {
      // A watcher is back (the page shows again): the running move's time moves on again.
      if (store.getSnapshot().status === 'moving') startTicker();
      return store.subscribe(listener);
    },
    getSnapshot: store.getSnapshot,
    move: (move, detail) =>
      run(
        {
          lobId: move.lobId,
          nodeId: move.nodeId,
          targetParentId: move.targetParentId,
          targetIndex: Math.max(0, Math.floor(move.targetIndex ?? 0)),
        },
        detail,
      ),
    retry: () => {
      const current = store.getSnapshot();
      if (current.status !== 'failed') return Promise.resolve();
      return run(current.move, current.detail);
    },
    dismiss: () => {
      if (store.getSnapshot().status !== 'moving') store.set({ status: 'idle' });
    },
    dispose: stopTicker,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Systems and the unit tree root

/** All systems of the platform (GET v1/system/queryAll). */
export function fetchPlatformSystems(main: Main, signal?: AbortSignal): Promise<PlatformSystem[]> {
  return main.GET('/v1/system/queryAll', { signal });
}

/** The systems whose name or code contains the text (trimmed, ignoring case); all when it is empty. */
export function filterPlatformSystems(
  systems: readonly PlatformSystem[],
  text: string | null | undefined,
): PlatformSystem[] {
  return systems.filter((s) => textMatches(text, s.name, s.code));
}

/** Whether the user's unit is a root of the organisation tree (POST v1/user/checkUnitTreeRoot). */
export async function checkUnitTreeRoot(main: Main, signal?: AbortSignal): Promise<boolean> {
  return (await main.POST('/v1/user/checkUnitTreeRoot', { signal })) === true;
}

/** All business lines (GET v1/businessLine/queryAll). */
export function fetchBusinessLines(main: Main, signal?: AbortSignal): Promise<LobInfo[]> {
  return main.GET('/v1/businessLine/queryAll', { signal });
}

// ---------------------------------------------------------------------------------------------------------------
// The tree of a business line and its organisations

/** The top nodes of a business line's tree (POST v1/orgCatalogTree/queryRootTreeNodeByLobId). */
export function fetchLobRootNodes(main: Main, lobId: number, signal?: AbortSignal): Promise<OrgTreeNode[]> {
  return main.POST('/v1/orgCatalogTree/queryRootTreeNodeByLobId', { params: { query: { lobId } }, signal });
}

/** The child nodes of a node of a business line's tree (GET v1/orgCatalogTree/queryOrgCatalogTreeNodeByParenId). */
export function fetchLobChildNodes(
  main: Main,
  parentId: number,
  signal?: AbortSignal,
): Promise<OrgTreeNode[]> {
  return main.GET('/v1/orgCatalogTree/queryOrgCatalogTreeNodeByParenId', {
    params: { query: { parentId } },
    signal,
  });
}

/** Deletes a node of a business line's tree (POST v1/orgCatalogTree/delOrgCatalogTreeNode). */
export function deleteLobTreeNode(main: Main, id: number, signal?: AbortSignal): Promise<null> {
  return main.POST('/v1/orgCatalogTree/delOrgCatalogTreeNode', { params: { query: { id } }, signal });
}

/** What the organisations of a business line are asked for. */
export interface LobOrganisationRequest extends ListPaging {
  lobId: number;
  /** Only the organisations under this node; none (or null) for the whole line. */
  treeNodeId?: number | null | undefined;
  /** Part of the unit name (trimmed; empty means no filter). */
  unitName?: string | null | undefined;
}

/** The body of the organisation list: line, page, the node when given and the trimmed name when not empty. */
export function lobOrganisationQuery(request: LobOrganisationRequest): LobOrganisationQuery {
  const query: LobOrganisationQuery = { lobId: request.lobId, ...pagingQuery(request) };
  if (request.treeNodeId !== null && request.treeNodeId !== undefined) query.treeNodeId = request.treeNodeId;
  const name = request.unitName?.trim();
  if (name) query.unitName = name;
  return query;
}

/** One page of the organisations of a business line (POST v1/orgInfo/queryListByLobTreePage). */
export function fetchLobOrganisationPage(
  main: Main,
  request: LobOrganisationRequest,
  signal?: AbortSignal,
): Promise<LobOrganisationPage> {
  return main.POST('/v1/orgInfo/queryListByLobTreePage', { body: lobOrganisationQuery(request), signal });
}
