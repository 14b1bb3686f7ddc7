import { Button, Group, Modal, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  type ConsultationJoin,
  type ConsultationRoom,
  type ConsultationRoomKind,
  consultationQueries,
  consultationSummary,
  isHost,
  roomUrlOf,
} from '@mch/sdk';
import { IconInfoCircle, IconPresentation, IconUsersGroup, IconVideo } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../i18n';
import { useMessages } from '../../i18n/define-messages';
import { useCurrentUser, useWorkbench } from '../../platform/workbench-context';
import { DetailTable } from '../../ui/detail-table';
import { ErrorPanel } from '../../ui/error-panel';
import { useOneAtATime } from '../../ui/use-one-at-a-time';
import { featureErrorMessage } from '../subsystems/feature-error';
import { useOpenEmbedded } from '../subsystems/use-open-embedded';
import { consultationMessages } from './messages';
import { RoomPanel } from './room-panel';

/** Props of ConsultationDetailModal. */
export interface ConsultationDetailModalProps {
  /** The consultation to show, or null when closed. */
  singleId: number | null;
  onClose: () => void;
}

function JoinResult({ join }: { join: ConsultationJoin }) {
  const t = useMessages(consultationMessages);
  const summary = consultationSummary(join.info);
  if (join.isHost && join.room) {
    return (
      <Stack gap="xs">
        <Text size="sm">{t('join.host')}</Text>
        <RoomPanel
          room={{
            kind: 'meeting',
            roomId: join.room.roomId,
            chairPassword: join.room.chairPassword,
            url: join.roomUrl,
          }}
        />
      </Stack>
    );
  }
  return (
    <Paper withBorder radius="md" p="md">
      <Group gap="xs" mb={4}>
        <IconInfoCircle size={18} color="var(--mantine-color-blue-7)" aria-hidden />
        <Text fw={600}>{t('join.guestTitle', { name: summary.patName })}</Text>
      </Group>
      <Text size="sm">{t('join.guest')}</Text>
      <Text size="sm">{t('join.guestRoom', { room: summary.rcRoomId })}</Text>
    </Paper>
  );
}

function DetailBody({ singleId }: { singleId: number }) {
  const t = useMessages(consultationMessages);
  const shared = useT();
  const wb = useWorkbench();
  const user = useCurrentUser();
  const rooms = useWorkbench().consultationRooms;
  const openEmbedded = useOpenEmbedded();
  const [made, setMade] = useState<Partial<Record<ConsultationRoomKind, ConsultationRoom>>>({});
  const info = useQuery({
    ...consultationQueries.info(wb, singleId),
  });
  const create = useMutation({
    mutationFn: (kind: ConsultationRoomKind) => rooms.create(singleId, kind),
    onSuccess: (room) => setMade((m) => ({ ...m, [room.kind]: room })),
  });
  const join = useMutation({
    mutationFn: () => wb.consultation.joinConsultation(singleId, { buildRoomUrl: roomUrlOf }),
    onSuccess: (result) => {
      if (result.isHost && result.roomUrl) openEmbedded(result.roomUrl, t('roomTab'));
    },
  });
  // The buttons are disabled once a call is pending, which reaches React a moment after the click: a double click
  // in that moment must not ask twice, nor its second click after a fast answer (a click's detail counts them).
  const oneAtATime = useOneAtATime();

  if (info.isError) {
    return (
      <ErrorPanel
        title={t('detail.failed')}
        message={featureErrorMessage(info.error, shared)}
        onRetry={() => void info.refetch()}
      />
    );
  }
  if (!info.data) return <Skeleton height={120} aria-hidden />;
  const summary = consultationSummary(info.data);
  // Only the doctor who created the consultation hosts it (SPEC.md §4): the rooms and their chair password are
  // theirs; an invited doctor joins through the invitation.
  const host = isHost(info.data, user);
  const busy = create.isPending || join.isPending;
  return (
    <Stack gap="md">
      <DetailTable
        items={[
          { key: 'patName', label: t('detail.patName'), value: summary.patName },
          { key: 'patIdnum', label: t('detail.patIdnum'), value: summary.patIdnum },
          { key: 'sex', label: t('detail.sex'), value: shared(summary.sexKey) },
          {
            key: 'age',
            label: t('detail.age'),
            value: summary.patAge === null ? null : t('detail.ageValue', { count: summary.patAge }),
          },
          { key: 'room', label: t('detail.videoRoomId'), value: summary.rcRoomId },
        ]}
      />
      <Title order={3} size="h6">
        {t('detail.rooms')}
      </Title>
      {!host && <Text size="sm">{t('detail.guestRooms')}</Text>}
      <Group gap="sm">
        {host && (
          <>
            <Button
              leftSection={<IconVideo size={16} aria-hidden />}
              variant="light"
              loading={create.isPending && create.variables === 'video'}
              disabled={busy}
              onClick={(event) => event.detail < 2 && oneAtATime(() => create.mutateAsync('video'))}
            >
              {t('detail.createVideo')}
            </Button>
            <Button
              leftSection={<IconPresentation size={16} aria-hidden />}
              variant="light"
              loading={create.isPending && create.variables === 'meeting'}
              disabled={busy}
              onClick={(event) => event.detail < 2 && oneAtATime(() => create.mutateAsync('meeting'))}
            >
              {t('detail.createMeeting')}
            </Button>
          </>
        )}
        <Button
          leftSection={<IconUsersGroup size={16} aria-hidden />}
          loading={join.isPending}
          disabled={busy}
          onClick={(event) => event.detail < 2 && oneAtATime(() => join.mutateAsync())}
        >
          {t('detail.invite')}
        </Button>
      </Group>
      {create.isError && (
        <ErrorPanel title={t('detail.roomFailed')} message={featureErrorMessage(create.error, shared)} />
      )}
      {join.isError && (
        <ErrorPanel title={t('detail.inviteFailed')} message={featureErrorMessage(join.error, shared)} />
      )}
      {made.video && <RoomPanel room={made.video} />}
      {/* The host's invitation shows the meeting room it opened: the same room is not listed twice. */}
      {made.meeting &&
        !(join.data?.isHost && String(join.data.room?.roomId ?? '') === made.meeting.roomId) && (
          <RoomPanel room={made.meeting} />
        )}
      {join.data && <JoinResult join={join.data} />}
    </Stack>
  );
}

/**
 * The consultation details (patient name, identity number, sex — 1 male, otherwise female — and age), creating the
 * video room and the whiteboard/meeting room, and the invitation to a meeting with the host decision.
 */
export function ConsultationDetailModal({ singleId, onClose }: ConsultationDetailModalProps) {
  const t = useMessages(consultationMessages);
  const shared = useT();
  return (
    <Modal
      opened={singleId !== null}
      onClose={onClose}
      title={t('detail.title')}
      size={961}
      centered
      closeButtonProps={{ 'aria-label': shared('common.close') }}
    >
      {singleId !== null && <DetailBody key={singleId} singleId={singleId} />}
    </Modal>
  );
}
