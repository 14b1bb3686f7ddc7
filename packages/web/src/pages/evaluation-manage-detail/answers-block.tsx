import { Button, Select, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
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
import { EmptyState } from '../../ui/empty-state';
import { FilterBar } from '../../ui/filter-bar';
import { PagedTable, type PagedTableColumn } from '../../ui/paged-table';
import { SectionCard } from '../../ui/section-card';
import { useListFilter } from '../../ui/use-list-filter';
import { usePagedQuery } from '../../ui/use-paged-query';
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
  const filter = useListFilter<AnswerFilter>(EMPTY_FILTER);
  const { paging, typed, applied } = filter;
  const [shown, setShown] = useState<AppraiseDetail | null>(null);

  const range: DayRange = applied.dateRange;
  const query = appraiseDetailQuery(paging, {
    projectId,
    result: appraiseResultOf(applied.result),
    unitName: applied.unitName,
    dateRange: range,
  });
  const answers = usePagedQuery({
    paging,
    query: evaluationAdminQueries.answers(wb, query),
    enabled: active,
  });

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
        <Button
          size="compact-sm"
          variant="subtle"
          onClick={() => setShown(row)}
          aria-label={t('answerDetailsOf', { user: row.userName })}
        >
          {common('common.details')}
        </Button>
      ),
    },
  ];

  return (
    <SectionCard id={`${id}-answers`} title={t('answers')}>
      <FilterBar label={t('answerFilters')} onSearch={filter.search} onReset={filter.reset}>
        <Select
          label={t('result')}
          placeholder={t('allResults')}
          data={APPRAISE_RESULTS.map((r) => ({ value: String(r), label: t(`result.${r}`) }))}
          value={typed.result}
          onChange={(result) => filter.setTyped({ result })}
          clearable
          clearButtonProps={{ 'aria-label': t('clearField', { field: t('result') }) }}
          w={150}
        />
        <TextInput
          label={t('unitName')}
          placeholder={t('unitNamePlaceholder')}
          value={typed.unitName}
          onChange={(event) => filter.setTyped({ unitName: event.currentTarget.value })}
          w={220}
          maxLength={100}
        />
        <DatePickerInput
          type="range"
          label={t('submittedBetween')}
          placeholder={t('datePlaceholder')}
          value={typed.dateRange}
          onChange={(value) => filter.setTyped({ dateRange: [value[0] ?? null, value[1] ?? null] })}
          valueFormat="YYYY-MM-DD"
          clearable
          clearButtonProps={{ 'aria-label': t('clearDates') }}
          allowSingleDateInRange
          styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
          w={250}
        />
      </FilterBar>
      <PagedTable
        label={t('answersTable')}
        columns={columns}
        rowKey="id"
        {...answers.table}
        empty={<EmptyState title={t('noAnswersFound')} py="lg" />}
      />
      <AnswerDetailModal answer={shown} onClose={() => setShown(null)} />
    </SectionCard>
  );
}
