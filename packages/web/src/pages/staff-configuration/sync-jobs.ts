import { type ChooseUserJob, type ChooseUserJobs, type ProjectSelection, systemTypeName } from '@mch/sdk';
import { useCallback, useSyncExternalStore } from 'react';
import { type LocalTranslate, useMessages } from '../../i18n/define-messages';
import { studentSettingMessages } from './messages';

type Key = keyof typeof studentSettingMessages.en;

/** The jobs of the store (re-renders while they tick). */
export function useJobList(jobs: ChooseUserJobs): readonly ChooseUserJob[] {
  return useSyncExternalStore(jobs.subscribe, jobs.getSnapshot, jobs.getSnapshot);
}

/** 'Online exam project 101': how the page names a project, with the page's translator `t`. */
export function projectLabel(t: LocalTranslate<Key>, project: ProjectSelection): string {
  return t('projectLabel', {
    system: t(systemTypeName(project.systemType) ?? 'exam'),
    id: project.projectId,
  });
}

/** The title of each kind of job while it runs, and once it has ended. */
const JOB_TITLES = {
  save: { running: 'jobSave', ended: 'jobSaveEnded' },
  commit: { running: 'jobCommit', ended: 'jobCommitEnded' },
  addAll: { running: 'jobAddAll', ended: 'jobAddAllEnded' },
  import: { running: 'jobImport', ended: 'jobImportEnded' },
} as const satisfies Record<ChooseUserJob['kind'], { running: Key; ended: Key }>;

/**
 * How the page names a job, with the page's translator `t`: what is being done while it runs ('Importing
 * people.csv into Online exam project 101'), and once it is done, failed or its outcome unknown, what it was
 * ('Import of people.csv into Online exam project 101'), beside the status that says how it ended.
 */
export function jobLabel(t: LocalTranslate<Key>, job: ChooseUserJob): string {
  const titles = JOB_TITLES[job.kind];
  return t(job.status === 'running' ? titles.running : titles.ended, {
    project: projectLabel(t, job.project),
    file: job.fileName ?? '',
  });
}

/** `(project) => 'Online exam project 101'`: how the page names a project, in the current language. */
export function useProjectLabel(): (project: ProjectSelection) => string {
  const t = useMessages(studentSettingMessages);
  return useCallback((project) => projectLabel(t, project), [t]);
}

/** `(job) => 'Saving the choice for Online exam project 101'`: how the page names a job (see `jobLabel`). */
export function useJobLabel(): (job: ChooseUserJob) => string {
  const t = useMessages(studentSettingMessages);
  return useCallback((job) => jobLabel(t, job), [t]);
}
