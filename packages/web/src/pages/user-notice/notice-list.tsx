import { Stack } from '@mantine/core';
import { type InboxNotice, inboxQueries, noticePageQuery } from '@mch/sdk';
import { ReadStateBadge } from '../../features/inbox/read-state-badge';
import { useFormat, useT } from '../../i18n';
import { useMessages } from '../../i18n/define-messages';
import { useOpenPage, useWorkbench } from '../../platform/workbench-context';
import { FilterDateRange } from '../../ui/filter-date-range';
import { FilterTextInput } from '../../ui/filter-text-input';
import { FilteredPagedTable } from '../../ui/filtered-paged-table';
import type { PagedTableColumn } from '../../ui/paged-table';
import { RowAction } from '../../ui/row-action';
import { ShortText } from '../../ui/short-text';
import { useFilteredList } from '../../ui/use-filtered-list';
import { keptListView } from '../../ui/use-list-filter';
import { userNoticeMessages } from './messages';

/** Path of the message detail page. */
const NOTICE_DETAIL_PATH = '/notice-detail';

interface NoticeFilter {
  dateRange: [string | null, string | null];
  title: string;
}

const NO_FILTER: NoticeFilter = { dateRange: [null, null], title: '' };
const KEPT_VIEW = keptListView<NoticeFilter>('notices', { dateRange: 'days', title: 'text' });

/** The notices of the user, paged, filtered by the days they were sent and by title; unread ones stand out. */
export function NoticeList({ active }: { active: boolean }) {
  const t = useMessages(userNoticeMessages);
  const common = useT();
  const format = useFormat();
  const wb = useWorkbench();
  const openPage = useOpenPage();

  const notices = useFilteredList(
    NO_FILTER,
    (applied, paging) => inboxQueries.noticePage(wb, noticePageQuery(paging, applied)),
    active,
    KEPT_VIEW,
  );
  const open = (notice: InboxNotice) => openPage(NOTICE_DETAIL_PATH, { id: String(notice.id) });

  // Every row is one line (the texts are shortened to fit 1300 px), so the list does not change height or move its
  // columns from page to page.
  const columns: PagedTableColumn<InboxNotice>[] = [
    { key: 'state', title: t('state'), width: 120, render: (row) => <ReadStateBadge read={row.read} /> },
    {
      key: 'noticeTitle',
      title: t('title'),
      render: (row) => <ShortText text={row.noticeTitle} max={28} fw={row.read ? 400 : 700} />,
      nowrap: true,
    },
    {
      key: 'sender',
      title: t('sender'),
      render: (row) => <ShortText text={row.sender} max={12} />,
      width: 196,
      nowrap: true,
    },
    { key: 'createTime', title: t('sentAt'), width: 180, render: (row) => format.dateTime(row.createTime) },
    {
      key: 'actions',
      title: common('common.actions'),
      width: 90,
      render: (row) => (
        <RowAction label={t('viewLabel', { title: row.noticeTitle })} onClick={() => open(row)}>
          {t('view')}
        </RowAction>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <FilteredPagedTable
        list={notices}
        columns={columns}
        rowKey="id"
        texts={{ filters: t('filters'), table: t('noticesTable'), empty: t('noNotices') }}
      >
        <FilterDateRange
          listFilter={notices}
          field="dateRange"
          label={t('dateRange')}
          placeholder={t('datePlaceholder')}
          clearLabel={t('clearDates')}
          w={280}
        />
        <FilterTextInput
          listFilter={notices}
          field="title"
          label={t('title')}
          placeholder={t('titlePlaceholder')}
          w={260}
        />
      </FilteredPagedTable>
    </Stack>
  );
}
