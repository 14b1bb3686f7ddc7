import { type ChooseUserJob, type ChooseUserJobs, type ProjectSelection, systemTypeName } from '@mch/sdk';
import { useCallback, useSyncExternalStore } from 'react';
import { useMessages } from '../../i18n/define-messages';
import { studentSettingMessages } from './messages';

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
