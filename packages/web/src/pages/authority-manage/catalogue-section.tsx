import { Button, Group, ScrollArea, Text, TextInput } from '@mantine/core';
import { filterOrgTree, flattenOrgTree, type OrgTreeNode, orgTreeQueries, textMatches } from '@mch/sdk';
import { IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { useMessages } from '../../i18n/define-messages';
import { useWorkbench } from '../../platform/workbench-context';
import { ErrorPanel } from '../../ui/error-panel';
import { LoadingLine } from '../../ui/loading-line';
import { OrgTree, type PlacedTreeNode } from '../../ui/org-tree';
import { orgNodeAdapter } from '../../ui/org-tree-queries';
import { BrowsePanes } from './browse-panes';
import { authorityMessages } from './messages';

const adapter = orgNodeAdapter();

/** The whole organisation catalogue tree, filtered by node name as one types, with the picked node's details. */
export function CatalogueSection({ active }: { active: boolean }) {
  const t = useMessages(authorityMessages);
  const wb = useWorkbench();
  const tree = useQuery({ ...orgTreeQueries.catalogue(wb), enabled: active });
  const [filter, setFilter] = useState('');
  const [selected, setSelected] = useState<PlacedTreeNode<OrgTreeNode> | null>(null);
  const shown = useMemo(
    () => (tree.data ? filterOrgTree(tree.data, filter) : undefined),
    [tree.data, filter],
  );
  const total = useMemo(() => flattenOrgTree(tree.data ?? []).length, [tree.data]);
  const matches = useMemo(
    () => flattenOrgTree(shown ?? []).filter((n) => textMatches(filter, n.name)).length,
    [shown, filter],
  );
  const filtering = filter.trim() !== '';
  const byId = useMemo(() => new Map(flattenOrgTree(tree.data ?? []).map((n) => [n.id, n])), [tree.data]);

  let body: ReactNode;
  if (shown) {
    body = (
      <ScrollArea.Autosize mah={520} type="auto" offsetScrollbars>
        <OrgTree
          label={t('catalogueLabel')}
          roots={shown}
          adapter={adapter}
          selectedId={selected ? String(selected.node.id) : null}
          onSelect={setSelected}
          expandAll={filtering}
          defaultExpandedIds={tree.data?.map((n) => String(n.id))}
          labelMax={24}
          empty={t('catalogueEmpty')}
        />
      </ScrollArea.Autosize>
    );
  } else if (tree.isError) {
    body = <ErrorPanel title={t('catalogueFailed')} error={tree.error} onRetry={() => tree.refetch()} />;
  } else {
    body = <LoadingLine py="md" />;
  }

  // The details come from the whole tree (not the filtered one), read again on every refresh: its parent too (a node
  // moved meanwhile, in role management or by someone else, is described where it is now, not where it was picked).
  const node = selected ? (byId.get(selected.node.id) ?? selected.node) : undefined;
  const parent =
    node && node.parentId !== null
      ? (byId.get(node.parentId)?.name ??
        selected?.ancestors.find((ancestor) => ancestor.id === node.parentId)?.name ??
        null)
      : null;
  return (
    <BrowsePanes
      columns="minmax(0, 1fr) minmax(0, 1fr)"
      detailsTitle={t('nodeDetails')}
      details={
        node && [
          { key: 'name', label: t('name'), value: node.name, span: 24 },
          { key: 'id', label: t('nodeId'), value: node.id },
          { key: 'level', label: t('level'), value: node.level },
          { key: 'treeCode', label: t('treeCode'), value: node.treeCode },
          {
            key: 'kind',
            label: t('kind'),
            value: node.unitId === null ? t('kindCatalogue') : t('kindUnit'),
          },
          { key: 'unitId', label: t('unitId'), value: node.unitId },
          { key: 'children', label: t('childCount'), value: node.children?.length ?? 0 },
          {
            key: 'parent',
            label: t('parent'),
            value: parent,
            span: 24,
          },
        ]
      }
      nothingPicked={t('noNodeSelected')}
    >
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <TextInput
          label={t('catalogueFilter')}
          placeholder={t('catalogueFilterPlaceholder')}
          value={filter}
          onChange={(event) => setFilter(event.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={() => tree.refetch()}
          loading={tree.isFetching && tree.data !== undefined}
        >
          {t('refresh')}
        </Button>
      </Group>
      {tree.data && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {filtering ? t('catalogueMatches', { count: matches }) : t('catalogueCount', { count: total })}
        </Text>
      )}
      {body}
    </BrowsePanes>
  );
}
