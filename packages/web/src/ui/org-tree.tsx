import { Box, Button, Group, Loader, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { shortenText } from '@mch/sdk';
import { IconChevronDown, IconChevronRight, IconPoint } from '@tabler/icons-react';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import {
  type DragEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useRef,
  useState,
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
}

interface Shared<T> {
  props: OrgTreeProps<T>;
  isExpanded(id: string): boolean;
  setExpanded(id: string, expanded: boolean): void;
  tabStop: string | null;
  setFocusId(id: string): void;
  dragged: RefObject<PlacedTreeNode<T> | null>;
  draggingId: string | null;
  setDraggingId(id: string | null): void;
  dropId: string | null;
  setDropId(id: string | null): void;
  text: LocalTranslate<keyof typeof orgTreeMessages.en>;
}

function levelOf(element: Element | undefined): number {
  return Number(element?.getAttribute('aria-level') ?? 0);
}

/**
 * An accessible tree of organisation nodes (role tree/treeitem): children load lazily per node through TanStack
 * Query, the arrow keys move through it (Right/Left open and close, Home/End, Enter or Space pick a node), and
 * optionally nodes can be dragged onto other nodes with the mouse. Names are text and long ones are cut with a
 * tooltip.
 */
export function OrgTree<T>(props: OrgTreeProps<T>) {
  const { label, roots, adapter, selectedId, expandAll = false, defaultExpandedIds, empty } = props;
  const text = useMessages(orgTreeMessages);
  const treeRef = useRef<HTMLDivElement>(null);
  const [expanded, setExpandedIds] = useState<ReadonlySet<string>>(() => new Set(defaultExpandedIds ?? []));
  const [collapsed, setCollapsedIds] = useState<ReadonlySet<string>>(() => new Set());
  const [focusId, setFocusId] = useState<string | null>(null);
  const [draggingId, setDraggingId] = useState<string | null>(null);
  const [dropId, setDropId] = useState<string | null>(null);
  const dragged = useRef<PlacedTreeNode<T> | null>(null);

  const firstRoot = roots[0];
  const firstId = firstRoot === undefined ? null : adapter.idOf(firstRoot);
  const tabStop = focusId ?? selectedId ?? firstId;

  // The tab stop must be a rendered node: after a node is moved, deleted or hidden, fall back to the first one.
  useEffect(() => {
    const tree = treeRef.current;
    if (!tree || tabStop === null) return;
    const found = Array.from(tree.querySelectorAll<HTMLElement>('[role="treeitem"]')).some(
      (el) => el.dataset.nodeId === tabStop,
    );
    if (!found && firstId !== null && tabStop !== firstId) setFocusId(firstId);
  });

  const revealKey = (props.reveal ?? []).join('\u0000');
  useEffect(() => {
    if (revealKey === '') return;
    const ids = revealKey.split('\u0000');
    setExpandedIds((set) => new Set([...set, ...ids]));
    setCollapsedIds((set) => new Set([...set].filter((id) => !ids.includes(id))));
  }, [revealKey]);

  const isExpanded = useCallback(
    (id: string) => (expandAll ? !collapsed.has(id) : expanded.has(id)),
    [expandAll, expanded, collapsed],
  );
  const setExpanded = useCallback(
    (id: string, open: boolean) => {
      const change = (set: ReadonlySet<string>, add: boolean) => {
        const next = new Set(set);
        if (add) next.add(id);
        else next.delete(id);
        return next;
      };
      if (expandAll) setCollapsedIds((set) => change(set, !open));
      else setExpandedIds((set) => change(set, open));
    },
    [expandAll],
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
        if (state === 'false') setExpanded(id, true);
        else if (state === 'true' && levelOf(items[index + 1]) === level + 1) focus(items[index + 1]);
        break;
      case 'ArrowLeft':
        if (state === 'true') setExpanded(id, false);
        else focus(items.slice(0, index).findLast((el) => levelOf(el) === level - 1));
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const shared: Shared<T> = {
    props,
    isExpanded,
    setExpanded,
    tabStop,
    setFocusId,
    dragged,
    draggingId,
    setDraggingId,
    dropId,
    setDropId,
    text,
  };

  if (roots.length === 0) {
    return (
      <Text size="sm" c="dimmed" py="sm">
        {empty ?? text('empty')}
      </Text>
    );
  }
  return (
    <div ref={treeRef} role="tree" aria-label={label} className={classes.tree} onKeyDown={onKeyDown}>
      <TreeLevel shared={shared} nodes={roots} ancestors={[]} />
    </div>
  );
}

function TreeLevel<T>({
  shared,
  nodes,
  ancestors,
}: {
  shared: Shared<T>;
  nodes: readonly T[];
  ancestors: readonly T[];
}) {
  return nodes.map((node, index) => (
    <TreeNode
      key={shared.props.adapter.idOf(node)}
      shared={shared}
      node={node}
      ancestors={ancestors}
      position={index + 1}
      size={nodes.length}
    />
  ));
}

function TreeNode<T>({
  shared,
  node,
  ancestors,
  position,
  size,
}: {
  shared: Shared<T>;
  node: T;
  ancestors: readonly T[];
  position: number;
  size: number;
}) {
  const { props, text } = shared;
  const { adapter, drag } = props;
  const id = adapter.idOf(node);
  const name = adapter.labelOf(node);
  const placed: PlacedTreeNode<T> = { node, ancestors };
  const leaf = adapter.isLeaf(node) && !(adapter.childrenOf?.(node)?.length ?? 0);
  const open = !leaf && shared.isExpanded(id);
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

  const dropAllowed = () => {
    const from = shared.dragged.current;
    return from !== null && drag?.canDrop(from, placed) === true;
  };
  const onDragStart = (event: DragEvent<HTMLDivElement>) => {
    shared.dragged.current = placed;
    shared.setDraggingId(id);
    event.dataTransfer.effectAllowed = 'move';
    event.dataTransfer.setData('text/plain', name);
  };
  const onDragEnd = () => {
    shared.dragged.current = null;
    shared.setDraggingId(null);
    shared.setDropId(null);
  };
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (!dropAllowed()) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    if (shared.dropId !== id) shared.setDropId(id);
  };
  const onDragLeave = (event: DragEvent<HTMLDivElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    if (shared.dropId === id) shared.setDropId(null);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    const from = shared.dragged.current;
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
        tabIndex={shared.tabStop === id ? 0 : -1}
        onFocus={(event) => {
          if (event.target === event.currentTarget) shared.setFocusId(id);
        }}
        onKeyDown={onItemKeyDown}
        onClick={(event) => {
          event.currentTarget.focus();
          select();
        }}
        draggable={draggable || undefined}
        data-dragging={shared.draggingId === id || undefined}
        data-drop-target={shared.dropId === id || undefined}
        title={shared.dropId === id ? text('dropHere') : undefined}
        onDragStart={draggable ? onDragStart : undefined}
        onDragEnd={draggable ? onDragEnd : undefined}
        onDragOver={drag ? onDragOver : undefined}
        onDragLeave={drag ? onDragLeave : undefined}
        onDrop={drag ? onDrop : undefined}
      >
        <span
          className={classes.toggle}
          aria-hidden
          onClick={(event) => {
            if (leaf) return;
            event.stopPropagation();
            shared.setExpanded(id, !open);
          }}
        >
          {leaf ? (
            <IconPoint size={12} />
          ) : open ? (
            <IconChevronDown size={16} />
          ) : (
            <IconChevronRight size={16} />
          )}
        </span>
        <NodeName name={name} max={props.labelMax ?? 20} />
        {props.renderExtra?.(node)}
      </div>
      {open && <NodeChildren shared={shared} node={node} ancestors={[...ancestors, node]} />}
    </div>
  );
}

function NodeChildren<T>({
  shared,
  node,
  ancestors,
}: {
  shared: Shared<T>;
  node: T;
  ancestors: readonly T[];
}) {
  const given = shared.props.adapter.childrenOf?.(node);
  if (given !== undefined) {
    return (
      // biome-ignore lint/a11y/useSemanticElements: a tree's group of items is not a form fieldset.
      <div role="group" className={classes.group}>
        {given.length === 0 ? (
          <Note indent={ancestors.length}>{shared.text('noChildren')}</Note>
        ) : (
          <TreeLevel shared={shared} nodes={given} ancestors={ancestors} />
        )}
      </div>
    );
  }
  const load = shared.props.adapter.loadChildren;
  return load ? <LoadedChildren shared={shared} node={node} ancestors={ancestors} load={load} /> : null;
}

function LoadedChildren<T>({
  shared,
  node,
  ancestors,
  load,
}: {
  shared: Shared<T>;
  node: T;
  ancestors: readonly T[];
  load: (node: T) => OrgTreeChildrenQuery<T>;
}) {
  const { queryKey, queryFn } = load(node);
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => queryFn({ signal }),
    enabled: shared.props.enabled !== false,
  });
  const { text } = shared;
  let content: ReactNode;
  if (query.data !== undefined) {
    content =
      query.data.length === 0 ? (
        <Note indent={ancestors.length}>{text('noChildren')}</Note>
      ) : (
        <TreeLevel shared={shared} nodes={query.data} ancestors={ancestors} />
      );
  } else if (query.isError) {
    content = (
      <Note indent={ancestors.length}>
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
      <Note indent={ancestors.length}>
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

/**
 * A node's name cut to `max` characters with the whole name in a tooltip; assistive technology reads the whole
 * name (the treeitem's name comes from its content).
 */
function NodeName({ name, max }: { name: string; max: number }) {
  const short = shortenText(name, max);
  if (!short.truncated) {
    return (
      <Text span size="sm" className={classes.label}>
        {short.text}
      </Text>
    );
  }
  return (
    <>
      <Tooltip label={short.full} multiline maw={360} openDelay={200}>
        <Text span size="sm" className={classes.label} aria-hidden>
          {short.text}
        </Text>
      </Tooltip>
      <VisuallyHidden>{short.full}</VisuallyHidden>
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
