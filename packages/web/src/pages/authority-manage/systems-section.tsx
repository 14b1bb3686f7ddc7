import { Paper, Stack, TextInput } from '@mantine/core';
import { filterPlatformSystems, type PlatformSystem, pageOfList, platformQueries } from '@mch/sdk';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useMessages } from '../../i18n/define-messages';
import { useWorkbench } from '../../platform/workbench-context';

import { PagedTable, type PagedTableColumn } from '../../ui/paged-table';
import { usePaging } from '../../ui/paging';
import { authorityMessages } from './messages';

/** The systems of the platform (v1/system/queryAll), filtered by name or code as one types, paged. */
export function SystemsSection({ active }: { active: boolean }) {
  const t = useMessages(authorityMessages);
  const wb = useWorkbench();
  const systems = useQuery({ ...platformQueries.systems(wb), enabled: active });
  const [filter, setFilter] = useState('');
  const paging = usePaging();
  const page = systems.data ? pageOfList(filterPlatformSystems(systems.data, filter), paging) : undefined;
  const columns: PagedTableColumn<PlatformSystem>[] = [
    { key: 'id', title: t('systemId'), field: 'id', width: 100 },
    { key: 'name', title: t('systemName'), field: 'name', shorten: 30 },
    { key: 'code', title: t('systemCode'), field: 'code', shorten: 30 },
  ];
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <TextInput
          label={t('systemsFilter')}
          placeholder={t('systemsFilterPlaceholder')}
          value={filter}
          onChange={(event) => {
            setFilter(event.currentTarget.value);
            paging.reset();
          }}
          w={360}
        />
        <PagedTable
          label={t('systemsLabel')}
          columns={columns}
          rows={page?.records}
          rowKey="id"
          total={page?.total ?? 0}
          page={page?.pageIndex ?? paging.page}
          pageSize={paging.pageSize}
          onPageChange={paging.onPageChange}
          loading={systems.isFetching}
          error={systems.isError && !systems.data ? systems.error : undefined}
          onRetry={() => systems.refetch()}
        />
      </Stack>
    </Paper>
  );
}
