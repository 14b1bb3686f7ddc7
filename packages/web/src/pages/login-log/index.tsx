import { Button, Stack, TextInput, Title } from '@mantine/core';
import { type LoginLogEntry, loginLogQueries, loginLogQuery } from '@mch/sdk';
import { useState } from 'react';
import { useFormat, useT } from '../../i18n';
import { useMessages } from '../../i18n/define-messages';
import type { PageProps } from '../../platform/page-props';
import { pageTitles } from '../../platform/page-titles';
import { useWorkbench } from '../../platform/workbench-context';
import { EmptyState } from '../../ui/empty-state';
import { FilterBar } from '../../ui/filter-bar';
import { PagedTable, type PagedTableColumn } from '../../ui/paged-table';
import { useListFilter } from '../../ui/use-list-filter';
import { usePagedQuery } from '../../ui/use-paged-query';
import { LoginDetailModal } from './login-detail-modal';
import { loginLogMessages } from './messages';

/**
 * The login log (/loginLog): logins paged and filtered by user name. The typed filter, the applied filter and
 * the page live in the page's own state, so the keep-alive tab keeps them while the user works elsewhere.
 */
export default function LoginLogPage({ active }: PageProps) {
  const t = useMessages(loginLogMessages);
  const titles = useMessages(pageTitles);
  const common = useT();
  const format = useFormat();
  const wb = useWorkbench();
  const filter = useListFilter({ userName: '' });
  const { paging } = filter;
  const [shown, setShown] = useState<LoginLogEntry | null>(null);

  const query = loginLogQuery(paging, filter.applied.userName);
  const logs = usePagedQuery({
    paging,
    query: loginLogQueries.page(wb, query),
    enabled: active,
  });

  const columns: PagedTableColumn<LoginLogEntry>[] = [
    { key: 'loginTime', title: t('time'), render: (row) => format.dateTime(row.loginTime), width: 170 },
    { key: 'userName', title: t('user'), field: 'userName', shorten: 16 },
    { key: 'nickName', title: t('nickName'), field: 'nickName', shorten: 10 },
    { key: 'unitName', title: t('unit'), field: 'unitName', shorten: 14 },
    { key: 'ip', title: t('ip'), field: 'ip', width: 130 },
    { key: 'client', title: t('client'), field: 'client', shorten: 16 },
    { key: 'result', title: t('result'), field: 'result', shorten: 10 },
    {
      key: 'actions',
      title: common('common.actions'),
      width: 90,
      render: (row) => (
        <Button
          size="compact-sm"
          variant="subtle"
          onClick={() => setShown(row)}
          aria-label={t('detailsOf', { user: row.userName, time: format.dateTime(row.loginTime) })}
        >
          {t('details')}
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {titles('page.loginLog')}
      </Title>
      <FilterBar label={t('filters')} onSearch={filter.search} onReset={filter.reset}>
        <TextInput
          label={t('userName')}
          placeholder={t('userNamePlaceholder')}
          value={filter.typed.userName}
          onChange={(event) => filter.setTyped({ userName: event.currentTarget.value })}
          w={260}
          maxLength={100}
        />
      </FilterBar>
      <PagedTable
        label={t('table')}
        columns={columns}
        rowKey="id"
        {...logs.table}
        empty={<EmptyState title={t('empty')} py="lg" />}
      />
      <LoginDetailModal entry={shown} onClose={() => setShown(null)} />
    </Stack>
  );
}
