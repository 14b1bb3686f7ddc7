import { Stack, Title } from '@mantine/core';
import { type Announcement, announcementQueries } from '@mch/sdk';
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
import { LatestAnnouncements } from './latest-announcements';
import { announcementListMessages } from './messages';

/** Path of the announcement detail page. */
const ANNOUNCEMENT_INFO_PATH = '/system-notice-info';

const KEPT_VIEW = keptListView<{ title: string }>('announcements', { title: 'text' });

/**
 * The announcement list (/system-notice-detail): the latest announcements on top, then every announcement of
 * system 25, paged and filtered by title; each opens its detail.
 */
export default function SystemNoticeDetailPage({ active }: PageProps) {
  const t = useMessages(announcementListMessages);
  const titles = useMessages(pageTitles);
  const common = useT();
  const format = useFormat();
  const wb = useWorkbench();
  const openPage = useOpenPage();

  const announcements = useFilteredList(
    { title: '' },
    (applied, paging) =>
      announcementQueries.page(wb, {
        page: paging.page,
        pageSize: paging.pageSize,
        title: applied.title.trim(),
      }),
    active,
    KEPT_VIEW,
  );

  const open = (item: Announcement) => openPage(ANNOUNCEMENT_INFO_PATH, { id: String(item.id) });

  // Every row is one line (the texts are shortened to fit 1300 px), so the list does not change height or move its
  // columns from page to page.
  const columns: PagedTableColumn<Announcement>[] = [
    {
      key: 'title',
      title: t('title'),
      render: (row) => <ShortText text={row.title} max={34} />,
      nowrap: true,
    },
    {
      key: 'publisher',
      title: t('publisher'),
      render: (row) => <ShortText text={row.publisher} max={14} />,
      width: 228,
      nowrap: true,
    },
    {
      key: 'publishTime',
      title: t('publishedAt'),
      width: 180,
      render: (row) => format.dateTime(row.publishTime),
    },
    {
      key: 'actions',
      title: common('common.actions'),
      width: 90,
      render: (row) => (
        <RowAction label={t('viewLabel', { title: row.title })} onClick={() => open(row)}>
          {t('view')}
        </RowAction>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <PageTitle>{titles('page.systemNoticeDetail')}</PageTitle>
      <LatestAnnouncements active={active} onOpen={open} />
      <Title order={2} size="h5">
        {t('all')}
      </Title>
      <FilteredPagedTable
        list={announcements}
        columns={columns}
        rowKey="id"
        texts={{ filters: t('filters'), table: t('table'), empty: t('empty') }}
      >
        <FilterTextInput
          listFilter={announcements}
          field="title"
          label={t('title')}
          placeholder={t('titlePlaceholder')}
          w={300}
        />
      </FilteredPagedTable>
    </Stack>
  );
}
