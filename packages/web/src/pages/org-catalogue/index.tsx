import {
  Box,
  Button,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  createNodeMover,
  deleteCatalogNode,
  isUncertainFailure,
  moveProblem,
  type OrgTreeNode,
  orgTreeQueries,
  platformQueries,
} from '@mch/sdk';
import { IconSearch } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type FormEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useMessages } from '../../i18n/define-messages';
import type { PageProps } from '../../platform/page-props';
import { invalidateKeys } from '../../platform/query-client';
import { useWorkbench } from '../../platform/workbench-context';
import { EmptyState } from '../../ui/empty-state';
import { ErrorPanel } from '../../ui/error-panel';
import { notify } from '../../ui/notify';
import { OrgTree, type PlacedTreeNode, selectionWithout, treeItemUnder } from '../../ui/org-tree';
import { OrgTreePanel } from '../../ui/org-tree-panel';
import { orgNodeAdapter } from '../../ui/org-tree-queries';
import { roleMessages } from './messages';
import { MoveNodeDialog, moveDraftKey, placedIds } from './move-node-dialog';
import { MoveProgress } from './move-progress';
import { NodeDetailPanel } from './node-detail-panel';
import { NodeSearchResults } from './node-search-results';

type Scope = 'line' | 'unit';

/** What the page shows (business line, nodes shown, the name searched), kept among the user's drafts. */
interface KeptView {
  line: string | null;
  scope: Scope;
  name: string;
}

/** Under what the page's view is kept among the user's drafts. */
const KEPT_VIEW = 'auth-role-manage:view';

function isKeptView(value: unknown): value is KeptView {
  if (typeof value !== 'object' || value === null) return false;
  const view = value as Record<string, unknown>;
  return (
    (view.line === null || typeof view.line === 'string') &&
    (view.scope === 'line' || view.scope === 'unit') &&
    typeof view.name === 'string'
  );
}
type Placed = PlacedTreeNode<OrgTreeNode>;

/**
 * Runs `place` now and, until it has placed the focus (it returns true), again whenever `root` changes as `watch`
 * says or the focus moves. Returns the function that stops it (an effect's cleanup).
 */
function untilPlaced(
  root: HTMLElement | null,
  place: () => boolean,
  watch: MutationObserverInit,
): () => void {
  if (place()) return () => {};
  const observer = new MutationObserver(() => {
    if (place()) stop();
  });
  const onFocusIn = () => {
    if (place()) stop();
  };
  const stop = () => {
    observer.disconnect();
    document.removeEventListener('focusin', onFocusIn);
  };
  if (root) observer.observe(root, watch);
  document.addEventListener('focusin', onFocusIn);
  return stop;
}

/** What the page keeps with a move (the mover keeps it for a retry): the node and its new parent, and the line. */
interface MoveDetail {
  node: Placed;
  target: Placed;
  lobId: number;
}

/**
 * Role management (/auth-role-manage): the organisation catalogue tree of a business line — the whole line or the
 * nodes of the user's unit — searched by node name, with the selected node's details and child nodes, moving a node
 * by dragging it onto its new parent or with 'Move to…' (a call of up to 5 minutes, with its progress), and
 * deleting a node after a confirmation.
 */
