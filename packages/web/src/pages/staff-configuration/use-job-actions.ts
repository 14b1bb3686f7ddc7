import { notifications } from '@mantine/notifications';
import {
  type AddAllFilter,
  type ChooseUserJob,
  type ChooseUserPre,
  type ImportFile,
  jobHoldsUntil,
  type ProjectSelection,
  preselectionQueries,
} from '@mch/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useMessages } from '../../i18n/define-messages';
import { useFormat } from '../../i18n/use-format';
import { useWorkbench } from '../../platform/workbench-context';
import { studentSettingMessages } from './messages';
import { useJobLabel, useProjectLabel } from './sync-jobs';

/**
 * Starts the preselection's long calls in the app's job store. When one ends — even after the page was hidden
 * or closed — the list is refetched and a finished job is announced in a notification (a failure is already
 * announced by the SDK's policy, and stays in the page's job list with its message). Work the server may still be
 * carrying out (a gateway timed out, or the page was reloaded while it ran) is not sent again: the user is told
 * from when it can be.
 */
export function useJobActions() {
  const t = useMessages(studentSettingMessages);
  const jobs = useWorkbench().chooseUserJobs;
  const queryClient = useQueryClient();
  const projectLabel = useProjectLabel();
  const jobLabel = useJobLabel();
  const format = useFormat();
  const clock = useWorkbench().adapters.clock;

  const settle = (promise: Promise<ChooseUserJob>, message: (job: ChooseUserJob) => string) =>
    promise.then((job) => {
      void queryClient.invalidateQueries({ queryKey: preselectionQueries.all });
      const rejected = job.status === 'done' ? job.rejected : undefined;
      if (job.status === 'done' && rejected) {
        // Rows left out: said with the count, and where the list of them is (the job list keeps it).
        notifications.show({
          color: 'yellow',
          title: t('partlyImportedTitle'),
          message: `${message(job)} ${t('rejectedNotice', { count: rejected.total })}`,
          autoClose: 15_000,
        });
      } else if (job.status === 'done') {
        notifications.show({
          color: 'green',
          title: t('doneTitle'),
          message: message(job),
          autoClose: 10_000,
        });
      }
      const heldUntil = jobHoldsUntil(job, clock.now());
      if (job.status === 'unconfirmed' && heldUntil !== null) {
        notifications.show({
          color: 'yellow',
          title: t('heldTitle'),
          message: t('heldNotice', { job: jobLabel(job), time: format.dateTime(heldUntil) }),
          autoClose: 15_000,
        });
      }
      return job;
    });

  return {
    save: (payload: ChooseUserPre) =>
      settle(jobs.save(payload), (job) => t('savedNotice', { project: projectLabel(job.project) })),
    commit: (project: ProjectSelection) =>
      settle(jobs.commit(project), (job) => t('committedNotice', { project: projectLabel(job.project) })),
    addAll: (project: ProjectSelection, filter: AddAllFilter) =>
      settle(jobs.addAll(project, filter), (job) =>
        t('addedAllNotice', { project: projectLabel(job.project) }),
      ),
    importFile: (project: ProjectSelection, file: ImportFile) =>
      settle(jobs.importFile(project, file), (job) =>
        t('importedNotice', {
          count: job.status === 'done' ? (job.imported ?? 0) : 0,
          file: job.fileName ?? '',
          project: projectLabel(job.project),
        }),
      ),
    jobLabel,
  };
}
