import { Button, Stack, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { type InboxNotice, inboxQueries, noticePageQuery } from '@mch/sdk';
import { ReadStateBadge } from '../../features/inbox/read-state-badge';
import { useFormat, useT } from '../../i18n';
import { useMessages } from '../../i18n/define-messages';
import { useOpenPage, useWorkbench } from '../../platform/workbench-context';
import { EmptyState } from '../../ui/empty-state';
import { FilterBar } from '../../ui/filter-bar';
import { PagedTable, type PagedTableColumn } from '../../ui/paged-table';
import { ShortText } from '../../ui/short-text';
import { useListFilter } from '../../ui/use-list-filter';
import { usePagedQuery } from '../../ui/use-paged-query';
import { userNoticeMessages } from './messages';

/** Path of the message detail page. */
const NOTICE_DETAIL_PATH = '/notice-detail';

interface NoticeFilter {
  dateRange: [string | null, string | null];
  title: string;
}

const NO_FILTER: NoticeFilter = { dateRange: [null, null], title: '' };

/** The notices of the user, paged, filtered by the days they were sent and by title; unread ones stand out. */
export function NoticeList({ active }: { active: boolean }) {
  const t = useMessages(userNoticeMessages);
  const common = useT();
  const format = useFormat();
  const wb = useWorkbench();
  const openPage = useOpenPage();
  const filter = useListFilter<NoticeFilter>(NO_FILTER);
  const { paging } = filter;

  const query = noticePageQuery(paging, filter.applied);
  const notices = usePagedQuery({
    paging,
    query: inboxQueries.noticePage(wb, query),
    enabled: active,
  });
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
      <FilterBar label={t('filters')} onSearch={filter.search} onReset={filter.reset}>
        <DatePickerInput
          type="range"
          label={t('dateRange')}
          placeholder={t('datePlaceholder')}
          value={filter.typed.dateRange}
          onChange={(value) => filter.setTyped({ dateRange: [value[0] ?? null, value[1] ?? null] })}
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
          value={filter.typed.title}
          onChange={(event) => filter.setTyped({ title: event.currentTarget.value })}
          w={260}
          maxLength={100}
        />
      </FilterBar>
      <PagedTable
        label={t('noticesTable')}
        columns={columns}
        rowKey="id"
        {...notices.table}
        empty={<EmptyState title={t('noNotices')} py="lg" />}
      />
    </Stack>
  );
}