export default function AuthRoleManagePage({ active }: PageProps) {
  const t = useMessages(roleMessages);
  const wb = useWorkbench();
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<Placed | null>(null);
  // A node opened from the search results shows its details below the results: brought into view (at 1300 px they
  // start below the window, and the click seemed to do nothing).
  const detailPanel = useRef<HTMLDivElement>(null);
  const [detailWanted, setDetailWanted] = useState(0);
  useEffect(() => {
    const panel = detailPanel.current;
    // Brought up when little of it shows (its top in the window's last 200 px, or below); else left where it is.
    if (detailWanted > 0 && panel && panel.getBoundingClientRect().top > window.innerHeight - 200)
      panel.scrollIntoView({ block: 'start' });
  }, [detailWanted]);
  const [reveal, setReveal] = useState<string[]>([]);
  // A moved node takes the keyboard's focus once the tree shows it under its new parent, if the focus is still on
  // the node's row at its old place, on a "Move to…" button (where the closed dialog gives it back) or has nowhere
  // else to be (the old row gone with a refreshed tree); not if the user has gone on to something else meanwhile.
  const [focusMoved, setFocusMoved] = useState<{ node: string; parent: string } | null>(null);
  const pageRoot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusMoved === null) return;
    /** Moves the focus on, or gives up; false while the tree does not show the node under its parent yet. */
    const place = (): boolean => {
      const focused = document.activeElement;
      const nowhere = !focused || focused === document.body || !focused.isConnected;
      const onTheNode = focused?.getAttribute('data-node-id') === focusMoved.node;
      // Still in the 'Move to…' dialog, closing now that the move is done: it gives the focus back in a moment.
      if (active && !nowhere && focused.closest('[role="dialog"]')) return false;
      if (!active || !(nowhere || onTheNode || focused.closest('[data-move-opener]'))) {
        setFocusMoved(null);
        return true;
      }
      const item = pageRoot.current && treeItemUnder(pageRoot.current, focusMoved.node, focusMoved.parent);
      if (!item) {
        // Search results in place of the tree never show the node under its parent: with its row gone from the
        // child nodes it was moved from, the focus goes to the details, which show the moved node, not the body.
        if (!nowhere || pageRoot.current?.querySelector('[role="tree"]')) return false;
        const holder = detailPanel.current;
        if (!holder) return false;
        if (!holder.hasAttribute('tabindex')) holder.tabIndex = -1;
        holder.focus({ preventScroll: true });
        setFocusMoved(null);
        return true;
      }
      item.focus();
      setFocusMoved(null);
      return true;
    };
    // Tried again when the tree's rows change (the tree reads the move in renders of its own, not of this page)
    // and when the focus moves (a closed dialog gives it back to a "Move to…" button a moment later).
    return untilPlaced(pageRoot.current, place, { childList: true, subtree: true });
  });
  // A deleted node whose details were shown takes its Delete button away with them: the keyboard's focus goes to the
  // tree, on the node's parent (a top node: the tree's first node once the deleted row has gone), rather than staying
  // on the tab's panel where the confirmation left it; not if the user has gone on to something else meanwhile.
  const [focusAfterDelete, setFocusAfterDelete] = useState<{ node: string; parent: string | null } | null>(
    null,
  );
  useEffect(() => {
    if (focusAfterDelete === null) return;
    const place = (): boolean => {
      const root = pageRoot.current;
      const focused = document.activeElement;
      const lost =
        !focused ||
        focused === document.body ||
        !focused.isConnected ||
        (focused.getAttribute('role') === 'tabpanel' && focused.contains(root));
      // Still in the confirmation, closing now that the delete is done.
      if (active && !lost && focused.closest('[role="dialog"]')) return false;
      if (!active || !lost || !root) {
        setFocusAfterDelete(null);
        return true;
      }
      const tree = root.querySelector<HTMLElement>('[role="tree"]');
      if (!tree) return false;
      const row = (id: string) =>
        tree.querySelector<HTMLElement>(`[role="treeitem"][data-node-id="${CSS.escape(id)}"]`);
      const { node, parent } = focusAfterDelete;
      const item =
        parent !== null
          ? row(parent)
          : row(node) === null
            ? tree.querySelector<HTMLElement>('[role="treeitem"][tabindex="0"]')
            : null;
      if (!item) return false;
      item.focus();
      setFocusAfterDelete(null);
      return true;
    };
    return untilPlaced(pageRoot.current, place, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['tabindex'],
    });
  });
  const [mover] = useState(() =>
    createNodeMover<MoveDetail>({
      main: wb.main,
      clock: wb.adapters.clock,
      // A move (or its retry) is done: read the trees again and show the node under its new parent. The mover
      // calls this, not an effect, so it also happens while the tab is hidden.
      onMoved: ({ node, target, lobId: lob }) => {
        // Its draft (the picked parent) is not offered any more.
        wb.drafts.discard(moveDraftKey(lob, node.node.id));
        const ancestors = [...target.ancestors, target.node];
        setSelected({ node: { ...node.node, parentId: target.node.id }, ancestors });
        setReveal(ancestors.map((a) => String(a.id)));
        setFocusMoved({ node: String(node.node.id), parent: String(target.node.id) });
        // The 'Move to…' dialog of the move, open while it ran, is done.
        setMoving((current) => (current?.node.node.id === node.node.id ? null : current));
        void invalidateKeys(queryClient, orgTreeQueries.changed);
      },
    }),
  );
  // The page is hidden or gone: the running move's elapsed time stops (it runs on again when the page shows).
  useEffect(() => () => mover.dispose(), [mover]);
  // The business line, the nodes shown and the name searched come back after an expired login and a new sign-in
  // (or a reload), as a list's filter does.
  const [kept] = useState(() => wb.drafts.load(KEPT_VIEW, isKeptView));
  const [lineChoice, setLineChoice] = useState<string | null>(kept?.line ?? null);
  const [scope, setScope] = useState<Scope>(kept?.scope ?? 'line');
  const [nameInput, setNameInput] = useState(kept?.name ?? '');
  const [name, setName] = useState(kept?.name ?? '');
  useEffect(() => {
    if (lineChoice === null && scope === 'line' && name === '') wb.drafts.discard(KEPT_VIEW);
    else wb.drafts.save(KEPT_VIEW, { line: lineChoice, scope, name } satisfies KeptView);
  }, [wb, lineChoice, scope, name]);
  const [moving, setMoving] = useState<{ node: Placed; target: Placed | null } | null>(null);
  const moveState = useSyncExternalStore(mover.subscribe, mover.getSnapshot, mover.getSnapshot);
  const moveBusy = moveState.status === 'moving';
  const moveNames =
    moveState.status === 'idle'
      ? null
      : { name: moveState.detail.node.node.name, target: moveState.detail.target.node.name };
  const nameId = useId();

  const lines = useQuery({ ...platformQueries.businessLines(wb), enabled: active });
  const lineList = lines.data ?? [];
  const lineId = lineChoice ?? (lineList[0] ? String(lineList[0].id) : null);
  const lobId = lineId === null ? null : Number(lineId);
  const lineTitle = lineList.find((l) => String(l.id) === lineId)?.title ?? '';

  const searching = name !== '';
  const lineRoots = useQuery({
    ...orgTreeQueries.byParent(wb, lobId ?? 0, null),
    enabled: active && lobId !== null && scope === 'line' && !searching,
  });
  const unitRoots = useQuery({
    ...orgTreeQueries.ofUnit(wb, lobId ?? 0),
    enabled: active && lobId !== null && scope === 'unit' && !searching,
  });
  const results = useQuery({
    ...orgTreeQueries.byParent(wb, lobId ?? 0, null, name),
    enabled: active && lobId !== null && searching,
  });
  const roots = scope === 'line' ? lineRoots : unitRoots;

  // The dialog stays open while the move runs and shows its failure (the pick kept, to move again); the mover's
  // onMoved closes it. Closed before the move is over, the move's progress and failure show on the page.
  const startMove = (node: Placed, target: Placed) => {
    if (lobId === null) return;
    mover
      .move({ lobId, nodeId: node.node.id, targetParentId: target.node.id }, { node, target, lobId })
      .catch((error: unknown) => {
        // The answer was lost: the node may have moved, so the trees are read again before another try.
        if (isUncertainFailure(error)) void invalidateKeys(queryClient, orgTreeQueries.changed);
      });
  };

  const remove = useMutation({
    mutationFn: (placed: Placed) => deleteCatalogNode(wb.main, { lobId: lobId ?? 0, id: placed.node.id }),
    onSuccess: async (_data, placed) => {
      if (selected?.node.id === placed.node.id) {
        const parent = placed.ancestors.at(-1)?.id ?? placed.node.parentId;
        setFocusAfterDelete({
          node: String(placed.node.id),
          parent: parent === null ? null : String(parent),
        });
      }
      setSelected((current) => selectionWithout(current, placed.node.id));
      // The word of an earlier move is no news now: it goes, so the page says only what was done last.
      if (mover.getSnapshot().status === 'moved') mover.dismiss();
      notify({
        color: 'green',
        message: ({ messages }) => messages(roleMessages)('deleted', { name: placed.node.name }),
      });
      await invalidateKeys(queryClient, orgTreeQueries.changed);
    },
    onError: (error, placed) => {
      // The answer was lost on the way (the confirmation says so): the node may be gone. The trees are read again
      // and its details let go; the tree shows whether it is still there.
      if (!isUncertainFailure(error)) return;
      setSelected((current) => selectionWithout(current, placed.node.id));
      void invalidateKeys(queryClient, orgTreeQueries.changed);
    },
  });

  const changeLine = (value: string | null) => {
    setLineChoice(value);
    setSelected(null);
  };
  const changeScope = (value: string) => {
    setScope(value === 'unit' ? 'unit' : 'line');
    setSelected(null);
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    setName(nameInput.trim());
    setSelected(null);
  };
  const reset = () => {
    setNameInput('');
    setName('');
    setSelected(null);
  };

  const adapter = orgNodeAdapter((parent) => orgTreeQueries.byParent(wb, lobId ?? 0, parent.id));
  const canDrop = (dragged: Placed, target: Placed) =>
    !moveBusy && moveProblem(placedIds(dragged), placedIds(target)) === null;

  let treeBlock: ReactNode;
  if (lobId === null) {
    treeBlock = lines.isError ? (
      <ErrorPanel title={t('linesFailed')} error={lines.error} onRetry={() => lines.refetch()} />
    ) : lines.isPending ? (
      <Loading label={t('loading')} />
    ) : (
      <EmptyState title={t('noBusinessLines')} />
    );
  } else if (searching) {
    treeBlock = (
      <NodeSearchResults
        key={`${lobId}:${name}`}
        name={name}
        nodes={results.data}
        loading={results.isFetching}
        error={results.isError && !results.data ? results.error : undefined}
        onRetry={() => results.refetch()}
        onOpen={(node) => {
          setSelected({ node, ancestors: [] });
          setDetailWanted((n) => n + 1);
        }}
      />
    );
  } else if (roots.data) {
    treeBlock = (
      <OrgTree
        key={`${lobId}:${scope}`}
        label={t('treeLabel', { line: lineTitle })}
        maxHeight={560}
        roots={roots.data}
        adapter={adapter}
        selectedId={selected ? String(selected.node.id) : null}
        onSelect={setSelected}
        enabled={active}
        reveal={reveal}
        drag={{
          canDrag: () => !moveBusy,
          canDrop,
          onDrop: (dragged, target) => setMoving({ node: dragged, target }),
        }}
        empty={scope === 'line' ? t('treeEmpty') : t('unitEmpty')}
      />
    );
  } else if (roots.isError) {
    treeBlock = <ErrorPanel title={t('loadFailed')} error={roots.error} onRetry={() => roots.refetch()} />;
  } else {
    treeBlock = <Loading label={t('loading')} />;
  }

  const detail = selected && lobId !== null && (
    <NodeDetailPanel
      key={`${lobId}:${selected.node.id}`}
      lobId={lobId}
      selected={selected}
      active={active}
      moveBusy={moveBusy}
      onOpen={setSelected}
      onMove={(node) => setMoving({ node, target: null })}
      onDelete={async (placed) => {
        await remove.mutateAsync(placed);
      }}
    />
  );

  return (
    <Stack gap="md" ref={pageRoot}>
      <div>
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('intro')}
        </Text>
      </div>
      <Paper withBorder p="md" radius="md">
        <Group align="flex-end" gap="md" wrap="wrap">
          <Select
            label={t('businessLine')}
            data={lineList.map((l) => ({ value: String(l.id), label: l.title }))}
            value={lineId}
            onChange={changeLine}
            allowDeselect={false}
            w={240}
            disabled={lineList.length === 0}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id={`${nameId}-scope`}>
              {t('scope')}
            </Text>
            <SegmentedControl
              aria-labelledby={`${nameId}-scope`}
              value={scope}
              onChange={changeScope}
              disabled={searching}
              data={[
                { value: 'line', label: t('scopeLine') },
                { value: 'unit', label: t('scopeUnit') },
              ]}
            />
          </Stack>
          <Group component="form" align="flex-end" gap="xs" onSubmit={search} role="search">
            <TextInput
              label={t('nodeName')}
              placeholder={t('nodeNamePlaceholder')}
              value={nameInput}
              onChange={(event) => setNameInput(event.currentTarget.value)}
              w={240}
            />
            <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
              {t('search')}
            </Button>
            <Button variant="default" onClick={reset}>
              {t('reset')}
            </Button>
          </Group>
        </Group>
      </Paper>
      {/* While the 'Move to…' dialog is open, it shows the move. */}
      {moving === null && <MoveProgress mover={mover} names={moveNames} />}
      {searching ? (
        <Stack gap="md">
          <Paper withBorder p="md" radius="md">
            <Title order={2} size="h4" mb="sm">
              {t('resultsTitle')}
            </Title>
            {treeBlock}
          </Paper>
          <Paper
            withBorder
            p="md"
            radius="md"
            ref={detailPanel}
            component="section"
            aria-label={t('details')}
          >
            {detail || <Text c="dimmed">{t('noSelectionResults')}</Text>}
          </Paper>
        </Stack>
      ) : (
        <Box style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)', gap: 16 }}>
          <OrgTreePanel>{treeBlock}</OrgTreePanel>
          <Paper withBorder p="md" radius="md">
            {detail || <Text c="dimmed">{t('noSelection')}</Text>}
          </Paper>
        </Box>
      )}
      {lobId !== null && (
        <MoveNodeDialog
          lobId={lobId}
          node={moving?.node ?? null}
          initialTarget={moving?.target ?? null}
          onClose={() => setMoving(null)}
          onConfirm={startMove}
          mover={mover}
          active={active}
        />
      )}
    </Stack>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <Group gap="xs" py="md" justify="center">
      <Loader size="sm" aria-hidden />
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Group>
  );
}
