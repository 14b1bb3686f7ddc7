import { Group, Loader, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { type Announcement, announcementQueries } from '@mch/sdk';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useFormat, useT } from '../../i18n';
import { useMessages } from '../../i18n/define-messages';
import { useWorkbench } from '../../platform/workbench-context';
import { EmptyState } from '../../ui/empty-state';
import { ErrorPanel } from '../../ui/error-panel';
import { announcementListMessages } from './messages';

/** Props of LatestAnnouncements. */
export interface LatestAnnouncementsProps {
  /** Fetch only while the page is on screen. */
  active: boolean;
  /** Opens an announcement. */
  onOpen: (announcement: Announcement) => void;
}

/** The latest (index) announcements of the workbench, each opening its detail; failures stay in this block. */
export function LatestAnnouncements({ active, onOpen }: LatestAnnouncementsProps) {
  const t = useMessages(announcementListMessages);
  const common = useT();
  const format = useFormat();
  const wb = useWorkbench();
  const headingId = useId();
  const latest = useQuery({
    ...announcementQueries.latest(wb),
    enabled: active,
  });

  let body: ReactNode;
  if (latest.isError) {
    body = (
      <ErrorPanel title={t('latestFailed')} error={latest.error} onRetry={() => void latest.refetch()} />
    );
  } else if (!latest.data) {
    body = (
      <Group gap="xs" py="sm">
        <Loader size="xs" aria-hidden />
        <Text size="sm" c="dimmed">
          {common('common.loading')}
        </Text>
      </Group>
    );
  } else if (latest.data.length === 0) {
    body = <EmptyState title={t('noLatest')} py="sm" />;
  } else {
    body = (
      <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
        {latest.data.map((item) => (
          <li key={item.id}>
            <UnstyledButton
              onClick={() => onOpen(item)}
              w="100%"
              py={4}
              px="xs"
              style={{ borderRadius: 'var(--mantine-radius-sm)' }}
            >
              <Group justify="space-between" wrap="nowrap" gap="md">
                <Text size="sm" c="blue" truncate="end" style={{ minWidth: 0 }}>
                  {item.title}
                </Text>
                <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                  {format.date(item.publishTime)}
                </Text>
              </Group>
            </UnstyledButton>
          </li>
        ))}
      </Stack>
    );
  }

  return (
    <Paper component="section" withBorder p="md" radius="md" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group gap="xs">
          <IconSpeakerphone size={18} aria-hidden />
          <Title id={headingId} order={2} size="h5">
            {t('latest')}
          </Title>
        </Group>
        {body}
      </Stack>
    </Paper>
  );
}
