import { Button, Group, Select, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import {
  APPRAISE_RESULTS,
  type AppraiseDetail,
  appraiseDetailQuery,
  appraiseResultOf,
  type DayRange,
  fetchAppraiseDetailPage,
} from '@mch/sdk';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useWorkbench } from '../../app/workbench-context';
import { useFormat, useT } from '../../i18n';
import { useMessages } from '../../i18n/define-messages';
import { EmptyState, PagedTable, type PagedTableColumn, usePaging } from '../../ui';
import { evaluationMessages } from '../evaluation-manage/messages';
import { AnswerDetailModal } from './answer-detail-modal';
import { ResultBadge } from './result-badge';
import { SectionCard } from './section-card';

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
  const paging = usePaging();
  const [typed, setTyped] = useState<AnswerFilter>(EMPTY_FILTER);
  const [filter, setFilter] = useState<AnswerFilter>(EMPTY_FILTER);
  const [shown, setShown] = useState<AppraiseDetail | null>(null);

  const range: DayRange = filter.dateRange;
  const query = appraiseDetailQuery(paging, {
    projectId,
    result: appraiseResultOf(filter.result),
    unitName: filter.unitName,
    dateRange: range,
  });
  const answers = useQuery({
    queryKey: ['main', '/ysfyAppraise/getDetailPage', query],
    queryFn: ({ signal }) => fetchAppraiseDetailPage(wb.main, query, signal),
    enabled: active,
    placeholderData: keepPreviousData,
  });

  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilter(typed);
    paging.reset();
  };
  const reset = () => {
    setTyped(EMPTY_FILTER);
    setFilter(EMPTY_FILTER);
    paging.reset();
  };

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
      <form onSubmit={search} aria-label={t('answerFilters')}>
        <Group align="flex-end" gap="sm">
          <Select
            label={t('result')}
            placeholder={t('allResults')}
            data={APPRAISE_RESULTS.map((r) => ({ value: String(r), label: t(`result.${r}`) }))}
            value={typed.result}
            onChange={(result) => setTyped((current) => ({ ...current, result }))}
            clearable
            clearButtonProps={{ 'aria-label': t('clearField', { field: t('result') }) }}
            w={150}
          />
          <TextInput
            label={t('unitName')}
            placeholder={t('unitNamePlaceholder')}
            value={typed.unitName}
            onChange={(event) => {
              const unitName = event.currentTarget.value;
              setTyped((current) => ({ ...current, unitName }));
            }}
            w={220}
            maxLength={100}
          />
          <DatePickerInput
            type="range"
            label={t('submittedBetween')}
            placeholder={t('datePlaceholder')}
            value={typed.dateRange}
            onChange={(value) =>
              setTyped((current) => ({ ...current, dateRange: [value[0] ?? null, value[1] ?? null] }))
            }
            valueFormat="YYYY-MM-DD"
            clearable
            clearButtonProps={{ 'aria-label': t('clearDates') }}
            allowSingleDateInRange
            styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
            w={250}
          />
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
            {common('common.search')}
          </Button>
          <Button variant="default" onClick={reset}>
            {common('common.reset')}
          </Button>
        </Group>
      </form>
      <PagedTable
        label={t('answersTable')}
        columns={columns}
        rows={answers.data?.records}
        rowKey="id"
        total={answers.data?.total ?? 0}
        page={paging.page}
        pageSize={paging.pageSize}
        onPageChange={paging.onPageChange}
        loading={answers.isFetching}
        error={answers.isError ? answers.error : undefined}
        onRetry={() => void answers.refetch()}
        empty={<EmptyState title={t('noAnswersFound')} py="lg" />}
      />
      <AnswerDetailModal answer={shown} onClose={() => setShown(null)} />
    </SectionCard>
  );
}
