import { Box, Button, Group, Loader, Text, Tooltip } from '@mantine/core';
import { shortenText } from '@mch/sdk';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import {
  createContext,
  type DragEvent,
  type KeyboardEvent,
  memo,
  type ReactNode,
  type RefObject,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { type LocalTranslate, useMessages } from '../i18n/define-messages';
import classes from './org-tree.module.css';
import { orgTreeMessages } from './org-tree-messages';

/** How the children of a node are loaded: a TanStack Query key and function. */
export interface OrgTreeChildrenQuery<T> {
  queryKey: QueryKey;
  queryFn: (context: { signal: AbortSignal }) => Promise<T[]>;
}

/** How OrgTree reads its nodes. */
export interface OrgTreeAdapter<T> {
  /** A stable identity of the node. */
  idOf(node: T): string;
  /** The text shown for the node (rendered as text, never HTML). */
  labelOf(node: T): string;
  /** Children the node already carries; undefined when they are not loaded. */
  childrenOf?(node: T): readonly T[] | undefined;
  /** True when the node has no children to show or load. */
  isLeaf(node: T): boolean;
  /** Loads the children of a node that carries none (none given: such a node shows no children). */
  loadChildren?(node: T): OrgTreeChildrenQuery<T>;
}

/** A node with the nodes above it, top first. */
export interface PlacedTreeNode<T> {
  node: T;
  ancestors: readonly T[];
}

/**
 * The selection left once node `goneId` is deleted: none when the selected node is that node or under it, else the
 * same selection.
 */
export function selectionWithout<T extends { id: number }>(
  selected: PlacedTreeNode<T> | null,
  goneId: number,
): PlacedTreeNode<T> | null {
  if (selected === null) return null;
  return selected.node.id === goneId || selected.ancestors.some((a) => a.id === goneId) ? null : selected;
}

/** Drag and drop of nodes onto other nodes (the dropped node moves under the target). */
export interface OrgTreeDrag<T> {
  /** Whether a node may be dragged (all by default). */
  canDrag?(placed: PlacedTreeNode<T>): boolean;
  /** Whether `dragged` may be dropped onto `target`. */
  canDrop(dragged: PlacedTreeNode<T>, target: PlacedTreeNode<T>): boolean;
  /** Called when `dragged` is dropped onto `target`. */
  onDrop(dragged: PlacedTreeNode<T>, target: PlacedTreeNode<T>): void;
}

/** Props of OrgTree. */
export interface OrgTreeProps<T> {
  /** The tree's accessible name. */
  label: string;
  /** The top nodes. */
  roots: readonly T[];
  adapter: OrgTreeAdapter<T>;
  /** The selected node's id. */
  selectedId?: string | null;
  /** Called when a node is picked with a click, Enter or Space. */
  onSelect?(placed: PlacedTreeNode<T>): void;
  /** Nodes that cannot be picked (shown dimmed, marked aria-disabled). */
  isDisabled?(placed: PlacedTreeNode<T>): boolean;
  /** False while the page is hidden: children are not fetched (default true). */
  enabled?: boolean;
  /** Shows every node that carries its children expanded (for filtered trees). */
  expandAll?: boolean;
  /** Nodes expanded at first. */
  defaultExpandedIds?: readonly string[];
  /** Nodes to open whenever this list changes (the path to a node that was just moved or found). */
  reveal?: readonly string[];
  /** Turns on drag and drop. */
  drag?: OrgTreeDrag<T>;
  /** Something shown after a node's name (a badge). */
  renderExtra?(node: T): ReactNode;
  /** Characters of a name shown before it is cut with a tooltip (20 by default). */
  labelMax?: number;
  /** Shown when there are no top nodes. */
  empty?: ReactNode;
  /**
   * Height (px) above which the tree scrolls within itself, with the browser's own scrolling (none: it takes the
   * height it needs and whatever holds it scrolls).
   */
  maxHeight?: number;
}

/** What changes as the user works the tree: kept outside React state so a change renders only the rows it concerns. */
interface TreeState {
  expanded: ReadonlySet<string>;
  collapsed: ReadonlySet<string>;
  focusId: string | null;
  draggingId: string | null;
  dropId: string | null;
}

interface TreeStore {
  get(): TreeState;
  update(change: (state: TreeState) => TreeState): void;
  subscribe(listener: () => void): () => void;
}

function createTreeStore(expanded: readonly string[]): TreeStore {
  let state: TreeState = {
    expanded: new Set(expanded),
    collapsed: new Set(),
    focusId: null,
    draggingId: null,
    dropId: null,
  };
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    update(change) {
      const next = change(state);
      if (next === state) return;
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function withId(set: ReadonlySet<string>, id: string, present: boolean): ReadonlySet<string> {
  if (set.has(id) === present) return set;
  const next = new Set(set);
  if (present) next.add(id);
  else next.delete(id);
  return next;
}

/** What every row reads: the props, the store and the texts (a new value only when one of them changes). */
interface TreeContextValue<T> {
  props: OrgTreeProps<T>;
  store: TreeStore;
  /** The node that takes Tab when no node was focused yet: the selected one, or the first. */
  restingId: string | null;
  dragged: RefObject<PlacedTreeNode<T> | null>;
  text: LocalTranslate<keyof typeof orgTreeMessages.en>;
}

const TreeContext = createContext<TreeContextValue<unknown> | null>(null);

function useTree<T>(): TreeContextValue<T> {
  const value = useContext(TreeContext);
  if (!value) throw new Error('OrgTree rows render inside OrgTree only');
  return value as TreeContextValue<T>;
}

function isOpen(state: TreeState, expandAll: boolean, id: string): boolean {
  return expandAll ? !state.collapsed.has(id) : state.expanded.has(id);
}

function setOpen(store: TreeStore, expandAll: boolean, id: string, open: boolean) {
  store.update((state) =>
    expandAll
      ? { ...state, collapsed: withId(state.collapsed, id, !open) }
      : { ...state, expanded: withId(state.expanded, id, open) },
  );
}

const OPEN = 1;
const TAB_STOP = 2;
const DRAGGING = 4;
const DROP_TARGET = 8;

function levelOf(element: Element | undefined): number {
  return Number(element?.getAttribute('aria-level') ?? 0);
}

/**
 * An accessible tree of organisation nodes (role tree/treeitem): children load lazily per node through TanStack
 * Query, the arrow keys move through it (Right/Left open and close, Home/End, Enter or Space pick a node), and
 * optionally nodes can be dragged onto other nodes with the mouse. Names are text and long ones are cut with a
 * tooltip. Opening, closing, focusing or dragging over a node renders only the rows it changes.
 *
 * Not Mantine's `Tree` (9.7): it keeps loaded children in one nested `data` array the page must merge into, not in
 * TanStack Query per node (shared with the move dialog, made stale by a move); its items carry no aria-level,
 * aria-setsize or aria-posinset and it has no Home/End or roving tab stop; every node renders again on any change;
 * its drop targets are before/after/inside by value, without the ancestors a move is checked against; and its
 * flat rows for windowing need a virtualiser and still lose the levels.
 */
/**
 * The rendered row of node `nodeId` shown as a child of node `parentId` inside `root`, or null (not rendered there
 * yet: a tree that has not read a move still shows the node under its old parent). Each node's row is a treeitem
 * whose children follow it in a group of the same item.
 */
export function treeItemUnder(root: ParentNode, nodeId: string, parentId: string): HTMLElement | null {
  for (const row of root.querySelectorAll<HTMLElement>(
    `[role="treeitem"][data-node-id="${CSS.escape(nodeId)}"]`,
  )) {
    const parentRow = row
      .closest('[role="group"]')
      ?.parentElement?.querySelector(':scope > [role="treeitem"]');
    if (parentRow?.getAttribute('data-node-id') === parentId) return row;
  }
  return null;
}

export function OrgTree<T>(props: OrgTreeProps<T>) {
  const {
    label,
    roots,
    adapter,
    selectedId,
    expandAll = false,
    defaultExpandedIds,
    empty,
    maxHeight,
  } = props;
  const text = useMessages(orgTreeMessages);
  const treeRef = useRef<HTMLDivElement>(null);
  const [store] = useState(() => createTreeStore(defaultExpandedIds ?? []));
  const dragged = useRef<PlacedTreeNode<T> | null>(null);
  const version = useSyncExternalStore(store.subscribe, store.get);

  const firstRoot = roots[0];
  const firstId = firstRoot === undefined ? null : adapter.idOf(firstRoot);
  const restingId = selectedId ?? firstId;

  // The tab stop must be a rendered node: after a node is moved, deleted or hidden, fall back to the first one.
  useEffect(() => {
    const tree = treeRef.current;
    if (!tree || firstId === null || tree.querySelector('[role="treeitem"][tabindex="0"]')) return;
    store.update((state) => ({ ...state, focusId: firstId }));
  }, [version, props, store, firstId]);

  const revealKey = (props.reveal ?? []).join('\u0000');
  useEffect(() => {
    if (revealKey === '') return;
    const ids = revealKey.split('\u0000');
    store.update((state) => ({
      ...state,
      expanded: new Set([...state.expanded, ...ids]),
      collapsed: new Set([...state.collapsed].filter((id) => !ids.includes(id))),
    }));
  }, [revealKey, store]);

  const context = useMemo<TreeContextValue<T>>(
    () => ({ props, store, restingId, dragged, text }),
    [props, store, restingId, text],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const tree = treeRef.current;
    if (!tree || target.getAttribute('role') !== 'treeitem') return;
    const items = Array.from(tree.querySelectorAll<HTMLElement>('[role="treeitem"]'));
    const index = items.indexOf(target);
    const level = levelOf(target);
    const id = target.dataset.nodeId ?? '';
    const state = target.getAttribute('aria-expanded');
    const focus = (element: HTMLElement | undefined) => element?.focus();
    switch (event.key) {
      case 'ArrowDown':
        focus(items[index + 1]);
        break;
      case 'ArrowUp':
        focus(items[index - 1]);
        break;
      case 'Home':
        focus(items[0]);
        break;
      case 'End':
        focus(items.at(-1));
        break;
      case 'ArrowRight':
        if (state === 'false') setOpen(store, expandAll, id, true);
        else if (state === 'true' && levelOf(items[index + 1]) === level + 1) focus(items[index + 1]);
        break;
      case 'ArrowLeft':
        if (state === 'true') setOpen(store, expandAll, id, false);
        else focus(items.slice(0, index).findLast((el) => levelOf(el) === level - 1));
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  if (roots.length === 0) {
    return (
      <Text size="sm" c="dimmed" py="sm">
        {empty ?? text('empty')}
      </Text>
    );
  }
  return (
    <div
      ref={treeRef}
      role="tree"
      aria-label={label}
      className={classes.tree}
      data-scroll={maxHeight !== undefined || undefined}
      style={maxHeight === undefined ? undefined : { maxHeight }}
      onKeyDown={onKeyDown}
    >
      <TreeContext.Provider value={context as TreeContextValue<unknown>}>
        <TreeLevel nodes={roots} ancestors={NO_ANCESTORS} />
      </TreeContext.Provider>
    </div>
  );
}

const NO_ANCESTORS: readonly never[] = [];

function TreeLevel<T>({ nodes, ancestors }: { nodes: readonly T[]; ancestors: readonly T[] }) {
  const { props } = useTree<T>();
  return nodes.map((node, index) => (
    <TreeNode
      key={props.adapter.idOf(node)}
      node={node}
      ancestors={ancestors}
      position={index + 1}
      size={nodes.length}
    />
  ));
}

interface TreeNodeProps<T> {
  node: T;
  ancestors: readonly T[];
  position: number;
  size: number;
}

/** One node and, when open, its children; renders again only when its node, its place or its own state changes. */
const TreeNode = memo(function TreeNode<T>({ node, ancestors, position, size }: TreeNodeProps<T>) {
  const { props, store, restingId, dragged, text } = useTree<T>();
  const { adapter, drag, expandAll = false } = props;
  const id = adapter.idOf(node);
  const flags = useSyncExternalStore(store.subscribe, () => {
    const state = store.get();
    return (
      (isOpen(state, expandAll, id) ? OPEN : 0) |
      ((state.focusId ?? restingId) === id ? TAB_STOP : 0) |
      (state.draggingId === id ? DRAGGING : 0) |
      (state.dropId === id ? DROP_TARGET : 0)
    );
  });
  const childAncestors = useMemo(() => [...ancestors, node], [ancestors, node]);
  const name = adapter.labelOf(node);
  const placed: PlacedTreeNode<T> = { node, ancestors };
  const leaf = adapter.isLeaf(node) && !(adapter.childrenOf?.(node)?.length ?? 0);
  const open = !leaf && (flags & OPEN) !== 0;
  const dropTarget = (flags & DROP_TARGET) !== 0;
  const disabled = props.isDisabled?.(placed) ?? false;
  const selectable = props.onSelect !== undefined;
  const draggable = drag !== undefined && (drag.canDrag?.(placed) ?? true);

  const select = () => {
    if (!disabled) props.onSelect?.(placed);
  };
  const onItemKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      select();
    }
  };

  const setDrag = (draggingId: string | null, dropId: string | null) =>
    store.update((state) =>
      state.draggingId === draggingId && state.dropId === dropId ? state : { ...state, draggingId, dropId },
    );
  const dropAllowed = () => {
    const from = dragged.current;
    return from !== null && drag?.canDrop(from, placed) === true;
  };
  const onDragStart = (event: DragEvent<HTMLDivElement>) => {
    dragged.current = placed;
    setDrag(id, null);
    event.dataTransfer.effectAllowed = 'move';
    event.dataTransfer.setData('text/plain', name);
  };
  const onDragEnd = () => {
    dragged.current = null;
    setDrag(null, null);
  };
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (!dropAllowed()) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    if (!dropTarget) setDrag(store.get().draggingId, id);
  };
  const onDragLeave = (event: DragEvent<HTMLDivElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    if (dropTarget) setDrag(store.get().draggingId, null);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    const from = dragged.current;
    onDragEnd();
    if (from !== null && drag?.canDrop(from, placed)) drag.onDrop(from, placed);
  };

  return (
    <div role="none" className={classes.item}>
      <div
        role="treeitem"
        className={classes.row}
        style={{ paddingLeft: ancestors.length * 20 + 4 }}
        data-node-id={id}
        aria-level={ancestors.length + 1}
        aria-setsize={size}
        aria-posinset={position}
        aria-expanded={leaf ? undefined : open}
        aria-selected={selectable ? props.selectedId === id : undefined}
        aria-disabled={disabled || undefined}
        tabIndex={flags & TAB_STOP ? 0 : -1}
        onFocus={(event) => {
          if (event.target === event.currentTarget && store.get().focusId !== id)
            store.update((state) => ({ ...state, focusId: id }));
        }}
        onKeyDown={onItemKeyDown}
        onClick={(event) => {
          event.currentTarget.focus();
          select();
        }}
        draggable={draggable || undefined}
        data-dragging={(flags & DRAGGING) !== 0 || undefined}
        data-drop-target={dropTarget || undefined}
        title={dropTarget ? text('dropHere') : undefined}
        onDragStart={draggable ? onDragStart : undefined}
        onDragEnd={draggable ? onDragEnd : undefined}
        onDragOver={drag ? onDragOver : undefined}
        onDragLeave={drag ? onDragLeave : undefined}
        onDrop={drag ? onDrop : undefined}
      >
        {/* The toggle is drawn by CSS (a chevron, or a dot for a leaf): no element per row beyond this one. */}
        <span
          className={classes.toggle}
          data-state={leaf ? 'leaf' : open ? 'open' : 'closed'}
          aria-hidden
          onClick={(event) => {
            if (leaf) return;
            event.stopPropagation();
            setOpen(store, expandAll, id, !open);
          }}
        />
        <NodeName name={name} max={props.labelMax ?? 20} />
        {props.renderExtra?.(node)}
      </div>
      {open && <NodeChildren node={node} ancestors={childAncestors} />}
    </div>
  );
}) as <T>(props: TreeNodeProps<T>) => ReactNode;

function NodeChildren<T>({ node, ancestors }: { node: T; ancestors: readonly T[] }) {
  const { props, text } = useTree<T>();
  const given = props.adapter.childrenOf?.(node);
  if (given !== undefined) {
    return (
      // biome-ignore lint/a11y/useSemanticElements: a tree's group of items is not a form fieldset.
      <div role="group" className={classes.group}>
        {given.length === 0 ? (
          <Note indent={ancestors.length}>{text('noChildren')}</Note>
        ) : (
          <TreeLevel nodes={given} ancestors={ancestors} />
        )}
      </div>
    );
  }
  const load = props.adapter.loadChildren;
  return load ? <LoadedChildren node={node} ancestors={ancestors} load={load} /> : null;
}

function LoadedChildren<T>({
  node,
  ancestors,
  load,
}: {
  node: T;
  ancestors: readonly T[];
  load: (node: T) => OrgTreeChildrenQuery<T>;
}) {
  const { props, text } = useTree<T>();
  const { queryKey, queryFn } = load(node);
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => queryFn({ signal }),
    enabled: props.enabled !== false,
  });
  const indent = ancestors.length;
  let content: ReactNode;
  if (query.data !== undefined) {
    content =
      query.data.length === 0 ? (
        <Note indent={indent}>{text('noChildren')}</Note>
      ) : (
        <TreeLevel nodes={query.data} ancestors={ancestors} />
      );
  } else if (query.isError) {
    content = (
      <Note indent={indent}>
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" c="red" role="alert">
            {text('loadFailed')}
          </Text>
          <Button size="compact-xs" variant="default" onClick={() => query.refetch()}>
            {text('retry')}
          </Button>
        </Group>
      </Note>
    );
  } else {
    content = (
      <Note indent={indent}>
        <Group gap={6} wrap="nowrap">
          <Loader size={12} aria-hidden />
          {text('loading')}
        </Group>
      </Note>
    );
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: a tree's group of items is not a form fieldset.
    <div role="group" className={classes.group} aria-busy={query.isFetching || undefined}>
      {content}
    </div>
  );
}

