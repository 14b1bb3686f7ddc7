import { Button, Group, Stack, TextInput, Title } from '@mantine/core';
import type { LobOrganisation } from '@mch/sdk';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useWorkbench } from '../../app/workbench-context';
import { useMessages } from '../../i18n/define-messages';
import { OrgTreeNameButton } from '../../ui/org-tree-name-button';
import { lobOrganisationsQuery } from '../../ui/org-tree-queries';
import { PagedTable, type PagedTableColumn } from '../../ui/paged-table';
import { usePaging } from '../../ui/paging';
import { ShortText } from '../../ui/short-text';
import { lineMessages } from './messages';
import { OrgDetailModal } from './org-detail-modal';
import { SignedState } from './signed-state';
import { useUnitTypeName } from './unit-type-name';

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
  const wb = useWorkbench();
  const paging = usePaging();
  const unitTypeName = useUnitTypeName();
  const [input, setInput] = useState('');
  const [unitName, setUnitName] = useState('');
  const [shown, setShown] = useState<LobOrganisation | null>(null);
  // Another node starts again at page 1 (the unit-name filter stays).
  const nodeId = node?.id ?? null;
  const [pagedNode, setPagedNode] = useState(nodeId);
  if (pagedNode !== nodeId) {
    setPagedNode(nodeId);
    paging.reset();
  }
  const request = { lobId, treeNodeId: nodeId, unitName, page: paging.page, pageSize: paging.pageSize };
  const list = useQuery({
    ...lobOrganisationsQuery(wb, request),
    enabled: active,
    placeholderData: keepPreviousData,
  });

  const search = (event: FormEvent) => {
    event.preventDefault();
    setUnitName(input.trim());
    paging.reset();
  };
  const reset = () => {
    setInput('');
    setUnitName('');
    paging.reset();
  };

  const columns: PagedTableColumn<LobOrganisation>[] = [
    {
      key: 'name',
      title: t('orgName'),
      render: (org) => <OrgTreeNameButton name={org.name} max={14} onClick={() => setShown(org)} />,
    },
    { key: 'areaName', title: t('area'), field: 'areaName', shorten: 8 },
    {
      key: 'unitType',
      title: t('unitType'),
      render: (org) => <ShortText text={unitTypeName(org.unitType) ?? '-'} max={8} />,
    },
    { key: 'contactName', title: t('contact'), field: 'contactName', shorten: 6 },
    {
      key: 'signed',
      title: t('signed'),
      width: 100,
      render: (org) => <SignedState signed={org.signed} />,
    },
  ];

  return (
    <Stack gap="sm">
      <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
        {node ? t('orgsTitleNode', { name: node.name }) : t('orgsTitleAll')}
      </Title>
      <Group component="form" role="search" align="flex-end" gap="xs" onSubmit={search}>
        <TextInput
          label={t('unitName')}
          placeholder={t('unitNamePlaceholder')}
          value={input}
          onChange={(event) => setInput(event.currentTarget.value)}
          w={260}
        />
        <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
          {t('search')}
        </Button>
        <Button variant="default" onClick={reset}>
          {t('reset')}
        </Button>
      </Group>
      <PagedTable
        label={t('orgsLabel')}
        columns={columns}
        rows={list.data?.records}
        rowKey="id"
        total={list.data?.total ?? 0}
        page={paging.page}
        pageSize={paging.pageSize}
        onPageChange={paging.onPageChange}
        loading={list.isFetching}
        error={list.isError ? list.error : undefined}
        onRetry={() => list.refetch()}
      />
      <OrgDetailModal organisation={shown} onClose={() => setShown(null)} />
    </Stack>
  );
}
