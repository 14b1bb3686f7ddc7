import { type AppraiseUnitStats, evaluationAdminQueries, pageOfList, satisfactionPercent } from '@mch/sdk';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { evaluationMessages } from '../../features/evaluation-admin/messages';
import { useFormat } from '../../i18n';
import { useMessages } from '../../i18n/define-messages';
import { useWorkbench } from '../../platform/workbench-context';
import { Amount } from '../../ui/amount';
import { EmptyState } from '../../ui/empty-state';
import { ErrorPanel } from '../../ui/error-panel';
import { PagedTable, type PagedTableColumn } from '../../ui/paged-table';
import { usePaging } from '../../ui/paging';
import { SectionCard } from '../../ui/section-card';
import { UnitStatsChart } from './lazy-charts';

/** How many units the chart compares (the table lists them all). */
const CHART_UNITS = 10;

/** The statistics of each unit of a project: the units with the most answers as stacked bars, all units in a table. */
export function UnitStatsBlock({ projectId, active }: { projectId: number; active: boolean }) {
  const t = useMessages(evaluationMessages);
  const format = useFormat();
  const wb = useWorkbench();
  const id = useId();
  const paging = usePaging();
  const units = useQuery({
    ...evaluationAdminQueries.unitStats(wb, projectId),
    enabled: active,
  });
  const names = { 0: t('result.0'), 1: t('result.1'), 2: t('result.2') } as const;
  const page = pageOfList(units.data ?? [], paging);
  const amount = (value: number) => <Amount value={value} />;
  const columns: PagedTableColumn<AppraiseUnitStats>[] = [
    { key: 'unitName', title: t('unit'), field: 'unitName', shorten: 24 },
    { key: 'total', title: t('total'), align: 'right', render: (row) => amount(row.total) },
    { key: 'verySatisfied', title: names[0], align: 'right', render: (row) => amount(row.verySatisfied) },
    { key: 'satisfied', title: names[1], align: 'right', render: (row) => amount(row.satisfied) },
    { key: 'dissatisfied', title: names[2], align: 'right', render: (row) => amount(row.dissatisfied) },
    {
      key: 'rate',
      title: t('rate'),
      align: 'right',
      render: (row) =>
        t('rateValue', {
          rate: format.percent(satisfactionPercent(row.satisfactionRate)),
        }),
    },
  ];
  return (
    <SectionCard id={`${id}-units`} title={t('byUnit')}>
      {units.isError ? (
        <ErrorPanel title={t('byUnitFailed')} error={units.error} onRetry={() => void units.refetch()} />
      ) : (
        <>
          {units.data && units.data.length > 0 && (
            <UnitStatsChart label={t('byUnitChart')} rows={units.data.slice(0, CHART_UNITS)} names={names} />
          )}
          <PagedTable
            label={t('byUnitTable')}
            columns={columns}
            rows={units.data ? page.records : undefined}
            rowKey="unitId"
            total={page.total}
            page={page.pageIndex}
            pageSize={page.pageSize}
            onPageChange={paging.onPageChange}
            loading={units.isFetching}
            empty={<EmptyState title={t('noAnswers')} py="lg" />}
          />
        </>
      )}
    </SectionCard>
  );
}
