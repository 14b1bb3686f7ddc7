import { Badge, Stack, Title } from '@mantine/core';
import {
  type ChooseUserPreRow,
  chooseUserPreQuery,
  type ProjectSelection,
  preselectionMutations,
  preselectionQueries,
} from '@mch/sdk';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFormat, useT } from '../../i18n';
import { useMessages } from '../../i18n/define-messages';
import { runMutation } from '../../platform/query-client';
import { useWorkbench } from '../../platform/workbench-context';
import { ConfirmAction } from '../../ui/confirm-action';
import { EmptyState } from '../../ui/empty-state';
import { PagedTable, type PagedTableColumn } from '../../ui/paged-table';
import { usePaging } from '../../ui/paging';
import { ShortText } from '../../ui/short-text';
import { studentSettingMessages } from './messages';

/** The preselected units and doctors of a project, paged, each deletable after a confirmation (key it by project). */
export function PreselectionTable({ project, active }: { project: ProjectSelection; active: boolean }) {
  const t = useMessages(studentSettingMessages);
  const common = useT();
  const format = useFormat();
  const wb = useWorkbench();
  const queryClient = useQueryClient();
  const paging = usePaging();
  const query = chooseUserPreQuery(paging, project);
  const rows = useQuery({
    ...preselectionQueries.page(wb, query),
    enabled: active,
    placeholderData: keepPreviousData,
  });

  const nameOf = (row: ChooseUserPreRow) => row.doctorName ?? row.unitName;
  const remove = async (row: ChooseUserPreRow) => {
    await runMutation(queryClient, preselectionMutations.removeRow(wb), row.id);
  };

  // The unit's column is as wide as its longest shortened name, so the doctors stay where they are from page to page.
  const columns: PagedTableColumn<ChooseUserPreRow>[] = [
    { key: 'unitName', title: t('unit'), field: 'unitName', shorten: 20, width: 330, nowrap: true },
    {
      key: 'doctorName',
      title: t('doctor'),
      nowrap: true,
      render: (row) =>
        row.doctorId === null ? (
          <Badge variant="light" color="gray">
            {t('wholeUnit')}
          </Badge>
        ) : (
          <ShortText text={row.doctorName} max={12} />
        ),
    },
    { key: 'createTime', title: t('chosenAt'), render: (row) => format.dateTime(row.createTime), width: 180 },
    {
      key: 'actions',
      title: common('common.actions'),
      width: 100,
      render: (row) => (
        <ConfirmAction
          size="compact-sm"
          variant="subtle"
          aria-label={t('deleteRow', { name: nameOf(row) })}
          message={t('deleteRowMessage', { name: nameOf(row) })}
          onConfirm={() => remove(row)}
        />
      ),
    },
  ];

  return (
    <Stack gap="sm" component="section" aria-label={t('tableTitle')}>
      <Title order={2} size="h5">
        {t('tableTitle')}
      </Title>
      <PagedTable
        label={t('table')}
        columns={columns}
        rows={rows.data?.records}
        rowKey="id"
        total={rows.data?.total ?? 0}
        page={paging.page}
        pageSize={paging.pageSize}
        onPageChange={paging.onPageChange}
        loading={rows.isFetching}
        error={rows.isError ? rows.error : undefined}
        onRetry={() => void rows.refetch()}
        empty={<EmptyState title={t('emptyList')} py="lg" />}
      />
    </Stack>
  );
}
