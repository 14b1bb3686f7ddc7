import { Group, Input, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import {
  EMPTY_REFERRAL_FILTER,
  pageOfList,
  type ReferralAreaRow,
  type ReferralFilter,
  referralAreaTable,
  referralParentArea,
  referralRate,
  referralStatsFilter,
  statsQueries,
  userProvince,
} from '@mch/sdk';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useFormat } from '../../i18n';
import { useMessages } from '../../i18n/define-messages';
import type { PageProps } from '../../platform/page-props';
import { pageTitles } from '../../platform/page-titles';
import { useCurrentUser, useWorkbench } from '../../platform/workbench-context';
import { Amount } from '../../ui/amount';
import { AreaCascader } from '../../ui/area-cascader';
import { useStageLabels } from '../../ui/charts/stage-labels';
import { DateRangeField } from '../../ui/date-range-field';
import { EmptyState } from '../../ui/empty-state';
import { PageTitle } from '../../ui/page-title';
import { PagedTable, type PagedTableColumn } from '../../ui/paged-table';
import { usePaging } from '../../ui/paging';
import { ResetButton } from '../../ui/reset-button';
import { SectionCard } from '../../ui/section-card';
import { ConsultationCard } from './consultation-card';
import { Figure } from './figure';
import { AreaReferralChart, ProgressStagesChart } from './lazy-charts';
import { referralMessages } from './messages';
import { QuerySection } from './query-section';

/**
 * Referral monitoring (/ReferralMonit, not kept alive): the referrals and consultations of the chosen area and
 * period, the areas under it compared, the user's own consultations and the work progress; opened with `?id=`, the
 * consultation of that id on top.
 */
