import { Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { type Announcement, fetchAnnouncementPage } from '@mch/sdk';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { PageProps } from '../../app/page-props';
import { pageTitles } from '../../app/page-titles';
import { useOpenPage, useWorkbench } from '../../app/workbench-context';
import { useFormat, useT } from '../../i18n';
import { useMessages } from '../../i18n/define-messages';
import { EmptyState, PagedTable, type PagedTableColumn, ShortText, usePaging } from '../../ui';
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
  const paging = usePaging();
  const [typed, setTyped] = useState('');
  const [title, setTitle] = useState('');

  const request = { page: paging.page, pageSize: paging.pageSize, title: title.trim() };
  const announcements = useQuery({
    queryKey: ['main', '/v1/systemNotice/getPageBySystemId', request],
    queryFn: ({ signal }) => fetchAnnouncementPage(wb.main, request, signal),
    enabled: active,
    placeholderData: keepPreviousData,
  });

  const open = (item: Announcement) => openPage(ANNOUNCEMENT_INFO_PATH, { id: String(item.id) });
  const search = (event: FormEvent) => {
    event.preventDefault();
    setTitle(typed);
    paging.reset();
  };
  const reset = () => {
    setTyped('');
    setTitle('');
    paging.reset();
  };

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
      <form onSubmit={search} aria-label={t('filters')}>
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('title')}
            placeholder={t('titlePlaceholder')}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            w={300}
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
        rows={announcements.data?.records}
        rowKey="id"
        total={announcements.data?.total ?? 0}
        page={paging.page}
        pageSize={paging.pageSize}
        onPageChange={paging.onPageChange}
        loading={announcements.isFetching}
        error={announcements.isError ? announcements.error : undefined}
        onRetry={() => void announcements.refetch()}
        empty={<EmptyState title={t('empty')} py="lg" />}
      />
    </Stack>
  );
}
