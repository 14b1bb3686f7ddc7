import { Stack } from '@mantine/core';
import {
  isIdentityCard,
  type MedicalRecord,
  normaliseIdentityCard,
  patientSexKey,
  residentQueries,
} from '@mch/sdk';
import { useFormat, useT } from '../../i18n';
import { useMessages } from '../../i18n/define-messages';
import type { PageProps } from '../../platform/page-props';
import { pageTitles } from '../../platform/page-titles';
import { useOpenPage, useWorkbench } from '../../platform/workbench-context';
import { FilterTextInput } from '../../ui/filter-text-input';
import { FilteredPagedTable } from '../../ui/filtered-paged-table';
import { PageTitle } from '../../ui/page-title';
import type { PagedTableColumn } from '../../ui/paged-table';
import { RowAction } from '../../ui/row-action';
import { ShortText } from '../../ui/short-text';
import { useFilteredList } from '../../ui/use-filtered-list';
import { keptListView } from '../../ui/use-list-filter';
import { residentCaseMessages } from './messages';
import { ResidentLookup } from './resident-lookup';
import { StatusBadge } from './status-badge';

interface Filter {
  patName: string;
  patIdnum: string;
}

const NO_FILTER: Filter = { patName: '', patIdnum: '' };
const KEPT_VIEW = keptListView<Filter>('records', { patName: 'text', patIdnum: 'text' });

/**
 * Patient record management (/resident-case): the consultation medical records, paged and filtered by patient name
 * and identity number, each opening the patient's resident record; and a look-up of a resident by identity card.
 * The typed and applied filters and the page live in the page's own state, so the keep-alive tab keeps them; the
 * applied filter, the page and its size also outlive a reload of the tab (`keptListView`).
 */
export default function ResidentCasePage({ active }: PageProps) {
  const t = useMessages(residentCaseMessages);
  const titles = useMessages(pageTitles);
  const common = useT();
  const format = useFormat();
  const wb = useWorkbench();
  const openPage = useOpenPage();

  const records = useFilteredList(
    NO_FILTER,
    (applied, paging) =>
      residentQueries.medicalRecords(wb, {
        pageIndex: paging.page,
        pageSize: paging.pageSize,
        patName: applied.patName.trim(),
        patIdnum: normaliseIdentityCard(applied.patIdnum),
      }),
    active,
    KEPT_VIEW,
  );
  const openRecord = (row: MedicalRecord) => {
    // The record's address names the tab's reference of the number, never the number.
    const target = wb.residentRecords.pageQuery(row.patIdnum);
    // The tab is named by the resident; the strip adds the page's name in the current language.
    if (target) openPage('/resident-case-detail', target, row.patName);
  };

  // Every column is as wide as its widest possible cell (the texts are shortened), so the columns stay where they
  // are from page to page and every row is one line; at 1300 px the nine columns fit in either language (with cells
  // padded 8 px a side, not 10).
  const columns: PagedTableColumn<MedicalRecord>[] = [
    {
      key: 'patName',
      title: t('patient'),
      render: (row) => <ShortText text={row.patName} max={7} />,
      width: 124,
      nowrap: true,
    },
    { key: 'patIdnum', title: t('patIdnum'), field: 'patIdnum', width: 158, nowrap: true },
    {
      key: 'patSex',
      title: t('sex'),
      render: (row) => common(patientSexKey(row.patSex)),
      width: 62,
      nowrap: true,
    },
    {
      key: 'patAge',
      title: t('age'),
      render: (row) => format.number(row.patAge),
      align: 'right',
      width: 44,
      nowrap: true,
    },
    {
      key: 'diagnosis',
      title: t('diagnosis'),
      render: (row) => <ShortText text={row.diagnosis} max={7} />,
      width: 124,
      nowrap: true,
    },
    {
      key: 'hospitalName',
      title: t('hospital'),
      render: (row) => <ShortText text={row.hospitalName} max={6} />,
      width: 110,
      nowrap: true,
    },
    {
      key: 'status',
      title: t('status'),
      render: (row) => <StatusBadge code={row.status} />,
      width: 100,
      nowrap: true,
    },
    {
      key: 'createTime',
      title: t('createTime'),
      render: (row) => format.dateTime(row.createTime),
      nowrap: true,
    },
    {
      key: 'actions',
      title: common('common.actions'),
      render: (row) => (
        <RowAction
          label={t('recordOf', { name: row.patName })}
          onClick={() => openRecord(row)}
          disabled={!isIdentityCard(row.patIdnum)}
        >
          {t('record')}
        </RowAction>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <PageTitle>{titles('page.residentCase')}</PageTitle>
      <ResidentLookup />
      <FilteredPagedTable
        list={records}
        columns={columns}
        horizontalSpacing={8}
        rowKey="singleId"
        texts={{ filters: t('filters'), table: t('table'), empty: t('empty') }}
      >
        <FilterTextInput
          listFilter={records}
          field="patName"
          label={t('patName')}
          placeholder={t('patNamePlaceholder')}
          w={220}
          maxLength={50}
        />
        <FilterTextInput
          listFilter={records}
          field="patIdnum"
          label={t('patIdnum')}
          placeholder={t('patIdnumPlaceholder')}
          w={240}
          maxLength={30}
          autoComplete="off"
        />
      </FilteredPagedTable>
    </Stack>
  );
}
