import { Divider, Paper, Stack, Title } from '@mantine/core';
import { announcementQueries, displayValue } from '@mch/sdk';
import { useQuery } from '@tanstack/react-query';
import { useFormat } from '../../i18n';
import { useMessages } from '../../i18n/define-messages';
import type { PageProps } from '../../platform/page-props';
import { pageTitles } from '../../platform/page-titles';
import { useTabDetail } from '../../platform/tab-title';
import { useOpenPage, useWorkbench } from '../../platform/workbench-context';
import { BackButton } from '../../ui/back-button';
import { DetailTable } from '../../ui/detail-table';
import { EmptyState } from '../../ui/empty-state';
import { ErrorPanel } from '../../ui/error-panel';
import { LoadingLine } from '../../ui/loading-line';
import { PageTitle } from '../../ui/page-title';
import { SafeHtml } from '../../ui/safe-html';
import { announcementInfoMessages } from './messages';

/** Path of the announcement list. */
const ANNOUNCEMENT_LIST_PATH = '/system-notice-detail';

/**
 * The announcement detail (/system-notice-info?id=…, query passed as props): title, publisher, time and the
 * HTML content, sanitised.
 */
export default function SystemNoticeInfoPage({ search, active }: PageProps<'SystemNoticeInfo'>) {
  const t = useMessages(announcementInfoMessages);
  const titles = useMessages(pageTitles);
  const format = useFormat();
  const wb = useWorkbench();
  const openPage = useOpenPage();
  const { id } = search;

  const announcement = useQuery({
    ...announcementQueries.byId(wb, id ?? 0),
    enabled: active && id !== null,
  });
  // Named by its announcement, like a message's tab: two open announcements read apart.
  useTabDetail('page.systemNoticeInfo', announcement.data?.title);

  const back = <BackButton onClick={() => openPage(ANNOUNCEMENT_LIST_PATH)}>{t('back')}</BackButton>;
  // The announcement's title is the page's heading once it shows; until then (or without one) the page's name is.
  const pageHeading = <PageTitle hidden>{titles('page.systemNoticeInfo')}</PageTitle>;

  if (id === null) {
    return (
      <Stack gap="md">
        {pageHeading}
        {back}
        <EmptyState title={t('invalidId')} description={t('invalidIdHint')} />
      </Stack>
    );
  }

  const item = announcement.data;
  return (
    <Stack gap="md">
      {!item && pageHeading}
      {back}
      {announcement.isError ? (
        <ErrorPanel
          title={t('loadFailed')}
          error={announcement.error}
          onRetry={() => void announcement.refetch()}
        />
      ) : !item ? (
        <LoadingLine py="xl" />
      ) : (
        <Paper component="article" withBorder p="lg" radius="md">
          <Stack gap="lg">
            <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
              <bdi>{displayValue(item.title)}</bdi>
            </Title>
            <DetailTable
              items={[
                { key: 'publisher', label: t('publisher'), value: item.publisher },
                { key: 'publishedAt', label: t('publishedAt'), value: format.dateTime(item.publishTime) },
              ]}
            />
            <Divider label={t('content')} labelPosition="left" />
            <SafeHtml html={item.content} style={{ overflowWrap: 'anywhere' }} />
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
