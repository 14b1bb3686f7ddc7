import { Button, Stack, TextInput, Title } from '@mantine/core';
import {
  type MedicalRecord,
  normaliseIdentityCard,
  patientSexKey,
  residentQueries,
  residentRecordPageQuery,
} from '@mch/sdk';
import { useFormat, useT } from '../../i18n';
import { useMessages } from '../../i18n/define-messages';
import type { PageProps } from '../../platform/page-props';
import { pageTitles } from '../../platform/page-titles';
import { useOpenPage, useWorkbench } from '../../platform/workbench-context';
import { EmptyState } from '../../ui/empty-state';
import { FilterBar } from '../../ui/filter-bar';
import { PagedTable, type PagedTableColumn } from '../../ui/paged-table';
import { ShortText } from '../../ui/short-text';
import { useListFilter } from '../../ui/use-list-filter';
import { usePagedQuery } from '../../ui/use-paged-query';
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
  const filter = useListFilter<Filter>(NO_FILTER);
  const { paging, typed } = filter;

  const query = {
    pageIndex: paging.page,
    pageSize: paging.pageSize,
    patName: filter.applied.patName.trim(),
    patIdnum: normaliseIdentityCard(filter.applied.patIdnum),
  };
  const records = usePagedQuery({
    paging,
    query: residentQueries.medicalRecords(wb, query),
    enabled: active,
  });
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
      <FilterBar label={t('filters')} onSearch={filter.search} onReset={filter.reset}>
        <TextInput
          label={t('patName')}
          placeholder={t('patNamePlaceholder')}
          value={typed.patName}
          onChange={(event) => filter.setTyped({ patName: event.currentTarget.value })}
          w={220}
          maxLength={50}
        />
        <TextInput
          label={t('patIdnum')}
          placeholder={t('patIdnumPlaceholder')}
          value={typed.patIdnum}
          onChange={(event) => filter.setTyped({ patIdnum: event.currentTarget.value })}
          w={240}
          maxLength={30}
          autoComplete="off"
        />
      </FilterBar>
      <PagedTable
        label={t('table')}
        columns={columns}
        rowKey="singleId"
        {...records.table}
        empty={<EmptyState title={t('empty')} py="lg" />}
      />
    </Stack>
  );
}
