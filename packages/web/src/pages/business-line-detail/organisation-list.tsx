import { Stack, TextInput, Title } from '@mantine/core';
import { type LobOrganisation, orgTreeQueries } from '@mch/sdk';
import { useState } from 'react';
import { useT } from '../../i18n';
import { useMessages } from '../../i18n/define-messages';
import { useWorkbench } from '../../platform/workbench-context';
import { FilterBar } from '../../ui/filter-bar';
import { OrgTreeNameButton } from '../../ui/org-tree-name-button';

import { PagedTable, type PagedTableColumn } from '../../ui/paged-table';
import { unitTypeName } from '../../ui/unit-type-name';
import { useListFilter } from '../../ui/use-list-filter';
import { usePagedQuery } from '../../ui/use-paged-query';
import { lineMessages } from './messages';
import { OrgDetailModal } from './org-detail-modal';
import { SignedState } from './signed-state';

/** Props of OrganisationList. */
export interface OrganisationListProps {
  lobId: number;
  /** Only the organisations under this node; null for the whole line. */
  node: { id: number; name: string } | null;
  active: boolean;
}

/**
 * The organisations of a business line under the selected node (or the whole line), filtered by unit name and
 * paged by the backend; a row opens the organisation's details.
 */
export function OrganisationList({ lobId, node, active }: OrganisationListProps) {
  const t = useMessages(lineMessages);
  const common = useT();
  const wb = useWorkbench();
  const filter = useListFilter({ unitName: '' });
  const { paging } = filter;
  const [shown, setShown] = useState<LobOrganisation | null>(null);
  // Another node starts again at page 1 (the unit-name filter stays).
  const nodeId = node?.id ?? null;
  const [pagedNode, setPagedNode] = useState(nodeId);
  if (pagedNode !== nodeId) {
    setPagedNode(nodeId);
    paging.reset();
  }
  const request = {
    lobId,
    treeNodeId: nodeId,
    unitName: filter.applied.unitName.trim(),
    page: paging.page,
    pageSize: paging.pageSize,
  };
  const list = usePagedQuery({
    paging,
    query: orgTreeQueries.lobOrganisations(wb, request),
    enabled: active,
  });

  const columns: PagedTableColumn<LobOrganisation>[] = [
    {
      key: 'name',
      title: t('orgName'),
      render: (org) => <OrgTreeNameButton name={org.name} max={14} onClick={() => setShown(org)} />,
    },
    { key: 'areaName', title: t('area'), field: 'areaName', shorten: 8, nowrap: true },
    {
      key: 'unitType',
      title: t('unitType'),
      // A label of the app's own (five kinds), shown whole in either language: a cut by characters would leave
      // 'District...' of an English label.
      render: (org) => unitTypeName(common, org.unitType) ?? '-',
    },
    { key: 'contactName', title: t('contact'), field: 'contactName', shorten: 6, nowrap: true },
    {
      key: 'signed',
      title: t('signed'),
      width: 100,
      render: (org) => <SignedState signed={org.signed} />,
    },
  ];

  return (
    <Stack gap="sm">
      <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
        {node ? t('orgsTitleNode', { name: node.name }) : t('orgsTitleAll')}
      </Title>
      <FilterBar label={t('orgFilters')} onSearch={filter.search} onReset={filter.reset}>
        <TextInput
          label={t('unitName')}
          placeholder={t('unitNamePlaceholder')}
          value={filter.typed.unitName}
          onChange={(event) => filter.setTyped({ unitName: event.currentTarget.value })}
          w={260}
        />
      </FilterBar>
      <PagedTable label={t('orgsLabel')} columns={columns} rowKey="id" {...list.table} />
      <OrgDetailModal organisation={shown} onClose={() => setShown(null)} />
    </Stack>
  );
}
