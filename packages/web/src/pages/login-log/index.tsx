import { Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { fetchLoginLogPage, type LoginLogEntry, loginLogQuery } from '@mch/sdk';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { PageProps } from '../../app/page-props';
import { pageTitles } from '../../app/page-titles';
import { useWorkbench } from '../../app/workbench-context';
import { useFormat, useT } from '../../i18n';
import { useMessages } from '../../i18n/define-messages';
import { EmptyState, PagedTable, type PagedTableColumn, usePaging } from '../../ui';
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
  const paging = usePaging();
  const [typed, setTyped] = useState('');
  const [userName, setUserName] = useState('');
  const [shown, setShown] = useState<LoginLogEntry | null>(null);

  const query = loginLogQuery(paging, userName);
  const logs = useQuery({
    queryKey: ['main', '/v1/userLoginLog/queryPage', query],
    queryFn: ({ signal }) => fetchLoginLogPage(wb.main, query, signal),
    enabled: active,
    placeholderData: keepPreviousData,
  });

  const search = (event: FormEvent) => {
    event.preventDefault();
    setUserName(typed);
    paging.reset();
  };
  const reset = () => {
    setTyped('');
    setUserName('');
    paging.reset();
  };

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
      <form onSubmit={search} aria-label={t('filters')}>
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('userName')}
            placeholder={t('userNamePlaceholder')}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            w={260}
            maxLength={100}
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
        rows={logs.data?.records}
        rowKey="id"
        total={logs.data?.total ?? 0}
        page={paging.page}
        pageSize={paging.pageSize}
        onPageChange={paging.onPageChange}
        loading={logs.isFetching}
        error={logs.isError ? logs.error : undefined}
        onRetry={() => void logs.refetch()}
        empty={<EmptyState title={t('empty')} py="lg" />}
      />
      <LoginDetailModal entry={shown} onClose={() => setShown(null)} />
    </Stack>
  );
}
