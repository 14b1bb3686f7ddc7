import {
  type ChooseUserJob,
  type ChooseUserJobs,
  createChooseUserJobs,
  type ProjectSelection,
  systemTypeName,
  type Workbench,
} from '@mch/sdk';
import { useCallback, useSyncExternalStore } from 'react';
import { useWorkbench } from '../../app/workbench-context';
import { useMessages } from '../../i18n/define-messages';
import { studentSettingMessages } from './messages';

/*
 * The long preselection calls run in one job store per workbench, held here rather than in the page: switching
 * tabs, or closing the page, does not cancel them, and a reopened page shows their progress again.
 */
const stores = new WeakMap<Workbench, ChooseUserJobs>();

/** The job store of a workbench (created on first use). */
export function chooseUserJobsOf(wb: Workbench): ChooseUserJobs {
  let jobs = stores.get(wb);
  if (!jobs) {
    jobs = createChooseUserJobs({
      main: wb.main,
      clock: wb.adapters.clock,
      // Remembered in the tab across reloads, per user (issue 17): the job list shows them again.
      journal: {
        storage: wb.adapters.sessionStorage,
        userKey: () => {
          const user = wb.session.getUser();
          return user ? String(user.id) : null;
        },
      },
    });
    stores.set(wb, jobs);
    // A reload cuts the calls off (in the demo, from the moment the page starts to unload): that is not the
    // server's answer, so the journal keeps them as running. The page may stay after all (the user cancelled the
    // unload, or it came back from the back-forward cache): then the journal is kept again.
    const created = jobs;
    const leave = () => created.suspendJournal();
    const stay = () => created.resumeJournal();
    window.addEventListener('beforeunload', leave);
    window.addEventListener('pagehide', leave);
    window.addEventListener('pageshow', (event) => {
      if (event.persisted) stay();
    });
    window.addEventListener('pointerdown', stay, { capture: true, passive: true });
    window.addEventListener('keydown', stay, { capture: true, passive: true });
  }
  return jobs;
}

/** The app's job store of the preselection's long calls. */
export function useChooseUserJobs(): ChooseUserJobs {
  return chooseUserJobsOf(useWorkbench());
}

/** The jobs of the store (re-renders while they tick). */
export function useJobList(jobs: ChooseUserJobs): readonly ChooseUserJob[] {
  return useSyncExternalStore(jobs.subscribe, jobs.getSnapshot, jobs.getSnapshot);
}

/** `(project) => 'Online exam project 101'`: how the page names a project. */
export function useProjectLabel(): (project: ProjectSelection) => string {
  const t = useMessages(studentSettingMessages);
  return useCallback(
    (project) =>
      t('projectLabel', {
        system: t(systemTypeName(project.systemType) ?? 'exam'),
        id: project.projectId,
      }),
    [t],
  );
}

/** `(job) => 'Saving the choice for Online exam project 101'`: how the page names a job. */
export function useJobLabel(): (job: ChooseUserJob) => string {
  const t = useMessages(studentSettingMessages);
  const projectLabel = useProjectLabel();
  return useCallback(
    (job) => {
      const project = projectLabel(job.project);
      switch (job.kind) {
        case 'save':
          return t('jobSave', { project });
        case 'commit':
          return t('jobCommit', { project });
        case 'addAll':
          return t('jobAddAll', { project });
        case 'import':
          return t('jobImport', { project, file: job.fileName ?? '' });
      }
    },
    [t, projectLabel],
  );
}
