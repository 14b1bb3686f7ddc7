import { Paper, Stack, Text, Title } from '@mantine/core';
import { displayValue, inboxMutations, inboxQueries } from '@mch/sdk';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ReadStateBadge } from '../../features/inbox/read-state-badge';
import { useFormat } from '../../i18n';
import { useMessages } from '../../i18n/define-messages';
import type { PageProps } from '../../platform/page-props';
import { pageTitles } from '../../platform/page-titles';
import { invalidateKeys } from '../../platform/query-client';
import { useTabDetail } from '../../platform/tab-title';
import { useOpenPage, useWorkbench } from '../../platform/workbench-context';
import { BackButton } from '../../ui/back-button';
import { DetailTable } from '../../ui/detail-table';
import { EmptyState } from '../../ui/empty-state';
import { ErrorPanel } from '../../ui/error-panel';
import { LoadingLine } from '../../ui/loading-line';
import { PageTitle } from '../../ui/page-title';
import { noticeDetailMessages } from './messages';

/** Path of the message list. */
const USER_NOTICE_PATH = '/user-notice';

/**
 * The message detail (/notice-detail?id=…, query passed as props): the notice, marked read when it was unread
 * (the bell count drops and the message list refreshes). The text is shown as plain text.
 */
export default function NoticeDetailPage({ search, active }: PageProps<'NoticeDetail'>) {
  const t = useMessages(noticeDetailMessages);
  const titles = useMessages(pageTitles);
  const format = useFormat();
  const wb = useWorkbench();
  const openPage = useOpenPage();
  const queryClient = useQueryClient();
  const { id } = search;

  const opened = useQuery({
    ...inboxQueries.opened(wb, id ?? 0),
    enabled: active && id !== null,
  });
  // Opening marked it read: the notice list shows it read the next time it is on screen.
  const markedRead = opened.data?.markedRead === true;
  useEffect(() => {
    if (markedRead) void invalidateKeys(queryClient, inboxMutations.noticeMarkedRead);
  }, [markedRead, queryClient]);

  useTabDetail('page.noticeDetail', opened.data?.notice.noticeTitle);

  const back = <BackButton onClick={() => openPage(USER_NOTICE_PATH)}>{t('back')}</BackButton>;
  // The notice's title is the page's heading once it shows; until then (or without one) the page's name is.
  const pageHeading = <PageTitle hidden>{titles('page.noticeDetail')}</PageTitle>;

  if (id === null) {
    return (
      <Stack gap="md">
        {pageHeading}
        {back}
        <EmptyState title={t('invalidId')} description={t('invalidIdHint')} />
      </Stack>
    );
  }

  const notice = opened.data?.notice;
  return (
    <Stack gap="md">
      {!notice && pageHeading}
      {back}
      {opened.isError ? (
        <ErrorPanel title={t('loadFailed')} error={opened.error} onRetry={() => void opened.refetch()} />
      ) : !notice ? (
        <LoadingLine py="xl" />
      ) : (
        <Paper withBorder p="lg" radius="md">
          <Stack gap="lg">
            <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
              <bdi>{displayValue(notice.noticeTitle)}</bdi>
            </Title>
            <DetailTable
              items={[
                { key: 'sender', label: t('sender'), value: notice.sender },
                { key: 'sentAt', label: t('sentAt'), value: format.dateTime(notice.createTime) },
                { key: 'state', label: t('state'), value: <ReadStateBadge read={notice.read} /> },
              ]}
            />
            <Stack gap={4}>
              <Text size="sm" c="dimmed">
                {t('content')}
              </Text>
              <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {displayValue(notice.content)}
              </Text>
            </Stack>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
