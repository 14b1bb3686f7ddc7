import { Button, Group, Stack, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { type DayRange, type InboxNotice, noticePageQuery } from '@mch/sdk';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useOpenPage, useWorkbench } from '../../app/workbench-context';
import { useFormat, useT } from '../../i18n';
import { useMessages } from '../../i18n/define-messages';
import { EmptyState, PagedTable, type PagedTableColumn, ShortText, usePaging } from '../../ui';
import { userNoticeMessages } from './messages';
import { NOTICE_LIST_KEY } from './query-keys';
import { ReadStateBadge } from './read-state-badge';

/** Path of the message detail page. */
const NOTICE_DETAIL_PATH = '/notice-detail';

type Range = [string | null, string | null];

/** The notices of the user, paged, filtered by the days they were sent and by title; unread ones stand out. */
export function NoticeList({ active }: { active: boolean }) {
  const t = useMessages(userNoticeMessages);
  const common = useT();
  const format = useFormat();
  const wb = useWorkbench();
  const openPage = useOpenPage();
  const paging = usePaging();
  const [typedRange, setTypedRange] = useState<Range>([null, null]);
  const [typedTitle, setTypedTitle] = useState('');
  const [filter, setFilter] = useState<{ dateRange: DayRange; title: string }>({
    dateRange: [null, null],
    title: '',
  });

  const query = noticePageQuery(paging, filter);
  const notices = useQuery({
    queryKey: [...NOTICE_LIST_KEY, query],
    queryFn: ({ signal }) => wb.message.GET('/v1/notice/user-notice', { params: { query }, signal }),
    enabled: active,
    placeholderData: keepPreviousData,
  });

  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilter({ dateRange: typedRange, title: typedTitle });
    paging.reset();
  };
  const reset = () => {
    setTypedRange([null, null]);
    setTypedTitle('');
    setFilter({ dateRange: [null, null], title: '' });
    paging.reset();
  };
  const open = (notice: InboxNotice) => openPage(NOTICE_DETAIL_PATH, { id: String(notice.id) });

  const columns: PagedTableColumn<InboxNotice>[] = [
    { key: 'state', title: t('state'), width: 120, render: (row) => <ReadStateBadge read={row.read} /> },
    {
      key: 'noticeTitle',
      title: t('title'),
      render: (row) => <ShortText text={row.noticeTitle} max={30} fw={row.read ? 400 : 700} />,
    },
    { key: 'sender', title: t('sender'), render: (row) => <ShortText text={row.sender} max={12} /> },
    { key: 'createTime', title: t('sentAt'), width: 180, render: (row) => format.dateTime(row.createTime) },
    {
      key: 'actions',
      title: common('common.actions'),
      width: 90,
      render: (row) => (
        <Button
          size="compact-sm"
          variant="subtle"
          onClick={() => open(row)}
          aria-label={t('viewLabel', { title: row.noticeTitle })}
        >
          {t('view')}
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <form onSubmit={search} aria-label={t('filters')}>
        <Group align="flex-end" gap="sm">
          <DatePickerInput
            type="range"
            label={t('dateRange')}
            placeholder={t('datePlaceholder')}
            value={typedRange}
            onChange={(value) => setTypedRange([value[0] ?? null, value[1] ?? null])}
            valueFormat="YYYY-MM-DD"
            clearable
            clearButtonProps={{ 'aria-label': t('clearDates') }}
            allowSingleDateInRange
            // The placeholder is a real element here (not ::placeholder): keep it at the dimmed text's AA contrast.
            styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
            w={280}
          />
          <TextInput
            label={t('title')}
            placeholder={t('titlePlaceholder')}
            value={typedTitle}
            onChange={(event) => setTypedTitle(event.currentTarget.value)}
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
        label={t('noticesTable')}
        columns={columns}
        rows={notices.data?.records}
        rowKey="id"
        total={notices.data?.total ?? 0}
        page={paging.page}
        pageSize={paging.pageSize}
        onPageChange={paging.onPageChange}
        loading={notices.isFetching}
        error={notices.isError ? notices.error : undefined}
        onRetry={() => void notices.refetch()}
        empty={<EmptyState title={t('noNotices')} py="lg" />}
      />
    </Stack>
  );
}
