import { Button, Card, Group, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type LiveAlert, liveQueries } from '@mch/sdk';
import { IconBroadcast, IconList, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useFormat, useT } from '../../i18n';
import { useMessages } from '../../i18n/define-messages';
import { lazyChunk } from '../../platform/chunk';
import { useCurrentYear } from '../../platform/use-current-year';
import { useWorkbench } from '../../platform/workbench-context';
import { ErrorPanel } from '../../ui/error-panel';
import { PartSuspense } from '../../ui/part-suspense';
import { ShortText } from '../../ui/short-text';
import { useOpenerFocus } from '../../ui/use-opener-focus';
import { featureErrorMessage } from '../subsystems/feature-error';
import { liveMessages } from './messages';
import { useOpenLiveRoom } from './use-open-live-room';

// The dialogs load with their own code the first time they open.
const LiveProjectsModal = lazyChunk(() =>
  import('./live-projects-modal').then((m) => ({ default: m.LiveProjectsModal })),
);
const AddLiveRoomModal = lazyChunk(() =>
  import('./add-live-room-modal').then((m) => ({ default: m.AddLiveRoomModal })),
);

function AlertItem({ alert }: { alert: LiveAlert }) {
  const t = useMessages(liveMessages);
  const format = useFormat();
  const openLiveRoom = useOpenLiveRoom();
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Stack gap={0} miw={0}>
        <Text size="sm" fw={500}>
          <ShortText text={alert.liveTitle} max={22} />
        </Text>
        <Text size="xs" c="dimmed">
          {t('startsAt', { time: format.dateTime(alert.liveStartTime) })}
        </Text>
      </Stack>
      {alert.liveUrl ? (
        <Button
          size="compact-sm"
          variant="light"
          aria-label={t('watchLabel', { title: alert.liveTitle })}
          onClick={() => openLiveRoom(alert.liveUrl)}
        >
          {t('watch')}
        </Button>
      ) : (
        <Text size="xs" c="dimmed">
          {t('noRoomYet')}
        </Text>
      )}
    </Group>
  );
}

/**
 * The workbench card of live training: the user's upcoming broadcasts (`GetLiveAlert`), the live projects of a year
 * with their study figures, and adding a live room.
 */
export function LiveCard({ active }: { active: boolean }) {
  const t = useMessages(liveMessages);
  const shared = useT();
  const wb = useWorkbench();
  const headingId = useId();
  const year = useCurrentYear();
  const [projectsOpen, setProjectsOpen] = useState(false);
  const [roomOpen, setRoomOpen] = useState(false);
  const [used, setUsed] = useState({ projects: false, room: false });
  const projectsButton = useOpenerFocus();
  const roomButton = useOpenerFocus();
  const alerts = useQuery({
    ...liveQueries.alerts(wb),
    enabled: active,
  });
  let body: ReactNode;
  if (alerts.isError) {
    body = (
      <ErrorPanel
        title={t('alertFailed')}
        message={featureErrorMessage(alerts.error, shared)}
        onRetry={() => void alerts.refetch()}
      />
    );
  } else if (!alerts.data) {
    body = <Skeleton height={72} aria-hidden />;
  } else if (alerts.data.length === 0) {
    body = (
      <Text size="sm" c="dimmed">
        {t('alertEmpty')}
      </Text>
    );
  } else {
    body = (
      <List listStyleType="none" spacing="xs" aria-label={t('alertTitle')}>
        {alerts.data.slice(0, 4).map((alert) => (
          <List.Item key={`${alert.projectUniqueId}-${alert.liveStartTime}`}>
            <AlertItem alert={alert} />
          </List.Item>
        ))}
      </List>
    );
  }
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId}>
      <Group gap="xs" mb="sm">
        <IconBroadcast size={20} aria-hidden />
        <Title order={2} size="h5" id={headingId}>
          {t('title')}
        </Title>
      </Group>
      <Text size="sm" fw={500} mb={6}>
        {t('alertTitle')}
      </Text>
      {body}
      <Group gap="sm" mt="md">
        <Button
          ref={projectsButton.opener}
          variant="light"
          leftSection={<IconList size={16} aria-hidden />}
          onClick={() => {
            setUsed((u) => ({ ...u, projects: true }));
            setProjectsOpen(true);
          }}
        >
          {t('projects')}
        </Button>
        <Button
          ref={roomButton.opener}
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => {
            setUsed((u) => ({ ...u, room: true }));
            setRoomOpen(true);
          }}
        >
          {t('addRoom')}
        </Button>
      </Group>
      <PartSuspense quiet>
        {used.projects && (
          <LiveProjectsModal
            opened={projectsOpen}
            onClose={() => {
              setProjectsOpen(false);
              projectsButton.returnFocus();
            }}
            currentYear={year}
          />
        )}
        {used.room && (
          <AddLiveRoomModal
            opened={roomOpen}
            onClose={() => {
              setRoomOpen(false);
              roomButton.returnFocus();
            }}
            year={year}
          />
        )}
      </PartSuspense>
    </Card>
  );
}
