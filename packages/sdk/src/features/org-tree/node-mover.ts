/**
 * Moving a node of the organisation catalogue tree to a new parent (SPEC.md §2.2 /auth-role-manage; §7.1
 * v1/ysfyRole/dragNode, up to 5 minutes; §9): whether a move is allowed, the call, and a mover that runs one move at
 * a time with its elapsed time as progress and keeps a failed move to retry.
 */

import type { MainComponents, MainPaths } from '../../generated';
import { TIMEOUTS } from '../../http/backends';
import type { ApiClient } from '../../http/client';
import type { ClockAdapter } from '../../runtime/adapters';
import { createElapsedTicker, elapsedPercent } from '../../runtime/elapsed';
import { createStore, type ReadableStore } from '../../runtime/store';

type Schemas = MainComponents['schemas'];
type Main = Pick<ApiClient<MainPaths>, 'GET' | 'POST'>;

/** The body of v1/ysfyRole/dragNode. */
export type NodeMove = Schemas['DragNodeRequest'];

/** The time the move of a node may take (SPEC.md §9: 5 minutes). */
export const NODE_MOVE_LIMIT_MS: number = TIMEOUTS.dragNodeMs;

/** Why a node cannot move under a target: onto itself, below itself, or to the parent it already has. */
export type MoveProblem = 'self' | 'descendant' | 'sameParent';

/** A node and where it sits: the ids of its ancestors from the top of the tree down to its parent. */
export interface PlacedNode {
  id: number;
  /** Ids of the ancestors, top first; empty for a top node. */
  ancestorIds: readonly number[];
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
  return main.POST('/v1/ysfyRole/dragNode', { body: nodeMoveOf(move), signal });
}

/** The body of a move: the place among the new siblings is a whole number from 0 (first), 0 when not given. */
function nodeMoveOf(move: {
  lobId: number;
  nodeId: number;
  targetParentId: number;
  targetIndex?: number;
}): NodeMove {
  return {
    lobId: move.lobId,
    nodeId: move.nodeId,
    targetParentId: move.targetParentId,
    targetIndex: Math.max(0, Math.floor(move.targetIndex ?? 0)),
  };
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
  return state.status === 'moving' ? elapsedPercent(state.elapsedMs, state.limitMs) : 0;
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
  let started = 0;
  const ticker = createElapsedTicker(clock, (now) => {
    const current = store.getSnapshot();
    if (current.status === 'moving') store.set({ ...current, elapsedMs: now - started });
  });

  const run = async (move: NodeMove, detail: T): Promise<void> => {
    if (store.getSnapshot().status === 'moving') throw new Error('A node is already being moved');
    started = clock.now();
    store.set({ status: 'moving', move, detail, elapsedMs: 0, limitMs: NODE_MOVE_LIMIT_MS });
    ticker.start();
    try {
      await moveTreeNode(main, move);
    } catch (error) {
      ticker.stop();
      store.set({ status: 'failed', move, detail, error, elapsedMs: clock.now() - started });
      throw error;
    }
    ticker.stop();
    store.set({ status: 'moved', move, detail, elapsedMs: clock.now() - started });
    onMoved?.(detail, move);
  };

  return {
    subscribe(listener) {
      // A watcher is back (the page shows again): the running move's time moves on again.
      if (store.getSnapshot().status === 'moving') ticker.start();
      return store.subscribe(listener);
    },
    getSnapshot: store.getSnapshot,
    move: (move, detail) => run(nodeMoveOf(move), detail),
    retry: () => {
      const current = store.getSnapshot();
      if (current.status !== 'failed') return Promise.resolve();
      return run(current.move, current.detail);
    },
    dismiss: () => {
      if (store.getSnapshot().status !== 'moving') store.set({ status: 'idle' });
    },
    dispose: ticker.stop,
  };
}
