import { Stack, Text } from '@mantine/core';
import { type ConsultationJoin, consultationSummary } from '@mch/sdk';
import { useCallback } from 'react';
import { useMessages } from '../../i18n/define-messages';
import { useWorkbench } from '../../platform/workbench-context';
import { notify } from '../../ui/notify';
import { useOpenEmbedded } from '../subsystems/use-open-embedded';
import { consultationMessages } from './messages';

/** Joins a consultation and opens its room; resolves to what the SDK decided (host or guest, the room). */
export type JoinConsultation = (singleId: number) => Promise<ConsultationJoin>;

/**
 * `(singleId) => Promise<ConsultationJoin>`: the invitation to a meeting (SPEC.md §4). The SDK decides the host
 * (the current doctor created the consultation) and makes the host's meeting room. A room with an http(s) address
 * opens in the out-system page (or a new window when the address requires it); otherwise a notification shows the
 * room number and chair password (host) or the video room to join (guest). Rejects when the consultation cannot be
 * read or the room not made (the SDK's policy has already warned).
 */
export function useJoinConsultation(): JoinConsultation {
  const wb = useWorkbench();
  const openEmbedded = useOpenEmbedded();
  const t = useMessages(consultationMessages);
  return useCallback(
    async (singleId) => {
      const join = await wb.consultation.joinConsultation(singleId);
      if (join.isHost && join.roomUrl && openEmbedded(join.roomUrl, t('roomTab'))) return join;
      const summary = consultationSummary(join.info);
      const { room } = join;
      notify({
        autoClose: false,
        color: join.isHost ? 'teal' : 'blue',
        title: ({ messages }) => {
          const m = messages(consultationMessages);
          return join.isHost ? m('join.hostTitle') : m('join.guestTitle', { name: summary.patName });
        },
        message: ({ messages }) => {
          const m = messages(consultationMessages);
          return (
            <Stack gap={2}>
              <Text size="sm">{join.isHost ? m('join.host') : m('join.guest')}</Text>
              {join.isHost && room ? (
                <>
                  <Text size="sm">
                    {m('room.roomId')}: {room.roomId}
                  </Text>
                  <Text size="sm">
                    {m('room.chairPassword')}: {room.chairPassword}
                  </Text>
                </>
              ) : (
                <Text size="sm">{m('join.guestRoom', { room: summary.rcRoomId })}</Text>
              )}
            </Stack>
          );
        },
      });
      return join;
    },
    [wb, openEmbedded, t],
  );
}
