import { Alert, Button, Group, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import {
  isOrgTreeNode,
  isUncertainFailure,
  type MoveProblem,
  moveProblem,
  type NodeMover,
  type OrgTreeNode,
  orgTreeQueries,
} from '@mch/sdk';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useT } from '../../i18n';
import { useMessages } from '../../i18n/define-messages';
import { useWorkbench } from '../../platform/workbench-context';
import { errorMessage } from '../../ui/error-message';
import { ErrorPanel } from '../../ui/error-panel';
import { DraftOffer, useFormDraft } from '../../ui/form-draft';
import { GuardedModal, useUnsavedInput } from '../../ui/guarded-modal';
import { OrgTree, type PlacedTreeNode } from '../../ui/org-tree';
import { orgNodeAdapter } from '../../ui/org-tree-queries';
import { type RoleMessageKey, roleMessages } from './messages';
import { MoveProgress } from './move-progress';

/** The message key explaining a move problem. */
export const MOVE_PROBLEM_KEYS: Readonly<Record<MoveProblem, RoleMessageKey>> = {
  self: 'problemSelf',
  descendant: 'problemDescendant',
  sameParent: 'problemSameParent',
};

/** Where a node sits for the SDK's move rule: its own parent is enough on the moved side. */
export function placedIds(placed: PlacedTreeNode<OrgTreeNode>): { id: number; ancestorIds: number[] } {
  const ancestorIds = placed.ancestors.map((a) => a.id);
  const parentId = placed.node.parentId;
  if (ancestorIds.length === 0 && parentId !== null) ancestorIds.push(parentId);
  return { id: placed.node.id, ancestorIds };
}

/** The name the draft of a move in progress (its chosen new parent) is kept under: the line and the moved node. */
export function moveDraftKey(lobId: number, nodeId: number): string {
  return `move-node:${lobId}:${nodeId}`;
}

/** A picked new parent as its draft keeps it: the node and the nodes above it, without loaded children. */
export function keptTarget(target: PlacedTreeNode<OrgTreeNode> | null): PlacedTreeNode<OrgTreeNode> | null {
  if (target === null) return null;
  const bare = ({ children: _children, ...node }: OrgTreeNode): OrgTreeNode => node;
  return { node: bare(target.node), ancestors: target.ancestors.map(bare) };
}