export default function ReferralMonitPage({ search, active }: PageProps<'ReferralMonit'>) {
  const t = useMessages(referralMessages);
  const titles = useMessages(pageTitles);
  const format = useFormat();
  const user = useCurrentUser();
  const paging = usePaging();
  const id = useId();
  const [filter, setFilter] = useState<ReferralFilter>(EMPTY_REFERRAL_FILTER);
  // The period as picked: it applies once both ends are chosen (or both are cleared).
  const [period, setPeriod] = useState<[string | null, string | null]>([null, null]);
  const wb = useWorkbench();
  const namedStages = useStageLabels();
  const singleId = search.id;
  const province = userProvince(user);
  const parentArea = referralParentArea(filter, user);

  const statsFilter = referralStatsFilter(filter);
  const summary = useQuery({
    ...statsQueries.summary(wb, statsFilter),
    enabled: active,
    placeholderData: keepPreviousData,
  });
  const areas = useQuery({
    ...statsQueries.areas(wb, parentArea ?? ''),
    enabled: active && parentArea !== null,
    placeholderData: keepPreviousData,
  });
  const myWork = useQuery({
    ...statsQueries.myWork(wb),
    enabled: active,
  });
  const progress = useQuery({
    ...statsQueries.progress(wb),
    enabled: active,
  });

  const setArea = (areaCode: string | null) => {
    setFilter((current) => ({ ...current, areaCode }));
    paging.reset();
  };
  const dirty = filter.areaCode !== null || period[0] !== null || period[1] !== null;
  const percent = (value: number) => t('shareValue', { share: format.percent(value) });

  const areaColumns: PagedTableColumn<ReferralAreaRow>[] = [
    { key: 'areaName', title: t('areaName'), field: 'areaName', shorten: 16 },
    {
      key: 'consultations',
      title: t('consultations'),
      align: 'right',
      render: (r) => <Amount value={r.consultations} />,
    },
    {
      key: 'referrals',
      title: t('referrals'),
      align: 'right',
      render: (r) => <Amount value={r.referrals} />,
    },
    { key: 'share', title: t('share'), align: 'right', render: (r) => percent(r.referralShare) },
  ];

  return (
    <Stack gap="md">
      <PageTitle>{titles('page.referralMonit')}</PageTitle>
      {singleId !== null && <ConsultationCard singleId={singleId} />}
      <Group gap="md" align="flex-end" wrap="wrap" role="group" aria-label={t('filter')}>
        {/* Labelled like the workbench's statistics filter (the same label, weight and place). */}
        <Input.Wrapper label={t('area')} labelElement="div">
          <AreaCascader
            label={t('area')}
            initialArea={province}
            value={filter.areaCode}
            onChange={setArea}
            columnWidth={130}
          />
        </Input.Wrapper>
        <DateRangeField
          label={t('period')}
          placeholder={t('periodPlaceholder')}
          clearLabel={t('clearDates')}
          value={period}
          onChange={(picked) => {
            setPeriod(picked);
            if ((picked[0] === null) === (picked[1] === null))
              setFilter((current) => ({ ...current, period: picked }));
          }}
          w={250}
          upToToday
        />
        <ResetButton
          dirty={dirty}
          onReset={() => {
            setFilter(EMPTY_REFERRAL_FILTER);
            setPeriod([null, null]);
            paging.reset();
          }}
        >
          {t('reset')}
        </ResetButton>
      </Group>

      <QuerySection
        title={t('summary')}
        hint={t('summaryHint')}
        query={summary}
        failedTitle={t('summaryFailed')}
      >
        {(s) => (
          <SimpleGrid cols={4} spacing="md">
            <Figure label={t('referrals')}>
              <Amount value={s.referrals} />
            </Figure>
            <Figure label={t('consultations')}>
              <Amount value={s.consultations} />
            </Figure>
            <Figure label={t('referralRate')}>{format.percent(referralRate(s))}</Figure>
            <Figure label={t('residentRecords')}>
              <Amount value={s.residentRecords} />
            </Figure>
          </SimpleGrid>
        )}
      </QuerySection>

      {parentArea === null ? (
        <SectionCard id={`${id}-no-area`} title={t('byArea')}>
          <Text c="dimmed">{t('noArea')}</Text>
        </SectionCard>
      ) : (
        <QuerySection
          title={t('byArea')}
          hint={t('byAreaHint')}
          query={areas}
          failedTitle={t('byAreaFailed')}
        >
          {(data) => {
            const table = referralAreaTable(data);
            const page = pageOfList(table.rows, paging);
            if (table.rows.length === 0) return <EmptyState title={t('noAreas')} py="lg" />;
            return (
              <>
                <AreaReferralChart
                  label={t('byAreaChart')}
                  rows={table.rows}
                  consultationsLabel={t('consultations')}
                  referralsLabel={t('referrals')}
                />
                <Text size="sm">
                  {t('totalLead')}
                  {t('referrals')} <Amount value={table.totalReferrals} fw={600} />
                  {t('totalSeparator')}
                  {t('consultations')} <Amount value={table.totalConsultations} fw={600} />
                </Text>
                <PagedTable
                  label={t('byAreaTable')}
                  columns={areaColumns}
                  rows={page.records}
                  rowKey="areaCode"
                  total={page.total}
                  page={page.pageIndex}
                  pageSize={page.pageSize}
                  onPageChange={paging.onPageChange}
                  loading={areas.isFetching}
                />
              </>
            );
          }}
        </QuerySection>
      )}

      <SimpleGrid cols={2} spacing="md">
        <QuerySection title={t('myWork')} query={myWork} failedTitle={t('myWorkFailed')}>
          {(w) => (
            <SimpleGrid cols={3} spacing="md">
              <Figure label={t('pending')}>
                <Amount value={w.pending} />
              </Figure>
              <Figure label={t('inProgress')}>
                <Amount value={w.inProgress} />
              </Figure>
              <Figure label={t('finished')}>
                <Amount value={w.finished} />
              </Figure>
            </SimpleGrid>
          )}
        </QuerySection>
        <QuerySection title={t('progress')} query={progress} failedTitle={t('progressFailed')}>
          {(raw) => {
            const stages = namedStages(raw);
            return stages.length === 0 ? (
              <EmptyState title={t('noStages')} py="lg" />
            ) : (
              <>
                <ProgressStagesChart label={t('progressChart')} stages={stages} countLabel={t('count')} />
                <Table withTableBorder aria-label={t('progressTable')}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">{t('stage')}</Table.Th>
                      <Table.Th scope="col" ta="right">
                        {t('count')}
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {stages.map((s) => (
                      <Table.Tr key={s.stage}>
                        <Table.Td>{s.label}</Table.Td>
                        <Table.Td ta="right">
                          <Amount value={s.count} />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </>
            );
          }}
        </QuerySection>
      </SimpleGrid>
    </Stack>
  );
}
