import { Button, Group, Stack, Title } from '@mantine/core';
import { type OrgTreeNode, orgTreeQueries, pageOfList } from '@mch/sdk';
import { IconArrowsMove } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMessages } from '../../i18n/define-messages';
import { useWorkbench } from '../../platform/workbench-context';
import { ConfirmAction } from '../../ui/confirm-action';
import { DetailTable } from '../../ui/detail-table';
import type { PlacedTreeNode } from '../../ui/org-tree';
import { OrgTreeNameButton } from '../../ui/org-tree-name-button';

import { PagedTable, type PagedTableColumn } from '../../ui/paged-table';
import { usePaging } from '../../ui/paging';
import { roleMessages } from './messages';

/** Props of NodeDetailPanel. */
export interface NodeDetailPanelProps {
  lobId: number;
  selected: PlacedTreeNode<OrgTreeNode>;
  active: boolean;
  /** A move is running: no other move can start. */
  moveBusy: boolean;
  /** Shows another node (a child) in the panel. */
  onOpen: (placed: PlacedTreeNode<OrgTreeNode>) => void;
  /** Opens 'Move to…' for a node. */
  onMove: (placed: PlacedTreeNode<OrgTreeNode>) => void;
  /** Deletes a node; rejects with the failure (shown in the confirmation). */
  onDelete: (placed: PlacedTreeNode<OrgTreeNode>) => Promise<void>;
}

/**
 * The selected node of the role tree: its details (read again from its parent's children, so a move shows), the
 * actions 'Move to…' and delete, and its child nodes, paged, each with the same actions.
 */
export function NodeDetailPanel({
  lobId,
  selected,
  active,
  moveBusy,
  onOpen,
  onMove,
  onDelete,
}: NodeDetailPanelProps) {
  const t = useMessages(roleMessages);
  const wb = useWorkbench();
  const paging = usePaging();
  const siblings = useQuery({
    ...orgTreeQueries.byParent(wb, lobId, selected.node.parentId),
    enabled: active,
  });
  const node = siblings.data?.find((n) => n.id === selected.node.id) ?? selected.node;
  const current: PlacedTreeNode<OrgTreeNode> = { node, ancestors: selected.ancestors };
  const children = useQuery({
    ...orgTreeQueries.byParent(wb, lobId, node.id),
    enabled: active && !node.isLeaf,
  });
  const childList = node.isLeaf ? [] : children.data;
  const page = childList ? pageOfList(childList, paging) : undefined;
  const childAncestors = [...selected.ancestors, node];
  const parent = selected.ancestors.at(-1);

  const deleteButton = (target: PlacedTreeNode<OrgTreeNode>, compact: boolean) => (
    <ConfirmAction
      size={compact ? 'compact-sm' : 'sm'}
      aria-label={t('deleteNode', { name: target.node.name })}
      title={t('deleteTitle')}
      message={t('deleteMessage', { name: target.node.name })}
      onConfirm={() => onDelete(target)}
    >
      {t('delete')}
    </ConfirmAction>
  );

  const columns: PagedTableColumn<OrgTreeNode>[] = [
    {
      key: 'name',
      title: t('name'),
      render: (child) => (
        <OrgTreeNameButton
          name={child.name}
          max={18}
          onClick={() => onOpen({ node: child, ancestors: childAncestors })}
        />
      ),
    },
    { key: 'level', title: t('level'), field: 'level', width: 70 },
    {
      key: 'kind',
      title: t('kind'),
      width: 90,
      render: (child) => (child.unitId === null ? t('kindCatalogue') : t('kindUnit')),
    },
    {
      key: 'actions',
      title: t('actions'),
      width: 210,
      render: (child) => (
        <Group gap={6} wrap="nowrap">
          <Button
            size="compact-sm"
            variant="light"
            disabled={moveBusy}
            data-move-opener
            aria-label={t('moveNode', { name: child.name })}
            onClick={() => onMove({ node: child, ancestors: childAncestors })}
          >
            {t('moveTo')}
          </Button>
          {deleteButton({ node: child, ancestors: childAncestors }, true)}
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} size="h4">
          {t('details')}
        </Title>
        <Group gap="xs" wrap="nowrap">
          <Button
            size="sm"
            variant="light"
            leftSection={<IconArrowsMove size={16} aria-hidden />}
            disabled={moveBusy}
            data-move-opener
            aria-label={t('moveNode', { name: node.name })}
            onClick={() => onMove(current)}
          >
            {t('moveTo')}
          </Button>
          {deleteButton(current, false)}
        </Group>
      </Group>
      <DetailTable
        items={[
          { key: 'name', label: t('name'), value: node.name, span: 24 },
          { key: 'id', label: t('id'), value: node.id },
          { key: 'level', label: t('level'), value: node.level },
          { key: 'treeCode', label: t('treeCode'), value: node.treeCode },
          { key: 'kind', label: t('kind'), value: node.unitId === null ? t('kindCatalogue') : t('kindUnit') },
          { key: 'unitId', label: t('unitId'), value: node.unitId },
          { key: 'leaf', label: t('leaf'), value: node.isLeaf ? t('no') : t('yes') },
          // A node opened from the search results comes without its path, so its parent's name is not known
          // here: the row is left out rather than saying '-' (no parent) for a node that has one.
          ...(parent !== undefined || node.parentId === null
            ? [{ key: 'parent', label: t('parent'), value: parent?.name ?? null, span: 24 }]
            : []),
        ]}
      />
      <Title order={3} size="h5">
        {t('children')}
      </Title>
      <PagedTable
        label={t('childrenLabel', { name: node.name })}
        columns={columns}
        rows={page?.records}
        rowKey="id"
        total={page?.total ?? 0}
        page={page?.pageIndex ?? paging.page}
        pageSize={paging.pageSize}
        onPageChange={paging.onPageChange}
        loading={children.isFetching}
        error={children.isError && !children.data ? children.error : undefined}
        onRetry={() => children.refetch()}
      />
    </Stack>
  );
}