/** True when `value` is a kept new parent (or none). */
export function isKeptTarget(value: unknown): value is PlacedTreeNode<OrgTreeNode> | null {
  if (value === null) return true;
  if (typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return isOrgTreeNode(v.node) && Array.isArray(v.ancestors) && v.ancestors.every(isOrgTreeNode);
}

/** Props of MoveNodeDialog. */
export interface MoveNodeDialogProps {
  lobId: number;
  /** The node to move (null: the dialog is closed). */
  node: PlacedTreeNode<OrgTreeNode> | null;
  /** The parent it was dropped on, if the dialog follows a drag. */
  initialTarget?: PlacedTreeNode<OrgTreeNode> | null;
  onClose: () => void;
  /**
   * Starts the move under the picked parent (with `mover`). The dialog stays open while it runs and when it fails;
   * the page closes it when the move is done.
   */
  onConfirm: (node: PlacedTreeNode<OrgTreeNode>, target: PlacedTreeNode<OrgTreeNode>) => void;
  /** The page's mover: the dialog shows the progress and the failure of the move it started. */
  mover: NodeMover<unknown>;
  /** False while the page is hidden. */
  active: boolean;
}

/**
 * 'Move to…': the keyboard and menu way to move a node (and the confirmation after a drag). The whole tree of the
 * line is shown to pick the new parent; the node itself, the nodes below it and its current parent cannot be
 * picked. The picked parent is kept as a draft of the move (offered back after an expiry or a reload) until the
 * move succeeds (the page drops it then), and closing with a new pick asks first. The dialog shows the move's
 * progress while it runs (closing it leaves the move running, its progress on the page) and, when it fails, why,
 * with the pick kept to move again.
 */
export function MoveNodeDialog(props: MoveNodeDialogProps) {
  const t = useMessages(roleMessages);
  const { node, onClose } = props;
  return (
    <GuardedModal
      opened={node !== null}
      onClose={onClose}
      size={640}
      title={node ? t('moveTitle', { name: node.node.name }) : ''}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      {node && <MoveNodeForm key={node.node.id} {...props} node={node} />}
    </GuardedModal>
  );
}

function MoveNodeForm({
  lobId,
  node,
  initialTarget,
  onConfirm,
  mover,
  active,
}: MoveNodeDialogProps & { node: PlacedTreeNode<OrgTreeNode> }) {
  const t = useMessages(roleMessages);
  const common = useT();
  const wb = useWorkbench();
  const moveState = useSyncExternalStore(mover.subscribe, mover.getSnapshot, mover.getSnapshot);
  // The new parent of the last move this dialog started (null: none yet): its failure is this dialog's to show.
  const [tried, setTried] = useState<PlacedTreeNode<OrgTreeNode> | null>(null);
  const ofThisNode = moveState.status !== 'idle' && moveState.move.nodeId === node.node.id;
  const running = ofThisNode && moveState.status === 'moving';
  const failure = tried !== null && ofThisNode && moveState.status === 'failed' ? moveState : null;
  // A failure seen here and left by closing the dialog is not shown again on the page.
  const triedRef = useRef(false);
  triedRef.current = tried !== null;
  useEffect(
    () => () => {
      const last = mover.getSnapshot();
      if (triedRef.current && last.status === 'failed' && last.move.nodeId === node.node.id) mover.dismiss();
    },
    [mover, node.node.id],
  );
  const [initial] = useState(() => keptTarget(initialTarget ?? null));
  const [target, setTarget] = useState<PlacedTreeNode<OrgTreeNode> | null>(initial);
  const [reveal, setReveal] = useState(() => initial?.ancestors.map((a) => String(a.id)));
  const draft = useFormDraft({
    form: moveDraftKey(lobId, node.node.id),
    value: useMemo(() => keptTarget(target), [target]),
    initial,
    accept: isKeptTarget,
    onRestore: (kept) => {
      setTarget(kept);
      if (kept) setReveal(kept.ancestors.map((a) => String(a.id)));
    },
  });
  // While the move runs, closing leaves it running (its progress shows on the page) and keeps the draft.
  const requestClose = useUnsavedInput(draft.dirty && !running, draft.clear);
  const roots = useQuery({ ...orgTreeQueries.byParent(wb, lobId, null), enabled: active });
  const adapter = orgNodeAdapter((parent) => orgTreeQueries.byParent(wb, lobId, parent.id));
  const problemOf = (candidate: PlacedTreeNode<OrgTreeNode>) =>
    moveProblem(placedIds(node), placedIds(candidate));
  const problem = target ? problemOf(target) : null;

  let picker: ReactNode;
  if (roots.data) {
    picker = (
      <OrgTree
        label={t('movePickerLabel', { name: node.node.name })}
        roots={roots.data}
        adapter={adapter}
        selectedId={target ? String(target.node.id) : null}
        onSelect={(picked) => {
          if (!running) setTarget(picked);
        }}
        isDisabled={(candidate) => running || problemOf(candidate) !== null}
        enabled={active}
        labelMax={28}
        reveal={reveal}
      />
    );
  } else if (roots.isError) {
    picker = <ErrorPanel title={t('loadFailed')} error={roots.error} onRetry={() => roots.refetch()} />;
  } else {
    picker = (
      <Group gap="xs">
        <Loader size="xs" aria-hidden />
        <Text size="sm">{t('loading')}</Text>
      </Group>
    );
  }

  return (
    <Stack>
      <DraftOffer draft={draft} />
      <Text size="sm">{t('moveHint')}</Text>
      <ScrollArea.Autosize mah={380} type="auto" offsetScrollbars>
        {picker}
      </ScrollArea.Autosize>
      <Text size="sm" fw={500} aria-live="polite" style={{ overflowWrap: 'anywhere' }}>
        {target ? t('moveTarget', { name: target.node.name }) : t('moveNoTarget')}
      </Text>
      {problem && (
        <Text size="sm" c="red" role="alert">
          {t(MOVE_PROBLEM_KEYS[problem])}
        </Text>
      )}
      {running && tried && (
        <Stack gap={4}>
          <MoveProgress mover={mover} names={{ name: node.node.name, target: tried.node.name }} />
          <Text size="sm" c="dimmed">
            {t('movingCloseHint')}
          </Text>
        </Stack>
      )}
      {failure && tried && (
        <Alert color="red" variant="light" role="alert">
          {isUncertainFailure(failure.error)
            ? t('moveUncertain', { name: node.node.name, target: tried.node.name })
            : t('moveFailed', { name: node.node.name, target: tried.node.name })}
          <Text size="sm" mt={4}>
            {errorMessage(failure.error, common)}
          </Text>
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={requestClose}>
          {running ? t('close') : t('cancel')}
        </Button>
        <Button
          disabled={target === null || problem !== null}
          loading={running}
          onClick={() => {
            if (!target || problem !== null || running) return;
            setTried(target);
            onConfirm(node, target);
          }}
        >
          {t('moveConfirm')}
        </Button>
      </Group>
    </Stack>
  );
}