/** A node's name, cut to `max` characters (with the whole name in a tooltip) when it is longer. */
function NodeName({ name, max }: { name: string; max: number }) {
  const short = shortenText(name, max);
  if (!short.truncated) return <span className={classes.label}>{short.text}</span>;
  return <CutName short={short.text} full={short.full} />;
}

/**
 * A name shown cut, with the whole name in a tooltip; assistive technology reads the whole name (the treeitem's
 * name comes from its content). The tooltip is made when the pointer first comes over the name, not with every row.
 */
function CutName({ short, full }: { short: string; full: string }) {
  const [hovered, setHovered] = useState(false);
  const shown = (
    <span className={classes.label} aria-hidden onPointerEnter={hovered ? undefined : () => setHovered(true)}>
      {short}
    </span>
  );
  return (
    <>
      {hovered ? (
        <Tooltip label={full} multiline maw={360} openDelay={200} defaultOpened>
          {shown}
        </Tooltip>
      ) : (
        shown
      )}
      <span className={classes.hidden}>{full}</span>
    </>
  );
}

function Note({ indent, children }: { indent: number; children: ReactNode }) {
  return (
    <Box role="none" className={classes.note} style={{ paddingLeft: indent * 20 + 28 }}>
      {children}
    </Box>
  );
}
