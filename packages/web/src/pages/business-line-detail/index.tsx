import { Box, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import {
  businessLineOfPage,
  deleteLobTreeNode,
  isUncertainFailure,
  type OrgTreeNode,
  orgTreeQueries,
} from '@mch/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useMessages } from '../../i18n/define-messages';
import type { PageProps } from '../../platform/page-props';
import { invalidateKeys } from '../../platform/query-client';
import { useSessionState, useTabTitle, useWorkbench } from '../../platform/workbench-context';
import { ConfirmAction } from '../../ui/confirm-action';
import { DetailTable } from '../../ui/detail-table';
import { ErrorPanel } from '../../ui/error-panel';
import { notify } from '../../ui/notify';
import { OrgTree, type PlacedTreeNode, selectionWithout } from '../../ui/org-tree';
import { OrgTreePanel } from '../../ui/org-tree-panel';
import { orgNodeAdapter } from '../../ui/org-tree-queries';
import { lineMessages } from './messages';
import { OrganisationList } from './organisation-list';

type Placed = PlacedTreeNode<OrgTreeNode>;

/**
 * Business-line detail (/businessLineDetail/{id}, opened with `lobId` in the query): the organisation catalogue tree
 * of the line (top nodes by line, children by parent, delete a node after a confirmation) and the organisations
 * under the selected node, or the whole line, paged.
 */
export default function BusinessLineDetailPage({ search, params, active }: PageProps<'BusinessLineDetail'>) {
  const t = useMessages(lineMessages);
  const lobId = businessLineOfPage(search, params);
  if (lobId === null) {
    return (
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <ErrorPanel title={t('invalidLineTitle')} message={t('invalidLine')} />
      </Stack>
    );
  }
  return <BusinessLine lobId={lobId} active={active} />;
}

function BusinessLine({ lobId, active }: { lobId: number; active: boolean }) {
  const t = useMessages(lineMessages);
  const wb = useWorkbench();
  const session = useSessionState();
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<Placed | null>(null);
  // The pages exist only for users granted businessLineManage (SPEC.md §6); an address typed by hand shows why.
  const allowed = session.status === 'ready' && session.menu.hasBusinessLines;
  const lines = session.status === 'ready' ? session.businessLines : [];
  const known = lines.find((l) => String(l.id) === String(lobId))?.title ?? null;
  // The user's lines are known and this is none of them (an address typed or kept from before it was removed): the
  // page says so rather than asking the backend for a tree it has not got. While the lines are asked for, the tree
  // waits; when they could not be had, the backend is asked all the same.
  const linesStatus = session.status === 'ready' ? session.businessLinesStatus : 'loading';
  const unknown = linesStatus === 'loaded' && known === null;
  const roots = useQuery({
    ...orgTreeQueries.lobRoots(wb, lobId),
    enabled: active && allowed && linesStatus !== 'loading' && !unknown,
  });
  const [adapter] = useState(() => orgNodeAdapter((node) => orgTreeQueries.lobChildren(wb, node.id)));

  const line = known ?? t('lineNumber', { id: lobId });
  // Opened by its address rather than from the menu, the tab is named by the line all the same (the menu's entry
  // names it so), not "Business-line detail".
  useTabTitle(known);

  const remove = useMutation({
    mutationFn: (placed: Placed) => deleteLobTreeNode(wb.main, placed.node.id),
    onSuccess: async (_data, placed) => {
      setSelected((current) => selectionWithout(current, placed.node.id));
      notify({
        color: 'green',
        message: ({ messages }) => messages(lineMessages)('deleted', { name: placed.node.name }),
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

  let tree: ReactNode;
  if (roots.data) {
    tree = (
      <OrgTree
        label={t('treeLabel', { line })}
        maxHeight={600}
        roots={roots.data}
        adapter={adapter}
        selectedId={selected ? String(selected.node.id) : null}
        onSelect={setSelected}
        enabled={active}
        defaultExpandedIds={roots.data.length === 1 ? roots.data.map((n) => String(n.id)) : undefined}
        empty={t('treeEmpty')}
      />
    );
  } else if (roots.isError) {
    tree = <ErrorPanel title={t('treeFailed')} error={roots.error} onRetry={() => roots.refetch()} />;
  } else {
    tree = (
      <Group gap="xs" py="md" justify="center">
        <Loader size="sm" aria-hidden />
        <Text size="sm" c="dimmed">
          {t('loading')}
        </Text>
      </Group>
    );
  }

  const node = selected?.node;
  if (allowed && unknown) {
    return (
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <ErrorPanel title={t('invalidLineTitle')} message={t('unknownLine', { id: lobId })} />
      </Stack>
    );
  }
  if (!allowed) {
    return (
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <ErrorPanel title={t('noAccessTitle')} message={t('noAccess')} />
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
        {known !== null ? t('titleOf', { line }) : line}
      </Title>
      <Box style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', gap: 16 }}>
        <OrgTreePanel>{tree}</OrgTreePanel>
        <Stack gap="md">
          {node && selected && (
            <Paper withBorder p="md" radius="md">
              <Stack gap="sm">
                <Group justify="space-between" wrap="nowrap">
                  <Title order={2} size="h4">
                    {t('nodeDetails')}
                  </Title>
                  <Group gap="xs" wrap="nowrap">
                    <Button size="sm" variant="default" onClick={() => setSelected(null)}>
                      {t('showAll')}
                    </Button>
                    <ConfirmAction
                      size="sm"
                      aria-label={t('deleteNodeNamed', { name: node.name })}
                      title={t('deleteTitle')}
                      message={t('deleteMessage', { name: node.name })}
                      onConfirm={() => remove.mutateAsync(selected)}
                    >
                      {t('deleteNode')}
                    </ConfirmAction>
                  </Group>
                </Group>
                <DetailTable
                  items={[
                    { key: 'name', label: t('name'), value: node.name, span: 24 },
                    { key: 'id', label: t('nodeId'), value: node.id },
                    { key: 'level', label: t('level'), value: node.level },
                    { key: 'treeCode', label: t('treeCode'), value: node.treeCode },
                    {
                      key: 'kind',
                      label: t('kind'),
                      value: node.unitId === null ? t('kindCatalogue') : t('kindUnit'),
                    },
                    {
                      key: 'parent',
                      label: t('parent'),
                      value: selected.ancestors.at(-1)?.name ?? null,
                      span: 16,
                    },
                  ]}
                />
              </Stack>
            </Paper>
          )}
          <Paper withBorder p="md" radius="md">
            <OrganisationList
              lobId={lobId}
              node={node ? { id: node.id, name: node.name } : null}
              active={active}
            />
          </Paper>
        </Stack>
      </Box>
    </Stack>
  );
}
