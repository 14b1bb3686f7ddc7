import { Stack } from '@mantine/core';
import { type LoginLogEntry, loginLogQueries, loginLogQuery } from '@mch/sdk';
import { useState } from 'react';
import { useFormat, useT } from '../../i18n';
import { useMessages } from '../../i18n/define-messages';
import type { PageProps } from '../../platform/page-props';
import { pageTitles } from '../../platform/page-titles';
import { useWorkbench } from '../../platform/workbench-context';
import { FilterTextInput } from '../../ui/filter-text-input';
import { FilteredPagedTable } from '../../ui/filtered-paged-table';
import { PageTitle } from '../../ui/page-title';
import type { PagedTableColumn } from '../../ui/paged-table';
import { RowAction } from '../../ui/row-action';
import { useFilteredList } from '../../ui/use-filtered-list';
import { keptListView } from '../../ui/use-list-filter';
import { LoginDetailModal } from './login-detail-modal';
import { loginLogMessages } from './messages';

const KEPT_VIEW = keptListView<{ userName: string }>('logins', { userName: 'text' });

/**
 * The login log (/loginLog): logins paged and filtered by user name. The typed filter, the applied filter and
 * the page live in the page's own state, so the keep-alive tab keeps them while the user works elsewhere; the applied
 * filter, the page and its size also outlive a reload of the tab (`keptListView`).
 */
export default function LoginLogPage({ active }: PageProps) {
  const t = useMessages(loginLogMessages);
  const titles = useMessages(pageTitles);
  const common = useT();
  const format = useFormat();
  const wb = useWorkbench();
  const [shown, setShown] = useState<LoginLogEntry | null>(null);

  const logs = useFilteredList(
    { userName: '' },
    (applied, paging) => loginLogQueries.page(wb, loginLogQuery(paging, applied.userName)),
    active,
    KEPT_VIEW,
  );

  // Every column one line high and as wide on every page (the pager stays where it is while the user pages): long
  // values are shortened (the tooltip has them whole) within widths that fit the window at 1300 px.
  const columns: PagedTableColumn<LoginLogEntry>[] = [
    {
      key: 'loginTime',
      title: t('time'),
      render: (row) => format.dateTime(row.loginTime),
      width: 170,
      nowrap: true,
    },
    { key: 'userName', title: t('user'), field: 'userName', shorten: 12, width: 120, nowrap: true },
    { key: 'nickName', title: t('nickName'), field: 'nickName', shorten: 6, width: 110, nowrap: true },
    { key: 'unitName', title: t('unit'), field: 'unitName', shorten: 10, width: 175, nowrap: true },
    { key: 'ip', title: t('ip'), field: 'ip', width: 130, nowrap: true },
    { key: 'client', title: t('client'), field: 'client', shorten: 12, width: 130, nowrap: true },
    { key: 'result', title: t('result'), field: 'result', shorten: 10, width: 90, nowrap: true },
    {
      key: 'actions',
      title: common('common.actions'),
      width: 90,
      render: (row) => (
        <RowAction
          label={t('detailsOf', { user: row.userName, time: format.dateTime(row.loginTime) })}
          onClick={() => setShown(row)}
        >
          {t('details')}
        </RowAction>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <PageTitle>{titles('page.loginLog')}</PageTitle>
      <FilteredPagedTable
        list={logs}
        columns={columns}
        rowKey="id"
        texts={{ filters: t('filters'), table: t('table'), empty: t('empty') }}
      >
        <FilterTextInput
          listFilter={logs}
          field="userName"
          label={t('userName')}
          placeholder={t('userNamePlaceholder')}
          w={260}
        />
      </FilteredPagedTable>
      <LoginDetailModal entry={shown} onClose={() => setShown(null)} />
    </Stack>
  );
}
