import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import {
  checkLiveRoom,
  isLiveRoomDraft,
  LIVE_ROOM_NAME_MAX,
  type LiveRoom,
  type LiveRoomDraft,
  liveMutations,
  liveQueries,
} from '@mch/sdk';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../i18n';
import { useMessages } from '../../i18n/define-messages';
import { useSdkMutation } from '../../platform/query-client';
import { useWorkbench } from '../../platform/workbench-context';
import { DateTimeField } from '../../ui/date-time-field';
import { ErrorPanel } from '../../ui/error-panel';
import { DraftOffer, useFormDraft } from '../../ui/form-draft';
import { GuardedModal, useDialogBusy, useUnsavedInput } from '../../ui/guarded-modal';
import { notify } from '../../ui/notify';
import { useOneAtATime } from '../../ui/use-one-at-a-time';
import { featureErrorMessage } from '../subsystems/feature-error';
import { liveMessages } from './messages';
import { useOpenLiveRoom } from './use-open-live-room';

/** Props of AddLiveRoomModal. */
export interface AddLiveRoomModalProps {
  opened: boolean;
  onClose: () => void;
  /** The year whose projects are offered. */
  year: number;
  /** The project chosen when the dialog opens. */
  projectUniqueId?: string | null;
}

const EMPTY: LiveRoomDraft = { projectUniqueId: null, roomName: '', startTime: null, endTime: null };

/** The name the dialog's draft is kept under: a new room of the year, for the project it opened with (if any). */
export function liveRoomDraftKey(year: number, projectUniqueId: string | null): string {
  return `live-room:create:${year}:${projectUniqueId ?? 'any'}`;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

function AddLiveRoomForm({ onClose, year, projectUniqueId }: Omit<AddLiveRoomModalProps, 'opened'>) {
  const t = useMessages(liveMessages);
  const shared = useT();
  const wb = useWorkbench();
  const openLiveRoom = useOpenLiveRoom();
  const [initial] = useState<LiveRoomDraft>(() => ({ ...EMPTY, projectUniqueId: projectUniqueId ?? null }));
  const [draft, setDraft] = useState<LiveRoomDraft>(initial);
  const [checked, setChecked] = useState(false);
  const kept = useFormDraft({
    form: liveRoomDraftKey(year, projectUniqueId ?? null),
    value: draft,
    initial,
    accept: isLiveRoomDraft,
    onRestore: (value) => {
      setDraft({ ...EMPTY, ...value });
      setChecked(false);
    },
  });
  const requestClose = useUnsavedInput(kept.dirty, kept.clear);
  const projects = useQuery({
    ...liveQueries.projects(wb, year),
  });
  const check = checkLiveRoom(draft);
  const errors = checked && !check.ok ? check.errors : {};
  const mutation = useSdkMutation(liveMutations.addRoom(wb), {
    onSuccess: (room: LiveRoom) => {
      kept.clear();
      notify({
        color: 'teal',
        title: ({ messages }) => messages(liveMessages)('room.added'),
        message: ({ messages }) => {
          const m = messages(liveMessages);
          return (
            <Stack gap={6} align="flex-start">
              <span>{m('room.addedBody', { name: room.roomName })}</span>
              {room.liveUrl && (
                <Button size="compact-sm" variant="light" onClick={() => openLiveRoom(room.liveUrl)}>
                  {m('room.enter')}
                </Button>
              )}
            </Stack>
          );
        },
      });
      onClose();
    },
  });
  useDialogBusy(mutation.isPending);
  // The button is disabled once the mutation says it is pending, which reaches React a moment after the click:
  // a double click (or Enter twice) in that moment must not add the room twice.
  const oneAtATime = useOneAtATime();
  const submit = () => {
    setChecked(true);
    if (check.ok) {
      const value = check.value;
      oneAtATime(() => mutation.mutateAsync(value));
    }
  };
  const error = (field: keyof LiveRoomDraft) => {
    const key = errors[field];
    return key ? shared(key) : undefined;
  };
  const nameLength = [...(draft.roomName ?? '').trim()].length;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <DraftOffer draft={kept} />
        <Select
          label={t('room.project')}
          placeholder={t('room.projectPlaceholder', { year })}
          required
          searchable
          data={(projects.data ?? []).map((p) => ({
            value: p.projectUniqueId,
            label: t('room.projectOption', { name: p.projectName, no: p.projectNo }),
          }))}
          value={draft.projectUniqueId ?? null}
          onChange={(value) => setDraft((d) => ({ ...d, projectUniqueId: value }))}
          error={error('projectUniqueId') ?? (projects.isError ? t('room.projectsFailed') : undefined)}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput
          label={t('room.name')}
          placeholder={t('room.namePlaceholder')}
          required
          value={draft.roomName ?? ''}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setDraft((d) => ({ ...d, roomName: value }));
          }}
          error={error('roomName')}
          description={t('room.counter', { count: nameLength, max: LIVE_ROOM_NAME_MAX })}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
        <Group grow align="flex-start">
          <DateTimeField
            label={t('room.start')}
            required
            valueFormat="YYYY-MM-DD HH:mm"
            value={draft.startTime ?? null}
            onChange={(value) => setDraft((d) => ({ ...d, startTime: text(value) }))}
            error={error('startTime')}
            clearable
            clearButtonProps={{ 'aria-label': t('room.clear', { field: t('room.start') }) }}
          />
          <DateTimeField
            label={t('room.end')}
            required
            valueFormat="YYYY-MM-DD HH:mm"
            value={draft.endTime ?? null}
            onChange={(value) => setDraft((d) => ({ ...d, endTime: text(value) }))}
            error={error('endTime')}
            clearable
            clearButtonProps={{ 'aria-label': t('room.clear', { field: t('room.end') }) }}
          />
        </Group>
        {mutation.isError && (
          <ErrorPanel title={t('room.failed')} message={featureErrorMessage(mutation.error, shared)} />
        )}
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={requestClose} disabled={mutation.isPending}>
            {shared('common.cancel')}
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {t('room.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The 'Add live room' dialog: a project of the year, a room name (at most 50 characters) and the start and end; the
 * SDK's rules check the form; a failed submit keeps everything typed and says why in the dialog. What is typed is
 * kept as a draft (offered back after an expiry or a reload), and closing with unsaved input asks first.
 */
export function AddLiveRoomModal({ opened, onClose, year, projectUniqueId }: AddLiveRoomModalProps) {
  const t = useMessages(liveMessages);
  const shared = useT();
  return (
    <GuardedModal
      opened={opened}
      onClose={onClose}
      title={t('room.title')}
      size={560}
      centered
      closeButtonProps={{ 'aria-label': shared('common.close') }}
    >
      {opened && <AddLiveRoomForm onClose={onClose} year={year} projectUniqueId={projectUniqueId ?? null} />}
    </GuardedModal>
  );
}
