import { Text } from '@mantine/core';
import type { ProjectSelection } from '@mch/sdk';
import type { ReactNode } from 'react';
import { useMessages } from '../../i18n/define-messages';
import { useFormat } from '../../i18n/use-format';
import { useWorkbench } from '../../platform/workbench-context';
import { studentSettingMessages } from './messages';
import { useJobList } from './sync-jobs';

/** The background jobs a dialog of the page starts, and what it says while one of its kind is running or cut off. */
const NOTES = {
  addAll: { running: 'addAllRunning', cutOff: 'addAllMayRun' },
  import: { running: 'importRunning', cutOff: 'importMayRun' },
} as const;

/**
 * Whether a job of `kind` is running for the project (a second start would only wait for it, so the dialog offers
 * none), and the note its dialog shows: that it runs, or that one cut off (a reload, a gateway) may still be running
 * on the server until its time limit (the start left open: other input may go; the same is held back by the SDK).
 */
export function useJobStateNote(
  kind: keyof typeof NOTES,
  project: ProjectSelection,
): { running: boolean; note: ReactNode } {
  const t = useMessages(studentSettingMessages);
  const format = useFormat();
  const jobs = useWorkbench().chooseUserJobs;
  useJobList(jobs);
  const running = jobs.runningJob(kind, project) !== undefined;
  const cutOff = running ? undefined : jobs.unconfirmedJob(kind, project);
  let text: string | null = null;
  if (running) text = t(NOTES[kind].running);
  else if (cutOff) text = t(NOTES[kind].cutOff, { time: format.dateTime(cutOff.startedAt + cutOff.limitMs) });
  const note =
    text === null ? null : (
      <Text size="sm" c="orange.9" role="status">
        {text}
      </Text>
    );
  return { running, note };
}
