import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { ConsultationRoom } from '@mch/sdk';
import { IconCircleCheck, IconDoorEnter } from '@tabler/icons-react';
import { useMessages } from '../../i18n/define-messages';
import { DetailTable } from '../../ui/detail-table';
import { useOpenEmbedded } from '../subsystems/use-open-embedded';
import { consultationMessages } from './messages';

/**
 * A room made for a consultation: its number and chair password, and 'Enter the room' when the backend gave an
 * http(s) address (framed in the out-system page, or a new window when the address requires it).
 */
export function RoomPanel({
  room,
}: {
  room: Pick<ConsultationRoom, 'kind' | 'roomId' | 'chairPassword' | 'url'>;
}) {
  const t = useMessages(consultationMessages);
  const openEmbedded = useOpenEmbedded();
  const name = room.kind === 'video' ? t('room.video') : t('room.meeting');
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group gap="xs">
          <IconCircleCheck size={18} color="var(--mantine-color-teal-7)" aria-hidden />
          <Text fw={600}>{t('room.created', { room: name })}</Text>
        </Group>
        <DetailTable
          items={[
            { key: 'roomId', label: t('room.roomId'), value: room.roomId, span: 12 },
            { key: 'chairPassword', label: t('room.chairPassword'), value: room.chairPassword, span: 12 },
          ]}
        />
        {room.url ? (
          <Button
            leftSection={<IconDoorEnter size={16} aria-hidden />}
            onClick={() => openEmbedded(room.url, t('roomTab'))}
            w="fit-content"
          >
            {t('room.enter')}
          </Button>
        ) : (
          <Text size="sm">{t('room.noUrl')}</Text>
        )}
      </Stack>
    </Paper>
  );
}
