import { Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { type MedicalRecord, normaliseIdentityCard, patientSexKey, residentRecordPageQuery } from '@mch/sdk';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { PageProps } from '../../app/page-props';
import { pageTitles } from '../../app/page-titles';
import { useOpenPage, useWorkbench } from '../../app/workbench-context';
import { useFormat, useT } from '../../i18n';
import { useMessages } from '../../i18n/define-messages';
import { EmptyState, PagedTable, type PagedTableColumn, ShortText, usePaging } from '../../ui';
import { residentCaseMessages } from './messages';
import { ResidentLookup } from './resident-lookup';
import { StatusBadge } from './status-badge';

interface Filter {
  patName: string;
  patIdnum: string;
}

const NO_FILTER: Filter = { patName: '', patIdnum: '' };

/**
 * Patient record management (/resident-case): the consultation medical records, paged and filtered by patient name
 * and identity number, each opening the patient's resident record; and a look-up of a resident by identity card.
 * The typed and applied filters and the page live in the page's own state, so the keep-alive tab keeps them.
 */
export default function ResidentCasePage({ active }: PageProps) {
  const t = useMessages(residentCaseMessages);
  const titles = useMessages(pageTitles);
  const common = useT();
  const format = useFormat();
  const wb = useWorkbench();
  const openPage = useOpenPage();
  const paging = usePaging();
  const [typed, setTyped] = useState<Filter>(NO_FILTER);
  const [filter, setFilter] = useState<Filter>(NO_FILTER);

  const query = {
    pageIndex: paging.page,
    pageSize: paging.pageSize,
    patName: filter.patName.trim(),
    patIdnum: normaliseIdentityCard(filter.patIdnum),
  };
  const records = useQuery({
    queryKey: ['main', '/consultationSingle/queryRcsMedicalRecord', query],
    queryFn: ({ signal }) => wb.consultation.queryMedicalRecords(query, { signal }),
    enabled: active,
    placeholderData: keepPreviousData,
  });

  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilter(typed);
    paging.reset();
  };
  const reset = () => {
    setTyped(NO_FILTER);
    setFilter(NO_FILTER);
    paging.reset();
  };
  const openRecord = (row: MedicalRecord) => {
    const target = residentRecordPageQuery(row.patIdnum);
    if (target) openPage('/resident-case-detail', target, t('recordTabTitle', { name: row.patName }));
  };

  const nowrap = { whiteSpace: 'nowrap' } as const;
  const columns: PagedTableColumn<MedicalRecord>[] = [
    {
      key: 'patName',
      title: t('patient'),
      render: (row) => <ShortText text={row.patName} max={8} style={nowrap} />,
    },
    { key: 'patIdnum', title: t('patIdnum'), field: 'patIdnum' },
    { key: 'patSex', title: t('sex'), render: (row) => common(patientSexKey(row.patSex)) },
    { key: 'patAge', title: t('age'), render: (row) => format.number(row.patAge), align: 'right' },
    {
      key: 'diagnosis',
      title: t('diagnosis'),
      render: (row) => <ShortText text={row.diagnosis} max={7} style={nowrap} />,
    },
    {
      key: 'hospitalName',
      title: t('hospital'),
      render: (row) => <ShortText text={row.hospitalName} max={6} style={nowrap} />,
    },
    { key: 'status', title: t('status'), render: (row) => <StatusBadge code={row.status} /> },
    {
      key: 'createTime',
      title: t('createTime'),
      render: (row) => format.dateTime(row.createTime),
    },
    {
      key: 'actions',
      title: common('common.actions'),
      render: (row) => (
        <Button
          size="compact-sm"
          variant="subtle"
          disabled={residentRecordPageQuery(row.patIdnum) === null}
          onClick={() => openRecord(row)}
          aria-label={t('recordOf', { name: row.patName })}
        >
          {t('record')}
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {titles('page.residentCase')}
      </Title>
      <ResidentLookup />
      <form onSubmit={search} aria-label={t('filters')}>
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('patName')}
            placeholder={t('patNamePlaceholder')}
            value={typed.patName}
            onChange={(event) => {
              const patName = event.currentTarget.value;
              setTyped((current) => ({ ...current, patName }));
            }}
            w={220}
            maxLength={50}
          />
          <TextInput
            label={t('patIdnum')}
            placeholder={t('patIdnumPlaceholder')}
            value={typed.patIdnum}
            onChange={(event) => {
              const patIdnum = event.currentTarget.value;
              setTyped((current) => ({ ...current, patIdnum }));
            }}
            w={240}
            maxLength={30}
            autoComplete="off"
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
        label={t('table')}
        columns={columns}
        rows={records.data?.records}
        rowKey="singleId"
        total={records.data?.total ?? 0}
        page={paging.page}
        pageSize={paging.pageSize}
        onPageChange={paging.onPageChange}
        loading={records.isFetching}
        error={records.isError ? records.error : undefined}
        onRetry={() => void records.refetch()}
        empty={<EmptyState title={t('empty')} py="lg" />}
      />
    </Stack>
  );
}
