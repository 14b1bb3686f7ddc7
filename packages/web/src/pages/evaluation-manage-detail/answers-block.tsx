import {
  APPRAISE_RESULTS,
  type AppraiseDetail,
  appraiseDetailQuery,
  appraiseResultOf,
  type DayRange,
  evaluationAdminQueries,
} from '@mch/sdk';
import { useId, useState } from 'react';
import { evaluationMessages } from '../../features/evaluation-admin/messages';
import { useFormat, useT } from '../../i18n';
import { useMessages } from '../../i18n/define-messages';
import { useWorkbench } from '../../platform/workbench-context';
import { FilterDateRange } from '../../ui/filter-date-range';
import { FilterSelect } from '../../ui/filter-select';
import { FilterTextInput } from '../../ui/filter-text-input';
import { FilteredPagedTable } from '../../ui/filtered-paged-table';
import type { PagedTableColumn } from '../../ui/paged-table';
import { RowAction } from '../../ui/row-action';
import { SectionCard } from '../../ui/section-card';
import { useFilteredList } from '../../ui/use-filtered-list';
import { AnswerDetailModal } from './answer-detail-modal';
import { ResultBadge } from './result-badge';

interface AnswerFilter {
  result: string | null;
  unitName: string;
  dateRange: [string | null, string | null];
}

const EMPTY_FILTER: AnswerFilter = { result: null, unitName: '', dateRange: [null, null] };

/** The answers of a project, filtered by choice, unit name and days, paged; each opens in the detail table. */
export function AnswersBlock({ projectId, active }: { projectId: number; active: boolean }) {
  const t = useMessages(evaluationMessages);
  const common = useT();
  const format = useFormat();
  const wb = useWorkbench();
  const id = useId();
  const [shown, setShown] = useState<AppraiseDetail | null>(null);

  const answers = useFilteredList(
    EMPTY_FILTER,
    (applied, paging) => {
      const range: DayRange = applied.dateRange;
      const query = appraiseDetailQuery(paging, {
        projectId,
        result: appraiseResultOf(applied.result),
        unitName: applied.unitName,
        dateRange: range,
      });
      return evaluationAdminQueries.answers(wb, query);
    },
    active,
  );

  const columns: PagedTableColumn<AppraiseDetail>[] = [
    { key: 'time', title: t('submitted'), width: 170, render: (row) => format.dateTime(row.createTime) },
    { key: 'user', title: t('user'), field: 'userName', shorten: 10, width: 100 },
    { key: 'unit', title: t('unit'), field: 'unitName', shorten: 16 },
    {
      key: 'result',
      title: t('result'),
      width: 120,
      render: (row) => <ResultBadge result={row.appraiseResult} />,
    },
    { key: 'explain', title: t('explain'), field: 'explain', shorten: 12 },
    { key: 'suggest', title: t('suggest'), field: 'suggest', shorten: 12 },
    {
      key: 'actions',
      title: common('common.actions'),
      width: 90,
      render: (row) => (
        <RowAction label={t('answerDetailsOf', { user: row.userName })} onClick={() => setShown(row)}>
          {common('common.details')}
        </RowAction>
      ),
    },
  ];

  return (
    <SectionCard id={`${id}-answers`} title={t('answers')}>
      <FilteredPagedTable
        list={answers}
        columns={columns}
        rowKey="id"
        texts={{ filters: t('answerFilters'), table: t('answersTable'), empty: t('noAnswersFound') }}
      >
        <FilterSelect
          listFilter={answers}
          field="result"
          label={t('result')}
          placeholder={t('allResults')}
          data={APPRAISE_RESULTS.map((r) => ({ value: String(r), label: t(`result.${r}`) }))}
          clearLabel={t('clearField', { field: t('result') })}
          w={150}
        />
        <FilterTextInput
          listFilter={answers}
          field="unitName"
          label={t('unitName')}
          placeholder={t('unitNamePlaceholder')}
          w={220}
        />
        <FilterDateRange
          listFilter={answers}
          field="dateRange"
          label={t('submittedBetween')}
          placeholder={t('datePlaceholder')}
          clearLabel={t('clearDates')}
          w={250}
        />
      </FilteredPagedTable>
      <AnswerDetailModal answer={shown} onClose={() => setShown(null)} />
    </SectionCard>
  );
}
