import { Button, Stack, TextInput, Title } from '@mantine/core';
import { type Announcement, announcementQueries } from '@mch/sdk';
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
import { LatestAnnouncements } from './latest-announcements';
import { announcementListMessages } from './messages';

/** Path of the announcement detail page. */
const ANNOUNCEMENT_INFO_PATH = '/system-notice-info';

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
  const filter = useListFilter({ title: '' });
  const { paging } = filter;

  const request = { page: paging.page, pageSize: paging.pageSize, title: filter.applied.title.trim() };
  const announcements = usePagedQuery({
    paging,
    query: announcementQueries.page(wb, request),
    enabled: active,
  });

  const open = (item: Announcement) => openPage(ANNOUNCEMENT_INFO_PATH, { id: String(item.id) });

  const columns: PagedTableColumn<Announcement>[] = [
    { key: 'title', title: t('title'), render: (row) => <ShortText text={row.title} max={36} /> },
    { key: 'publisher', title: t('publisher'), render: (row) => <ShortText text={row.publisher} max={14} /> },
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
        <Button
          size="compact-sm"
          variant="subtle"
          onClick={() => open(row)}
          aria-label={t('viewLabel', { title: row.title })}
        >
          {t('view')}
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {titles('page.systemNoticeDetail')}
      </Title>
      <LatestAnnouncements active={active} onOpen={open} />
      <Title order={3} size="h5">
        {t('all')}
      </Title>
      <FilterBar label={t('filters')} onSearch={filter.search} onReset={filter.reset}>
        <TextInput
          label={t('title')}
          placeholder={t('titlePlaceholder')}
          value={filter.typed.title}
          onChange={(event) => filter.setTyped({ title: event.currentTarget.value })}
          w={300}
          maxLength={100}
        />
      </FilterBar>
      <PagedTable
        label={t('table')}
        columns={columns}
        rowKey="id"
        {...announcements.table}
        empty={<EmptyState title={t('empty')} py="lg" />}
      />
    </Stack>
  );
}
