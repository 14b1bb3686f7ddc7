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
import type { LocalTranslate } from '../../i18n/define-messages';
import { useWorkbench } from '../../platform/workbench-context';
import { type NoticeText, notify } from '../../ui/notify';
import { studentSettingMessages } from './messages';
import { jobLabel, projectLabel } from './sync-jobs';

type Translate = LocalTranslate<keyof typeof studentSettingMessages.en>;

/** What a finished job's notification says, with the page's translator in the language it is read in. */
type DoneMessage = (t: Translate, job: ChooseUserJob) => string;

/** `text` in the page's catalogue, made in the language current when the notification renders. */
const inPage =
  (text: (t: Translate) => string): NoticeText =>
  ({ messages }) =>
    text(messages(studentSettingMessages));

/**
 * Starts the preselection's long calls in the app's job store. When one ends — even after the page was hidden
 * or closed — the list is refetched and a finished job is announced in a notification (a failure is already
 * announced by the SDK's policy, and stays in the page's job list with its message). Work the server may still be
 * carrying out (a gateway timed out, or the page was reloaded while it ran) is not sent again: the user is told
 * from when it can be. The notifications follow the language switch while they are on screen.
 */
export function useJobActions() {
  const jobs = useWorkbench().chooseUserJobs;
  const queryClient = useQueryClient();
  const clock = useWorkbench().adapters.clock;

  const settle = (promise: Promise<ChooseUserJob>, message: DoneMessage) =>
    promise.then((job) => {
      void queryClient.invalidateQueries({ queryKey: preselectionQueries.all });
      const rejected = job.status === 'done' ? job.rejected : undefined;
      if (job.status === 'done' && rejected) {
        // Rows left out: said with the count, and where the list of them is (the job list keeps it).
        notify({
          color: 'yellow',
          title: inPage((t) => t('partlyImportedTitle')),
          message: inPage((t) => `${message(t, job)} ${t('rejectedNotice', { count: rejected.total })}`),
          autoClose: 15_000,
        });
      } else if (job.status === 'done') {
        notify({
          color: 'green',
          title: inPage((t) => t('doneTitle')),
          message: inPage((t) => message(t, job)),
          autoClose: 10_000,
        });
      }
      const heldUntil = jobHoldsUntil(job, clock.now());
      if (job.status === 'unconfirmed' && heldUntil !== null) {
        notify({
          color: 'yellow',
          title: inPage((t) => t('heldTitle')),
          message: ({ messages, format }) => {
            const t = messages(studentSettingMessages);
            return t('heldNotice', { job: jobLabel(t, job), time: format.dateTime(heldUntil) });
          },
          autoClose: 15_000,
        });
      }
      return job;
    });

  return {
    save: (payload: ChooseUserPre) =>
      settle(jobs.save(payload), (t, job) => t('savedNotice', { project: projectLabel(t, job.project) })),
    commit: (project: ProjectSelection) =>
      settle(jobs.commit(project), (t, job) =>
        t('committedNotice', { project: projectLabel(t, job.project) }),
      ),
    addAll: (project: ProjectSelection, filter: AddAllFilter) =>
      settle(jobs.addAll(project, filter), (t, job) =>
        t('addedAllNotice', { project: projectLabel(t, job.project) }),
      ),
    importFile: (project: ProjectSelection, file: ImportFile) =>
      settle(jobs.importFile(project, file), (t, job) =>
        t('importedNotice', {
          count: job.status === 'done' ? (job.imported ?? 0) : 0,
          file: job.fileName ?? '',
          project: projectLabel(t, job.project),
        }),
      ),
  };
}
